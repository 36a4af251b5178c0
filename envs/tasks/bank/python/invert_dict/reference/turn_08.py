"""Dictionary inversion."""
from collections.abc import Hashable


def invert_dict(
        d: dict[Hashable, Hashable]) -> dict[Hashable, list[Hashable]]:
    """Groups the keys of d by value.

    Args:
        d: A dict with hashable values.

    Returns:
        A new dict mapping each value to the list of its keys, in order.

    Raises:
        TypeError: If d is not a dict.
    """
    if not isinstance(d, dict):
        raise TypeError('d must be a dict')
    values = dict.fromkeys(d.values())
    return {v: [k for k, x in d.items() if x == v] for v in values}
