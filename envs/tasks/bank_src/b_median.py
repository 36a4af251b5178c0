"""Bank task: median of a collection of numbers."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/median",
    "entry_point": "median",
    "prompt": (
        "Write a Python function `median(values)` that returns the median of a non-empty "
        "list of numbers: the middle value once sorted, or the mean of the two middle values "
        "when there is an even number of them."
    ),
    "base_checks": [tests(
        "assert median([3, 1, 2]) == 2",
        "assert median([4, 1, 3, 2]) == 2.5",
        "assert median([5]) == 5",
        "assert median([1, 1, 2, 10]) == 1.5",
    )],
    "instructions": [
        {
            "id": "empty",
            "category": "exception_handling",
            "text": "An empty input must raise ValueError('median of empty data').",
            "checks": [tests(
                """
try:
    median([])
except ValueError as e:
    assert str(e) == 'median of empty data', str(e)
else:
    raise AssertionError('empty input accepted')
""",
            )],
        },
        {
            "id": "no_mutation",
            "category": "input_output_conditions",
            "text": "`median` must not modify its argument (it currently sorts the caller's "
                    "list in place), and it must accept any iterable of numbers, tuples and "
                    "generators included.",
            "checks": [tests(
                "data = [3, 1, 2]\nassert median(data) == 2\nassert data == [3, 1, 2]",
                "assert median((9, 7, 8, 6)) == 7.5",
                "assert median(x for x in [5, 3, 4]) == 4",
            )],
        },
        {
            "id": "skip_nan",
            "category": "edge_case_handling",
            "text": "Float NaN values (missing measurements) must be ignored. If nothing but "
                    "NaNs remains, raise the same ValueError('median of empty data').",
            "checks": [tests(
                "nan = float('nan')\nassert median([1, nan, 3]) == 2.0",
                "nan = float('nan')\nassert median([nan, 4, 1, nan, 2, 3]) == 2.5",
                """
try:
    median([float('nan')])
except ValueError as e:
    assert str(e) == 'median of empty data'
else:
    raise AssertionError('all-NaN input accepted')
""",
            )],
        },
        {
            "id": "complexity",
            "category": "code_complexity",
            "text": "Flatten the branching: every function, helpers included, must have a "
                    "McCabe cyclomatic complexity of at most 2.",
            "checks": [{"kind": "complexity", "params": {"max": 2}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `median(values: Iterable[float]) -> float`, importing "
                    "`Iterable` from `collections.abc`.",
            "checks": [{"kind": "type_hints", "params": {"names": ["median"], "exact": {
                "median": {"values": "Iterable[float]", "return": "float"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring to `median` with Args:, Returns: and "
                    "Raises: sections.",
            "checks": [{"kind": "docstring", "params": {"names": ["median"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Make the module PEP 8 compliant (pycodestyle, default settings, zero "
                    "reports).",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "kind",
            "category": "functionality_extension",
            "text": "Add a keyword parameter `kind: str = 'mean'` for even-sized data: 'mean' "
                    "averages the two middle values (today's behaviour), 'low' returns the "
                    "smaller and 'high' the larger of the two. Any other kind raises "
                    "ValueError(\"kind must be 'mean', 'low' or 'high'\"). Annotate it as "
                    "`str`; the complexity limit still holds.",
            "checks": [
                tests(
                    "assert median([4, 1, 3, 2], kind='low') == 2",
                    "assert median([4, 1, 3, 2], kind='high') == 3",
                    "assert median([4, 1, 3, 2], kind='mean') == 2.5",
                    "assert median([3, 1, 2], kind='low') == 2",
                    "assert median([3, 1, 2], kind='high') == 2",
                    """
try:
    median([1, 2], kind='mode')
except ValueError as e:
    assert str(e) == "kind must be 'mean', 'low' or 'high'"
else:
    raise AssertionError("kind='mode' accepted")
""",
                ),
                {"kind": "type_hints", "params": {"names": ["median"], "exact": {
                    "median": {"values": "Iterable[float]", "kind": "str",
                               "return": "float"}}}},
            ],
        },
    ],
    "references": [
        code("""
