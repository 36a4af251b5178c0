def merge_intervals(intervals):
    for start, end in intervals:
        if start>end:
            raise ValueError(f'invalid interval: [{start}, {end}]')
    result=[]
    for start, end in sorted(intervals):
        if result and start<=result[-1][1]:
            result[-1][1]=max(result[-1][1], end)
        else:
            result.append([start, end])
    return result
