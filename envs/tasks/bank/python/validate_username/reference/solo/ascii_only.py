def is_valid_username(name):
    if len(name)<3 or len(name)>16:
        return False
    if not ('a'<=name[0]<='z'):
        return False
    for c in name:
        if not ('a'<=c<='z' or '0'<=c<='9' or c=='_'):
            return False
    return True
