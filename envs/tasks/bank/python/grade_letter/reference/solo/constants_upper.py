A_CUTOFF = 90
B_CUTOFF = 80
C_CUTOFF = 70
D_CUTOFF = 60


def grade_letter(score):
    if score>=A_CUTOFF:
        return 'A'
    elif score>=B_CUTOFF:
        return 'B'
    elif score>=C_CUTOFF:
        return 'C'
    elif score>=D_CUTOFF:
        return 'D'
    else:
        return 'F'
