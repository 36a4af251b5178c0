def grade_letter(score):
    for cutoff, letter in ((90, 'A'), (80, 'B'), (70, 'C'), (60, 'D')):
        if score>=cutoff:
            return letter
    return 'F'
