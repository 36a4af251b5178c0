def word_frequencies(text):
    counts={}
    for word in text.split():
        counts[word]=counts.get(word,0)+1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
