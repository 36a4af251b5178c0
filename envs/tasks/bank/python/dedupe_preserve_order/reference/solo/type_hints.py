from collections.abc import Iterable
from typing import Any

def dedupe_preserve_order(items: Iterable[Any]) -> list[Any]:
    items=list(items)
    return sorted(set(items), key=items.index)
