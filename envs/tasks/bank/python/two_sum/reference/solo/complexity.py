def two_sum(nums, target):
    firstSeen={}
    for secondIdx, value in enumerate(nums):
        if target-value in firstSeen:
            return (firstSeen[target-value], secondIdx)
        firstSeen.setdefault(value, secondIdx)
    return None
