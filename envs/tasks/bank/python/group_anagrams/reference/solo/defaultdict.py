import collections


def group_anagrams(words):
    groups = collections.defaultdict(list)
    for w in words:
        groups[tuple(sorted(w))].append(w)
    return list(groups.values())
