import datetime


def days_between(start, end):
    y1, m1, d1 = [int(x) for x in start.split('-')]
    y2, m2, d2 = [int(x) for x in end.split('-')]
    delta = datetime.date(y2, m2, d2) - datetime.date(y1, m1, d1)
    return abs(delta.days)
