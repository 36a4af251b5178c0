def mask_card_number(number):
    number=number.replace(' ','').replace('-','')
    if not (number.isascii() and number.isdigit()) or not 12<=len(number)<=19:
        raise ValueError('invalid card number')
    return '*'*(len(number)-4)+number[-4:]
