import re


def parse_version(v: str) -> tuple[tuple[int, ...], str]:
    m = re.fullmatch(r'([0-9]+(?:\.[0-9]+)*)(?:-([A-Za-z0-9]+))?', v)
    if not m:
        raise ValueError(f'invalid version: {v!r}')
    return tuple(int(x) for x in m[1].split('.')), m[2] or ''


def compare_versions(a: str, b: str) -> int:
    (pa, la), (pb, lb) = parse_version(a), parse_version(b)
    width = max(len(pa), len(pb))
    ka = (pa + (0,) * (width - len(pa)), la == '', la)
    kb = (pb + (0,) * (width - len(pb)), lb == '', lb)
    return (ka > kb) - (ka < kb)
