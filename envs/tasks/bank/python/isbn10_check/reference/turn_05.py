import re

def is_valid_isbn10(isbn):
    if not isinstance(isbn,str):
        raise TypeError('isbn must be a str')
    isbn=isbn.replace('-','').replace(' ','').upper()
    if not re.fullmatch('[0-9]{9}[0-9X]',isbn):
        return False
    values=[10 if c=='X' else int(c) for c in isbn]
    return sum((10-i)*v for i,v in enumerate(values))%11==0
