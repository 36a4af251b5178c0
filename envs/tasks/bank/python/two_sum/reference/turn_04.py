def _check_nums(nums):
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')

def two_sum(nums, target):
    _check_nums(nums)
    firstSeen={}
    for secondIdx, value in enumerate(nums):
        if target-value in firstSeen:
            return (firstSeen[target-value], secondIdx)
        firstSeen.setdefault(value, secondIdx)
    return None
