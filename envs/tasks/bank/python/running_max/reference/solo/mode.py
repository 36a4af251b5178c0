def running_max(values: list[float | None], mode: str = 'max') -> list[float | None]:
    if mode not in ('max', 'min'):
        raise ValueError("mode must be 'max' or 'min'")
    result=[]
    current=None
    for v in values:
        if v is not None and (current is None or (v>current if mode=='max' else v<current)):
            current=v
        result.append(current)
    return result
