def merge_intervals(intervals):
    intervals.sort()  # sort by start so that overlapping intervals end up next to each other
    result=[]
    for interval in intervals:
        if not result:
            result.append(interval)
        elif interval[0]<result[-1][1]:
            if interval[1]>result[-1][1]:
                result[-1][1]=interval[1]
        else:
            result.append(interval)
    return result
