CONVERSIONS = {'C': lambda value: value*9/5+32, 'F': lambda value: (value-32)*5/9}

def temperature_convert(value, unit):
    return CONVERSIONS.get(unit, CONVERSIONS['F'])(value)
