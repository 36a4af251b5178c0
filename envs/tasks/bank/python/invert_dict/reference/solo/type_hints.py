from collections.abc import Hashable

def invert_dict(d: dict[Hashable, Hashable]) -> dict[Hashable, Hashable]:
    result={}
    for k in d:
        result[d[k]]=k
    return result
