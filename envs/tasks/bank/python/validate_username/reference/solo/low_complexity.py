import string

ALLOWED = set(string.ascii_lowercase + string.digits + '_')


def is_valid_username(name):
    return 3 <= len(name) <= 16 and name[0].islower() and set(name) <= ALLOWED
