def merge_sorted(a, b):
    if not a: return list(b)
    if not b: return list(a)
    return sorted(a+b)
