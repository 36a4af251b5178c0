import re

USERNAME_RE = re.compile(r'[a-z][a-z0-9_]{2,15}')


def is_valid_username(name):
    return USERNAME_RE.fullmatch(name) is not None
