def invert_dict(d):
    result={}
    for k in d:
        result[d[k]]=k
    return result
