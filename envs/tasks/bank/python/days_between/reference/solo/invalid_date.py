import datetime

def parse(text):
    try:
        y,m,d=[int(x) for x in text.split('-')]
        return datetime.date(y,m,d)
    except ValueError:
        raise ValueError(f'invalid date: {text!r}') from None

def days_between(start, end):
    return abs((parse(end)-parse(start)).days)
