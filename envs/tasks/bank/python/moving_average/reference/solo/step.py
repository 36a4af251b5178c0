def moving_average(values: list[float], window: int, step: int = 1) -> list[float]:
    result=[]
    for i in range(0, len(values)-window+1, step):
        result.append(sum(values[i:i+window])/window)
    return result
