def rotate_list(items, k):
    result=list(items)
    for i in range(k):
        result.insert(0, result.pop())
    return result
