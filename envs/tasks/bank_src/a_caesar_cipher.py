"""Bank task: Caesar cipher."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/caesar_cipher",
    "entry_point": "caesar_cipher",
    "prompt": (
        "Write a Python function `caesar_cipher(text, shift)` that applies a Caesar cipher: "
        "every letter of `text` is moved `shift` places forward in the alphabet, wrapping "
        "around from z to a, and keeps its case. Any other character is left as it is. "
        "Negative shifts move backwards, and shifts larger than 26 wrap around. Return the "
        "new string."
    ),
    "base_checks": [tests(
        "assert caesar_cipher('abc', 1) == 'bcd'",
        "assert caesar_cipher('xyz', 3) == 'abc'",
        "assert caesar_cipher('Hello, World!', 5) == 'Mjqqt, Btwqi!'",
        "assert caesar_cipher('abc', -1) == 'zab'",
        "assert caesar_cipher('abc', 27) == 'bcd'",
    )],
    "instructions": [
        {
            "id": "shift_must_be_int",
            "category": "exception_handling",
            "text": "Validate `shift`: if it is not an int, or if it is a bool, raise a "
                    "TypeError with the message 'shift must be an int'.",
            "checks": [tests(
                """
try:
    caesar_cipher('abc', 1.5)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a float shift')
""",
                """
try:
    caesar_cipher('abc', True)
except TypeError as e:
    assert str(e) == 'shift must be an int'
else:
    raise AssertionError('no TypeError for a bool shift')
