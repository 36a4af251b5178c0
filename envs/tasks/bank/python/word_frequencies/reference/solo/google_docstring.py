def word_frequencies(text):
    """Counts words.

    Args:
        text: The text.

    Returns:
        Word -> count.
    """
    counts={}
    for word in text.split():
        counts[word]=counts.get(word,0)+1
    return counts
