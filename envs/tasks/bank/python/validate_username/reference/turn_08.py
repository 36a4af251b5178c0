import re

USERNAME_RE = re.compile(r'[a-z](?:_?[a-z0-9])*')


def _check_args(name, min_length, max_length):
    if not isinstance(name, str):
        raise TypeError('name must be a str')
    if min_length > max_length:
        raise ValueError('min_length must not exceed max_length')


def is_valid_username(name: str, min_length: int = 3, max_length: int = 16) -> bool:
    _check_args(name, min_length, max_length)
    return (min_length <= len(name) <= max_length
            and USERNAME_RE.fullmatch(name) is not None)
