def celsius_to_fahrenheit(celsius):
    return celsius*9/5+32

def fahrenheit_to_celsius(fahrenheit):
    return (fahrenheit-32)*5/9

def temperature_convert(value, unit):
    unit=unit.strip().upper()
    if unit=='C':
        if value<-273.15:
            raise ValueError('temperature below absolute zero')
        return round(celsius_to_fahrenheit(value), 2)
    elif unit=='F':
        if value<-459.67:
            raise ValueError('temperature below absolute zero')
        return round(fahrenheit_to_celsius(value), 2)
    raise ValueError("unit must be 'C' or 'F'")
