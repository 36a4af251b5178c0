"""Bank task: days between two dates."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/days_between",
    "entry_point": "days_between",
    "prompt": (
        "Write a Python function `days_between(start, end)` that takes two dates written as "
        "'YYYY-MM-DD' strings and returns the number of days between them as a non-negative "
        "int (the order of the arguments does not matter)."
    ),
    "base_checks": [tests(
        "assert days_between('2024-01-01', '2024-01-31') == 30",
        "assert days_between('2024-03-01', '2024-02-01') == 29",
        "assert days_between('2023-12-25', '2023-12-25') == 0",
        "assert days_between('1999-12-31', '2000-01-01') == 1",
    )],
    "instructions": [
        {
            "id": "invalid_date",
            "category": "exception_handling",
            "text": "When either string is not a valid date, raise "
                    "ValueError(f'invalid date: {text!r}') naming the offending string, for "
                    "example \"invalid date: '2024-02-30'\", instead of whatever error "
                    "happens to come out.",
            "checks": [tests(
                """
for bad in ('2024-02-30', 'hello', '2024/01/01'):
    try:
        days_between('2024-01-01', bad)
    except ValueError as e:
        assert str(e) == f'invalid date: {bad!r}', str(e)
    else:
        raise AssertionError(f'{bad!r} accepted')
""",
                """
try:
    days_between('01-01-2024', '2024-01-01')
except ValueError as e:
    assert str(e) == "invalid date: '01-01-2024'", str(e)
else:
    raise AssertionError('01-01-2024 accepted')
""",
            )],
        },
        {
            "id": "date_objects",
            "category": "input_output_conditions",
            "text": "Also accept `datetime.date` objects for either argument (strings and "
                    "dates may be mixed).",
            "checks": [tests(
                "from datetime import date\n"
                "assert days_between(date(2024, 1, 1), '2024-01-03') == 2",
                "from datetime import date\n"
                "assert days_between(date(2020, 2, 28), date(2020, 3, 1)) == 2",
            )],
        },
        {
            "id": "fromisoformat",
            "category": "required_construct",
            "text": "Stop splitting the strings by hand: parse them with "
                    "`date.fromisoformat` and don't call `split` anywhere.",
            "checks": [
                {"kind": "require", "params": {"calls": ["fromisoformat"]}},
                {"kind": "forbid", "params": {"calls": ["split"]}},
            ],
        },
        {
            "id": "private_helper",
            "category": "structure",
            "text": "`parse` is an implementation detail but looks like public API. Rename "
                    "the helper to `_parse_date(value)` (one parameter, returning a "
                    "`datetime.date`) and have `days_between` call it.",
            "checks": [
                {"kind": "defines", "params": {"params": {"_parse_date": ["value"]}}},
                {"kind": "require", "params": {"calls": ["_parse_date"],
                                               "names": ["days_between"]}},
                tests("from datetime import date\n"
                      "assert _parse_date('2024-01-02') == date(2024, 1, 2)"),
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `days_between(start: str | date, end: str | date) -> int`, with "
                    "`date` imported from `datetime`.",
            "checks": [{"kind": "type_hints", "params": {"names": ["days_between"], "exact": {
                "days_between": {"start": "str | date", "end": "str | date",
                                 "return": "int"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Give `days_between` a Google-style docstring with Args:, Returns: and "
                    "Raises: sections.",
            "checks": [{"kind": "docstring", "params": {"names": ["days_between"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Bring the module up to PEP 8: pycodestyle with default settings must "
                    "report nothing.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "signed",
            "category": "functionality_extension",
            "text": "Callers need the direction. Return the signed number of days from "
                    "`start` to `end` (negative when `end` is earlier), and add a keyword "
                    "parameter `absolute: bool = False` that gives back the old non-negative "
                    "result when true. Annotate it as `bool`.",
            "checks": [
                tests(
                    "assert days_between('2024-03-01', '2024-02-01') == -29",
                    "assert days_between('2024-01-01', '2024-01-31') == 30",
                    "assert days_between('2024-03-01', '2024-02-01', absolute=True) == 29",
                    "assert days_between('2024-01-01', '2024-01-31', absolute=True) == 30",
                    "assert days_between('2023-12-25', '2023-12-25') == 0",
                ),
                {"kind": "type_hints", "params": {"names": ["days_between"], "exact": {
                    "days_between": {"start": "str | date", "end": "str | date",
                                     "absolute": "bool", "return": "int"}}}},
            ],
            "supersedes": ["base"],
        },
    ],
    "references": [
        code("""
import datetime

def days_between(start, end):
    y1,m1,d1=[int(x) for x in start.split('-')]
    y2,m2,d2=[int(x) for x in end.split('-')]
    return abs((datetime.date(y2,m2,d2)-datetime.date(y1,m1,d1)).days)
"""),
        code("""
import datetime

def parse(text):
    try:
        y,m,d=[int(x) for x in text.split('-')]
        return datetime.date(y,m,d)
    except ValueError:
        raise ValueError(f'invalid date: {text!r}') from None

def days_between(start, end):
    return abs((parse(end)-parse(start)).days)
"""),
        code("""
import datetime

def parse(value):
    if isinstance(value, datetime.date):
        return value
    try:
        y,m,d=[int(x) for x in value.split('-')]
        return datetime.date(y,m,d)
    except ValueError:
        raise ValueError(f'invalid date: {value!r}') from None

