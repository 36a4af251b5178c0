import re

VALUES = '0123456789X'


def _isbn10_ok(isbn: str) -> bool:
    if not re.fullmatch('[0-9]{9}[0-9X]', isbn):
        return False
    # 'X' is worth 10, its index in VALUES
    return sum((10 - i) * VALUES.index(c) for i, c in enumerate(isbn)) % 11 == 0


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
    return _isbn10_ok(isbn)
