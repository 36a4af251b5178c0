def temperature_convert(value, unit):
    if unit.strip().upper()=='C':
        return round(value*9/5+32, 2)
    else:
        return round((value-32)*5/9, 2)
