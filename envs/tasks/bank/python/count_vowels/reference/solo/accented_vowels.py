import unicodedata


def count_vowels(text):
    n=0
    for c in unicodedata.normalize('NFD',text):
        if c.lower() in 'aeiou':
            n+=1
    return n
