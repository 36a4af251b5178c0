def rotate_list(items, k):
    if not items:
        return items
    for i in range(k%len(items)):
        items.insert(0, items.pop())
    return items
