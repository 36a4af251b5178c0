"""Bank task: ISBN-10 validation."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/isbn10_check",
    "entry_point": "is_valid_isbn10",
    "prompt": (
        "Write a Python function `is_valid_isbn10(isbn)` that returns True when `isbn` is a "
        "valid ISBN-10 and False otherwise. A valid ISBN-10 has exactly 10 characters: nine "
        "digits followed by a check character that is a digit or 'X' (worth 10). Multiply "
        "the ten values by the weights 10, 9, ..., 1; the sum must be divisible by 11."
    ),
    "base_checks": [tests(
        "assert is_valid_isbn10('0306406152') is True",
        "assert is_valid_isbn10('080442957X') is True",
        "assert is_valid_isbn10('0306406153') is False",
        "assert is_valid_isbn10('030640615') is False",
        "assert is_valid_isbn10('03064061522') is False",
        "assert is_valid_isbn10('X306406152') is False",
        "assert is_valid_isbn10('03064O6152') is False",
    )],
    "instructions": [
        {
            "id": "separators_and_x",
            "category": "input_output_conditions",
            "text": "ISBNs are usually printed with hyphens or spaces: ignore every '-' and ' ' "
                    "before checking, and accept a lower-case 'x' as the check character.",
            "checks": [tests(
                "assert is_valid_isbn10('0-306-40615-2') is True",
                "assert is_valid_isbn10('0 306 40615 2') is True",
                "assert is_valid_isbn10('080442957x') is True",
                "assert is_valid_isbn10('0-306-40615-3') is False",
            )],
        },
        {
            "id": "isbn_must_be_str",
            "category": "exception_handling",
            "text": "An ISBN passed as a number loses its leading zeros, so refuse it: if "
                    "`isbn` is not a str, raise TypeError('isbn must be a str').",
            "checks": [tests(
                """
