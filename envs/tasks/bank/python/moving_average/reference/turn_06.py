def moving_average(values: list[float], window: int) -> list[float]:
    if not isinstance(window, int) or window<1:
        raise ValueError('window must be a positive integer')
    if len(values)<window:
        return [round(sum(values)/len(values),2)] if values else []
    return [round(sum(values[i:i+window])/window,2) for i in range(len(values)-window+1)]
