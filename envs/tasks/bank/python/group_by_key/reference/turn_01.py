def group_by_key(records, key):
    groups={}
    for r in records:
        if r[key] in groups:
            groups[r[key]].append(r)
        else:
            groups[r[key]]=[r]
    return groups