for bad in (306406152, None, list('0306406152')):
    try:
        is_valid_isbn10(bad)
    except TypeError as e:
        assert str(e) == 'isbn must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "ascii_digits",
            "category": "edge_case_handling",
            "text": "Only the ASCII digits 0-9 count as digits: an ISBN written with other "
                    "Unicode digits (Arabic-Indic '٠٣٠٦...', full-width '０３...') is invalid.",
            "checks": [tests(
                "assert is_valid_isbn10('٠٣٠٦٤٠٦١٥٢') is False",
                "assert is_valid_isbn10('０３０６４０６１５２') is False",
            )],
        },
        {
            "id": "low_complexity",
            "category": "code_complexity",
            "text": "Flatten the branching: the cyclomatic complexity of every function must be "
                    "at most 4.",
            "checks": [{"kind": "complexity", "params": {"max": 4}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate it: `is_valid_isbn10(isbn: str) -> bool`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"is_valid_isbn10": {
                "isbn": "str", "return": "bool"}}}}],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring (Args:, Returns:, Raises:) to "
                    "`is_valid_isbn10`.",
            "checks": [{"kind": "docstring", "params": {"names": ["is_valid_isbn10"],
                                                        "style": "google"}}],
        },
        {
            "id": "isbn13",
            "category": "functionality_extension",
            "text": "Add `allow_isbn13: bool = False` (annotated). When True, also accept a "
                    "valid ISBN-13: 13 ASCII digits (after removing hyphens and spaces) whose "
                    "values, weighted alternately 1, 3, 1, 3, ... from the left, sum to a "
                    "multiple of 10. Keep the complexity bound.",
            "checks": [
                tests(
                    "assert is_valid_isbn10('978-0-306-40615-7', allow_isbn13=True) is True",
                    "assert is_valid_isbn10('9780306406158', allow_isbn13=True) is False",
                    "assert is_valid_isbn10('9780306406157', allow_isbn13=False) is False",
                    "assert is_valid_isbn10('0306406152', allow_isbn13=True) is True",
                ),
                {"kind": "type_hints", "params": {"exact": {"is_valid_isbn10": {
                    "isbn": "str", "allow_isbn13": "bool", "return": "bool"}}}},
            ],
        },
    ],
    "references": [
        code(r'''
def is_valid_isbn10(isbn):
    if len(isbn)!=10:
        return False
    total=0
    for i in range(10):
        c=isbn[i]
        if c=='X' and i==9:
            v=10
        elif c.isdigit():
            v=int(c)
        else:
            return False
        total+=(10-i)*v
    return total%11==0
'''),
        code(r'''
def is_valid_isbn10(isbn):
    isbn=isbn.replace('-','').replace(' ','').upper()
    if len(isbn)!=10:
        return False
    total=0
    for i in range(10):
        c=isbn[i]
        if c=='X' and i==9:
            v=10
        elif c.isdigit():
            v=int(c)
        else:
            return False
        total+=(10-i)*v
    return total%11==0
'''),
        code(r'''
def is_valid_isbn10(isbn):
    if not isinstance(isbn,str):
        raise TypeError('isbn must be a str')
    isbn=isbn.replace('-','').replace(' ','').upper()
    if len(isbn)!=10:
        return False
    total=0
    for i in range(10):
        c=isbn[i]
        if c=='X' and i==9:
            v=10
        elif c.isdigit():
            v=int(c)
        else:
            return False
        total+=(10-i)*v
    return total%11==0
'''),
        code(r'''
def is_valid_isbn10(isbn):
    if not isinstance(isbn,str):
        raise TypeError('isbn must be a str')
    isbn=isbn.replace('-','').replace(' ','').upper()
    if len(isbn)!=10:
        return False
    total=0
    for i in range(10):
        c=isbn[i]
        if c=='X' and i==9:
            v=10
        elif c in '0123456789':
            v=int(c)
        else:
            return False
        total+=(10-i)*v
    return total%11==0
'''),
        code(r'''
import re

def is_valid_isbn10(isbn):
    if not isinstance(isbn,str):
        raise TypeError('isbn must be a str')
    isbn=isbn.replace('-','').replace(' ','').upper()
    if not re.fullmatch('[0-9]{9}[0-9X]',isbn):
        return False
    values=[10 if c=='X' else int(c) for c in isbn]
    return sum((10-i)*v for i,v in enumerate(values))%11==0
'''),
        code(r'''
import re

def is_valid_isbn10(isbn: str) -> bool:
    if not isinstance(isbn,str):
        raise TypeError('isbn must be a str')
    isbn=isbn.replace('-','').replace(' ','').upper()
    if not re.fullmatch('[0-9]{9}[0-9X]',isbn):
        return False
    values=[10 if c=='X' else int(c) for c in isbn]
    return sum((10-i)*v for i,v in enumerate(values))%11==0
'''),
        code(r'''
import re

def is_valid_isbn10(isbn: str) -> bool:
    """Checks an ISBN-10 and its check character.

    Args:
        isbn: The ISBN; hyphens and spaces are ignored.

    Returns:
        Whether it is a well-formed ISBN-10 with a correct check character.

    Raises:
        TypeError: If isbn is not a str.
    """
    if not isinstance(isbn,str):
        raise TypeError('isbn must be a str')
    isbn=isbn.replace('-','').replace(' ','').upper()
    if not re.fullmatch('[0-9]{9}[0-9X]',isbn):
        return False
    values=[10 if c=='X' else int(c) for c in isbn]
    return sum((10-i)*v for i,v in enumerate(values))%11==0
'''),
        code(r'''
import re


def _isbn13_ok(digits: str) -> bool:
    weighted = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(digits))
    return weighted % 10 == 0


def is_valid_isbn10(isbn: str, allow_isbn13: bool = False) -> bool:
    """Checks an ISBN-10 (optionally also an ISBN-13) and its check character.

    Args:
        isbn: The ISBN; hyphens and spaces are ignored.
        allow_isbn13: Also accept a valid 13-digit ISBN.

    Returns:
        Whether it is a well-formed ISBN with a correct check character.

    Raises:
        TypeError: If isbn is not a str.
    """
    if not isinstance(isbn, str):
        raise TypeError('isbn must be a str')
    isbn = isbn.replace('-', '').replace(' ', '').upper()
    if allow_isbn13 and re.fullmatch('[0-9]{13}', isbn):
        return _isbn13_ok(isbn)
    if not re.fullmatch('[0-9]{9}[0-9X]', isbn):
        return False
    values = [10 if c == 'X' else int(c) for c in isbn]
    return sum((10 - i) * v for i, v in enumerate(values)) % 11 == 0
'''),
    ],
    "solo": {
        "separators_and_x": code(r'''
def is_valid_isbn10(isbn):
    isbn=''.join(c for c in isbn if c not in '- ')
    if len(isbn)!=10:
        return False
    total=0
    for i in range(10):
        c=isbn[i]
        if c in 'Xx' and i==9:
            v=10
        elif c.isdigit():
            v=int(c)
        else:
            return False
        total+=(10-i)*v
    return total%11==0
'''),
        "isbn_must_be_str": code(r'''
def is_valid_isbn10(isbn):
    if type(isbn) is not str:
        raise TypeError('isbn must be a str')
    if len(isbn)!=10:
        return False
    total=0
    for i in range(10):
        c=isbn[i]
        if c=='X' and i==9:
            v=10
        elif c.isdigit():
            v=int(c)
        else:
            return False
        total+=(10-i)*v
    return total%11==0
'''),
        "ascii_digits": code(r'''
def is_valid_isbn10(isbn):
    if len(isbn)!=10 or not isbn.isascii():
        return False
    total=0
    for i in range(10):
        c=isbn[i]
        if c=='X' and i==9:
            v=10
        elif c.isdigit():
            v=int(c)
        else:
            return False
        total+=(10-i)*v
    return total%11==0
'''),
        "low_complexity": code(r'''
import re


def is_valid_isbn10(isbn):
    if not re.fullmatch('[0-9]{9}[0-9X]', isbn):
        return False
    return sum((10 - i) * (10 if c == 'X' else int(c)) for i, c in enumerate(isbn)) % 11 == 0
'''),
        "type_hints": code(r'''
def is_valid_isbn10(isbn: str) -> bool:
    if len(isbn)!=10:
        return False
    total=0
    for i in range(10):
        c=isbn[i]
        if c=='X' and i==9:
            v=10
        elif c.isdigit():
            v=int(c)
        else:
            return False
        total+=(10-i)*v
    return total%11==0
'''),
        "google_docstring": code(r'''
def is_valid_isbn10(isbn):
    """ISBN-10 check.

    Args:
        isbn: Ten characters.

    Returns:
        Whether the check character is right.
    """
    if len(isbn)!=10:
        return False
    total=0
    for i in range(10):
        c=isbn[i]
        if c=='X' and i==9:
            v=10
        elif c.isdigit():
            v=int(c)
        else:
            return False
        total+=(10-i)*v
    return total%11==0
'''),
        "isbn13": code(r'''
def is_valid_isbn10(isbn: str, allow_isbn13: bool = False) -> bool:
    isbn = isbn.replace('-', '').replace(' ', '')
    if allow_isbn13 and len(isbn) == 13 and isbn.isdigit():
        return sum(int(c) * (1, 3)[i % 2] for i, c in enumerate(isbn)) % 10 == 0
    if len(isbn) != 10:
        return False
    total = 0
    for i in range(10):
        c = isbn[i]
        if c == 'X' and i == 9:
            v = 10
        elif c.isdigit():
            v = int(c)
        else:
            return False
        total += (10 - i) * v
    return total % 11 == 0
'''),
    },
}
