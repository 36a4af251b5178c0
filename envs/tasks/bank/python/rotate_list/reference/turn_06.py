def rotate_list(items, k):
    if type(k) is not int:
        raise TypeError('k must be an int')
    if not items:
        return []
    k=k%len(items)  # also turns a left rotation into the equivalent right one
    return items[-k:]+items[:-k] if k else list(items)
