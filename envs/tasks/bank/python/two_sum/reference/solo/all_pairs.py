def two_sum(nums: list[int], target: int) -> list[tuple[int, int]]:
    if not isinstance(nums, list) or not all(type(x) is int for x in nums):
        raise TypeError('nums must be a list of integers')
    pairs=[]
    for i in range(len(nums)):
        for j in range(i+1, len(nums)):
            if nums[i]+nums[j]==target:
                pairs.append((i, j))
    return pairs
