def celsius_to_fahrenheit(celsius):
    return celsius*9/5+32

def fahrenheit_to_celsius(fahrenheit):
    return (fahrenheit-32)*5/9

def temperature_convert(value, unit):
    if unit=='C':
        return celsius_to_fahrenheit(value)
    else:
        return fahrenheit_to_celsius(value)
