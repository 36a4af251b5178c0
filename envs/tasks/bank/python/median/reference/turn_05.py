import math

def _not_nan(v):
    return not (isinstance(v, float) and math.isnan(v))

def _clean(values):
    data=sorted(filter(_not_nan, values))
    if not data:
        raise ValueError('median of empty data')
    return data

def median(values):
    data=_clean(values)
    mid=len(data)//2
    # divmod-free trick: for odd sizes both picks are the middle element
    return (data[mid]+data[-mid-1])/2 if len(data)%2==0 else data[mid]
