"""Bank task: parsing 12-hour clock times."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/parse_time_12h",
    "entry_point": "parse_time_12h",
    "prompt": (
        "Write a Python function `parse_time_12h(text)` that parses a 12-hour clock time "
        "such as '7:05 PM' or '12:30 AM' (hour 1-12, a colon, two-digit minutes, a space, then "
        "AM or PM) and returns the 24-hour time as a tuple of ints `(hour, minute)`. "
        "12:xx AM is hour 0 and 12:xx PM is hour 12."
    ),
    "base_checks": [tests(
        "assert parse_time_12h('7:05 PM') == (19, 5)",
        "assert parse_time_12h('12:00 AM') == (0, 0)",
        "assert parse_time_12h('12:30 PM') == (12, 30)",
        "assert parse_time_12h('9:15 AM') == (9, 15)",
        "assert parse_time_12h('11:59 PM') == (23, 59)",
    )],
    "instructions": [
        {
            "id": "flexible_format",
            "category": "input_output_conditions",
            "text": "People type times loosely. Accept am/pm in any case, with or without the "
                    "single space before it, also spelled with dots ('a.m.', 'p.m.'), and "
                    "ignore whitespace around the whole time.",
            "checks": [tests(
                "assert parse_time_12h('7:05pm') == (19, 5)",
                "assert parse_time_12h(' 9:15 a.m. ') == (9, 15)",
                "assert parse_time_12h('12:00 Am') == (0, 0)",
                "assert parse_time_12h('11:59P.M.') == (23, 59)",
            )],
        },
        {
            "id": "invalid_time",
            "category": "exception_handling",
            "text": "Anything that is not a valid time must raise ValueError with the message "
                    "`f'invalid time: {text!r}'` (the argument as given): hours outside 1-12, "
                    "minutes that are not exactly two digits or are above 59, a missing "
                    "AM/PM, or plain garbage.",
            "checks": [tests(
                """
try:
    parse_time_12h('13:00 PM')
except ValueError as e:
    assert str(e) == "invalid time: '13:00 PM'"
else:
    raise AssertionError('no ValueError for 13:00 PM')
""",
                """
