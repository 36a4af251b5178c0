def rotate_list(items, k):
    return items[-k:]+items[:-k] if k else items
