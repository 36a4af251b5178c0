def rotate_list(items, k):
    if not items:
        return items
    k=k%len(items)
    for i in range(k):
        items.insert(0, items.pop())
    return items
