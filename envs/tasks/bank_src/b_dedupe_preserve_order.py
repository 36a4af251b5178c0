"""Bank task: remove duplicates, keeping the first occurrence."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/dedupe_preserve_order",
    "entry_point": "dedupe_preserve_order",
    "prompt": (
        "Write a Python function `dedupe_preserve_order(items)` that returns a new list with "
        "the duplicates of the iterable `items` removed, keeping the first occurrence of each "
        "element and the original order."
    ),
    "base_checks": [tests(
        "assert dedupe_preserve_order([3, 1, 3, 2, 1]) == [3, 1, 2]",
        "assert dedupe_preserve_order([]) == []",
        "assert dedupe_preserve_order('banana') == ['b', 'a', 'n']",
        "assert dedupe_preserve_order(x % 3 for x in range(10)) == [0, 1, 2]",
    )],
    "instructions": [
        {
            "id": "not_iterable",
            "category": "exception_handling",
            "text": "When `items` is not iterable, raise TypeError('items must be iterable').",
            "checks": [tests(
                """
for bad in (5, None, 3.5):
    try:
        dedupe_preserve_order(bad)
    except TypeError as e:
        assert str(e) == 'items must be iterable', str(e)
    else:
        raise AssertionError(f'{bad!r} accepted')
""",
            )],
        },
        {
            "id": "linear_time",
            "category": "required_construct",
            "text": "`items.index` makes this quadratic: every element is compared with all "
                    "the ones before it. Track the elements already seen in a `set` (create "
                    "it with `set()`), so that deduplicating 1,000 distinct hashable items "
                    "listed twice calls their `__eq__` fewer than 10,000 times in all.",
            "checks": [
                {"kind": "require", "params": {"calls": ["set"]}},
                # Counting __eq__ calls tells quadratic from linear deterministically and in
                # milliseconds, where a timing test would be slow and load-dependent.
                tests("class Key:\n"
                      "    eq_calls = 0\n"
                      "    def __init__(self, v):\n"
                      "        self.v = v\n"
                      "    def __hash__(self):\n"
                      "        return hash(self.v)\n"
                      "    def __eq__(self, other):\n"
                      "        Key.eq_calls += 1\n"
                      "        return isinstance(other, Key) and self.v == other.v\n"
                      "keys = [Key(i) for i in range(1000)]\n"
                      "out = dedupe_preserve_order(keys + keys)\n"
                      "assert [k.v for k in out] == list(range(1000))\n"
                      "assert Key.eq_calls < 10000, Key.eq_calls"),
            ],
        },
        {
            "id": "unhashable",
            "category": "edge_case_handling",
            "text": "Some callers pass unhashable elements such as lists and dicts; those "
                    "must still be deduplicated (comparing them with ==) instead of raising "
                    "TypeError. Hashable elements should keep using the set.",
            "checks": [tests(
                "assert dedupe_preserve_order([[1], [1], 2, 2, [2]]) == [[1], 2, [2]]",
                "assert dedupe_preserve_order([{'a': 1}, {'a': 1}, {'a': 2}]) == "
                "[{'a': 1}, {'a': 2}]",
            )],
        },
        {
            "id": "type_distinct",
            "category": "input_output_conditions",
            "text": "In Python 1 == True == 1.0, but for us elements of different types are "
                    "never duplicates of each other: 1, True and 1.0 must all be kept.",
            "checks": [tests(
                "out = dedupe_preserve_order([1, True, 1.0, 1, True])\n"
                "assert [type(x).__name__ for x in out] == ['int', 'bool', 'float']",
                "out = dedupe_preserve_order([0, False, 0.0, [0], [False]])\n"
                "assert [type(x).__name__ for x in out] == ['int', 'bool', 'float', 'list']",
            )],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `dedupe_preserve_order(items: Iterable[Any]) -> list[Any]` "
                    "(`Iterable` from `collections.abc`, `Any` from `typing`).",
            "checks": [{"kind": "type_hints", "params": {"names": ["dedupe_preserve_order"],
                                                         "exact": {"dedupe_preserve_order": {
                "items": "Iterable[Any]", "return": "list[Any]"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring to `dedupe_preserve_order` with Args:, "
                    "Returns: and Raises: sections.",
            "checks": [{"kind": "docstring", "params": {"names": ["dedupe_preserve_order"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Clean the formatting up until pycodestyle (default settings) reports "
                    "nothing.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "key",
            "category": "functionality_extension",
            "text": "Add a keyword parameter `key: Callable[[Any], Any] | None = None` "
                    "(`Callable` from `collections.abc`). When given, two elements are "
                    "duplicates when their `key(...)` values are (same rules as before: "
                    "type-distinct, unhashable keys allowed); the kept elements are the "
                    "original ones, not the keys.",
            "checks": [
                tests(
                    "assert dedupe_preserve_order(['a', 'B', 'A', 'b'], key=str.lower) == "
                    "['a', 'B']",
                    "assert dedupe_preserve_order([(1, 'x'), (2, 'y'), (1, 'z')], "
                    "key=lambda t: [t[0]]) == [(1, 'x'), (2, 'y')]",
                    "assert dedupe_preserve_order([3, 1, 3], key=None) == [3, 1]",
                ),
                {"kind": "type_hints", "params": {"names": ["dedupe_preserve_order"],
                                                  "exact": {"dedupe_preserve_order": {
                    "items": "Iterable[Any]", "key": "Callable[[Any], Any] | None",
                    "return": "list[Any]"}}}},
            ],
        },
    ],
    "references": [
        code("""
