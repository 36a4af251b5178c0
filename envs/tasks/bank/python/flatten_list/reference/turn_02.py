def flatten_list(nested):
    flatList=[]
    for item in nested:
        if isinstance(item, (list, tuple)):
            flatList.extend(flatten_list(item))
        else:
            flatList.append(item)
    return flatList
