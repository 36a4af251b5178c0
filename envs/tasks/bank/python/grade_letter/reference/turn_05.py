import math

cutoffs = [(90, 'A'), (80, 'B'), (70, 'C'), (60, 'D'), (0, 'F')]

def _validate(score):
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise TypeError('score must be a number')
    if score<0 or score>100:
        raise ValueError('score must be between 0 and 100')

def grade_letter(score):
    _validate(score)
    Rounded=math.floor(score+0.5)
    return next(letter for cutoff, letter in cutoffs if Rounded>=cutoff)
