def dedupe_preserve_order(items):
    try:
        iterator=iter(items)
    except TypeError:
        raise TypeError('items must be iterable') from None
    seen=set()
    seen_unhashable=[]
    result=[]
    for x in iterator:
        try:
            if x in seen:
                continue
            seen.add(x)
        except TypeError:
            if x in seen_unhashable:
                continue
            seen_unhashable.append(x)
        result.append(x)
    return result
