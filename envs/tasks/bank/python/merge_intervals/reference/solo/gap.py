def merge_intervals(intervals: list[list[int]], gap: int = 0) -> list[list[int]]:
    """Merges intervals.

    Args:
        intervals: The intervals.
        gap: Largest distance that still merges.

    Returns:
        The merged intervals.
    """
    result=[]
    for start, end in sorted(intervals):
        if result and start<=result[-1][1]+gap:
            result[-1][1]=max(result[-1][1], end)
        else:
            result.append([start, end])
    return result
