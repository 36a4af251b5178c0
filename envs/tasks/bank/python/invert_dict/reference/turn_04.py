def invert_dict(d):
    if not isinstance(d, dict):
        raise TypeError('d must be a dict')
    vals=list(d.values())
    dupes=[v for i, v in enumerate(vals) if v in vals[:i]]
    if dupes:
        raise ValueError(f'duplicate value: {dupes[0]!r}')
    return {v: k for k, v in d.items()}
