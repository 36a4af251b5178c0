import re


def is_valid_isbn10(isbn):
    if not re.fullmatch('[0-9]{9}[0-9X]', isbn):
        return False
    return sum((10 - i) * (10 if c == 'X' else int(c)) for i, c in enumerate(isbn)) % 11 == 0
