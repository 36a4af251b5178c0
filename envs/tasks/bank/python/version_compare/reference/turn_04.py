from itertools import zip_longest

def compare_versions(a, b):
    parsed=[]
    for v in (a,b):
        s=v.strip()
        if s[:1] in ('v','V'):
            s=s[1:]
        if not all(p.isascii() and p.isdigit() for p in s.split('.')):
            raise ValueError(f'invalid version: {v!r}')
        parsed.append([int(x) for x in s.split('.')])
    for x,y in zip_longest(*parsed,fillvalue=0):
        if x!=y:
            return -1 if x<y else 1
    return 0
