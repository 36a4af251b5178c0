def anagram_key(word: str) -> str:
    return ''.join(sorted(word))


def group_anagrams(words: list[str]) -> list[list[str]]:
    groups = {}
    for w in words:
        groups.setdefault(anagram_key(w), []).append(w)
    return list(groups.values())
