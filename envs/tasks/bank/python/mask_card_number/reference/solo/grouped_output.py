def mask_card_number(number):
    digits = number.replace(' ', '').replace('-', '')
    masked = '*' * (len(digits) - 4) + digits[-4:]
    groups = []
    for i in range(0, len(masked), 4):
        groups.append(masked[i:i + 4])
    return ' '.join(groups)
