def _check_nums(nums):
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')

def two_sum(nums: list[int], target: int) -> list[tuple[int, int]]:
    """Finds every pair of positions whose values add up to target.

    Args:
        nums: The integers to search.
        target: The wanted sum.

    Returns:
        All (i, j) with i < j, sorted; empty when there is none.

    Raises:
        TypeError: If nums is not a list of ints.
    """
    _check_nums(nums)
    positions={}
    pairs=[]
    for j, value in enumerate(nums):
        pairs.extend((i, j) for i in positions.get(target-value, []))
        positions.setdefault(value, []).append(j)
    return sorted(pairs)
