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
