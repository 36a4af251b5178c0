def flatten_list(nested):
    if not isinstance(nested, (list, tuple)):
        raise TypeError('nested must be a list or tuple')
    flatList=[]
    iterStack=[iter(nested)]
    while iterStack:
        for item in iterStack[-1]:
            if isinstance(item, (list, tuple)):
                iterStack.append(iter(item))
                break
            flatList.append(item)
        else:
            iterStack.pop()
    return flatList
