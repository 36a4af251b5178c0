"""Inverting dicts."""

def invert_dict(d):
    """Inverts a dict.

    Args:
        d: The dict.

    Returns:
        The inverted dict.

    Raises:
        TypeError: If a value is unhashable.
    """
    result={}
    for k in d:
        result[d[k]]=k
    return result
