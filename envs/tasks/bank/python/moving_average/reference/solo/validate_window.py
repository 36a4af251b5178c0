def moving_average(values, window):
    if not isinstance(window, int) or window<1:
        raise ValueError('window must be a positive integer')
    result=[]
    for i in range(len(values)-window+1):
        result.append(sum(values[i:i+window])/window)
    return result
