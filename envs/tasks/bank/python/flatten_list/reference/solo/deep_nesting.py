def flatten_list(nested):
    flatList=[]
    stack=[iter(nested)]
    while stack:
        for item in stack[-1]:
            if isinstance(item, (list, tuple)):
                stack.append(iter(item))
                break
            flatList.append(item)
        else:
            stack.pop()
    return flatList
