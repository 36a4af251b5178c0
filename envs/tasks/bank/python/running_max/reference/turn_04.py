from itertools import accumulate

def _is_number(v):
    return v is None or (isinstance(v, (int, float)) and not isinstance(v, bool))

def _bigger(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return max(a, b)

def running_max(values):
    if not all(_is_number(v) for v in values):
        raise TypeError('values must be numbers')
    return list(accumulate(values, _bigger))
