import bisect

def binary_search(items, target):
    i=bisect.bisect_left(items, target)
    return i if i<len(items) and items[i]==target else -1
