def rotate_list(items, k):
    if type(k) is not int:
        raise TypeError('k must be an int')
    for i in range(k):
        items.insert(0, items.pop())
    return items
