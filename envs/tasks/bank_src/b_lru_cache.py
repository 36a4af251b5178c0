"""Bank task: a least-recently-used cache class."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/lru_cache",
    "entry_point": "LRUCache",
    "prompt": (
        "Write a Python class `LRUCache` created as `LRUCache(capacity)`, with `get(key)` "
        "(the cached value, or None when the key is absent) and `put(key, value)`. When a "
        "put would make the cache hold more than `capacity` entries, evict the least recently "
        "used entry; both `get` (of a present key) and `put` count as a use."
    ),
    "base_checks": [tests(
        """
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == 3
""",
        "c = LRUCache(1)\nc.put(1, 'x')\nc.put(2, 'y')\n"
        "assert c.get(1) is None and c.get(2) == 'y'",
    )],
    "instructions": [
        {
            "id": "capacity_check",
            "category": "exception_handling",
            "text": "The constructor must raise ValueError('capacity must be a positive "
                    "integer') when `capacity` is not an int, or is less than 1.",
            "checks": [tests(
                """
for bad in (0, -1, 2.0, '3'):
    try:
        LRUCache(bad)
    except ValueError as e:
        assert str(e) == 'capacity must be a positive integer'
    else:
        raise AssertionError(f'LRUCache({bad!r}) accepted')
""",
            )],
        },
        {
            "id": "update_no_evict",
            "category": "edge_case_handling",
            "text": "Bug: putting a key that is already cached evicts another entry when the "
                    "cache is full. Updating an existing key must replace its value and make "
                    "it the most recently used, without evicting anything.",
            "checks": [tests(
                """
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
c.put('b', 20)
assert c.get('a') == 1 and c.get('b') == 20
""",
                """
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and c.get('c') == 3
""",
            )],
        },
        {
            "id": "ordered_dict",
            "category": "imports",
            "text": "Both operations are O(n) because of the separate order list. Keep the "
                    "entries in a `collections.OrderedDict` and use its `move_to_end` and "
                    "`popitem` methods instead (import from `collections`).",
            "checks": [
                {"kind": "imports", "params": {"required": ["collections"]}},
                {"kind": "require", "params": {"calls": ["OrderedDict", "move_to_end",
                                                        "popitem"]}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate the public methods: `__init__(self, capacity: int)`, "
                    "`get(self, key: Hashable) -> Any` and `put(self, key: Hashable, value: "
                    "Any) -> None`, with `Hashable` from `collections.abc` and `Any` from "
                    "`typing`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {
                "LRUCache.__init__": {"capacity": "int"},
                "LRUCache.get": {"key": "Hashable", "return": "Any"},
                "LRUCache.put": {"key": "Hashable", "value": "Any", "return": "None"},
            }}}],
        },
        {
            "id": "docstrings",
            "category": "docstring",
            "text": "Add docstrings to the class, `__init__`, `get` and `put`.",
            "checks": [{"kind": "docstring", "params": {"names": [
                "LRUCache", "LRUCache.__init__", "LRUCache.get", "LRUCache.put"]}}],
        },
        {
            "id": "line_length",
            "category": "line_length",
            "text": "This file is shown side by side in reviews: keep every line at most 72 "
                    "characters long.",
            "checks": [{"kind": "line_length", "params": {"max": 72}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Make the module PEP 8 compliant; pycodestyle with its default "
                    "configuration must not report anything.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "default_and_len",
            "category": "functionality_extension",
            "text": "Two additions: `get` takes an optional `default: Any = None` returned for "
                    "missing keys (a miss does not count as a use), and `len(cache)` gives the "
                    "number of cached entries (define `__len__`). Keep the annotations "
                    "complete.",
            "checks": [
                tests(
                    """
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None
""",
                ),
                {"kind": "type_hints", "params": {"names": ["LRUCache.get"], "exact": {
                    "LRUCache.get": {"key": "Hashable", "default": "Any",
                                     "return": "Any"}}}},
            ],
        },
    ],
    "references": [
        code("""
class LRUCache:
    def __init__(self, capacity):
        self.capacity=capacity
        self.data={}
        self.order=[]  # keys, least recently used first: order[0] is the one to evict
    def get(self, key):
        if key not in self.data:
            return None
        self.order.remove(key)
        self.order.append(key)
        return self.data[key]
    def put(self, key, value):
        if len(self.data)>=self.capacity:
            oldest=self.order.pop(0)
            del self.data[oldest]
        if key in self.order:
            self.order.remove(key)
        self.data[key]=value
        self.order.append(key)
"""),
        code("""
class LRUCache:
    def __init__(self, capacity):
        if not isinstance(capacity, int) or capacity<1:
            raise ValueError('capacity must be a positive integer')
        self.capacity=capacity
        self.data={}
        self.order=[]  # keys, least recently used first: order[0] is the one to evict
    def get(self, key):
        if key not in self.data:
            return None
        self.order.remove(key)
        self.order.append(key)
        return self.data[key]
    def put(self, key, value):
        if len(self.data)>=self.capacity:
            oldest=self.order.pop(0)
            del self.data[oldest]
        if key in self.order:
            self.order.remove(key)
        self.data[key]=value
        self.order.append(key)
