def temperature_convert(value, unit):
    unit=unit.strip().upper()
    if unit=='C':
        if value<-273.15:
            raise ValueError('temperature below absolute zero')
        return round(value*9/5+32, 2)
    elif unit=='F':
        if value<-459.67:
            raise ValueError('temperature below absolute zero')
        return round((value-32)*5/9, 2)
    raise ValueError("unit must be 'C' or 'F'")
