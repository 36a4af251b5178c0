from collections import Counter


def word_frequencies(text):
    return dict(Counter(text.split()))
