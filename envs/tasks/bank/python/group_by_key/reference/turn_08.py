from collections import defaultdict
from collections.abc import Callable
from typing import Any

Record = dict[str, Any]


def group_by_key(records: list[dict[str, Any]],
                 key: str | Callable[[dict[str, Any]], Any]
                 ) -> dict[Any, list[dict[str, Any]]]:
    """Groups records by the value of one key, or of a key function.

    Args:
        records: The dicts to group.
        key: The key to group by (records without it go under None), or
            a function computing each record's group.

    Returns:
        Group -> records in it, in order of first appearance.

    Raises:
        TypeError: If key is neither a string nor callable.
    """
    if isinstance(key, str):
        key_of = _getter(key)
    elif callable(key):
        key_of = key
    else:
        raise TypeError('key must be a string or a callable')
    groups: defaultdict[Any, list[Record]] = defaultdict(list)
    for r in records:
        groups[key_of(r)].append(r)
    return dict(groups)


def _getter(key: str) -> Callable[[Record], Any]:
    return lambda record: record.get(key)