for bad in ('0:30 AM', '7:5 PM', '7:60 PM', '7:05', 'seven PM', '', '7:05 XM'):
    try:
        parse_time_12h(bad)
    except ValueError as e:
        assert str(e) == f'invalid time: {bad!r}', str(e)
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
""",
            )],
        },
        {
            "id": "noon_midnight",
            "category": "edge_case_handling",
            "text": "The words 'noon' and 'midnight' (any case, surrounding whitespace "
                    "ignored) are valid too: noon is (12, 0) and midnight is (0, 0).",
            "checks": [tests(
                "assert parse_time_12h('noon') == (12, 0)",
                "assert parse_time_12h(' Midnight ') == (0, 0)",
            )],
        },
        {
            "id": "low_complexity",
            "category": "code_complexity",
            "text": "Simplify the validation: the cyclomatic complexity of every function "
                    "must be 4 or less (a regular expression helps).",
            "checks": [{"kind": "complexity", "params": {"max": 4}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Add type hints: `parse_time_12h(text: str) -> tuple[int, int]`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"parse_time_12h": {
                "text": "str", "return": "tuple[int, int]"}}}}],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Give it a Google-style docstring with Args:, Returns: and Raises: "
                    "sections.",
            "checks": [{"kind": "docstring", "params": {"names": ["parse_time_12h"],
                                                        "style": "google"}}],
        },
        {
            "id": "time_object",
            "category": "functionality_extension",
            "text": "Return a `datetime.time` instead of a tuple: import it with "
                    "`from datetime import time` and annotate the return type as `time`. "
                    "Everything the function accepts and rejects stays the same.",
            "supersedes": ["base", "flexible_format", "noon_midnight", "type_hints"],
            "checks": [
                tests(
                    "from datetime import time\nassert parse_time_12h('7:05 PM') == time(19, 5)",
                    "from datetime import time\nassert parse_time_12h('12:00 AM') == time(0, 0)",
                    "from datetime import time\n"
                    "assert parse_time_12h(' 9:15 a.m. ') == time(9, 15)",
                    "from datetime import time\nassert parse_time_12h('11:59pm') == time(23, 59)",
                ),
                {"kind": "type_hints", "params": {"exact": {"parse_time_12h": {
                    "text": "str", "return": "time"}}}},
            ],
        },
    ],
    "references": [
        code(r'''
def parse_time_12h(text):
    time,period=text.split(' ')
    h,m=time.split(':')
    h=int(h)
    m=int(m)
    if period=='AM':
        if h==12:
            h=0
    elif period=='PM':
        if h!=12:
            h+=12
    return (h,m)
'''),
        code(r'''
def parse_time_12h(text):
    t=text.strip().lower().replace('.','').replace(' ','')
    period=t[-2:]
    h,m=t[:-2].split(':')
    h=int(h)%12
    if period=='pm':
        h+=12
    return (h,int(m))
'''),
        code(r'''
def parse_time_12h(text):
    t=text.strip().lower().replace('.','').replace(' ','')
    if not t.endswith(('am','pm')) or ':' not in t:
        raise ValueError(f'invalid time: {text!r}')
    period=t[-2:]
    h,m=t[:-2].split(':',1)
    if not (h.isdecimal() and m.isdecimal() and len(h)<=2 and len(m)==2):
        raise ValueError(f'invalid time: {text!r}')
    h=int(h)
    m=int(m)
    if h<1 or h>12 or m>59:
        raise ValueError(f'invalid time: {text!r}')
    h=h%12
    if period=='pm':
        h+=12
    return (h,m)
'''),
        code(r'''
def parse_time_12h(text):
    t=text.strip().lower()
    if t=='noon':
        return (12,0)
    if t=='midnight':
        return (0,0)
    t=t.replace('.','').replace(' ','')
    if not t.endswith(('am','pm')) or ':' not in t:
        raise ValueError(f'invalid time: {text!r}')
    period=t[-2:]
    h,m=t[:-2].split(':',1)
    if not (h.isdecimal() and m.isdecimal() and len(h)<=2 and len(m)==2):
        raise ValueError(f'invalid time: {text!r}')
    h=int(h)
    m=int(m)
    if h<1 or h>12 or m>59:
        raise ValueError(f'invalid time: {text!r}')
    h=h%12
    if period=='pm':
        h+=12
    return (h,m)
'''),
        code(r'''
import re

TIME_RE=re.compile(r'([0-9]{1,2}):([0-9]{2}) ?([ap])\.?m\.?',re.IGNORECASE)
SPECIAL={'noon':(12,0),'midnight':(0,0)}

def parse_time_12h(text):
    t=text.strip()
    if t.lower() in SPECIAL:
        return SPECIAL[t.lower()]
    m=TIME_RE.fullmatch(t)
    if not m or not 1<=int(m[1])<=12 or int(m[2])>59:
        raise ValueError(f'invalid time: {text!r}')
    return (int(m[1])%12+(12 if m[3].lower()=='p' else 0),int(m[2]))
'''),
        code(r'''
import re

TIME_RE=re.compile(r'([0-9]{1,2}):([0-9]{2}) ?([ap])\.?m\.?',re.IGNORECASE)
SPECIAL={'noon':(12,0),'midnight':(0,0)}

def parse_time_12h(text: str) -> tuple[int, int]:
    t=text.strip()
    if t.lower() in SPECIAL:
        return SPECIAL[t.lower()]
    m=TIME_RE.fullmatch(t)
    if not m or not 1<=int(m[1])<=12 or int(m[2])>59:
        raise ValueError(f'invalid time: {text!r}')
    return (int(m[1])%12+(12 if m[3].lower()=='p' else 0),int(m[2]))
'''),
        code(r'''
import re

TIME_RE=re.compile(r'([0-9]{1,2}):([0-9]{2}) ?([ap])\.?m\.?',re.IGNORECASE)
SPECIAL={'noon':(12,0),'midnight':(0,0)}

def parse_time_12h(text: str) -> tuple[int, int]:
    """Parses a 12-hour clock time.

    Args:
        text: A time such as '7:05 PM', '9:15a.m.', 'noon' or 'midnight'.

    Returns:
        (hour, minute) on the 24-hour clock.

    Raises:
        ValueError: If text is not a valid 12-hour time.
    """
    t=text.strip()
    if t.lower() in SPECIAL:
        return SPECIAL[t.lower()]
    m=TIME_RE.fullmatch(t)
    if not m or not 1<=int(m[1])<=12 or int(m[2])>59:
        raise ValueError(f'invalid time: {text!r}')
    return (int(m[1])%12+(12 if m[3].lower()=='p' else 0),int(m[2]))
'''),
        code(r'''
import re
from datetime import time

TIME_RE = re.compile(r'([0-9]{1,2}):([0-9]{2}) ?([ap])\.?m\.?', re.IGNORECASE)
SPECIAL = {'noon': time(12, 0), 'midnight': time(0, 0)}


def parse_time_12h(text: str) -> time:
    """Parses a 12-hour clock time.

    Args:
        text: A time such as '7:05 PM', '9:15a.m.', 'noon' or 'midnight'.

    Returns:
        The time of day.

    Raises:
        ValueError: If text is not a valid 12-hour time.
    """
    t = text.strip()
    if t.lower() in SPECIAL:
        return SPECIAL[t.lower()]
    m = TIME_RE.fullmatch(t)
    if not m or not 1 <= int(m[1]) <= 12 or int(m[2]) > 59:
        raise ValueError(f'invalid time: {text!r}')
    hour = int(m[1]) % 12 + (12 if m[3].lower() == 'p' else 0)
    return time(hour, int(m[2]))
'''),
    ],
    "solo": {
        "flexible_format": code(r'''
def parse_time_12h(text):
    t=text.strip().lower().replace('.','').replace(' ','')
    h,m=t[:-2].split(':')
    h=int(h)%12
    if t.endswith('pm'):
        h+=12
    return (h,int(m))
'''),
        "invalid_time": code(r'''
import re


def parse_time_12h(text):
    m = re.fullmatch(r'(1[0-2]|[1-9]):([0-5][0-9]) (AM|PM)', text)
    if not m:
        raise ValueError(f'invalid time: {text!r}')
    return (int(m[1]) % 12 + (12 if m[3] == 'PM' else 0), int(m[2]))
'''),
        "noon_midnight": code(r'''
def parse_time_12h(text):
    word=text.strip().lower()
    if word=='noon':
        return (12,0)
    if word=='midnight':
        return (0,0)
    time,period=text.split(' ')
    h,m=time.split(':')
    h=int(h)
    m=int(m)
    if period=='AM':
        if h==12:
            h=0
    elif period=='PM':
        if h!=12:
            h+=12
    return (h,m)
'''),
        "low_complexity": code(r'''
def parse_time_12h(text):
    clock, period = text.split(' ')
    h, m = clock.split(':')
    return (int(h) % 12 + (12 if period == 'PM' else 0), int(m))
'''),
        "type_hints": code(r'''
def parse_time_12h(text: str) -> tuple[int, int]:
    time,period=text.split(' ')
    h,m=time.split(':')
    h=int(h)
    m=int(m)
    if period=='AM':
        if h==12:
            h=0
    elif period=='PM':
        if h!=12:
            h+=12
    return (h,m)
'''),
        "google_docstring": code(r'''
def parse_time_12h(text):
    """Converts a 12-hour time to 24-hour.

    Args:
        text: Something like '7:05 PM'.

    Returns:
        (hour, minute).
    """
    time,period=text.split(' ')
    h,m=time.split(':')
    h=int(h)
    m=int(m)
    if period=='AM':
        if h==12:
            h=0
    elif period=='PM':
        if h!=12:
            h+=12
    return (h,m)
'''),
        "time_object": code(r'''
import re
from datetime import time


def parse_time_12h(text: str) -> time:
    m = re.fullmatch(r'(\d{1,2}):(\d{2}) ?([ap])\.?m\.?', text.strip(), re.IGNORECASE)
    hour = int(m[1]) % 12 + (12 if m[3].lower() == 'p' else 0)
    return time(hour, int(m[2]))
'''),
    },
}
