from collections import OrderedDict
from collections.abc import Hashable
from typing import Any


class LRUCache:
    """A fixed-size cache evicting the least recently used entry."""

    def __init__(self, capacity: int):
        """Creates an empty cache holding at most capacity entries."""
        if not isinstance(capacity, int) or capacity < 1:
            raise ValueError('capacity must be a positive integer')
        self.capacity = capacity
        self.data = OrderedDict()

    def get(self, key: Hashable) -> Any:
        """The value cached under key (marking it used), or None."""
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key: Hashable, value: Any) -> None:
        """Caches value under key; evicts the oldest entry when full."""
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            self.data.popitem(last=False)
