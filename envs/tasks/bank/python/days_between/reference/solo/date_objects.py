import datetime

def parse(value):
    if isinstance(value, datetime.date):
        return value
    y,m,d=[int(x) for x in value.split('-')]
    return datetime.date(y,m,d)

def days_between(start, end):
    return abs((parse(end)-parse(start)).days)
