from bisect import bisect_left

def binary_search(items: list[int], target: int) -> int:
    if not isinstance(items, list):
        raise TypeError('items must be a list')
    i=bisect_left(items, target)
    if i<len(items) and items[i]==target:
        return i
    return -1