""",
                "assert caesar_cipher('abc', 2) == 'cde'",
            )],
        },
        {
            "id": "ascii_letters_only",
            "category": "input_output_conditions",
            "text": "Only the ASCII letters a-z and A-Z are shifted. Non-ASCII letters such as "
                    "'é' or 'Ω' must come back unchanged, like punctuation does.",
            "checks": [tests(
                "assert caesar_cipher('café', 1) == 'dbgé'",
                "assert caesar_cipher('Ωmega', 1) == 'Ωnfhb'",
                "assert caesar_cipher('ÀB', 1) == 'ÀC'",
            )],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate the function: `text: str`, `shift: int`, returning `str`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {
                "caesar_cipher": {"text": "str", "shift": "int", "return": "str"}}}}],
        },
        {
            "id": "translate_table",
            "category": "required_construct",
            "text": "Drop the character-by-character loop: build a translation table with "
                    "`str.maketrans` and apply it with `text.translate`. No `for` or `while` "
                    "loops anywhere in the code.",
            "checks": [
                {"kind": "require", "params": {"calls": ["maketrans", "translate"]}},
                {"kind": "forbid", "params": {"constructs": ["loop"]}},
            ],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Give `caesar_cipher` a Google-style docstring with an Args: section that "
                    "documents `text` and `shift`, and a Returns: section.",
            "checks": [{"kind": "docstring", "params": {"names": ["caesar_cipher"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Clean up the formatting so that pycodestyle reports no PEP 8 issues at all.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "decode_flag",
            "category": "functionality_extension",
            "text": "Add an optional keyword parameter `decode: bool = False` (annotated). When "
                    "it is True the letters move `shift` places backwards instead, so that "
                    "decoding with the same shift restores the original text. Document it in "
                    "the docstring too.",
            "checks": [
                tests(
                    "assert caesar_cipher('bcd', 1, decode=True) == 'abc'",
                    "assert caesar_cipher(caesar_cipher('Zebra, zoo!', 11), 11, decode=True)"
                    " == 'Zebra, zoo!'",
                    "assert caesar_cipher('abc', 1, decode=False) == 'bcd'",
                ),
                {"kind": "type_hints", "params": {"exact": {"caesar_cipher": {
                    "text": "str", "shift": "int", "decode": "bool", "return": "str"}}}},
                {"kind": "docstring", "params": {"names": ["caesar_cipher"],
                                                 "style": "google"}},
            ],
        },
    ],
    "references": [
        code(r'''
def caesar_cipher(text, shift):
    result=''
    for ch in text:
        if ch.isupper():
            result+=chr((ord(ch)-65+shift)%26+65)
        elif ch.islower():
            result+=chr((ord(ch)-97+shift)%26+97)
        else:
            result+=ch
    return result
'''),
        code(r'''
def caesar_cipher(text, shift):
    if not isinstance(shift,int) or isinstance(shift,bool):
        raise TypeError('shift must be an int')
    result=''
    for ch in text:
        if ch.isupper():
            result+=chr((ord(ch)-65+shift)%26+65)
        elif ch.islower():
            result+=chr((ord(ch)-97+shift)%26+97)
        else:
            result+=ch
    return result
'''),
        code(r'''
def caesar_cipher(text, shift):
    if not isinstance(shift,int) or isinstance(shift,bool):
        raise TypeError('shift must be an int')
    result=''
    for ch in text:
        if 'A'<=ch<='Z':
            result+=chr((ord(ch)-65+shift)%26+65)
        elif 'a'<=ch<='z':
            result+=chr((ord(ch)-97+shift)%26+97)
        else:
            result+=ch
    return result
'''),
        code(r'''
def caesar_cipher(text: str, shift: int) -> str:
    if not isinstance(shift,int) or isinstance(shift,bool):
        raise TypeError('shift must be an int')
    result=''
    for ch in text:
        if 'A'<=ch<='Z':
            result+=chr((ord(ch)-65+shift)%26+65)
        elif 'a'<=ch<='z':
            result+=chr((ord(ch)-97+shift)%26+97)
        else:
            result+=ch
    return result
'''),
        code(r'''
import string

def caesar_cipher(text: str, shift: int) -> str:
    if not isinstance(shift,int) or isinstance(shift,bool):
        raise TypeError('shift must be an int')
    k=shift%26
    low,up=string.ascii_lowercase,string.ascii_uppercase
    table=str.maketrans(low+up,low[k:]+low[:k]+up[k:]+up[:k])
    return text.translate(table)
'''),
        code(r'''
import string

def caesar_cipher(text: str, shift: int) -> str:
    """Shifts the ASCII letters of a text along the alphabet.

    Args:
        text: The text to encode.
        shift: How many places to move each letter (may be negative).

    Returns:
        The encoded text.
    """
    if not isinstance(shift,int) or isinstance(shift,bool):
        raise TypeError('shift must be an int')
    k=shift%26
    low,up=string.ascii_lowercase,string.ascii_uppercase
    table=str.maketrans(low+up,low[k:]+low[:k]+up[k:]+up[:k])
    return text.translate(table)
'''),
        code(r'''
import string


def caesar_cipher(text: str, shift: int) -> str:
    """Shifts the ASCII letters of a text along the alphabet.

    Args:
        text: The text to encode.
        shift: How many places to move each letter (may be negative).

    Returns:
        The encoded text.
    """
    if not isinstance(shift, int) or isinstance(shift, bool):
        raise TypeError('shift must be an int')
    k = shift % 26
    low, up = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(low + up, low[k:] + low[:k] + up[k:] + up[:k])
    return text.translate(table)
'''),
        code(r'''
import string


def caesar_cipher(text: str, shift: int, decode: bool = False) -> str:
    """Shifts the ASCII letters of a text along the alphabet.

    Args:
        text: The text to encode or decode.
        shift: How many places to move each letter (may be negative).
        decode: Move the letters backwards, undoing an encoding with `shift`.

    Returns:
        The encoded (or decoded) text.
    """
    if not isinstance(shift, int) or isinstance(shift, bool):
        raise TypeError('shift must be an int')
    k = (-shift if decode else shift) % 26
    low, up = string.ascii_lowercase, string.ascii_uppercase
    table = str.maketrans(low + up, low[k:] + low[:k] + up[k:] + up[:k])
    return text.translate(table)
'''),
    ],
    "solo": {
        "shift_must_be_int": code(r'''
def caesar_cipher(text, shift):
    if type(shift) is not int:
        raise TypeError('shift must be an int')
    result=''
    for ch in text:
        if ch.isupper():
            result+=chr((ord(ch)-65+shift)%26+65)
        elif ch.islower():
            result+=chr((ord(ch)-97+shift)%26+97)
        else:
            result+=ch
    return result
'''),
        "ascii_letters_only": code(r'''
def caesar_cipher(text, shift):
    result=''
    for ch in text:
        if 'A'<=ch<='Z':
            result+=chr((ord(ch)-65+shift)%26+65)
        elif 'a'<=ch<='z':
            result+=chr((ord(ch)-97+shift)%26+97)
        else:
            result+=ch
    return result
'''),
        "type_hints": code(r'''
def caesar_cipher(text: str, shift: int) -> str:
    result=''
    for ch in text:
        if ch.isupper():
            result+=chr((ord(ch)-65+shift)%26+65)
        elif ch.islower():
            result+=chr((ord(ch)-97+shift)%26+97)
        else:
            result+=ch
    return result
'''),
        "translate_table": code(r'''
import string


def caesar_cipher(text, shift):
    k = shift % 26
    low, up = string.ascii_lowercase, string.ascii_uppercase
    return text.translate(str.maketrans(low + up, low[k:] + low[:k] + up[k:] + up[:k]))
'''),
        "google_docstring": code(r'''
def caesar_cipher(text, shift):
    """Applies a Caesar cipher.

    Args:
        text: The text to encode.
        shift: Places to move each letter.

    Returns:
        The encoded text.
    """
    result=''
    for ch in text:
        if ch.isupper():
            result+=chr((ord(ch)-65+shift)%26+65)
        elif ch.islower():
            result+=chr((ord(ch)-97+shift)%26+97)
        else:
            result+=ch
    return result
'''),
        "pep8": code(r'''
def caesar_cipher(text, shift):
    result = ''
    for ch in text:
        if ch.isupper():
            result += chr((ord(ch) - 65 + shift) % 26 + 65)
        elif ch.islower():
            result += chr((ord(ch) - 97 + shift) % 26 + 97)
        else:
            result += ch
    return result
'''),
        "decode_flag": code(r'''
def caesar_cipher(text: str, shift: int, decode: bool = False) -> str:
    """Applies (or undoes) a Caesar cipher.

    Args:
        text: The text.
        shift: Places to move each letter.
        decode: Move backwards instead.

    Returns:
        The new text.
    """
    if decode:
        shift = -shift
    result = ''
    for ch in text:
        if ch.isupper():
            result += chr((ord(ch) - 65 + shift) % 26 + 65)
        elif ch.islower():
            result += chr((ord(ch) - 97 + shift) % 26 + 97)
        else:
            result += ch
    return result
'''),
    },
}
