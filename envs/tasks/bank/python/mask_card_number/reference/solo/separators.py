def mask_card_number(number):
    digits=[c for c in number if c not in ' -']
    masked=''
    for i in range(len(digits)):
        if i<len(digits)-4:
            masked+='*'
        else:
            masked+=digits[i]
    return masked
