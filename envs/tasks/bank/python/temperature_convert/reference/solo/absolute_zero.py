def temperature_convert(value, unit):
    if unit=='C':
        if value<-273.15:
            raise ValueError('temperature below absolute zero')
        return value*9/5+32
    else:
        if value<-459.67:
            raise ValueError('temperature below absolute zero')
        return (value-32)*5/9
