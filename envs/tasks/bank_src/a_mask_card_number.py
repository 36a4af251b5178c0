"""Bank task: masking card numbers."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/mask_card_number",
    "entry_point": "mask_card_number",
    "prompt": (
        "Write a Python function `mask_card_number(number)` that takes a payment card number "
        "as a string of digits and returns it with every digit except the last four replaced "
        "by '*'."
    ),
    "base_checks": [tests(
        "assert mask_card_number('4111111111111111') == '************1111'",
        "assert mask_card_number('378282246310005') == '***********0005'",
        "assert mask_card_number('6011000990139424') == '************9424'",
    )],
    "instructions": [
        {
            "id": "separators",
            "category": "input_output_conditions",
            "text": "Numbers are often typed with spaces or hyphens between the groups: remove "
                    "all spaces and hyphens before masking; the output has none.",
            "checks": [tests(
                "assert mask_card_number('4111 1111 1111 1111') == '************1111'",
                "assert mask_card_number('3782-822463-10005') == '***********0005'",
            )],
        },
        {
            "id": "invalid_number",
            "category": "exception_handling",
            "text": "After removing separators the number must consist of digits only and be "
                    "12 to 19 digits long (inclusive); otherwise raise "
                    "ValueError('invalid card number').",
            "checks": [tests(
                """
for bad in ('1234', '4111x11111111111', '', '1' * 20, '12345678901'):
    try:
        mask_card_number(bad)
    except ValueError as e:
        assert str(e) == 'invalid card number', bad
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
""",
                "assert mask_card_number('1' * 11 + '2').endswith('2')",
                "assert mask_card_number('1' * 18 + '2').endswith('2')",
            )],
        },
        {
            "id": "ascii_digits",
            "category": "edge_case_handling",
            "text": "Only the ASCII digits 0-9 are digits here: a number containing full-width "
                    "digits ('４') or other Unicode digits ('٤') is invalid and raises the same "
                    "ValueError('invalid card number').",
            "checks": [tests(
                """
