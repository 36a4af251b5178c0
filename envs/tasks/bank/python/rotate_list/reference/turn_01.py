def rotate_list(items, k):
    for i in range(k):
        items.insert(0, items.pop())
    return items
