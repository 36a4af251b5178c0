def flatten_list(nested):
    if not isinstance(nested, (list, tuple)):
        raise TypeError('nested must be a list or tuple')
    result=[]
    # One iterator per open list; breaking out of the for loop descends.
    iter_stack=[iter(nested)]
    while iter_stack:
        for item in iter_stack[-1]:
            if isinstance(item, (list, tuple)):
                iter_stack.append(iter(item))
                break
            result.append(item)
        else:
            iter_stack.pop()
    return result
