def merge_sorted(a, b):
    if not isinstance(a, list) or not isinstance(b, list):
        raise TypeError('a and b must be lists')
    if not a: return b
    if not b: return a
    return sorted(a+b)
