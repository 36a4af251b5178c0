import re

USERNAME_RE=re.compile(r'[a-z](?:_?[a-z0-9])*')

def is_valid_username(name):
    if not isinstance(name,str):
        raise TypeError('name must be a str')
    return 3<=len(name)<=16 and USERNAME_RE.fullmatch(name) is not None
