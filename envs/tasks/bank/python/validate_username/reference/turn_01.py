def is_valid_username(name):
    if len(name)<3 or len(name)>16:
        return False
    if not name[0].isalpha() or not name[0].islower():
        return False
    for c in name:
        if not (c.islower() or c.isdigit() or c=='_'):
            return False
    return True
