"""Bank task: binary search in a sorted list."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/binary_search",
    "entry_point": "binary_search",
    "prompt": (
        "Write a Python function `binary_search(items, target)` that looks for `target` in "
        "the ascending sorted list `items` using binary search, and returns its index, or -1 "
        "when it is not there."
    ),
    "base_checks": [tests(
        "assert binary_search([1, 3, 5, 7], 5) == 2",
        "assert binary_search([1, 3, 5, 7], 4) == -1",
        "assert binary_search([], 1) == -1",
        "assert binary_search([2], 2) == 0",
        "assert binary_search(list(range(0, 100, 2)), 98) == 49",
    )],
    "instructions": [
        {
            "id": "first_occurrence",
            "category": "input_output_conditions",
            "text": "The list may contain duplicates. When `target` occurs more than once, "
                    "return the index of its first (leftmost) occurrence.",
            "checks": [tests(
                "assert binary_search([1, 2, 2, 2, 3], 2) == 1",
                "assert binary_search([4, 4, 4, 4, 4, 4, 4], 4) == 0",
                "assert binary_search([1, 1, 2, 2], 2) == 2",
            )],
        },
        {
            "id": "type_error",
            "category": "exception_handling",
            "text": "If `items` is not a list, raise a TypeError with the message "
                    "'items must be a list'.",
            "checks": [tests(
                """
