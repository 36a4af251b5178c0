import re

def camel_to_snake(name):
    if name and not name.isidentifier():
        raise ValueError(f'not an identifier: {name!r}')
    s=re.sub(r'([A-Z]+)([A-Z][a-z])',r'\1_\2',name)
    s=re.sub(r'([a-z0-9])([A-Z])',r'\1_\2',s)
    return s.lower()
