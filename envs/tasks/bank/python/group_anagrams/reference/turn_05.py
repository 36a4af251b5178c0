from collections import defaultdict

def group_anagrams(words):
    if not all(isinstance(w,str) for w in words):
        raise TypeError('all words must be str')
    groups=defaultdict(list)
    for w in words:
        if w.strip():
            groups[''.join(sorted(w.lower().replace(' ','')))].append(w)
    return list(groups.values())
