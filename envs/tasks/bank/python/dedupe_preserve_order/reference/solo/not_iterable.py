def dedupe_preserve_order(items):
    try:
        items=list(items)
    except TypeError:
        raise TypeError('items must be iterable') from None
    return sorted(set(items), key=items.index)
