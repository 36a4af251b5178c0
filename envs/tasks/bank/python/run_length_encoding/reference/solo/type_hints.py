from collections.abc import Iterator
from itertools import groupby


def iter_runs(text: str) -> Iterator[tuple[str, int]]:
    for ch, group in groupby(text):
        yield ch, len(list(group))


def rle_encode(text: str) -> str:
    return ''.join(f'{n}{ch}' for ch, n in iter_runs(text))
