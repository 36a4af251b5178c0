a_cutoff=90
b_cutoff=80
c_cutoff=70
d_cutoff=60

def grade_letter(score):
    if score>=a_cutoff:
        return 'A'
    elif score>=b_cutoff:
        return 'B'
    elif score>=c_cutoff:
        return 'C'
    elif score>=d_cutoff:
        return 'D'
    else:
        return 'F'
