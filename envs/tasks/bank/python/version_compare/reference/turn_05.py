from itertools import zip_longest

def parse_version(v):
    s=v.strip()
    if s[:1] in ('v','V'):
        s=s[1:]
    if not all(p.isascii() and p.isdigit() for p in s.split('.')):
        raise ValueError(f'invalid version: {v!r}')
    return tuple(int(x) for x in s.split('.'))

def compare_versions(a, b):
    for x,y in zip_longest(parse_version(a),parse_version(b),fillvalue=0):
        if x!=y:
            return -1 if x<y else 1
    return 0
