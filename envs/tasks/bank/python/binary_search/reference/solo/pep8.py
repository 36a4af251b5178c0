def binary_search(items, target):
    return _search(items, target, 0, len(items) - 1)


def _search(items, target, lo, hi):
    if lo > hi:
        return -1
    mid = (lo + hi) // 2
    if items[mid] == target:
        return mid
    if items[mid] < target:
        return _search(items, target, mid + 1, hi)
    return _search(items, target, lo, mid - 1)
