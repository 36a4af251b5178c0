def group_anagrams(words: list[str], min_size: int = 1) -> list[list[str]]:
    groups: dict[str, list[str]] = {}
    for w in words:
        groups.setdefault(''.join(sorted(w)), []).append(w)
    return [g for g in groups.values() if len(g) >= min_size]
