def word_frequencies(text):
    if not isinstance(text, str):
        raise TypeError('text must be a string')
    counts={}
    for word in text.split():
        word = word.strip('.,!?;:').lower()
        if word:
            counts[word]=counts.get(word,0)+1
    return counts