def median(values):
    values.sort()
    n=len(values)
    if n==1:
        return values[0]
    elif n%2==1:
        return values[n//2]
    else:
        return (values[n//2-1]+values[n//2])/2
"""),
        code("""
def median(values):
    if len(values)==0:
        raise ValueError('median of empty data')
    values.sort()
    n=len(values)
    if n==1:
        return values[0]
    elif n%2==1:
        return values[n//2]
    else:
        return (values[n//2-1]+values[n//2])/2
"""),
        code("""
def median(values):
    data=sorted(values)
    n=len(data)
    if n==0:
        raise ValueError('median of empty data')
    if n==1:
        return data[0]
    elif n%2==1:
        return data[n//2]
    else:
        return (data[n//2-1]+data[n//2])/2
"""),
        code("""
import math

def median(values):
    data=sorted(v for v in values if not (isinstance(v, float) and math.isnan(v)))
    n=len(data)
    if n==0:
        raise ValueError('median of empty data')
    if n==1:
        return data[0]
    elif n%2==1:
        return data[n//2]
    else:
        return (data[n//2-1]+data[n//2])/2
"""),
        code("""
import math

def _clean(values):
    data=sorted(v for v in values if not (isinstance(v, float) and math.isnan(v)))
    if not data:
        raise ValueError('median of empty data')
    return data

def median(values):
    data=_clean(values)
    mid=len(data)//2
    # divmod-free trick: for odd sizes both picks are the middle element
    return (data[mid]+data[-mid-1])/2 if len(data)%2==0 else data[mid]
"""),
        code("""
import math
from collections.abc import Iterable

def _clean(values):
    data=sorted(v for v in values if not (isinstance(v, float) and math.isnan(v)))
    if not data:
        raise ValueError('median of empty data')
    return data

def median(values: Iterable[float]) -> float:
    data=_clean(values)
    mid=len(data)//2
    return (data[mid]+data[-mid-1])/2 if len(data)%2==0 else data[mid]
"""),
        code("""
import math
from collections.abc import Iterable

def _clean(values):
    data=sorted(v for v in values if not (isinstance(v, float) and math.isnan(v)))
    if not data:
        raise ValueError('median of empty data')
    return data

def median(values: Iterable[float]) -> float:
    \"\"\"Median of some numbers, ignoring NaNs.

    Args:
        values: Any iterable of numbers; it is not modified.

    Returns:
        The middle value, or the mean of the two middle values.

    Raises:
        ValueError: If there are no values besides NaNs.
    \"\"\"
    data=_clean(values)
    mid=len(data)//2
    return (data[mid]+data[-mid-1])/2 if len(data)%2==0 else data[mid]
"""),
        code("""
import math
from collections.abc import Iterable


def _clean(values):
    data = sorted(v for v in values
                  if not (isinstance(v, float) and math.isnan(v)))
    if not data:
        raise ValueError('median of empty data')
    return data


def median(values: Iterable[float]) -> float:
    \"\"\"Median of some numbers, ignoring NaNs.

    Args:
        values: Any iterable of numbers; it is not modified.

    Returns:
        The middle value, or the mean of the two middle values.

    Raises:
        ValueError: If there are no values besides NaNs.
    \"\"\"
    data = _clean(values)
    mid = len(data) // 2
    if len(data) % 2 == 1:
        return data[mid]
    return (data[mid] + data[-mid - 1]) / 2
"""),
        code("""
import math
from collections.abc import Iterable

# For sorted data, data[-mid - 1] and data[mid] are the two middle values
# (the same element when the size is odd).
PICKS = {
    'mean': lambda lo, hi: (lo + hi) / 2 if lo != hi else lo,
    'low': min,
    'high': max,
}


def _clean(values):
    data = sorted(v for v in values
                  if not (isinstance(v, float) and math.isnan(v)))
    if not data:
        raise ValueError('median of empty data')
    return data


def median(values: Iterable[float], kind: str = 'mean') -> float:
    \"\"\"Median of some numbers, ignoring NaNs.

    Args:
        values: Any iterable of numbers; it is not modified.
        kind: For even sizes, 'mean' of the two middle values, or the
            'low' or 'high' one.

    Returns:
        The median.

    Raises:
        ValueError: If there are no values besides NaNs, or kind is unknown.
    \"\"\"
    if kind not in PICKS:
        raise ValueError("kind must be 'mean', 'low' or 'high'")
    data = _clean(values)
    mid = len(data) // 2
    return PICKS[kind](data[-mid - 1], data[mid])
"""),
    ],
    "solo": {
        "empty": code("""
def median(values):
    if not values:
        raise ValueError('median of empty data')
    values.sort()
    n=len(values)
    if n==1:
        return values[0]
    elif n%2==1:
        return values[n//2]
    else:
        return (values[n//2-1]+values[n//2])/2
"""),
        "no_mutation": code("""
def median(values):
    data=sorted(values)
    n=len(data)
    if n==1:
        return data[0]
    elif n%2==1:
        return data[n//2]
    else:
        return (data[n//2-1]+data[n//2])/2
"""),
        "skip_nan": code("""
import math

def median(values):
    values=[v for v in values if not math.isnan(v)]
    if not values:
        raise ValueError('median of empty data')
    values.sort()
    n=len(values)
    if n==1:
        return values[0]
    elif n%2==1:
        return values[n//2]
    else:
        return (values[n//2-1]+values[n//2])/2
"""),
        "complexity": code("""
def median(values):
    values.sort()
    n=len(values)
    if n%2==1:
        return values[n//2]
    return (values[n//2-1]+values[n//2])/2
"""),
        "type_hints": code("""
from collections.abc import Iterable

def median(values: Iterable[float]) -> float:
    values.sort()
    n=len(values)
    if n==1:
        return values[0]
    elif n%2==1:
        return values[n//2]
    else:
        return (values[n//2-1]+values[n//2])/2
"""),
        "docstring": code("""
def median(values):
    \"\"\"Median.

    Args:
        values: A list of numbers; sorted in place.

    Returns:
        The median.

    Raises:
        IndexError: If values is empty.
    \"\"\"
    values.sort()
    n=len(values)
    if n==1:
        return values[0]
    elif n%2==1:
        return values[n//2]
    else:
        return (values[n//2-1]+values[n//2])/2
"""),
        "pep8": code("""
def median(values):
    values.sort()
    n = len(values)
    if n == 1:
        return values[0]
    elif n % 2 == 1:
        return values[n // 2]
    else:
        return (values[n // 2 - 1] + values[n // 2]) / 2
"""),
        "kind": code("""
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
"""),
    },
}
