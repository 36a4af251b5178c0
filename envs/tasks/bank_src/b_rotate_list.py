"""Bank task: rotate a list."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/rotate_list",
    "entry_point": "rotate_list",
    "prompt": (
        "Write a Python function `rotate_list(items, k)` that rotates the list `items` to the "
        "right by `k` positions (the last `k` elements move to the front) and returns the "
        "rotated list."
    ),
    "base_checks": [tests(
        "assert rotate_list([1, 2, 3, 4, 5], 2) == [4, 5, 1, 2, 3]",
        "assert rotate_list([1, 2, 3], 0) == [1, 2, 3]",
        "assert rotate_list(['a', 'b'], 1) == ['b', 'a']",
        "assert rotate_list([1, 2, 3], 3) == [1, 2, 3]",
    )],
    "instructions": [
        {
            "id": "int_k",
            "category": "exception_handling",
            "text": "If `k` is not an int (bools excluded), raise TypeError('k must be an "
                    "int').",
            "checks": [tests(
                """
for bad in (1.0, '2', None, True):
    try:
        rotate_list([1, 2, 3], bad)
    except TypeError as e:
        assert str(e) == 'k must be an int', str(e)
    else:
        raise AssertionError(f'k={bad!r} accepted')
""",
            )],
        },
        {
            "id": "empty_and_huge_k",
            "category": "edge_case_handling",
            "text": "Rotating an empty list must return [] for any `k`, and a huge `k` (say "
                    "10**12) must be instant: rotating by `k` is the same as rotating by "
                    "`k % len(items)`.",
            "checks": [tests(
                "assert rotate_list([], 3) == []",
                # A list that refuses to be rotated step by step: rotating by 10**12 one
                # element at a time fails at once instead of running into the time limit.
                "class Steps(list):\n"
                "    moves = 0\n"
                "    def pop(self, *args):\n"
                "        Steps.moves += 1\n"
                "        assert Steps.moves < 1000, 'rotating one step at a time'\n"
                "        return super().pop(*args)\n"
                "assert list(rotate_list(Steps([1, 2, 3]), 10**12)) == [3, 1, 2]",
                "assert rotate_list([1, 2, 3], 5) == [2, 3, 1]",
            )],
        },
        {
            "id": "negative_k",
            "category": "input_output_conditions",
            "text": "A negative `k` rotates to the left: `rotate_list([1, 2, 3, 4], -1)` is "
                    "`[2, 3, 4, 1]`.",
            "checks": [tests(
                "assert rotate_list([1, 2, 3, 4], -1) == [2, 3, 4, 1]",
                "assert rotate_list([1, 2, 3], -5) == [3, 1, 2]",
                "assert rotate_list([], -2) == []",
            )],
        },
        {
            "id": "no_mutation",
            "category": "input_output_conditions",
            "text": "Don't modify the caller's list: return a new list and leave `items` as "
                    "it was.",
            "checks": [tests(
                "a = [1, 2, 3]\nout = rotate_list(a, 1)\n"
                "assert a == [1, 2, 3] and out == [3, 1, 2]",
                "a = [1, 2]\nassert rotate_list(a, 0) is not a",
            )],
        },
        {
            "id": "no_loops",
            "category": "forbidden_construct",
            "text": "Rotation is a slicing job: no `for` or `while` loops anywhere.",
            "checks": [{"kind": "forbid", "params": {"constructs": ["loop"]}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `rotate_list(items: list[Any], k: int) -> list[Any]` (`Any` "
                    "from `typing`).",
            "checks": [{"kind": "type_hints", "params": {"names": ["rotate_list"], "exact": {
                "rotate_list": {"items": "list[Any]", "k": "int", "return": "list[Any]"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring to `rotate_list` (Args:, Returns:, Raises:).",
            "checks": [{"kind": "docstring", "params": {"names": ["rotate_list"],
                                                        "style": "google"}}],
        },
        {
            "id": "in_place",
            "category": "functionality_extension",
            "text": "Add a keyword parameter `in_place: bool = False`. When true, rotate "
                    "`items` itself and return that same list object; the default keeps "
                    "returning a new list. Annotate it as `bool` and document it.",
            "checks": [
                tests(
                    "a = [1, 2, 3]\nout = rotate_list(a, 1, in_place=True)\n"
                    "assert out is a and a == [3, 1, 2]",
                    "a = [1, 2, 3, 4]\nrotate_list(a, -1, in_place=True)\nassert a == [2, 3, 4, 1]",
                    "a = [1, 2]\nout = rotate_list(a, 1)\nassert out == [2, 1] and a == [1, 2]",
                    "a = []\nassert rotate_list(a, 7, in_place=True) is a",
                ),
                {"kind": "type_hints", "params": {"names": ["rotate_list"], "exact": {
                    "rotate_list": {"items": "list[Any]", "k": "int", "in_place": "bool",
                                    "return": "list[Any]"}}}},
                {"kind": "docstring", "params": {"names": ["rotate_list"],
                                                 "style": "google"}},
            ],
        },
    ],
    "references": [
        code("""
