from collections.abc import Iterable, Iterator
from typing import Any

def chunk_list(items: Iterable[Any] | None, size: int) -> Iterator[list[Any]]:
    if not isinstance(size, int) or size<1:
        raise ValueError('size must be a positive integer')
    return _gen(items or (), size)

def _gen(items, size):
    chunk=[]
    for item in items:
        chunk.append(item)
        if len(chunk)==size:
            yield chunk
            chunk=[]
    if chunk:
        yield chunk
