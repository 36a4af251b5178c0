def two_sum(nums, target):
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')
    firstSeen={}
    for secondIdx, value in enumerate(nums):
        if target-value in firstSeen:
            return (firstSeen[target-value], secondIdx)
        firstSeen.setdefault(value, secondIdx)
    return None
