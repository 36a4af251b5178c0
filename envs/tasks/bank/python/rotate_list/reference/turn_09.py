from typing import Any

def rotate_list(items: list[Any], k: int, in_place: bool = False) -> list[Any]:
    """Rotates a list to the right.

    Args:
        items: The list.
        k: Positions to rotate right; negative rotates left.
        in_place: Rotate items itself instead of a copy.

    Returns:
        The rotated list: items itself when in_place, else a new list.

    Raises:
        TypeError: If k is not an int.
    """
    if type(k) is not int:
        raise TypeError('k must be an int')
    k=k%len(items) if items else 0  # a left rotation becomes the equivalent right one
    rotated=items[-k:]+items[:-k] if k else list(items)
    if in_place:
        items[:]=rotated
        return items
    return rotated
