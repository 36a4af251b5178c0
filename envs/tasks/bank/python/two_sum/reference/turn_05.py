def _check_nums(nums):
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')

def two_sum(nums, target):
    _check_nums(nums)
    first_seen={}
    for j, value in enumerate(nums):
        if target-value in first_seen:
            return (first_seen[target-value], j)
        first_seen.setdefault(value, j)
    return None
