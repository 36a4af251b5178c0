def parse_version(v):
    s = v.strip()
    if s[:1] in ('v', 'V'):
        s = s[1:]
    if not all(p.isascii() and p.isdigit() for p in s.split('.')):
        raise ValueError(f'invalid version: {v!r}')
    return tuple(int(x) for x in s.split('.'))


def compare_versions(a, b):
    pa, pb = list(parse_version(a)), list(parse_version(b))
    width = max(len(pa), len(pb))
    pa += [0] * (width - len(pa))
    pb += [0] * (width - len(pb))
    return (pa > pb) - (pa < pb)
