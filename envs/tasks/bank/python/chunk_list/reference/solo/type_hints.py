from collections.abc import Iterable
from typing import Any

def chunk_list(items: Iterable[Any] | None, size: int) -> list[list[Any]]:
    chunks=[]
    for i in range(0, len(items), size):
        chunks.append(items[i:i+size])
    return chunks
