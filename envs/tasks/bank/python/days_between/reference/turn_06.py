from datetime import date

def _parse_date(value: str | date) -> date:
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ValueError(f'invalid date: {value!r}') from None

def days_between(start: str | date, end: str | date) -> int:
    return abs((_parse_date(end)-_parse_date(start)).days)
