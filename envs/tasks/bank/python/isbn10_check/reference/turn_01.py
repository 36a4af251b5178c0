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
