import re
from datetime import time

TIME_RE = re.compile(r'(1[0-2]|0?[1-9]):([0-5][0-9]) ?([ap])\.?m\.?', re.IGNORECASE)
SPECIAL = {'noon': time(12, 0), 'midnight': time(0, 0)}
OFFSET = {'a': 0, 'p': 12}


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
    if not m:
        raise ValueError(f'invalid time: {text!r}')
    hour = int(m[1]) % 12 + OFFSET[m[3].lower()]
    return time(hour, int(m[2]))
