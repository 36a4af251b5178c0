def dedupe_preserve_order(items):
    """Dedupes.

    Args:
        items: The elements.

    Returns:
        Unique elements in order.

    Raises:
        TypeError: If items is not iterable.
    """
    items=list(items)
    return sorted(set(items), key=items.index)
