from collections import defaultdict


def anagram_key(word: str) -> str:
    return ''.join(sorted(word.lower().replace(' ', '')))


def group_anagrams(words: list[str]) -> list[list[str]]:
    if not all(isinstance(w, str) for w in words):
        raise TypeError('all words must be str')
    groups = defaultdict(list)
    for w in words:
        if w.strip():
            groups[anagram_key(w)].append(w)
    return list(groups.values())