def dedupe_preserve_order(items):
    items=list(items)
    return sorted(set(items), key=items.index)
"""),
        code("""
def dedupe_preserve_order(items):
    try:
        items=list(items)
    except TypeError:
        raise TypeError('items must be iterable') from None
    return sorted(set(items), key=items.index)
"""),
        code("""
def dedupe_preserve_order(items):
    try:
        iterator=iter(items)
    except TypeError:
        raise TypeError('items must be iterable') from None
    seen=set()
    result=[]
    for x in iterator:
        if x not in seen:
            seen.add(x)
            result.append(x)
    return result
"""),
        code("""
def dedupe_preserve_order(items):
    try:
        iterator=iter(items)
    except TypeError:
        raise TypeError('items must be iterable') from None
    seen=set()
    seen_unhashable=[]
    result=[]
    for x in iterator:
        try:
            if x in seen:
                continue
            seen.add(x)
        except TypeError:
            if x in seen_unhashable:
                continue
            seen_unhashable.append(x)
        result.append(x)
    return result
"""),
        code("""
def dedupe_preserve_order(items):
    try:
        iterator=iter(items)
    except TypeError:
        raise TypeError('items must be iterable') from None
    seen=set()
    seen_unhashable=[]
    result=[]
    for x in iterator:
        marker=(type(x), x)  # 1, True and 1.0 are different elements
        try:
            if marker in seen:
                continue
            seen.add(marker)
        except TypeError:
            if marker in seen_unhashable:
                continue
            seen_unhashable.append(marker)
        result.append(x)
    return result
"""),
        code("""
from collections.abc import Iterable
from typing import Any

def dedupe_preserve_order(items: Iterable[Any]) -> list[Any]:
    try:
        iterator=iter(items)
    except TypeError:
        raise TypeError('items must be iterable') from None
    seen=set()
    seen_unhashable=[]
    result=[]
    for x in iterator:
        marker=(type(x), x)  # 1, True and 1.0 are different elements
        try:
            if marker in seen:
                continue
            seen.add(marker)
        except TypeError:
            if marker in seen_unhashable:
                continue
            seen_unhashable.append(marker)
        result.append(x)
    return result
"""),
        code("""
from collections.abc import Iterable
from typing import Any