def days_between(start, end):
    return abs((parse(end)-parse(start)).days)
"""),
        code("""
from datetime import date

def parse(value):
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ValueError(f'invalid date: {value!r}') from None

def days_between(start, end):
    return abs((parse(end)-parse(start)).days)
"""),
        code("""
from datetime import date

def _parse_date(value):
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ValueError(f'invalid date: {value!r}') from None

def days_between(start, end):
    return abs((_parse_date(end)-_parse_date(start)).days)
"""),
        code("""
from datetime import date

def _parse_date(value: str | date) -> date:
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ValueError(f'invalid date: {value!r}') from None

def days_between(start: str | date, end: str | date) -> int:
    return abs((_parse_date(end)-_parse_date(start)).days)
"""),
        code("""
from datetime import date

def _parse_date(value: str | date) -> date:
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ValueError(f'invalid date: {value!r}') from None

def days_between(start: str | date, end: str | date) -> int:
    \"\"\"Number of days between two dates.

    Args:
        start: A date, or a 'YYYY-MM-DD' string.
        end: A date, or a 'YYYY-MM-DD' string.

    Returns:
        The distance in days, never negative.

    Raises:
        ValueError: If a string is not a valid date.
    \"\"\"
    return abs((_parse_date(end)-_parse_date(start)).days)
"""),
        code("""
from datetime import date


def _parse_date(value: str | date) -> date:
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ValueError(f'invalid date: {value!r}') from None


def days_between(start: str | date, end: str | date) -> int:
    \"\"\"Number of days between two dates.

    Args:
        start: A date, or a 'YYYY-MM-DD' string.
        end: A date, or a 'YYYY-MM-DD' string.

    Returns:
        The distance in days, never negative.

    Raises:
        ValueError: If a string is not a valid date.
    \"\"\"
    return abs((_parse_date(end) - _parse_date(start)).days)
"""),
        code("""
from datetime import date


def _parse_date(value: str | date) -> date:
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ValueError(f'invalid date: {value!r}') from None


def days_between(start: str | date, end: str | date,
                 absolute: bool = False) -> int:
    \"\"\"Number of days from start to end.

    Args:
        start: A date, or a 'YYYY-MM-DD' string.
        end: A date, or a 'YYYY-MM-DD' string.
        absolute: Return the distance, ignoring the direction.

    Returns:
        end - start in days (negative when end is earlier), or its
        absolute value.

    Raises:
        ValueError: If a string is not a valid date.
    \"\"\"
    days = (_parse_date(end) - _parse_date(start)).days
    return abs(days) if absolute else days
"""),
    ],
    "solo": {
        "invalid_date": code("""
import datetime

def parse(text):
    try:
        y,m,d=[int(x) for x in text.split('-')]
        return datetime.date(y,m,d)
    except ValueError:
        raise ValueError(f'invalid date: {text!r}') from None

def days_between(start, end):
    return abs((parse(end)-parse(start)).days)
"""),
        "date_objects": code("""
import datetime

def parse(value):
    if isinstance(value, datetime.date):
        return value
    y,m,d=[int(x) for x in value.split('-')]
    return datetime.date(y,m,d)

def days_between(start, end):
    return abs((parse(end)-parse(start)).days)
"""),
        "fromisoformat": code("""
from datetime import date

def days_between(start, end):
    return abs((date.fromisoformat(end)-date.fromisoformat(start)).days)
"""),
        "private_helper": code("""
import datetime

def _parse_date(value):
    y,m,d=[int(x) for x in value.split('-')]
    return datetime.date(y,m,d)

def days_between(start, end):
    return abs((_parse_date(end)-_parse_date(start)).days)
"""),
        "type_hints": code("""
import datetime
from datetime import date

def days_between(start: str | date, end: str | date) -> int:
    y1,m1,d1=[int(x) for x in start.split('-')]
    y2,m2,d2=[int(x) for x in end.split('-')]
    return abs((datetime.date(y2,m2,d2)-datetime.date(y1,m1,d1)).days)
"""),
        "docstring": code("""
import datetime

def days_between(start, end):
    \"\"\"Days between dates.

    Args:
        start: First date.
        end: Second date.

    Returns:
        The day count.

    Raises:
        ValueError: If a date does not exist.
    \"\"\"
    y1,m1,d1=[int(x) for x in start.split('-')]
    y2,m2,d2=[int(x) for x in end.split('-')]
    return abs((datetime.date(y2,m2,d2)-datetime.date(y1,m1,d1)).days)
"""),
        "pep8": code("""
import datetime


def days_between(start, end):
    y1, m1, d1 = [int(x) for x in start.split('-')]
    y2, m2, d2 = [int(x) for x in end.split('-')]
    delta = datetime.date(y2, m2, d2) - datetime.date(y1, m1, d1)
    return abs(delta.days)
"""),
        "signed": code("""
import datetime
from datetime import date

def days_between(start: str | date, end: str | date, absolute: bool = False) -> int:
    y1,m1,d1=[int(x) for x in start.split('-')]
    y2,m2,d2=[int(x) for x in end.split('-')]
    days=(datetime.date(y2,m2,d2)-datetime.date(y1,m1,d1)).days
    return abs(days) if absolute else days
"""),
    },
}
