"""Bank task: merge sorted lists."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/merge_sorted",
    "entry_point": "merge_sorted",
    "prompt": (
        "Write a Python function `merge_sorted(a, b)` that takes two lists of integers, each "
        "sorted in ascending order, and returns one list with all their elements in "
        "ascending order (duplicates kept)."
    ),
    "base_checks": [tests(
        "assert merge_sorted([1, 3, 5], [2, 4, 6]) == [1, 2, 3, 4, 5, 6]",
        "assert merge_sorted([], [1]) == [1]",
        "assert merge_sorted([1, 1], [1]) == [1, 1, 1]",
        "assert merge_sorted([], []) == []",
        "assert merge_sorted([5, 9], [1, 2, 3]) == [1, 2, 3, 5, 9]",
    )],
    "instructions": [
        {
            "id": "not_lists",
            "category": "exception_handling",
            "text": "Both arguments must be lists: otherwise raise TypeError('a and b must be "
                    "lists').",
            "checks": [tests(
                """
for a, b in (((1, 2), [3]), ([1], None), ('ab', 'cd')):
    try:
        merge_sorted(a, b)
    except TypeError as e:
        assert str(e) == 'a and b must be lists', str(e)
    else:
        raise AssertionError(f'{a!r}, {b!r} accepted')
""",
            )],
        },
        {
            "id": "must_be_sorted",
            "category": "input_output_conditions",
            "text": "The inputs are supposed to be sorted already; an unsorted input is a "
                    "caller bug we want to hear about. If either list is not in ascending "
                    "order, raise ValueError('inputs must be sorted').",
            "checks": [tests(
                """
for a, b in (([2, 1], [3]), ([1, 2], [5, 4, 6])):
    try:
        merge_sorted(a, b)
    except ValueError as e:
        assert str(e) == 'inputs must be sorted', str(e)
    else:
        raise AssertionError(f'{a}, {b} accepted')
""",
                "assert merge_sorted([1, 1, 2], [0, 2, 2]) == [0, 1, 1, 2, 2, 2]",
            )],
        },
        {
            "id": "linear_merge",
            "category": "forbidden_construct",
            "text": "Concatenating and re-sorting wastes the fact that the inputs are sorted. "
                    "Do a linear merge: no calls to `sorted` or to a `.sort()` method "
                    "anywhere.",
            "checks": [{"kind": "forbid", "params": {"calls": ["sorted", "sort"]}}],
        },
        {
            "id": "fresh_list",
            "category": "edge_case_handling",
            "text": "When one input is empty the function hands back the other input itself, "
                    "so callers that append to the result corrupt their data. Always return "
                    "a new list.",
            "checks": [tests(
                "a = [1, 2]\nout = merge_sorted(a, [])\nassert out == [1, 2] and out is not a",
                "b = [3]\nout = merge_sorted([], b)\nout.append(4)\nassert b == [3]",
            )],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `merge_sorted(a: list[int], b: list[int]) -> list[int]`.",
            "checks": [{"kind": "type_hints", "params": {"names": ["merge_sorted"], "exact": {
                "merge_sorted": {"a": "list[int]", "b": "list[int]", "return": "list[int]"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring to `merge_sorted` (Args:, Returns:, "
                    "Raises:).",
            "checks": [{"kind": "docstring", "params": {"names": ["merge_sorted"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Make the file PEP 8 clean (pycodestyle, default settings).",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "many_lists",
            "category": "functionality_extension",
            "text": "Generalise to any number of sorted lists: the signature becomes "
                    "`merge_sorted(*lists: list[int]) -> list[int]` (no arguments gives []). "
                    "If any argument is not a list raise TypeError('all arguments must be "
                    "lists'); unsorted inputs still raise the same ValueError, the result is "
                    "still a new list and `sorted`/`.sort()` stay off limits "
                    "(`heapq.merge` is fine).",
            "checks": [
                tests(
                    "assert merge_sorted([1, 4], [2], [0, 3]) == [0, 1, 2, 3, 4]",
                    "assert merge_sorted() == []",
                    "a = [1, 2]\nout = merge_sorted(a)\nassert out == [1, 2] and out is not a",
                    "assert merge_sorted([1, 3, 5], [2, 4, 6]) == [1, 2, 3, 4, 5, 6]",
                    """
