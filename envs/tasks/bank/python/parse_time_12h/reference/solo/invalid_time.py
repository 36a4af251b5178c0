import re


def parse_time_12h(text):
    m = re.fullmatch(r'(1[0-2]|[1-9]):([0-5][0-9]) (AM|PM)', text)
    if not m:
        raise ValueError(f'invalid time: {text!r}')
    return (int(m[1]) % 12 + (12 if m[3] == 'PM' else 0), int(m[2]))
