"""Bank task: running maximum of a sequence."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/running_max",
    "entry_point": "running_max",
    "prompt": (
        "Write a Python function `running_max(values)` that returns a list of the same "
        "length as the list of numbers `values`, whose i-th element is the largest of "
        "`values[0]` to `values[i]`."
    ),
    "base_checks": [tests(
        "assert running_max([3, 1, 4, 1, 5]) == [3, 3, 4, 4, 5]",
        "assert running_max([]) == []",
        "assert running_max([-2, -5, -1]) == [-2, -2, -1]",
        "assert running_max([2.5, 2, 7]) == [2.5, 2.5, 7]",
    )],
    "instructions": [
        {
            "id": "numbers_only",
            "category": "exception_handling",
            "text": "Every element must be an int or a float (bools don't count); otherwise "
                    "raise TypeError('values must be numbers').",
            "checks": [tests(
                """
for bad in (['a'], [1, '2'], [1, True], [[1]]):
    try:
        running_max(bad)
    except TypeError as e:
        assert str(e) == 'values must be numbers', str(e)
    else:
        raise AssertionError(f'{bad!r} accepted')
""",
            )],
        },
        {
            "id": "missing_readings",
            "category": "edge_case_handling",
            "text": "The data comes from sensors that sometimes miss a reading, given as "
                    "None. None is allowed (despite the previous rule): its position repeats "
                    "the running maximum so far, or is None when no number has been seen yet.",
            "checks": [tests(
                "assert running_max([None, 2, None, 1, 3]) == [None, 2, 2, 2, 3]",
                "assert running_max([None, None]) == [None, None]",
                "assert running_max([5, None]) == [5, 5]",
            )],
        },
        {
            "id": "accumulate",
            "category": "required_construct",
            "text": "Compute it with `itertools.accumulate` (import `itertools` or import "
                    "`accumulate` from it) instead of a hand-written loop: no `for` or "
                    "`while` statements in the module.",
            "checks": [
                {"kind": "require", "params": {"calls": ["accumulate"]}},
                {"kind": "imports", "params": {"required": ["itertools"]}},
                {"kind": "forbid", "params": {"constructs": ["loop"]}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `running_max(values: list[float | None]) -> list[float | None]`.",
            "checks": [{"kind": "type_hints", "params": {"names": ["running_max"], "exact": {
                "running_max": {"values": "list[float | None]",
                                "return": "list[float | None]"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Document `running_max` with a Google-style docstring (Args:, Returns:, "
                    "Raises:).",
            "checks": [{"kind": "docstring", "params": {"names": ["running_max"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Reformat the module so that pycodestyle (default settings) finds nothing.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "mode",
            "category": "functionality_extension",
            "text": "Add a keyword parameter `mode: str = 'max'`; `mode='min'` gives the "
                    "running minimum instead (same None handling). Any other mode raises "
                    "ValueError(\"mode must be 'max' or 'min'\"). Annotate it as `str`.",
            "checks": [
                tests(
                    "assert running_max([3, 1, 4, 0], mode='min') == [3, 1, 1, 0]",
                    "assert running_max([None, 2, None, 1], mode='min') == [None, 2, 2, 1]",
                    "assert running_max([3, 1, 4], mode='max') == [3, 3, 4]",
                    """
