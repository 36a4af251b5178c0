from collections.abc import Callable, Iterable
from typing import Any

def dedupe_preserve_order(items: Iterable[Any],
                          key: Callable[[Any], Any] | None = None) -> list[Any]:
    result=[]
    keys=[]
    for x in items:
        k=x if key is None else key(x)
        if k not in keys:
            keys.append(k)
            result.append(x)
    return result
