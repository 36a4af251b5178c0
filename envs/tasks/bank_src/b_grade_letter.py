"""Bank task: letter grade from a numeric score."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/grade_letter",
    "entry_point": "grade_letter",
    "prompt": (
        "Write a Python function `grade_letter(score)` that maps a numeric exam score (0 to "
        "100) to a letter grade: 'A' for 90 and above, 'B' for 80 to 89, 'C' for 70 to 79, "
        "'D' for 60 to 69 and 'F' below 60."
    ),
    "base_checks": [tests(
        "assert grade_letter(95) == 'A'",
        "assert grade_letter(90) == 'A'",
        "assert grade_letter(85) == 'B'",
        "assert grade_letter(70) == 'C'",
        "assert grade_letter(69) == 'D'",
        "assert grade_letter(12) == 'F'",
        "assert grade_letter(100) == 'A'",
    )],
    "instructions": [
        {
            "id": "number_only",
            "category": "exception_handling",
            "text": "Raise a TypeError with the message 'score must be a number' when `score` "
                    "is not an int or a float (a bool is not a number here).",
            "checks": [tests(
                """
for bad in ('90', None, True, [90]):
    try:
        grade_letter(bad)
    except TypeError as e:
        assert str(e) == 'score must be a number'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "range_check",
            "category": "input_output_conditions",
            "text": "Scores outside 0..100 (inclusive) are invalid: raise a ValueError with "
                    "the message 'score must be between 0 and 100'.",
            "checks": [tests(
                """
for bad in (-0.5, 100.01, 250):
    try:
        grade_letter(bad)
    except ValueError as e:
        assert str(e) == 'score must be between 0 and 100'
    else:
        raise AssertionError(f'no ValueError for {bad}')
""",
                "assert grade_letter(0) == 'F'",
                "grade_letter(100)\ngrade_letter(100.0)  # the bounds themselves are valid",
            )],
        },
        {
            "id": "round_half_up",
            "category": "edge_case_handling",
            "text": "Fractional scores right under a boundary are being marked down. Round the "
                    "score half up to a whole number before grading: 89.5 is an 'A', 89.4 is "
                    "a 'B', 59.5 is a 'D'.",
            "checks": [tests(
                "assert grade_letter(89.5) == 'A'",
                "assert grade_letter(89.4) == 'B'",
                "assert grade_letter(59.5) == 'D'",
                "assert grade_letter(78.5) == 'C' and grade_letter(79.5) == 'B'",
            )],
        },
        {
            "id": "complexity",
            "category": "code_complexity",
            "text": "Replace the if/elif chain with a lookup table of cutoffs. Every function "
                    "(private helpers too) must have a McCabe cyclomatic complexity of at "
                    "most 3.",
            "checks": [{"kind": "complexity", "params": {"max": 3}}],
        },
        {
            "id": "constants_upper",
            "category": "naming_convention",
            "text": "Module-level constants (like the cutoff table) must be named in "
                    "UPPER_CASE; functions and local variables in snake_case.",
            "checks": [{"kind": "naming", "params": {"constants": "UPPER_CASE",
                                                     "functions": "snake_case",
                                                     "variables": "snake_case"}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `grade_letter` as `grade_letter(score: float) -> str`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"grade_letter": {
                "score": "float", "return": "str"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Write a Google-style docstring for `grade_letter` with Args:, Returns: "
                    "and Raises: sections.",
            "checks": [{"kind": "docstring", "params": {"names": ["grade_letter"],
                                                        "style": "google"}}],
        },
        {
            "id": "plus_minus",
            "category": "functionality_extension",
            "text": "Grades now carry modifiers. After rounding, a score whose last digit is "
                    "7, 8 or 9 gets a '+' and one whose last digit is 0, 1 or 2 gets a '-', "
                    "except that 'F' never gets a modifier and 100 is 'A+'. Everything else "
                    "(validation, rounding) stays as it is.",
            "checks": [tests(
                "assert grade_letter(95) == 'A'",
                "assert grade_letter(90) == 'A-'",
                "assert grade_letter(100) == 'A+'",
                "assert grade_letter(88) == 'B+'",
                "assert grade_letter(81.6) == 'B-'",
                "assert grade_letter(89.5) == 'A-'",
                "assert grade_letter(75) == 'C'",
                "assert grade_letter(59) == 'F' and grade_letter(50) == 'F'",
                "assert grade_letter(67) == 'D+'",
            )],
            "supersedes": ["base", "round_half_up"],
        },
    ],
    "references": [
        code("""
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
"""),
        code("""
a_cutoff=90
b_cutoff=80
c_cutoff=70
d_cutoff=60

def grade_letter(score):
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise TypeError('score must be a number')
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
"""),
        code("""
a_cutoff=90
b_cutoff=80
c_cutoff=70
d_cutoff=60

def grade_letter(score):
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise TypeError('score must be a number')
    if score<0 or score>100:
        raise ValueError('score must be between 0 and 100')
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
"""),
        code("""
import math

a_cutoff=90
b_cutoff=80
c_cutoff=70
d_cutoff=60

def grade_letter(score):
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise TypeError('score must be a number')
    if score<0 or score>100:
        raise ValueError('score must be between 0 and 100')
    score=math.floor(score+0.5)
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
"""),
        code("""
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
"""),
        code("""
import math

CUTOFFS = [(90, 'A'), (80, 'B'), (70, 'C'), (60, 'D'), (0, 'F')]

def _validate(score):
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise TypeError('score must be a number')
    if score<0 or score>100:
        raise ValueError('score must be between 0 and 100')

def grade_letter(score):
    _validate(score)
    rounded=math.floor(score+0.5)
    return next(letter for cutoff, letter in CUTOFFS if rounded>=cutoff)
"""),
        code("""
import math

CUTOFFS = [(90, 'A'), (80, 'B'), (70, 'C'), (60, 'D'), (0, 'F')]

def _validate(score):
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise TypeError('score must be a number')
    if score<0 or score>100:
        raise ValueError('score must be between 0 and 100')

def grade_letter(score: float) -> str:
    _validate(score)
    rounded=math.floor(score+0.5)
    return next(letter for cutoff, letter in CUTOFFS if rounded>=cutoff)
"""),
        code("""
import math

CUTOFFS = [(90, 'A'), (80, 'B'), (70, 'C'), (60, 'D'), (0, 'F')]

def _validate(score):
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise TypeError('score must be a number')
    if score<0 or score>100:
        raise ValueError('score must be between 0 and 100')

def grade_letter(score: float) -> str:
    \"\"\"Letter grade of an exam score.

    Args:
        score: The score, 0 to 100; rounded half up first.

    Returns:
        'A', 'B', 'C', 'D' or 'F'.

    Raises:
        TypeError: If score is not a number.
        ValueError: If score is outside 0..100.
    \"\"\"
    _validate(score)
    rounded=math.floor(score+0.5)
    return next(letter for cutoff, letter in CUTOFFS if rounded>=cutoff)
"""),
        code("""
import math

CUTOFFS = [(90, 'A'), (80, 'B'), (70, 'C'), (60, 'D'), (0, 'F')]
# Last digit -> modifier; 100 is handled by mapping it to digit 9.
MODIFIERS = {0: '-', 1: '-', 2: '-', 7: '+', 8: '+', 9: '+'}

def _validate(score):
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise TypeError('score must be a number')
    if score<0 or score>100:
        raise ValueError('score must be between 0 and 100')

def grade_letter(score: float) -> str:
    \"\"\"Letter grade, with + or -, of an exam score.

    Args:
        score: The score, 0 to 100; rounded half up first.

    Returns:
        'A+' ... 'D-', or 'F'.

    Raises:
        TypeError: If score is not a number.
        ValueError: If score is outside 0..100.
    \"\"\"
    _validate(score)
    rounded=math.floor(score+0.5)
    letter=next(letter for cutoff, letter in CUTOFFS if rounded>=cutoff)
    digit=9 if rounded==100 else rounded%10
    modifier='' if letter=='F' else MODIFIERS.get(digit, '')
    return letter+modifier
"""),
    ],
    "solo": {
        "number_only": code("""
a_cutoff=90
b_cutoff=80
c_cutoff=70
d_cutoff=60

def grade_letter(score):
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise TypeError('score must be a number')
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
"""),
        "range_check": code("""
a_cutoff=90
b_cutoff=80
c_cutoff=70
d_cutoff=60

def grade_letter(score):
    if not 0<=score<=100:
        raise ValueError('score must be between 0 and 100')
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
"""),
        "round_half_up": code("""
a_cutoff=90
b_cutoff=80
c_cutoff=70
d_cutoff=60

def grade_letter(score):
    score=int(score+0.5)
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
"""),
        "complexity": code("""
def grade_letter(score):
    for cutoff, letter in ((90, 'A'), (80, 'B'), (70, 'C'), (60, 'D')):
        if score>=cutoff:
            return letter
    return 'F'
"""),
        "constants_upper": code("""
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
"""),
        "type_hints": code("""
a_cutoff=90
b_cutoff=80
c_cutoff=70
d_cutoff=60

def grade_letter(score: float) -> str:
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
"""),
        "docstring": code("""
a_cutoff=90
b_cutoff=80
c_cutoff=70
d_cutoff=60

def grade_letter(score):
    \"\"\"Letter grade of a score.

    Args:
        score: The score.

    Returns:
        The letter.

    Raises:
        TypeError: If score cannot be compared with a number.
    \"\"\"
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
"""),
        "plus_minus": code("""
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
"""),
    },
}
