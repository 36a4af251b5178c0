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
