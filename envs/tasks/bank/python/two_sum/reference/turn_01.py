def two_sum(nums, target):
    if len(nums)<2:
        return None  # no pair possible
    for firstIdx in range(len(nums)):
        for secondIdx in range(firstIdx+1, len(nums)):
            if nums[firstIdx]+nums[secondIdx]==target:
                return (firstIdx, secondIdx)
    return None
