from collections.abc import Hashable

def invert_dict(d: dict[Hashable, Hashable]) -> dict[Hashable, list[Hashable]]:
    result={}
    for k in d:
        result.setdefault(d[k], []).append(k)
    return result
