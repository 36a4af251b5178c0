def merge_sorted(a, b):
    if a!=sorted(a) or b!=sorted(b):
        raise ValueError('inputs must be sorted')
    if not a: return b
    if not b: return a
    return sorted(a+b)
