def word_frequencies(text: str, top: int | None = None) -> dict[str, int]:
    counts={}
    for word in text.split():
        counts[word]=counts.get(word,0)+1
    ordered = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return dict(ordered if top is None else ordered[:top])
