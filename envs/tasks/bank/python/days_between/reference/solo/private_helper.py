import datetime

def _parse_date(value):
    y,m,d=[int(x) for x in value.split('-')]
    return datetime.date(y,m,d)

def days_between(start, end):
    return abs((_parse_date(end)-_parse_date(start)).days)