"""),
        code("""
class LRUCache:
    def __init__(self, capacity):
        if not isinstance(capacity, int) or capacity<1:
            raise ValueError('capacity must be a positive integer')
        self.capacity=capacity
        self.data={}
        self.order=[]  # keys, least recently used first: order[0] is the one to evict
    def get(self, key):
        if key not in self.data:
            return None
        self.order.remove(key)
        self.order.append(key)
        return self.data[key]
    def put(self, key, value):
        if key in self.data:
            self.order.remove(key)
        elif len(self.data)>=self.capacity:
            oldest=self.order.pop(0)
            del self.data[oldest]
        self.data[key]=value
        self.order.append(key)
"""),
        code("""
from collections import OrderedDict

class LRUCache:
    def __init__(self, capacity):
        if not isinstance(capacity, int) or capacity<1:
            raise ValueError('capacity must be a positive integer')
        self.capacity=capacity
        self.data=OrderedDict()
    def get(self, key):
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]
    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key]=value
        if len(self.data)>self.capacity:
            self.data.popitem(last=False)
"""),
        code("""
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any

class LRUCache:
    def __init__(self, capacity: int):
        if not isinstance(capacity, int) or capacity<1:
            raise ValueError('capacity must be a positive integer')
        self.capacity=capacity
        self.data=OrderedDict()
    def get(self, key: Hashable) -> Any:
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]
    def put(self, key: Hashable, value: Any) -> None:
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key]=value
        if len(self.data)>self.capacity:
            self.data.popitem(last=False)
"""),
        code("""
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any

class LRUCache:
    \"\"\"A fixed-size cache evicting the least recently used entry.\"\"\"
    def __init__(self, capacity: int):
        \"\"\"Creates an empty cache holding at most capacity entries.\"\"\"
        if not isinstance(capacity, int) or capacity<1:
            raise ValueError('capacity must be a positive integer')
        self.capacity=capacity
        self.data=OrderedDict()
    def get(self, key: Hashable) -> Any:
        \"\"\"The value cached under key (marking it used), or None.\"\"\"
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]
    def put(self, key: Hashable, value: Any) -> None:
        \"\"\"Caches value under key, evicting the oldest entry when full.\"\"\"
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key]=value
        if len(self.data)>self.capacity:
            self.data.popitem(last=False)
"""),
        code("""
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any

class LRUCache:
    \"\"\"A fixed-size cache evicting the least recently used entry.\"\"\"
    def __init__(self, capacity: int):
        \"\"\"Creates an empty cache holding at most capacity entries.\"\"\"
        if not isinstance(capacity, int) or capacity<1:
            raise ValueError('capacity must be a positive integer')
        self.capacity=capacity
        self.data=OrderedDict()
    def get(self, key: Hashable) -> Any:
        \"\"\"The value cached under key (marking it used), or None.\"\"\"
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]
    def put(self, key: Hashable, value: Any) -> None:
        \"\"\"Caches value under key; evicts the oldest entry when full.\"\"\"
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key]=value
        if len(self.data)>self.capacity:
            self.data.popitem(last=False)
"""),
        code("""
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any


class LRUCache:
    \"\"\"A fixed-size cache evicting the least recently used entry.\"\"\"

    def __init__(self, capacity: int):
        \"\"\"Creates an empty cache holding at most capacity entries.\"\"\"
        if not isinstance(capacity, int) or capacity < 1:
            raise ValueError('capacity must be a positive integer')
        self.capacity = capacity
        self.data = OrderedDict()

    def get(self, key: Hashable) -> Any:
        \"\"\"The value cached under key (marking it used), or None.\"\"\"
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key: Hashable, value: Any) -> None:
        \"\"\"Caches value under key; evicts the oldest entry when full.\"\"\"
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            self.data.popitem(last=False)
"""),
        code("""
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any


class LRUCache:
    \"\"\"A fixed-size cache evicting the least recently used entry.\"\"\"

    def __init__(self, capacity: int):
        \"\"\"Creates an empty cache holding at most capacity entries.\"\"\"
        if not isinstance(capacity, int) or capacity < 1:
            raise ValueError('capacity must be a positive integer')
        self.capacity = capacity
        self.data = OrderedDict()

    def __len__(self) -> int:
        return len(self.data)

    def get(self, key: Hashable, default: Any = None) -> Any:
        \"\"\"The value cached under key (marking it used), or default.\"\"\"
        if key not in self.data:
            return default
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key: Hashable, value: Any) -> None:
        \"\"\"Caches value under key; evicts the oldest entry when full.\"\"\"
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            self.data.popitem(last=False)
"""),
    ],
    "solo": {
        "capacity_check": code("""
