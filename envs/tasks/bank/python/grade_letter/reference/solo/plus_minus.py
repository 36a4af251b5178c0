def grade_letter(score):
    score=int(score+0.5)
    if score<60:
        return 'F'
    letter='DCBAA'[min(score//10-6, 4)]
    digit=9 if score==100 else score%10
    if digit>=7:
        return letter+'+'
    if digit<=2:
        return letter+'-'
    return letter
