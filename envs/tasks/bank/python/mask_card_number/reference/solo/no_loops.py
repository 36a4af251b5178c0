def mask_card_number(number):
    return '*' * (len(number) - 4) + number[-4:]