for bad in ('４' * 16, '٤' * 16, '411111111111111²'):
    try:
        mask_card_number(bad)
    except ValueError as e:
        assert str(e) == 'invalid card number'
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
""",
            )],
        },
        {
            "id": "no_loops",
            "category": "forbidden_construct",
            "text": "No `for` or `while` statements: build the masked string with slicing and "
                    "string repetition.",
            "checks": [{"kind": "forbid", "params": {"constructs": ["loop"]}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate it as `mask_card_number(number: str) -> str`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"mask_card_number": {
                "number": "str", "return": "str"}}}}],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Add a module docstring, and a Google-style docstring for "
                    "`mask_card_number` (Args:, Returns:, Raises:).",
            "checks": [{"kind": "docstring", "params": {"module": True, "style": "google"}}],
        },
        {
            "id": "grouped_output",
            "category": "functionality_extension",
            "text": "Product wants the masked number displayed in groups of four characters "
                    "separated by single spaces, counted from the left (the last group may be "
                    "shorter): '**** **** **** 1111'. This replaces the ungrouped output. "
                    "Input rules (separators, validation) stay the same.",
            "supersedes": ["base", "separators"],
            "checks": [tests(
                "assert mask_card_number('4111111111111111') == '**** **** **** 1111'",
                "assert mask_card_number('378282246310005') == '**** **** ***0 005'",
                "assert mask_card_number('4111-1111 1111-1111') == '**** **** **** 1111'",
                "assert mask_card_number('1234567890123456789') == '**** **** **** ***6 789'",
            )],
        },
    ],
    "references": [
        code(r'''
def mask_card_number(number):
    masked=''
    for i in range(len(number)):
        if i<len(number)-4:
            masked+='*'
        else:
            masked+=number[i]
    return masked
'''),
        code(r'''
def mask_card_number(number):
    number=number.replace(' ','').replace('-','')
    masked=''
    for i in range(len(number)):
        if i<len(number)-4:
            masked+='*'
        else:
            masked+=number[i]
    return masked
'''),
        code(r'''
def mask_card_number(number):
    number=number.replace(' ','').replace('-','')
    if not number.isdigit() or not 12<=len(number)<=19:
        raise ValueError('invalid card number')
    masked=''
    for i in range(len(number)):
        if i<len(number)-4:
            masked+='*'
        else:
            masked+=number[i]
    return masked
'''),
        code(r'''
def mask_card_number(number):
    number=number.replace(' ','').replace('-','')
    if not (number.isascii() and number.isdigit()) or not 12<=len(number)<=19:
        raise ValueError('invalid card number')
    masked=''
    for i in range(len(number)):
        if i<len(number)-4:
            masked+='*'
        else:
            masked+=number[i]
    return masked
'''),
        code(r'''
def mask_card_number(number):
    number=number.replace(' ','').replace('-','')
    if not (number.isascii() and number.isdigit()) or not 12<=len(number)<=19:
        raise ValueError('invalid card number')
    return '*'*(len(number)-4)+number[-4:]
'''),
        code(r'''
def mask_card_number(number: str) -> str:
    number=number.replace(' ','').replace('-','')
    if not (number.isascii() and number.isdigit()) or not 12<=len(number)<=19:
        raise ValueError('invalid card number')
    return '*'*(len(number)-4)+number[-4:]
'''),
        code(r'''
"""Masking of payment card numbers for display."""

def mask_card_number(number: str) -> str:
    """Hides all but the last four digits of a card number.

    Args:
        number: The card number; spaces and hyphens are allowed.

    Returns:
        The digits with all but the last four replaced by '*'.

    Raises:
        ValueError: If it is not 12 to 19 ASCII digits.
    """
    number=number.replace(' ','').replace('-','')
    if not (number.isascii() and number.isdigit()) or not 12<=len(number)<=19:
        raise ValueError('invalid card number')
    return '*'*(len(number)-4)+number[-4:]
'''),
        code(r'''
"""Masking of payment card numbers for display."""


def mask_card_number(number: str) -> str:
    """Hides all but the last four digits of a card number.

    Args:
        number: The card number; spaces and hyphens are allowed.

    Returns:
        The masked number in groups of four, e.g. '**** **** **** 1111'.

    Raises:
        ValueError: If it is not 12 to 19 ASCII digits.
    """
    number = number.replace(' ', '').replace('-', '')
    if not (number.isascii() and number.isdigit()) or not 12 <= len(number) <= 19:
        raise ValueError('invalid card number')
    masked = '*' * (len(number) - 4) + number[-4:]
    return ' '.join(masked[i:i + 4] for i in range(0, len(masked), 4))
'''),
    ],
    "solo": {
        "separators": code(r'''
def mask_card_number(number):
    digits=[c for c in number if c not in ' -']
    masked=''
    for i in range(len(digits)):
        if i<len(digits)-4:
            masked+='*'
        else:
            masked+=digits[i]
    return masked
'''),
        "invalid_number": code(r'''
def mask_card_number(number):
    if not number.isdigit() or len(number)<12 or len(number)>19:
        raise ValueError('invalid card number')
    masked=''
    for i in range(len(number)):
        if i<len(number)-4:
            masked+='*'
        else:
            masked+=number[i]
    return masked
'''),
        "ascii_digits": code(r'''
def mask_card_number(number):
    if any(c not in '0123456789' for c in number):
        raise ValueError('invalid card number')
    masked=''
    for i in range(len(number)):
        if i<len(number)-4:
            masked+='*'
        else:
            masked+=number[i]
    return masked
'''),
        "no_loops": code(r'''
def mask_card_number(number):
    return '*' * (len(number) - 4) + number[-4:]
'''),
        "type_hints": code(r'''
def mask_card_number(number: str) -> str:
    masked=''
    for i in range(len(number)):
        if i<len(number)-4:
            masked+='*'
        else:
            masked+=number[i]
    return masked
'''),
        "google_docstring": code(r'''
"""Card number masking."""


def mask_card_number(number):
    """Masks a card number.

    Args:
        number: The digits.

    Returns:
        All but the last four digits replaced by '*'.
    """
    masked=''
    for i in range(len(number)):
        if i<len(number)-4:
            masked+='*'
        else:
            masked+=number[i]
    return masked
'''),
        "grouped_output": code(r'''
def mask_card_number(number):
    digits = number.replace(' ', '').replace('-', '')
    masked = '*' * (len(digits) - 4) + digits[-4:]
    groups = []
    for i in range(0, len(masked), 4):
        groups.append(masked[i:i + 4])
    return ' '.join(groups)
'''),
    },
}
