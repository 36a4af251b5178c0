from datetime import date

def days_between(start, end):
    return abs((date.fromisoformat(end)-date.fromisoformat(start)).days)
