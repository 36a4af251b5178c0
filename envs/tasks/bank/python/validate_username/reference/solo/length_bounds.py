def is_valid_username(name: str, min_length: int = 3, max_length: int = 16) -> bool:
    if min_length > max_length:
        raise ValueError('min_length must not exceed max_length')
    if not min_length <= len(name) <= max_length:
        return False
    if not name[0].isalpha() or not name[0].islower():
        return False
    return all(c.islower() or c.isdigit() or c == '_' for c in name)
