import re
from itertools import zip_longest

VERSION_RE = re.compile(r'[vV]?([0-9]+(?:\.[0-9]+)*)(?:-([A-Za-z0-9]+))?')


def parse_version(v: str) -> tuple[tuple[int, ...], str]:
    m = VERSION_RE.fullmatch(v.strip())
    if not m or not m[0].isascii():
        raise ValueError(f'invalid version: {v!r}')
    return tuple(int(x) for x in m[1].split('.')), m[2] or ''


def compare_versions(a: str, b: str) -> int:
    (parts_a, label_a), (parts_b, label_b) = parse_version(a), parse_version(b)
    for x, y in zip_longest(parts_a, parts_b, fillvalue=0):
        if x != y:
            return -1 if x < y else 1
    # A release (empty label) sorts after the pre-releases of its version.
    key_a, key_b = (label_a == '', label_a), (label_b == '', label_b)
    return (key_a > key_b) - (key_a < key_b)
