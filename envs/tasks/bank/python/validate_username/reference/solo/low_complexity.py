def is_valid_username(name):
    return (3 <= len(name) <= 16 and name[0].islower()
            and all(c.islower() or c.isdigit() or c == '_' for c in name))
