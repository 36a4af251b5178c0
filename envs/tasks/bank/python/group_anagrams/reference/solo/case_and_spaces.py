def group_anagrams(words):
    groups={}
    for w in words:
        key=''.join(sorted(w.lower().replace(' ','')))
        groups.setdefault(key,[]).append(w)
    return list(groups.values())
