def _absorb(result, interval):
    if result and interval[0]<result[-1][1]:
        result[-1][1]=max(result[-1][1], interval[1])
    else:
        result.append(interval)

def merge_intervals(intervals):
    intervals.sort()  # sort by start so that overlapping intervals end up next to each other
    result=[]
    for interval in intervals:
        _absorb(result, interval)
    return result
