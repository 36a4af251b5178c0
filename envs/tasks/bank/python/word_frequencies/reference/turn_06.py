from collections import Counter


def word_frequencies(text: str) -> dict[str, int]:
    if not isinstance(text, str):
        raise TypeError('text must be a string')
    words = [w.strip('.,!?;:').lower() for w in text.split()]
    counts=Counter(w for w in words if w)
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
