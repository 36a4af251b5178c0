from collections.abc import Iterable, Iterator
from itertools import islice
from typing import Any


def chunk_list(items: Iterable[Any] | None,
               size: int) -> Iterator[list[Any]]:
    """Lazily splits items into consecutive chunks.

    Args:
        items: Any iterable, or None for no items.
        size: The chunk length; the last chunk may be shorter.

    Returns:
        A generator of chunks, each a list.

    Raises:
        ValueError: If size is not a positive integer (raised at call time).
    """
    if not isinstance(size, int) or size < 1:
        raise ValueError('size must be a positive integer')
    # A separate generator, so that the check above runs eagerly.
    return _chunks(iter(items if items is not None else ()), size)


def _chunks(it: Iterator[Any], size: int) -> Iterator[list[Any]]:
    while chunk := list(islice(it, size)):
        yield chunk
