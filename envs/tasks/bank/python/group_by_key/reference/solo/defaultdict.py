import collections

def group_by_key(records, key):
    groups=collections.defaultdict(list)
    for r in records:
        groups[r[key]].append(r)
    return dict(groups)
