def merge_sorted(a, b):
    if not a: return b
    if not b: return a
    return sorted(a+b)
