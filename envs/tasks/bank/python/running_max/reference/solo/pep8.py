def running_max(values):
    result = []
    current = None
    for v in values:
        if current is None or v > current:
            current = v
        result.append(current)
    return result
