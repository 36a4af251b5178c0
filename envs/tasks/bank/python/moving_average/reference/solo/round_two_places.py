def moving_average(values, window):
    if len(values)<window:
        return [round(sum(values)/len(values),2)] if values else []
    result=[]
    for i in range(len(values)-window+1):
        result.append(round(sum(values[i:i+window])/window,2))
    return result
