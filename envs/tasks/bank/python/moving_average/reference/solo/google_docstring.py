def moving_average(values, window):
    """Simple moving average.

    Args:
        values: The numbers.
        window: The window size.

    Returns:
        The averages.

    Raises:
        ZeroDivisionError: If window is 0.
    """
    result=[]
    for i in range(len(values)-window+1):
        result.append(sum(values[i:i+window])/window)
    return result
