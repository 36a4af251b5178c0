"""Bank task: human-readable durations."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/format_duration",
    "entry_point": "format_duration",
    "prompt": (
        "Write a Python function `format_duration(seconds)` that formats a whole number of "
        "seconds for humans using the units d (86400 s), h (3600 s), m (60 s) and s, largest "
        "first, separated by single spaces, leaving out units whose count is zero: 3661 gives "
        "'1h 1m 1s'. Zero seconds is '0s'."
    ),
    "base_checks": [tests(
        "assert format_duration(3661) == '1h 1m 1s'",
        "assert format_duration(59) == '59s'",
        "assert format_duration(86400) == '1d'",
        "assert format_duration(90061) == '1d 1h 1m 1s'",
        "assert format_duration(0) == '0s'",
        "assert format_duration(7260) == '2h 1m'",
    )],
    "instructions": [
        {
            "id": "reject_negative",
            "category": "exception_handling",
            "text": "Negative durations are a bug upstream: raise "
                    "ValueError('seconds must be non-negative') for them.",
            "checks": [tests(
                """
for bad in (-1, -86400):
    try:
        format_duration(bad)
    except ValueError as e:
        assert str(e) == 'seconds must be non-negative'
    else:
        raise AssertionError(f'no ValueError for {bad}')
""",
            )],
        },
        {
            "id": "numeric_input",
            "category": "input_output_conditions",
            "text": "Timers hand us floats: accept a float with a whole value (90.0 formats "
                    "like 90). A float with a fractional part raises "
                    "ValueError('seconds must be a whole number'). Anything that is not an int "
                    "or float, bools included, raises TypeError('seconds must be a number').",
            "checks": [tests(
                "assert format_duration(90.0) == '1m 30s'",
                "assert format_duration(0.0) == '0s'",
                """
try:
    format_duration(1.5)
except ValueError as e:
    assert str(e) == 'seconds must be a whole number'
else:
    raise AssertionError('no ValueError for 1.5')
""",
                """
