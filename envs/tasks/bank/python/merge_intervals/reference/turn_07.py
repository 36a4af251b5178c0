Interval = list[int]


def _check(interval: Interval) -> None:
    start, end = interval
    if start > end:
        raise ValueError(f'invalid interval: [{start}, {end}]')


def _absorb(result: list[Interval],
            interval: Interval) -> None:
    start, end = interval
    if result and start <= result[-1][1]:
        result[-1][1] = max(result[-1][1], end)
    else:
        result.append([start, end])


def merge_intervals(
        intervals: list[list[int]]) -> list[list[int]]:
    for interval in intervals:
        _check(interval)
    result = []
    for interval in sorted(intervals):
        _absorb(result, interval)
    return result
