def word_frequencies(text):
    counts={}
    for word in text.split():
        word = word.strip('.,!?;:').lower()
        if word:
            counts[word]=counts.get(word,0)+1
    return counts
