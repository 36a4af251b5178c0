def temperature_convert(value, unit):
    if unit=='C':
        return value*9/5+32
    else:
        return (value-32)*5/9
