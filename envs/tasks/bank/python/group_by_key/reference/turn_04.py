from collections import defaultdict

def group_by_key(records, key):
    if not isinstance(key, str):
        raise TypeError('key must be a string')
    groups=defaultdict(list)
    for r in records:
        groups[r.get(key)].append(r)
    return dict(groups)