class LRUCache:
    def __init__(self, capacity):
        if type(capacity) is not int or capacity<1:
            raise ValueError('capacity must be a positive integer')
        self.capacity=capacity
        self.data={}
        self.order=[]  # keys, least recently used first: order[0] is the one to evict
    def get(self, key):
        if key not in self.data:
            return None
        self.order.remove(key)
        self.order.append(key)
        return self.data[key]
    def put(self, key, value):
        if len(self.data)>=self.capacity:
            oldest=self.order.pop(0)
            del self.data[oldest]
        if key in self.order:
            self.order.remove(key)
        self.data[key]=value
        self.order.append(key)
"""),
        "update_no_evict": code("""
class LRUCache:
    def __init__(self, capacity):
        self.capacity=capacity
        self.data={}
        self.order=[]  # keys, least recently used first: order[0] is the one to evict
    def get(self, key):
        if key not in self.data:
            return None
        self.order.remove(key)
        self.order.append(key)
        return self.data[key]
    def put(self, key, value):
        if key in self.data:
            self.order.remove(key)
        elif len(self.data)>=self.capacity:
            del self.data[self.order.pop(0)]
        self.data[key]=value
        self.order.append(key)
"""),
        "ordered_dict": code("""
import collections

class LRUCache:
    def __init__(self, capacity):
        self.capacity=capacity
        self.data=collections.OrderedDict()
    def get(self, key):
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]
    def put(self, key, value):
        self.data[key]=value
        self.data.move_to_end(key)
        if len(self.data)>self.capacity:
            self.data.popitem(last=False)
"""),
        "type_hints": code("""
from collections.abc import Hashable
from typing import Any

class LRUCache:
    def __init__(self, capacity: int):
        self.capacity=capacity
        self.data={}
        self.order=[]  # keys, least recently used first: order[0] is the one to evict
    def get(self, key: Hashable) -> Any:
        if key not in self.data:
            return None
        self.order.remove(key)
        self.order.append(key)
        return self.data[key]
    def put(self, key: Hashable, value: Any) -> None:
        if len(self.data)>=self.capacity:
            oldest=self.order.pop(0)
            del self.data[oldest]
        if key in self.order:
            self.order.remove(key)
        self.data[key]=value
        self.order.append(key)
"""),
        "docstrings": code("""
class LRUCache:
    \"\"\"LRU cache.\"\"\"
    def __init__(self, capacity):
        \"\"\"Empty cache.\"\"\"
        self.capacity=capacity
        self.data={}
        self.order=[]  # keys, least recently used first: order[0] is the one to evict
    def get(self, key):
        \"\"\"Cached value or None.\"\"\"
        if key not in self.data:
            return None
        self.order.remove(key)
        self.order.append(key)
        return self.data[key]
    def put(self, key, value):
        \"\"\"Cache a value.\"\"\"
        if len(self.data)>=self.capacity:
            oldest=self.order.pop(0)
            del self.data[oldest]
        if key in self.order:
            self.order.remove(key)
        self.data[key]=value
        self.order.append(key)
"""),
        "line_length": code("""
class LRUCache:
    def __init__(self, capacity):
        self.capacity=capacity
        self.data={}
        self.order=[]  # keys, least recently used first
    def get(self, key):
        if key not in self.data:
            return None
        self.order.remove(key)
        self.order.append(key)
        return self.data[key]
    def put(self, key, value):
        if len(self.data)>=self.capacity:
            oldest=self.order.pop(0)
            del self.data[oldest]
        if key in self.order:
            self.order.remove(key)
        self.data[key]=value
        self.order.append(key)
"""),
        "pep8": code("""
class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = {}
        self.order = []  # keys, least recently used first

    def get(self, key):
        if key not in self.data:
            return None
        self.order.remove(key)
        self.order.append(key)
        return self.data[key]

    def put(self, key, value):
        if len(self.data) >= self.capacity:
            oldest = self.order.pop(0)
            del self.data[oldest]
        if key in self.order:
            self.order.remove(key)
        self.data[key] = value
        self.order.append(key)
"""),
        "default_and_len": code("""
from collections.abc import Hashable
from typing import Any

class LRUCache:
    def __init__(self, capacity):
        self.capacity=capacity
        self.data={}
        self.order=[]  # keys, least recently used first: order[0] is the one to evict
    def __len__(self):
        return len(self.data)
    def get(self, key: Hashable, default: Any = None) -> Any:
        if key not in self.data:
            return default
        self.order.remove(key)
        self.order.append(key)
        return self.data[key]
    def put(self, key, value):
        if key in self.data:
            self.order.remove(key)
        elif len(self.data)>=self.capacity:
            del self.data[self.order.pop(0)]
        self.data[key]=value
        self.order.append(key)
"""),
    },
}
