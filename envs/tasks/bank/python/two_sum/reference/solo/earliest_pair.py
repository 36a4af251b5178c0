def two_sum(nums, target):
    if len(nums)<2:
        return None  # no pair possible
    for secondIdx in range(len(nums)):
        for firstIdx in range(secondIdx):
            if nums[firstIdx]+nums[secondIdx]==target:
                return (firstIdx, secondIdx)
    return None
