def anagram_key(word):
    return ''.join(sorted(word.lower().replace(' ', '')))


def group_anagrams(words):
    groups = {}
    for w in words:
        groups.setdefault(anagram_key(w), []).append(w)
    return list(groups.values())
