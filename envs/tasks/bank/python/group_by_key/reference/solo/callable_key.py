from collections.abc import Callable
from typing import Any

def group_by_key(records: list[dict[str, Any]],
                 key: str | Callable[[dict[str, Any]], Any]) -> dict[Any, list[dict[str, Any]]]:
    if not isinstance(key, str) and not callable(key):
        raise TypeError('key must be a string or a callable')
    groups={}
    for r in records:
        value=r[key] if isinstance(key, str) else key(r)
        groups.setdefault(value, []).append(r)
    return groups
