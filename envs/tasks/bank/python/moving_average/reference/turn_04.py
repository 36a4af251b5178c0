def moving_average(values, window):
    if not isinstance(window, int) or window<1:
        raise ValueError('window must be a positive integer')
    if len(values)<window:
        return [round(sum(values)/len(values),2)] if values else []
    result=[]
    for i in range(len(values)-window+1):
        chunk=values[i:i+window]
        result.append(round(sum(chunk)/window,2))
    return result
