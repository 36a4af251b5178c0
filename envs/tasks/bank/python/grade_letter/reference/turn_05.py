import math

cutoffs = [(90, 'A'), (80, 'B'), (70, 'C'), (60, 'D'), (0, 'F')]

def _validate(score):
    if type(score) not in (int, float):  # bools are not numbers here
        raise TypeError('score must be a number')
    if not 0 <= score <= 100:
        raise ValueError('score must be between 0 and 100')

def grade_letter(score):
    _validate(score)
    Rounded=math.floor(score+0.5)
    return next(letter for cutoff, letter in cutoffs if Rounded>=cutoff)
