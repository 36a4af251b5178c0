def celsius_to_fahrenheit(celsius):
    return celsius*9/5+32

def fahrenheit_to_celsius(fahrenheit):
    return (fahrenheit-32)*5/9

# unit -> (converter, absolute zero in that unit)
CONVERSIONS = {'C': (celsius_to_fahrenheit, -273.15),
               'F': (fahrenheit_to_celsius, -459.67)}

def temperature_convert(value, unit):
    key=unit.strip().upper()
    if key not in CONVERSIONS:
        raise ValueError("unit must be 'C' or 'F'")
    convert, floor = CONVERSIONS[key]
    if value<floor:
        raise ValueError('temperature below absolute zero')
    return round(convert(value), 2)
