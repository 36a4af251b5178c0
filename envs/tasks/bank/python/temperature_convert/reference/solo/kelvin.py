def temperature_convert(value: float, unit: str, to: str | None = None) -> float:
    unit=unit.strip().upper()
    if unit not in ('C', 'F', 'K'):
        raise ValueError("unit must be 'C', 'F' or 'K'")
    if to is None:
        to='F' if unit=='C' else 'C'
    to=to.strip().upper()
    if to not in ('C', 'F', 'K'):
        raise ValueError("unit must be 'C', 'F' or 'K'")
    if value<{'C': -273.15, 'F': -459.67, 'K': 0}[unit]:
        raise ValueError('temperature below absolute zero')
    if unit=='F':
        value=(value-32)*5/9
    elif unit=='K':
        value=value-273.15
    if to=='F':
        value=value*9/5+32
    elif to=='K':
        value=value+273.15
    return round(value, 2)
