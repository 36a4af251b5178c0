def median(values):
    data=sorted(values)
    n=len(data)
    if n==1:
        return data[0]
    elif n%2==1:
        return data[n//2]
    else:
        return (data[n//2-1]+data[n//2])/2
