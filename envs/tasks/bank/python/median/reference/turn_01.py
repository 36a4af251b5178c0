def median(values):
    values.sort()
    n=len(values)
    if n==1:
        return values[0]
    elif n%2==1:
        return values[n//2]
    else:
        return (values[n//2-1]+values[n//2])/2
