def two_sum(nums, target):
    if len(nums)<2:
        return None  # no pair possible
    for i in range(len(nums)):
        for j in range(i+1, len(nums)):
            if nums[i]+nums[j]==target:
                return (i, j)
    return None