def rotate_list(items, k):
    for i in range(k):
        items.insert(0, items.pop())
    return items
"""),
        code("""
def rotate_list(items, k):
    if type(k) is not int:
        raise TypeError('k must be an int')
    for i in range(k):
        items.insert(0, items.pop())
    return items
"""),
        code("""
def rotate_list(items, k):
    if type(k) is not int:
        raise TypeError('k must be an int')
    if not items:
        return items
    if k>len(items):
        k=k%len(items)
    for i in range(k):
        items.insert(0, items.pop())
    return items
"""),
        code("""
def rotate_list(items, k):
    if type(k) is not int:
        raise TypeError('k must be an int')
    if not items:
        return items
    k=k%len(items)  # also turns a left rotation into the equivalent right one
    for i in range(k):
        items.insert(0, items.pop())
    return items
"""),
        code("""
def rotate_list(items, k):
    if type(k) is not int:
        raise TypeError('k must be an int')
    result=list(items)
    if not result:
        return result
    k=k%len(result)  # also turns a left rotation into the equivalent right one
    for i in range(k):
        result.insert(0, result.pop())
    return result
"""),
        code("""
def rotate_list(items, k):
    if type(k) is not int:
        raise TypeError('k must be an int')
    if not items:
        return []
    k=k%len(items)  # also turns a left rotation into the equivalent right one
    return items[-k:]+items[:-k] if k else list(items)
"""),
        code("""
from typing import Any

def rotate_list(items: list[Any], k: int) -> list[Any]:
    if type(k) is not int:
        raise TypeError('k must be an int')
    if not items:
        return []
    k=k%len(items)  # also turns a left rotation into the equivalent right one
    return items[-k:]+items[:-k] if k else list(items)
"""),
        code("""
from typing import Any

def rotate_list(items: list[Any], k: int) -> list[Any]:
    \"\"\"Rotates a list to the right.

    Args:
        items: The list; it is not modified.
        k: Positions to rotate right; negative rotates left.

    Returns:
        A new, rotated list.

    Raises:
        TypeError: If k is not an int.
    \"\"\"
    if type(k) is not int:
        raise TypeError('k must be an int')
    if not items:
        return []
    k=k%len(items)  # also turns a left rotation into the equivalent right one
    return items[-k:]+items[:-k] if k else list(items)
"""),
        code("""
from typing import Any

def rotate_list(items: list[Any], k: int, in_place: bool = False) -> list[Any]:
    \"\"\"Rotates a list to the right.

    Args:
        items: The list.
        k: Positions to rotate right; negative rotates left.
        in_place: Rotate items itself instead of a copy.

    Returns:
        The rotated list: items itself when in_place, else a new list.

    Raises:
        TypeError: If k is not an int.
    \"\"\"
    if type(k) is not int:
        raise TypeError('k must be an int')
    k=k%len(items) if items else 0  # a left rotation becomes the equivalent right one
    rotated=items[-k:]+items[:-k] if k else list(items)
    if in_place:
        items[:]=rotated
        return items
    return rotated
"""),
    ],
    "solo": {
        "int_k": code("""
def rotate_list(items, k):
    if isinstance(k, bool) or not isinstance(k, int):
        raise TypeError('k must be an int')
    for i in range(k):
        items.insert(0, items.pop())
    return items
"""),
        "empty_and_huge_k": code("""
def rotate_list(items, k):
    if not items:
        return items
    for i in range(k%len(items)):
        items.insert(0, items.pop())
    return items
"""),
        "negative_k": code("""
def rotate_list(items, k):
    if not items:
        return items
    k=k%len(items)
    for i in range(k):
        items.insert(0, items.pop())
    return items
"""),
        "no_mutation": code("""
def rotate_list(items, k):
    result=list(items)
    for i in range(k):
        result.insert(0, result.pop())
    return result
"""),
        "no_loops": code("""
def rotate_list(items, k):
    return items[-k:]+items[:-k] if k else items
"""),
        "type_hints": code("""
from typing import Any

def rotate_list(items: list[Any], k: int) -> list[Any]:
    for i in range(k):
        items.insert(0, items.pop())
    return items
"""),
        "docstring": code("""
def rotate_list(items, k):
    \"\"\"Rotates right.

    Args:
        items: The list (modified).
        k: Positions.

    Returns:
        items, rotated.

    Raises:
        IndexError: If items is empty and k > 0.
    \"\"\"
    for i in range(k):
        items.insert(0, items.pop())
    return items
"""),
        "in_place": code("""
from typing import Any

def rotate_list(items: list[Any], k: int, in_place: bool = False) -> list[Any]:
    \"\"\"Rotates right.

    Args:
        items: The list.
        k: Positions.
        in_place: Modify items itself.

    Returns:
        The rotated list.
    \"\"\"
    target=items if in_place else list(items)
    for i in range(k%len(target) if target else 0):
        target.insert(0, target.pop())
    return target
"""),
    },
}
