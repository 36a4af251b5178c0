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
