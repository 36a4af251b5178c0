def temperature_convert(value, unit):
    unit=unit.strip().upper()
    if unit=='C':
        return round(value*9/5+32, 2)
    elif unit=='F':
        return round((value-32)*5/9, 2)
    raise ValueError("unit must be 'C' or 'F'")
