def median(values):
    values.sort()
    n=len(values)
    if n%2==1:
        return values[n//2]
    return (values[n//2-1]+values[n//2])/2
