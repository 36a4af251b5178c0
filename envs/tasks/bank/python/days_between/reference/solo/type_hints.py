import datetime
from datetime import date

def days_between(start: str | date, end: str | date) -> int:
    y1,m1,d1=[int(x) for x in start.split('-')]
    y2,m2,d2=[int(x) for x in end.split('-')]
    return abs((datetime.date(y2,m2,d2)-datetime.date(y1,m1,d1)).days)
