from typing import Any

def rotate_list(items: list[Any], k: int, in_place: bool = False) -> list[Any]:
    """Rotates right.

    Args:
        items: The list.
        k: Positions.
        in_place: Modify items itself.

    Returns:
        The rotated list.
    """
    target=items if in_place else list(items)
    for i in range(k%len(target) if target else 0):
        target.insert(0, target.pop())
    return target