try:
    running_max([1], mode='avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")
""",
                ),
                {"kind": "type_hints", "params": {"names": ["running_max"], "exact": {
                    "running_max": {"values": "list[float | None]", "mode": "str",
                                    "return": "list[float | None]"}}}},
            ],
        },
    ],
    "references": [
        code("""
def running_max(values):
    result=[]
    current=None
    for v in values:
        if current is None or v>current:
            current=v
        result.append(current)
    return result
"""),
        code("""
def running_max(values):
    result=[]
    current=None
    for v in values:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise TypeError('values must be numbers')
        if current is None or v>current:
            current=v
        result.append(current)
    return result
"""),
        code("""
def running_max(values):
    result=[]
    current=None
    for v in values:
        if v is None:
            result.append(current)
            continue
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise TypeError('values must be numbers')
        if current is None or v>current:
            current=v
        result.append(current)
    return result
"""),
        code("""
from itertools import accumulate

def _is_number(v):
    return v is None or (isinstance(v, (int, float)) and not isinstance(v, bool))

def _bigger(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return max(a, b)

def running_max(values):
    if not all(_is_number(v) for v in values):
        raise TypeError('values must be numbers')
    return list(accumulate(values, _bigger))
"""),
        code("""
from itertools import accumulate

def _is_number(v):
    return v is None or (isinstance(v, (int, float)) and not isinstance(v, bool))

def _bigger(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return max(a, b)

def running_max(values: list[float | None]) -> list[float | None]:
    if not all(_is_number(v) for v in values):
        raise TypeError('values must be numbers')
    return list(accumulate(values, _bigger))
"""),
        code("""
from itertools import accumulate

def _is_number(v):
    return v is None or (isinstance(v, (int, float)) and not isinstance(v, bool))

def _bigger(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return max(a, b)

def running_max(values: list[float | None]) -> list[float | None]:
    \"\"\"Running maximum, skipping missing readings.

    Args:
        values: Numbers, with None for missing readings.

    Returns:
        The maximum of each prefix (None until a number appears).

    Raises:
        TypeError: If an element is neither a number nor None.
    \"\"\"
    if not all(_is_number(v) for v in values):
        raise TypeError('values must be numbers')
    return list(accumulate(values, _bigger))
"""),
        code("""
from itertools import accumulate


def _is_number(v):
    return v is None or (isinstance(v, (int, float))
                         and not isinstance(v, bool))


def _bigger(a, b):
    if a is None:
        return b
    if b is None:
        return a
    return max(a, b)


def running_max(values: list[float | None]) -> list[float | None]:
    \"\"\"Running maximum, skipping missing readings.

    Args:
        values: Numbers, with None for missing readings.

    Returns:
        The maximum of each prefix (None until a number appears).

    Raises:
        TypeError: If an element is neither a number nor None.
    \"\"\"
    if not all(_is_number(v) for v in values):
        raise TypeError('values must be numbers')
    return list(accumulate(values, _bigger))
"""),
        code("""
from functools import partial
from itertools import accumulate

PICKERS = {'max': max, 'min': min}


def _is_number(v):
    return v is None or (isinstance(v, (int, float))
                         and not isinstance(v, bool))


def _better(pick, a, b):
    if a is None:
        return b
    if b is None:
        return a
    return pick(a, b)


def running_max(values: list[float | None],
                mode: str = 'max') -> list[float | None]:
    \"\"\"Running maximum (or minimum), skipping missing readings.

    Args:
        values: Numbers, with None for missing readings.
        mode: 'max' for the running maximum, 'min' for the minimum.

    Returns:
        The extreme of each prefix (None until a number appears).

    Raises:
        TypeError: If an element is neither a number nor None.
        ValueError: If mode is not 'max' or 'min'.
    \"\"\"
    if mode not in PICKERS:
        raise ValueError("mode must be 'max' or 'min'")
    if not all(_is_number(v) for v in values):
        raise TypeError('values must be numbers')
    return list(accumulate(values, partial(_better, PICKERS[mode])))
"""),
    ],
    "solo": {
        "numbers_only": code("""
def running_max(values):
    result=[]
    current=None
    for v in values:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise TypeError('values must be numbers')
        if current is None or v>current:
            current=v
        result.append(current)
    return result
"""),
        "missing_readings": code("""
def running_max(values):
    result=[]
    current=None
    for v in values:
        if v is not None and (current is None or v>current):
            current=v
        result.append(current)
    return result
"""),
        "accumulate": code("""
import itertools

def running_max(values):
    return list(itertools.accumulate(values, max))
"""),
        "type_hints": code("""
def running_max(values: list[float | None]) -> list[float | None]:
    result=[]
    current=None
    for v in values:
        if current is None or v>current:
            current=v
        result.append(current)
    return result
"""),
        "docstring": code("""
def running_max(values):
    \"\"\"Running max.

    Args:
        values: The numbers.

    Returns:
        The prefix maxima.

    Raises:
        TypeError: If values cannot be compared.
    \"\"\"
    result=[]
    current=None
    for v in values:
        if current is None or v>current:
            current=v
        result.append(current)
    return result
"""),
        "pep8": code("""
def running_max(values):
    result = []
    current = None
    for v in values:
        if current is None or v > current:
            current = v
        result.append(current)
    return result
"""),
        "mode": code("""
def running_max(values: list[float | None], mode: str = 'max') -> list[float | None]:
    if mode not in ('max', 'min'):
        raise ValueError("mode must be 'max' or 'min'")
    result=[]
    current=None
    for v in values:
        if v is not None and (current is None or (v>current if mode=='max' else v<current)):
            current=v
        result.append(current)
    return result
"""),
    },
}
