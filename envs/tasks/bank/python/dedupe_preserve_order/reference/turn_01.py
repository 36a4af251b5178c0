def dedupe_preserve_order(items):
    items=list(items)
    return sorted(set(items), key=items.index)
