import re

VALUES='0123456789X'

def is_valid_isbn10(isbn):
    if not isinstance(isbn,str):
        raise TypeError('isbn must be a str')
    isbn=isbn.replace('-','').replace(' ','').upper()
    if not re.fullmatch('[0-9]{9}[0-9X]',isbn):
        return False
    # 'X' is worth 10, its index in VALUES
    return sum((10-i)*VALUES.index(c) for i,c in enumerate(isbn))%11==0
