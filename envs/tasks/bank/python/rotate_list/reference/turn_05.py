def rotate_list(items, k):
    if type(k) is not int:
        raise TypeError('k must be an int')
    result=list(items)
    if not result:
        return result
    k=k%len(result)  # also turns a left rotation into the equivalent right one
    for i in range(k):
        result.insert(0, result.pop())
    return result
