def dedupe_preserve_order(items):
    items=list(items)
    try:
        return sorted(set(items), key=items.index)
    except TypeError:  # unhashable elements: compare with == instead
        return [x for i, x in enumerate(items) if x not in items[:i]]
