"""Bank task: merge overlapping intervals."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/merge_intervals",
    "entry_point": "merge_intervals",
    "prompt": (
        "Write a Python function `merge_intervals(intervals)` that takes a list of closed "
        "intervals, each a two-element list `[start, end]`, merges the overlapping ones and "
        "returns the result as a list of `[start, end]` lists sorted by start. The input "
        "list may be in any order."
    ),
    "base_checks": [tests(
        "assert merge_intervals([[1, 3], [2, 6], [8, 10]]) == [[1, 6], [8, 10]]",
        "assert merge_intervals([]) == []",
        "assert merge_intervals([[5, 6], [1, 2]]) == [[1, 2], [5, 6]]",
        "assert merge_intervals([[1, 10], [2, 3], [4, 5]]) == [[1, 10]]",
    )],
    "instructions": [
        {
            "id": "invalid_interval",
            "category": "exception_handling",
            "text": "An interval whose start is greater than its end is invalid: raise "
                    "ValueError(f'invalid interval: [{start}, {end}]'), e.g. 'invalid "
                    "interval: [5, 1]'.",
            "checks": [tests(
                """
try:
    merge_intervals([[0, 2], [5, 1]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')
""",
                "assert merge_intervals([[3, 3]]) == [[3, 3]]",
            )],
        },
        {
            "id": "touching",
            "category": "edge_case_handling",
            "text": "The intervals are closed, so intervals that merely touch, like [1, 2] and "
                    "[2, 3], overlap at 2 and must be merged into [1, 3].",
            "checks": [tests(
                "assert merge_intervals([[1, 2], [2, 3]]) == [[1, 3]]",
                "assert merge_intervals([[4, 5], [1, 4], [7, 7], [5, 7]]) == [[1, 7]]",
            )],
        },
        {
            "id": "input_untouched",
            "category": "input_output_conditions",
            "text": "Callers reuse their lists afterwards: the input list and the interval "
                    "lists inside it must not be modified, and the output must not share any "
                    "inner list with the input.",
            "checks": [tests(
                """
data = [[1, 3], [2, 6]]
out = merge_intervals(data)
assert data == [[1, 3], [2, 6]], data
out[0][0] = 99
assert data[0] == [1, 3]
""",
                """
data = [[5, 6]]
out = merge_intervals(data)
assert out == [[5, 6]] and out[0] is not data[0]
""",
            )],
        },
        {
            "id": "complexity",
            "category": "code_complexity",
            "text": "The function does too much in one place. Every function (private helpers "
                    "included) must have a McCabe cyclomatic complexity of at most 3.",
            "checks": [{"kind": "complexity", "params": {"max": 3}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate every function, private helpers included, with complete type "
                    "hints; `merge_intervals` itself is `merge_intervals(intervals: "
                    "list[list[int]]) -> list[list[int]]`.",
            "checks": [{"kind": "type_hints", "params": {"include_private": True, "exact": {
                "merge_intervals": {"intervals": "list[list[int]]",
                                    "return": "list[list[int]]"}}}}],
        },
        {
            "id": "line_length",
            "category": "line_length",
            "text": "Our diff viewer is narrow: no line in the module may be longer than 64 "
                    "characters.",
            "checks": [{"kind": "line_length", "params": {"max": 64}}],
        },
        {
            "id": "docstrings",
            "category": "docstring",
            "text": "Give every function, private ones included, a Google-style docstring "
                    "(Args: naming every parameter, and Returns: when it returns a value).",
            "checks": [{"kind": "docstring", "params": {"include_private": True,
                                                        "style": "google"}}],
        },
        {
            "id": "gap",
            "category": "functionality_extension",
            "text": "Add a keyword parameter `gap: int = 0`: intervals separated by at most "
                    "`gap` (i.e. next start <= current end + gap) are merged too. With the "
                    "default the behaviour is unchanged. Annotate it and document it.",
            "checks": [
                tests(
                    "assert merge_intervals([[1, 2], [4, 5]], gap=2) == [[1, 5]]",
                    "assert merge_intervals([[1, 2], [5, 6]], gap=2) == [[1, 2], [5, 6]]",
                    "assert merge_intervals([[1, 2], [3, 4]]) == [[1, 2], [3, 4]]",
                    "assert merge_intervals([[8, 9], [1, 2], [4, 6]], gap=2) == [[1, 9]]",
                ),
                {"kind": "type_hints", "params": {"names": ["merge_intervals"], "exact": {
                    "merge_intervals": {"intervals": "list[list[int]]", "gap": "int",
                                        "return": "list[list[int]]"}}}},
                {"kind": "docstring", "params": {"names": ["merge_intervals"],
                                                 "style": "google"}},
            ],
        },
    ],
    "references": [
        code("""
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
"""),
        code("""
def merge_intervals(intervals):
    for start, end in intervals:
        if start>end:
            raise ValueError(f'invalid interval: [{start}, {end}]')
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
"""),
        code("""
def merge_intervals(intervals):
    for start, end in intervals:
        if start>end:
            raise ValueError(f'invalid interval: [{start}, {end}]')
    intervals.sort()  # sort by start so that overlapping intervals end up next to each other
    result=[]
    for interval in intervals:
        if not result:
            result.append(interval)
        elif interval[0]<=result[-1][1]:
            if interval[1]>result[-1][1]:
                result[-1][1]=interval[1]
        else:
            result.append(interval)
    return result
"""),
        code("""
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
"""),
        code("""
def _check(interval):
    start, end = interval
    if start>end:
        raise ValueError(f'invalid interval: [{start}, {end}]')

def _absorb(result, interval):
    start, end = interval
    if result and start<=result[-1][1]:
        result[-1][1]=max(result[-1][1], end)
    else:
        result.append([start, end])

def merge_intervals(intervals):
    for interval in intervals:
        _check(interval)
    result=[]
    for interval in sorted(intervals):
        _absorb(result, interval)
    return result
"""),
        code("""
def _check(interval: list[int]) -> None:
    start, end = interval
    if start>end:
        raise ValueError(f'invalid interval: [{start}, {end}]')

def _absorb(result: list[list[int]], interval: list[int]) -> None:
    start, end = interval
    if result and start<=result[-1][1]:
        result[-1][1]=max(result[-1][1], end)
    else:
        result.append([start, end])

def merge_intervals(intervals: list[list[int]]) -> list[list[int]]:
    for interval in intervals:
        _check(interval)
    result=[]
    for interval in sorted(intervals):
        _absorb(result, interval)
    return result
"""),
        code("""
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
"""),
        code("""
Interval = list[int]


def _check(interval: Interval) -> None:
    \"\"\"Rejects an interval that ends before it starts.

    Args:
        interval: A [start, end] pair.
    \"\"\"
    start, end = interval
    if start > end:
        raise ValueError(f'invalid interval: [{start}, {end}]')


def _absorb(result: list[Interval],
            interval: Interval) -> None:
    \"\"\"Merges interval into result's last one, or appends it.

    Args:
        result: Merged intervals so far, sorted by start.
        interval: The next interval by start.
    \"\"\"
    start, end = interval
    if result and start <= result[-1][1]:
        result[-1][1] = max(result[-1][1], end)
    else:
        result.append([start, end])


def merge_intervals(
        intervals: list[list[int]]) -> list[list[int]]:
    \"\"\"Merges overlapping closed intervals.

    Args:
        intervals: [start, end] lists, any order, not modified.

    Returns:
        New merged [start, end] lists, sorted by start.
    \"\"\"
    for interval in intervals:
        _check(interval)
    result = []
    for interval in sorted(intervals):
        _absorb(result, interval)
    return result
"""),
        code("""
Interval = list[int]


def _check(interval: Interval) -> None:
    \"\"\"Rejects an interval that ends before it starts.

    Args:
        interval: A [start, end] pair.
    \"\"\"
    start, end = interval
    if start > end:
        raise ValueError(f'invalid interval: [{start}, {end}]')


def _absorb(result: list[Interval], interval: Interval,
            gap: int) -> None:
    \"\"\"Merges interval into result's last one, or appends it.

    Args:
        result: Merged intervals so far, sorted by start.
        interval: The next interval by start.
        gap: The largest distance that still merges.
    \"\"\"
    start, end = interval
    if result and start <= result[-1][1] + gap:
        result[-1][1] = max(result[-1][1], end)
    else:
        result.append([start, end])


def merge_intervals(intervals: list[list[int]],
                    gap: int = 0) -> list[list[int]]:
    \"\"\"Merges overlapping (or nearly touching) closed intervals.

    Args:
        intervals: [start, end] lists, any order, not modified.
        gap: Intervals at most this far apart are merged too.

    Returns:
        New merged [start, end] lists, sorted by start.
    \"\"\"
    for interval in intervals:
        _check(interval)
    result = []
    for interval in sorted(intervals):
        _absorb(result, interval, gap)
    return result
"""),
    ],
    "solo": {
        "invalid_interval": code("""
def merge_intervals(intervals):
    for start, end in intervals:
        if start>end:
            raise ValueError(f'invalid interval: [{start}, {end}]')
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
"""),
        "touching": code("""
def merge_intervals(intervals):
    intervals.sort()  # sort by start so that overlapping intervals end up next to each other
    result=[]
    for interval in intervals:
        if not result:
            result.append(interval)
        elif interval[0]<=result[-1][1]:
            if interval[1]>result[-1][1]:
                result[-1][1]=interval[1]
        else:
            result.append(interval)
    return result
"""),
        "input_untouched": code("""
def merge_intervals(intervals):
    result=[]
    for start, end in sorted(intervals):
        if result and start<result[-1][1]:
            result[-1][1]=max(result[-1][1], end)
        else:
            result.append([start, end])
    return result
"""),
        "complexity": code("""
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
"""),
        "type_hints": code("""
def merge_intervals(intervals: list[list[int]]) -> list[list[int]]:
    intervals.sort()  # sort by start so that overlapping intervals end up next to each other
    result: list[list[int]] = []
    for interval in intervals:
        if not result:
            result.append(interval)
        elif interval[0]<result[-1][1]:
            if interval[1]>result[-1][1]:
                result[-1][1]=interval[1]
        else:
            result.append(interval)
    return result
"""),
        "line_length": code("""
def merge_intervals(intervals):
    intervals.sort()  # overlapping intervals become neighbours
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
"""),
        "docstrings": code("""
def merge_intervals(intervals):
    \"\"\"Merges intervals.

    Args:
        intervals: The intervals.

    Returns:
        The merged intervals.
    \"\"\"
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
"""),
        "gap": code("""
def merge_intervals(intervals: list[list[int]], gap: int = 0) -> list[list[int]]:
    \"\"\"Merges intervals.

    Args:
        intervals: The intervals.
        gap: Largest distance that still merges.

    Returns:
        The merged intervals.
    \"\"\"
    result=[]
    for start, end in sorted(intervals):
        if result and start<=result[-1][1]+gap:
            result[-1][1]=max(result[-1][1], end)
        else:
            result.append([start, end])
    return result
"""),
    },
}
