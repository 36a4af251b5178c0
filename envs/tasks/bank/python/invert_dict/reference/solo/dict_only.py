def invert_dict(d):
    if not isinstance(d, dict):
        raise TypeError('d must be a dict')
    result={}
    for k in d:
        result[d[k]]=k
    return result
