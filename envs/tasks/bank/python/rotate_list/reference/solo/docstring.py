def rotate_list(items, k):
    """Rotates right.

    Args:
        items: The list (modified).
        k: Positions.

    Returns:
        items, rotated.

    Raises:
        IndexError: If items is empty and k > 0.
    """
    for i in range(k):
        items.insert(0, items.pop())
    return items
