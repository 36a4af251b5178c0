from collections.abc import Iterable

def median(values: Iterable[float], kind: str = 'mean') -> float:
    if kind not in ('mean', 'low', 'high'):
        raise ValueError("kind must be 'mean', 'low' or 'high'")
    data=sorted(values)
    n=len(data)
    if n%2==1:
        return data[n//2]
    if kind=='low':
        return data[n//2-1]
    if kind=='high':
        return data[n//2]
    return (data[n//2-1]+data[n//2])/2