try:
    merge_sorted([1], [2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')
""",
                    """
try:
    merge_sorted([1], [2], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')
""",
                ),
                {"kind": "type_hints", "params": {"names": ["merge_sorted"], "exact": {
                    "merge_sorted": {"return": "list[int]"}}}},
            ],
            "supersedes": ["not_lists", "type_hints"],
        },
    ],
    "references": [
        code("""
def merge_sorted(a, b):
    if not a: return b
    if not b: return a
    return sorted(a+b)
"""),
        code("""
def merge_sorted(a, b):
    if not isinstance(a, list) or not isinstance(b, list):
        raise TypeError('a and b must be lists')
    if not a: return b
    if not b: return a
    return sorted(a+b)
"""),
        code("""
def merge_sorted(a, b):
    if not isinstance(a, list) or not isinstance(b, list):
        raise TypeError('a and b must be lists')
    if a!=sorted(a) or b!=sorted(b):
        raise ValueError('inputs must be sorted')
    if not a: return b
    if not b: return a
    return sorted(a+b)
"""),
        code("""
def merge_sorted(a, b):
    if not isinstance(a, list) or not isinstance(b, list):
        raise TypeError('a and b must be lists')
    if any(x>y for x, y in zip(a, a[1:])) or any(x>y for x, y in zip(b, b[1:])):
        raise ValueError('inputs must be sorted')
    if not a:
        return b
    if not b:
        return a
    result=[]
    i=j=0
    while i<len(a) and j<len(b):
        if a[i]<=b[j]:
            result.append(a[i])
            i+=1
        else:
            result.append(b[j])
            j+=1
    result.extend(a[i:])
    result.extend(b[j:])
    return result
"""),
        code("""
def merge_sorted(a, b):
    if not isinstance(a, list) or not isinstance(b, list):
        raise TypeError('a and b must be lists')
    if any(x>y for x, y in zip(a, a[1:])) or any(x>y for x, y in zip(b, b[1:])):
        raise ValueError('inputs must be sorted')
    result=[]
    i=j=0
    while i<len(a) and j<len(b):
        if a[i]<=b[j]:
            result.append(a[i])
            i+=1
        else:
            result.append(b[j])
            j+=1
    result.extend(a[i:])
    result.extend(b[j:])
    return result
"""),
        code("""
def merge_sorted(a: list[int], b: list[int]) -> list[int]:
    if not isinstance(a, list) or not isinstance(b, list):
        raise TypeError('a and b must be lists')
    if any(x>y for x, y in zip(a, a[1:])) or any(x>y for x, y in zip(b, b[1:])):
        raise ValueError('inputs must be sorted')
    result=[]
    i=j=0
    while i<len(a) and j<len(b):
        if a[i]<=b[j]:
            result.append(a[i])
            i+=1
        else:
            result.append(b[j])
            j+=1
    result.extend(a[i:])
    result.extend(b[j:])
    return result
"""),
        code("""
def merge_sorted(a: list[int], b: list[int]) -> list[int]:
    \"\"\"Merges two ascending lists in linear time.

    Args:
        a: An ascending list of ints.
        b: Another ascending list of ints.

    Returns:
        A new ascending list with the elements of both.

    Raises:
        TypeError: If a or b is not a list.
        ValueError: If a or b is not sorted.
    \"\"\"
    if not isinstance(a, list) or not isinstance(b, list):
        raise TypeError('a and b must be lists')
    if any(x>y for x, y in zip(a, a[1:])) or any(x>y for x, y in zip(b, b[1:])):
        raise ValueError('inputs must be sorted')
    result=[]
    i=j=0
    while i<len(a) and j<len(b):
        if a[i]<=b[j]:
            result.append(a[i])
            i+=1
        else:
            result.append(b[j])
            j+=1
    result.extend(a[i:])
    result.extend(b[j:])
    return result
"""),
        code("""
def _is_sorted(values):
    return all(x <= y for x, y in zip(values, values[1:]))


def merge_sorted(a: list[int], b: list[int]) -> list[int]:
    \"\"\"Merges two ascending lists in linear time.

    Args:
        a: An ascending list of ints.
        b: Another ascending list of ints.

    Returns:
        A new ascending list with the elements of both.

    Raises:
        TypeError: If a or b is not a list.
        ValueError: If a or b is not sorted.
    \"\"\"
    if not isinstance(a, list) or not isinstance(b, list):
        raise TypeError('a and b must be lists')
    if not (_is_sorted(a) and _is_sorted(b)):
        raise ValueError('inputs must be sorted')
    result = []
    i = j = 0
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            result.append(a[i])
            i += 1
        else:
            result.append(b[j])
            j += 1
    result.extend(a[i:])
    result.extend(b[j:])
    return result
"""),
        code("""
import heapq


def _is_sorted(values):
    return all(x <= y for x, y in zip(values, values[1:]))


def merge_sorted(*lists: list[int]) -> list[int]:
    \"\"\"Merges any number of ascending lists in linear time.

    Args:
        lists: Ascending lists of ints.

    Returns:
        A new ascending list with the elements of all of them.

    Raises:
        TypeError: If an argument is not a list.
        ValueError: If an argument is not sorted.
    \"\"\"
    if not all(isinstance(values, list) for values in lists):
        raise TypeError('all arguments must be lists')
    if not all(_is_sorted(values) for values in lists):
        raise ValueError('inputs must be sorted')
    return list(heapq.merge(*lists))
"""),
    ],
    "solo": {
        "not_lists": code("""
def merge_sorted(a, b):
    if not isinstance(a, list) or not isinstance(b, list):
        raise TypeError('a and b must be lists')
    if not a: return b
    if not b: return a
    return sorted(a+b)
"""),
        "must_be_sorted": code("""
def merge_sorted(a, b):
    if a!=sorted(a) or b!=sorted(b):
        raise ValueError('inputs must be sorted')
    if not a: return b
    if not b: return a
    return sorted(a+b)
"""),
        "linear_merge": code("""
def merge_sorted(a, b):
    if not a: return b
    if not b: return a
    result=[]
    i=j=0
    while i<len(a) and j<len(b):
        if a[i]<=b[j]:
            result.append(a[i])
            i+=1
        else:
            result.append(b[j])
            j+=1
    return result+a[i:]+b[j:]
"""),
        "fresh_list": code("""
def merge_sorted(a, b):
    if not a: return list(b)
    if not b: return list(a)
    return sorted(a+b)
"""),
        "type_hints": code("""
def merge_sorted(a: list[int], b: list[int]) -> list[int]:
    if not a: return b
    if not b: return a
    return sorted(a+b)
"""),
        "docstring": code("""
def merge_sorted(a, b):
    \"\"\"Merges sorted lists.

    Args:
        a: First list.
        b: Second list.

    Returns:
        The merged list.

    Raises:
        TypeError: If the elements cannot be compared.
    \"\"\"
    if not a: return b
    if not b: return a
    return sorted(a+b)
"""),
        "pep8": code("""
def merge_sorted(a, b):
    if not a:
        return b
    if not b:
        return a
    return sorted(a + b)
"""),
        "many_lists": code("""
import heapq

def merge_sorted(*lists: list[int]) -> list[int]:
    for values in lists:
        if not isinstance(values, list):
            raise TypeError('all arguments must be lists')
        for x, y in zip(values, values[1:]):
            if x>y:
                raise ValueError('inputs must be sorted')
    return list(heapq.merge(*lists))
"""),
    },
}
