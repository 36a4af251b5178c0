def invert_dict(d):
    result={}
    for k in d:
        if d[k] in result:
            raise ValueError(f'duplicate value: {d[k]!r}')
        result[d[k]]=k
    return result
