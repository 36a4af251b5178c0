def dedupe_preserve_order(items):
    try:
        iterator=iter(items)
    except TypeError:
        raise TypeError('items must be iterable') from None
    seen=set()
    result=[]
    for x in iterator:
        if x not in seen:
            seen.add(x)
            result.append(x)
    return result
