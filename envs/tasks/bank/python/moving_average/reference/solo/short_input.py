def moving_average(values, window):
    if len(values)<window:
        return [sum(values)/len(values)] if values else []
    result=[]
    for i in range(len(values)-window+1):
        result.append(sum(values[i:i+window])/window)
    return result