def dedupe_preserve_order(items: Iterable[Any]) -> list[Any]:
    \"\"\"Removes duplicates, keeping first occurrences in order.

    Args:
        items: Any iterable; elements may be unhashable.

    Returns:
        A new list; elements of different types never count as duplicates.

    Raises:
        TypeError: If items is not iterable.
    \"\"\"
    try:
        iterator=iter(items)
    except TypeError:
        raise TypeError('items must be iterable') from None
    seen=set()
    seen_unhashable=[]
    result=[]
    for x in iterator:
        marker=(type(x), x)  # 1, True and 1.0 are different elements
        try:
            if marker in seen:
                continue
            seen.add(marker)
        except TypeError:
            if marker in seen_unhashable:
                continue
            seen_unhashable.append(marker)
        result.append(x)
    return result
"""),
        code("""
from collections.abc import Iterable
from typing import Any


def dedupe_preserve_order(items: Iterable[Any]) -> list[Any]:
    \"\"\"Removes duplicates, keeping first occurrences in order.

    Args:
        items: Any iterable; elements may be unhashable.

    Returns:
        A new list; elements of different types never count as duplicates.

    Raises:
        TypeError: If items is not iterable.
    \"\"\"
    try:
        iterator = iter(items)
    except TypeError:
        raise TypeError('items must be iterable') from None
    seen = set()
    seen_unhashable = []
    result = []
    for x in iterator:
        marker = (type(x), x)  # 1, True and 1.0 are different elements
        try:
            if marker in seen:
                continue
            seen.add(marker)
        except TypeError:
            if marker in seen_unhashable:
                continue
            seen_unhashable.append(marker)
        result.append(x)
    return result
"""),
        code("""
from collections.abc import Callable, Iterable
from typing import Any


def dedupe_preserve_order(items: Iterable[Any],
                          key: Callable[[Any], Any] | None = None
                          ) -> list[Any]:
    \"\"\"Removes duplicates, keeping first occurrences in order.

    Args:
        items: Any iterable; elements may be unhashable.
        key: Computes what is compared; None compares the elements.

    Returns:
        A new list; values of different types never count as duplicates.

    Raises:
        TypeError: If items is not iterable.
    \"\"\"
    try:
        iterator = iter(items)
    except TypeError:
        raise TypeError('items must be iterable') from None
    seen = set()
    seen_unhashable = []
    result = []
    for x in iterator:
        value = x if key is None else key(x)
        marker = (type(value), value)  # 1, True and 1.0 differ
        try:
            if marker in seen:
                continue
            seen.add(marker)
        except TypeError:
            if marker in seen_unhashable:
                continue
            seen_unhashable.append(marker)
        result.append(x)
    return result
"""),
    ],
    "solo": {
        "not_iterable": code("""
def dedupe_preserve_order(items):
    try:
        items=list(items)
    except TypeError:
        raise TypeError('items must be iterable') from None
    return sorted(set(items), key=items.index)
"""),
        "linear_time": code("""
def dedupe_preserve_order(items):
    seen=set()
    result=[]
    for x in items:
        if x not in seen:
            seen.add(x)
            result.append(x)
    return result
"""),
        "unhashable": code("""
def dedupe_preserve_order(items):
    items=list(items)
    try:
        return sorted(set(items), key=items.index)
    except TypeError:  # unhashable elements: compare with == instead
        return [x for i, x in enumerate(items) if x not in items[:i]]
"""),
        "type_distinct": code("""
def dedupe_preserve_order(items):
    result=[]
    markers=[]
    for x in items:
        if (type(x), x) not in markers:
            markers.append((type(x), x))
            result.append(x)
    return result
"""),
        "type_hints": code("""
from collections.abc import Iterable
from typing import Any

def dedupe_preserve_order(items: Iterable[Any]) -> list[Any]:
    items=list(items)
    return sorted(set(items), key=items.index)
"""),
        "docstring": code("""
def dedupe_preserve_order(items):
    \"\"\"Dedupes.

    Args:
        items: The elements.

    Returns:
        Unique elements in order.

    Raises:
        TypeError: If items is not iterable.
    \"\"\"
    items=list(items)
    return sorted(set(items), key=items.index)
"""),
        "pep8": code("""
def dedupe_preserve_order(items):
    items = list(items)
    return sorted(set(items), key=items.index)
"""),
        "key": code("""
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
"""),
    },
}
