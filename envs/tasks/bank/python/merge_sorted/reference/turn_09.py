import heapq


def _is_sorted(values):
    return all(x <= y for x, y in zip(values, values[1:]))


def merge_sorted(*lists: list[int]) -> list[int]:
    """Merges any number of ascending lists in linear time.

    Args:
        lists: Ascending lists of ints.

    Returns:
        A new ascending list with the elements of all of them.

    Raises:
        TypeError: If an argument is not a list.
        ValueError: If an argument is not sorted.
    """
    if not all(isinstance(values, list) for values in lists):
        raise TypeError('all arguments must be lists')
    if not all(_is_sorted(values) for values in lists):
        raise ValueError('inputs must be sorted')
    return list(heapq.merge(*lists))
