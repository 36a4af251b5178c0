def parse_version(v: str) -> tuple[int, ...]:
    return tuple(int(x) for x in v.split('.'))


def compare_versions(a: str, b: str) -> int:
    pa, pb = list(parse_version(a)), list(parse_version(b))
    width = max(len(pa), len(pb))
    pa += [0] * (width - len(pa))
    pb += [0] * (width - len(pb))
    return (pa > pb) - (pa < pb)
