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