for bad in ((1, 2, 3), 'abc', None):
    try:
        binary_search(bad, 1)
    except TypeError as e:
        assert str(e) == 'items must be a list'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "two_params_max",
            "category": "max_params",
            "text": "That recursive helper with four parameters is hard to follow. No "
                    "function in the module, private helpers included, may take more than 2 "
                    "parameters; an iterative search is fine.",
            "checks": [{"kind": "max_params", "params": {"max": 2, "include_private": True}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate the function: `items: list[int]`, `target: int`, returning "
                    "`int`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"binary_search": {
                "items": "list[int]", "target": "int", "return": "int"}}}}],
        },
        {
            "id": "use_bisect",
            "category": "imports",
            "text": "Don't hand-roll the search: import the standard library `bisect` module "
                    "and call `bisect_left`; the code must contain no `for` or `while` loop.",
            "checks": [
                {"kind": "imports", "params": {"required": ["bisect"]}},
                {"kind": "require", "params": {"calls": ["bisect_left"]}},
                {"kind": "forbid", "params": {"constructs": ["loop"]}},
            ],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Give `binary_search` a Google-style docstring with Args: (both "
                    "parameters), Returns: and Raises: sections.",
            "checks": [{"kind": "docstring", "params": {"names": ["binary_search"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Make the module PEP 8 clean: pycodestyle with default options must "
                    "report nothing.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "insertion_point",
            "category": "functionality_extension",
            "text": "Change what a miss returns: instead of -1, return `-(insertion_point) - "
                    "1`, where insertion_point is the index at which `target` would have to be "
                    "inserted to keep the list sorted (like Java's Arrays.binarySearch). A "
                    "result is therefore negative exactly when the target is missing. Hits "
                    "are unchanged.",
            "checks": [tests(
                "assert binary_search([1, 3, 5, 7], 4) == -3",
                "assert binary_search([1, 3, 5, 7], 0) == -1",
                "assert binary_search([1, 3, 5, 7], 9) == -5",
                "assert binary_search([], 1) == -1",
                "assert binary_search([1, 3, 5, 7], 5) == 2",
                "assert binary_search([2], 2) == 0",
            )],
            "supersedes": ["base"],
        },
    ],
    "references": [
        code("""
def binary_search(items, target):
    return _search(items, target, 0, len(items)-1)

def _search(items, target, lo, hi):
    if lo>hi:
        return -1
    mid=(lo+hi)//2
    if items[mid]==target:
        return mid
    if items[mid]<target:
        return _search(items, target, mid+1, hi)
    return _search(items, target, lo, mid-1)
"""),
        code("""
def binary_search(items, target):
    return _search(items, target, 0, len(items)-1)

def _search(items, target, lo, hi):
    if lo>hi:
        return -1
    mid=(lo+hi)//2
    if items[mid]==target:
        left=_search(items, target, lo, mid-1)
        return mid if left==-1 else left
    if items[mid]<target:
        return _search(items, target, mid+1, hi)
    return _search(items, target, lo, mid-1)
"""),
        code("""
def binary_search(items, target):
    if not isinstance(items, list):
        raise TypeError('items must be a list')
    return _search(items, target, 0, len(items)-1)

def _search(items, target, lo, hi):
    if lo>hi:
        return -1
    mid=(lo+hi)//2
    if items[mid]==target:
        left=_search(items, target, lo, mid-1)
        return mid if left==-1 else left
    if items[mid]<target:
        return _search(items, target, mid+1, hi)
    return _search(items, target, lo, mid-1)
"""),
        code("""
def binary_search(items, target):
    if not isinstance(items, list):
        raise TypeError('items must be a list')
    lo, hi = 0, len(items)
    while lo<hi:
        mid=(lo+hi)//2
        if items[mid]<target:
            lo=mid+1
        else:
            hi=mid
    if lo<len(items) and items[lo]==target:
        return lo
    return -1
"""),
        code("""
def binary_search(items: list[int], target: int) -> int:
    if not isinstance(items, list):
        raise TypeError('items must be a list')
    lo, hi = 0, len(items)
    while lo<hi:
        mid=(lo+hi)//2
        if items[mid]<target:
            lo=mid+1
        else:
            hi=mid
    if lo<len(items) and items[lo]==target:
        return lo
    return -1
"""),
        code("""
from bisect import bisect_left

def binary_search(items: list[int], target: int) -> int:
    if not isinstance(items, list):
        raise TypeError('items must be a list')
    i=bisect_left(items, target)
    if i<len(items) and items[i]==target:
        return i
    return -1
"""),
        code("""
from bisect import bisect_left

def binary_search(items: list[int], target: int) -> int:
    \"\"\"Finds the leftmost index of target in a sorted list.

    Args:
        items: An ascending sorted list.
        target: The value to look for.

    Returns:
        The index of the first occurrence of target, or -1.

    Raises:
        TypeError: If items is not a list.
    \"\"\"
    if not isinstance(items, list):
        raise TypeError('items must be a list')
    i=bisect_left(items, target)
    if i<len(items) and items[i]==target:
        return i
    return -1
"""),
        code("""
from bisect import bisect_left


def binary_search(items: list[int], target: int) -> int:
    \"\"\"Finds the leftmost index of target in a sorted list.

    Args:
        items: An ascending sorted list.
        target: The value to look for.

    Returns:
        The index of the first occurrence of target, or -1.

    Raises:
        TypeError: If items is not a list.
    \"\"\"
    if not isinstance(items, list):
        raise TypeError('items must be a list')
    i = bisect_left(items, target)
    if i < len(items) and items[i] == target:
        return i
    return -1
"""),
        code("""
from bisect import bisect_left


def binary_search(items: list[int], target: int) -> int:
    \"\"\"Finds the leftmost index of target in a sorted list.

    Args:
        items: An ascending sorted list.
        target: The value to look for.

    Returns:
        The index of the first occurrence of target; when it is missing,
        -(insertion point) - 1.

    Raises:
        TypeError: If items is not a list.
    \"\"\"
    if not isinstance(items, list):
        raise TypeError('items must be a list')
    i = bisect_left(items, target)
    if i < len(items) and items[i] == target:
        return i
    return -i - 1
"""),
    ],
    "solo": {
        "first_occurrence": code("""
def binary_search(items, target):
    lo, hi = 0, len(items)
    while lo<hi:
        mid=(lo+hi)//2
        if items[mid]<target:
            lo=mid+1
        else:
            hi=mid
    return lo if lo<len(items) and items[lo]==target else -1
"""),
        "type_error": code("""
def binary_search(items, target):
    if not isinstance(items, list):
        raise TypeError('items must be a list')
    return _search(items, target, 0, len(items)-1)

def _search(items, target, lo, hi):
    if lo>hi:
        return -1
    mid=(lo+hi)//2
    if items[mid]==target:
        return mid
    if items[mid]<target:
        return _search(items, target, mid+1, hi)
    return _search(items, target, lo, mid-1)
"""),
        "two_params_max": code("""
def binary_search(items, target):
    lo, hi = 0, len(items)-1
    while lo<=hi:
        mid=(lo+hi)//2
        if items[mid]==target:
            return mid
        if items[mid]<target:
            lo=mid+1
        else:
            hi=mid-1
    return -1
"""),
        "type_hints": code("""
def binary_search(items: list[int], target: int) -> int:
    return _search(items, target, 0, len(items)-1)

def _search(items: list[int], target: int, lo: int, hi: int) -> int:
    if lo>hi:
        return -1
    mid=(lo+hi)//2
    if items[mid]==target:
        return mid
    if items[mid]<target:
        return _search(items, target, mid+1, hi)
    return _search(items, target, lo, mid-1)
"""),
        "use_bisect": code("""
import bisect

def binary_search(items, target):
    i=bisect.bisect_left(items, target)
    return i if i<len(items) and items[i]==target else -1
"""),
        "docstring": code("""
def binary_search(items, target):
    \"\"\"Binary search.

    Args:
        items: Sorted list.
        target: Value to find.

    Returns:
        Its index, or -1.

    Raises:
        IndexError: Never in practice.
    \"\"\"
    return _search(items, target, 0, len(items)-1)

def _search(items, target, lo, hi):
    if lo>hi:
        return -1
    mid=(lo+hi)//2
    if items[mid]==target:
        return mid
    if items[mid]<target:
        return _search(items, target, mid+1, hi)
    return _search(items, target, lo, mid-1)
"""),
        "pep8": code("""
def binary_search(items, target):
    return _search(items, target, 0, len(items) - 1)


def _search(items, target, lo, hi):
    if lo > hi:
        return -1
    mid = (lo + hi) // 2
    if items[mid] == target:
        return mid
    if items[mid] < target:
        return _search(items, target, mid + 1, hi)
    return _search(items, target, lo, mid - 1)
"""),
        "insertion_point": code("""
def binary_search(items, target):
    return _search(items, target, 0, len(items)-1)

def _search(items, target, lo, hi):
    if lo>hi:
        return -lo-1
    mid=(lo+hi)//2
    if items[mid]==target:
        return mid
    if items[mid]<target:
        return _search(items, target, mid+1, hi)
    return _search(items, target, lo, mid-1)
"""),
    },
}