for bad in ('60', True, None):
    try:
        format_duration(bad)
    except TypeError as e:
        assert str(e) == 'seconds must be a number'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "nan_and_inf",
            "category": "edge_case_handling",
            "text": "`float('nan')`, `float('inf')` and `float('-inf')` are not whole numbers "
                    "either: they must raise ValueError('seconds must be a whole number'), not "
                    "crash with another error or return garbage.",
            "checks": [tests(
                """
for bad in (float('nan'), float('inf'), float('-inf')):
    try:
        format_duration(bad)
    except ValueError as e:
        assert str(e) == 'seconds must be a whole number'
    else:
        raise AssertionError(f'no ValueError for {bad}')
""",
            )],
        },
        {
            "id": "table_driven",
            "category": "code_complexity",
            "text": "Too many branches. Drive the formatting from a module-level tuple "
                    "`UNITS = (('d', 86400), ('h', 3600), ('m', 60), ('s', 1))`, and keep the "
                    "cyclomatic complexity of every function at 4 or less (moving the input "
                    "checks into a helper function is fine).",
            "checks": [
                {"kind": "complexity", "params": {"max": 4}},
                tests("assert UNITS == (('d', 86400), ('h', 3600), ('m', 60), ('s', 1))"),
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate every function's parameters and return type; `format_duration` "
                    "itself is `format_duration(seconds: int | float) -> str`.",
            "checks": [
                {"kind": "type_hints", "params": {"exact": {"format_duration": {
                    "seconds": "int | float", "return": "str"}}}},
                {"kind": "type_hints", "params": {"include_private": True}},
            ],
        },
        {
            "id": "docstrings",
            "category": "docstring",
            "text": "Every function, helpers included, needs a docstring of at least one "
                    "sentence (20 characters or more).",
            "checks": [{"kind": "docstring", "params": {"include_private": True,
                                                        "min_length": 20}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Fix the formatting so that pycodestyle reports no problems.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "max_units",
            "category": "functionality_extension",
            "text": "Add `max_units: int | None = None` (annotated): when given, keep only the "
                    "first `max_units` non-zero units, largest first, dropping the rest without "
                    "rounding (3661 with max_units=2 is '1h 1m'). If it is given and less than "
                    "1, raise ValueError('max_units must be at least 1'). Keep the complexity "
                    "bound.",
            "checks": [
                tests(
                    "assert format_duration(3661, max_units=2) == '1h 1m'",
                    "assert format_duration(90061, max_units=1) == '1d'",
                    "assert format_duration(61, max_units=5) == '1m 1s'",
                    "assert format_duration(0, max_units=1) == '0s'",
                    "assert format_duration(3661, max_units=None) == '1h 1m 1s'",
                    """
try:
    format_duration(10, max_units=0)
except ValueError as e:
    assert str(e) == 'max_units must be at least 1'
else:
    raise AssertionError('no ValueError for max_units=0')
""",
                ),
                {"kind": "type_hints", "params": {"exact": {"format_duration": {
                    "seconds": "int | float", "max_units": "int | None", "return": "str"}}}},
            ],
        },
    ],
    "references": [
        code(r'''
def format_duration(seconds):
    if seconds==0:
        return '0s'
    d=seconds//86400
    h=seconds%86400//3600
    m=seconds%3600//60
    s=seconds%60
    parts=[]
    if d: parts.append(str(d)+'d')
    if h: parts.append(str(h)+'h')
    if m: parts.append(str(m)+'m')
    if s: parts.append(str(s)+'s')
    return ' '.join(parts)
'''),
        code(r'''
def format_duration(seconds):
    if seconds<0:
        raise ValueError('seconds must be non-negative')
    if seconds==0:
        return '0s'
    d=seconds//86400
    h=seconds%86400//3600
    m=seconds%3600//60
    s=seconds%60
    parts=[]
    if d: parts.append(str(d)+'d')
    if h: parts.append(str(h)+'h')
    if m: parts.append(str(m)+'m')
    if s: parts.append(str(s)+'s')
    return ' '.join(parts)
'''),
        code(r'''
def format_duration(seconds):
    if isinstance(seconds,bool) or not isinstance(seconds,(int,float)):
        raise TypeError('seconds must be a number')
    if seconds!=int(seconds):
        raise ValueError('seconds must be a whole number')
    seconds=int(seconds)
    if seconds<0:
        raise ValueError('seconds must be non-negative')
    if seconds==0:
        return '0s'
    d=seconds//86400
    h=seconds%86400//3600
    m=seconds%3600//60
    s=seconds%60
    parts=[]
    if d: parts.append(str(d)+'d')
    if h: parts.append(str(h)+'h')
    if m: parts.append(str(m)+'m')
    if s: parts.append(str(s)+'s')
    return ' '.join(parts)
'''),
        code(r'''
def format_duration(seconds):
    if isinstance(seconds,bool) or not isinstance(seconds,(int,float)):
        raise TypeError('seconds must be a number')
    if not float(seconds).is_integer():
        raise ValueError('seconds must be a whole number')
    seconds=int(seconds)
    if seconds<0:
        raise ValueError('seconds must be non-negative')
    if seconds==0:
        return '0s'
    d=seconds//86400
    h=seconds%86400//3600
    m=seconds%3600//60
    s=seconds%60
    parts=[]
    if d: parts.append(str(d)+'d')
    if h: parts.append(str(h)+'h')
    if m: parts.append(str(m)+'m')
    if s: parts.append(str(s)+'s')
    return ' '.join(parts)
'''),
        code(r'''
UNITS=(('d',86400),('h',3600),('m',60),('s',1))

def _whole_seconds(seconds):
    if isinstance(seconds,bool) or not isinstance(seconds,(int,float)):
        raise TypeError('seconds must be a number')
    if not float(seconds).is_integer():
        raise ValueError('seconds must be a whole number')
    if seconds<0:
        raise ValueError('seconds must be non-negative')
    return int(seconds)

def format_duration(seconds):
    rest=_whole_seconds(seconds)
    parts=[]
    for name,size in UNITS:
        count,rest=divmod(rest,size)
        if count:
            parts.append(f'{count}{name}')
    return ' '.join(parts) or '0s'
'''),
        code(r'''
UNITS=(('d',86400),('h',3600),('m',60),('s',1))

def _whole_seconds(seconds: object) -> int:
    if isinstance(seconds,bool) or not isinstance(seconds,(int,float)):
        raise TypeError('seconds must be a number')
    if not float(seconds).is_integer():
        raise ValueError('seconds must be a whole number')
    if seconds<0:
        raise ValueError('seconds must be non-negative')
    return int(seconds)

def format_duration(seconds: int | float) -> str:
    rest=_whole_seconds(seconds)
    parts=[]
    for name,size in UNITS:
        count,rest=divmod(rest,size)
        if count:
            parts.append(f'{count}{name}')
    return ' '.join(parts) or '0s'
'''),
        code(r'''
UNITS=(('d',86400),('h',3600),('m',60),('s',1))

def _whole_seconds(seconds: object) -> int:
    """Validates a duration and returns it as an int."""
    if isinstance(seconds,bool) or not isinstance(seconds,(int,float)):
        raise TypeError('seconds must be a number')
    if not float(seconds).is_integer():
        raise ValueError('seconds must be a whole number')
    if seconds<0:
        raise ValueError('seconds must be non-negative')
    return int(seconds)

def format_duration(seconds: int | float) -> str:
    """Formats a number of seconds as '1d 2h 3m 4s'."""
    rest=_whole_seconds(seconds)
    parts=[]
    for name,size in UNITS:
        count,rest=divmod(rest,size)
        if count:
            parts.append(f'{count}{name}')
    return ' '.join(parts) or '0s'
'''),
        code(r'''
UNITS = (('d', 86400), ('h', 3600), ('m', 60), ('s', 1))


def _whole_seconds(seconds: object) -> int:
    """Validates a duration and returns it as an int."""
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise TypeError('seconds must be a number')
    if not float(seconds).is_integer():
        raise ValueError('seconds must be a whole number')
    if seconds < 0:
        raise ValueError('seconds must be non-negative')
    return int(seconds)


def format_duration(seconds: int | float) -> str:
    """Formats a number of seconds as '1d 2h 3m 4s'."""
    rest = _whole_seconds(seconds)
    parts = []
    for name, size in UNITS:
        count, rest = divmod(rest, size)
        if count:
            parts.append(f'{count}{name}')
    return ' '.join(parts) or '0s'
'''),
        code(r'''
UNITS = (('d', 86400), ('h', 3600), ('m', 60), ('s', 1))


def _whole_seconds(seconds: object) -> int:
    """Validates a duration and returns it as an int."""
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise TypeError('seconds must be a number')
    if not float(seconds).is_integer():
        raise ValueError('seconds must be a whole number')
    if seconds < 0:
        raise ValueError('seconds must be non-negative')
    return int(seconds)


def format_duration(seconds: int | float, max_units: int | None = None) -> str:
    """Formats seconds as '1d 2h 3m 4s', optionally the largest units only."""
    if max_units is not None and max_units < 1:
        raise ValueError('max_units must be at least 1')
    rest = _whole_seconds(seconds)
    parts = []
    for name, size in UNITS:
        count, rest = divmod(rest, size)
        if count:
            parts.append(f'{count}{name}')
    return ' '.join(parts[:max_units]) or '0s'
'''),
    ],
    "solo": {
        "reject_negative": code(r'''
def format_duration(seconds):
    if seconds<0:
        raise ValueError('seconds must be non-negative')
    if seconds==0:
        return '0s'
    d=seconds//86400
    h=seconds%86400//3600
    m=seconds%3600//60
    s=seconds%60
    parts=[]
    if d: parts.append(str(d)+'d')
    if h: parts.append(str(h)+'h')
    if m: parts.append(str(m)+'m')
    if s: parts.append(str(s)+'s')
    return ' '.join(parts)
'''),
        "numeric_input": code(r'''
def format_duration(seconds):
    if type(seconds) not in (int,float):
        raise TypeError('seconds must be a number')
    if seconds%1:
        raise ValueError('seconds must be a whole number')
    seconds=int(seconds)
    if seconds==0:
        return '0s'
    d=seconds//86400
    h=seconds%86400//3600
    m=seconds%3600//60
    s=seconds%60
    parts=[]
    if d: parts.append(str(d)+'d')
    if h: parts.append(str(h)+'h')
    if m: parts.append(str(m)+'m')
    if s: parts.append(str(s)+'s')
    return ' '.join(parts)
'''),
        "nan_and_inf": code(r'''
import math


def format_duration(seconds):
    if isinstance(seconds, float) and not math.isfinite(seconds):
        raise ValueError('seconds must be a whole number')
    if seconds==0:
        return '0s'
    d=seconds//86400
    h=seconds%86400//3600
    m=seconds%3600//60
    s=seconds%60
    parts=[]
    if d: parts.append(str(d)+'d')
    if h: parts.append(str(h)+'h')
    if m: parts.append(str(m)+'m')
    if s: parts.append(str(s)+'s')
    return ' '.join(parts)
'''),
        "table_driven": code(r'''
UNITS = (('d', 86400), ('h', 3600), ('m', 60), ('s', 1))


def format_duration(seconds):
    parts = []
    for name, size in UNITS:
        count, seconds = divmod(seconds, size)
        if count:
            parts.append(f'{count}{name}')
    return ' '.join(parts) or '0s'
'''),
        "type_hints": code(r'''
def format_duration(seconds: int | float) -> str:
    if seconds==0:
        return '0s'
    d=seconds//86400
    h=seconds%86400//3600
    m=seconds%3600//60
    s=seconds%60
    parts=[]
    if d: parts.append(str(d)+'d')
    if h: parts.append(str(h)+'h')
    if m: parts.append(str(m)+'m')
    if s: parts.append(str(s)+'s')
    return ' '.join(parts)
'''),
        "docstrings": code(r'''
def format_duration(seconds):
    """Formats seconds as days, hours, minutes and seconds."""
    if seconds==0:
        return '0s'
    d=seconds//86400
    h=seconds%86400//3600
    m=seconds%3600//60
    s=seconds%60
    parts=[]
    if d: parts.append(str(d)+'d')
    if h: parts.append(str(h)+'h')
    if m: parts.append(str(m)+'m')
    if s: parts.append(str(s)+'s')
    return ' '.join(parts)
'''),
        "pep8": code(r'''
def format_duration(seconds):
    if seconds == 0:
        return '0s'
    d = seconds // 86400
    h = seconds % 86400 // 3600
    m = seconds % 3600 // 60
    s = seconds % 60
    parts = []
    if d:
        parts.append(str(d) + 'd')
    if h:
        parts.append(str(h) + 'h')
    if m:
        parts.append(str(m) + 'm')
    if s:
        parts.append(str(s) + 's')
    return ' '.join(parts)
'''),
        "max_units": code(r'''
def format_duration(seconds: int | float, max_units: int | None = None) -> str:
    if max_units is not None and max_units < 1:
        raise ValueError('max_units must be at least 1')
    parts = []
    for name, size in (('d', 86400), ('h', 3600), ('m', 60), ('s', 1)):
        count, seconds = divmod(seconds, size)
        if count:
            parts.append(f'{count}{name}')
    return ' '.join(parts[:max_units]) or '0s'
'''),
    },
}
