def rotate_list(items, k):
    if isinstance(k, bool) or not isinstance(k, int):
        raise TypeError('k must be an int')
    for i in range(k):
        items.insert(0, items.pop())
    return items
