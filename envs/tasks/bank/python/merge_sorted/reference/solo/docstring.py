def merge_sorted(a, b):
    """Merges sorted lists.

    Args:
        a: First list.
        b: Second list.

    Returns:
        The merged list.

    Raises:
        TypeError: If the elements cannot be compared.
    """
    if not a: return b
    if not b: return a
    return sorted(a+b)
