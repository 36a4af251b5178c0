def group_by_key(records, key):
    groups={}
    for r in records:
        value=r.get(key)
        if value in groups:
            groups[value].append(r)
        else:
            groups[value]=[r]
    return groups
