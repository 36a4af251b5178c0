def mask_card_number(number):
    masked=''
    for i in range(len(number)):
        if i<len(number)-4:
            masked+='*'
        else:
            masked+=number[i]
    return masked
