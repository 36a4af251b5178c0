"""Bank task: flatten a nested list."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/flatten_list",
    "entry_point": "flatten_list",
    "prompt": (
        "Write a Python function `flatten_list(nested)` that takes a list whose elements may "
        "themselves be lists, nested to any depth, and returns a flat list of all the "
        "non-list elements in their left-to-right order."
    ),
    "base_checks": [tests(
        "assert flatten_list([1, [2, [3, 4]], 5]) == [1, 2, 3, 4, 5]",
        "assert flatten_list([]) == []",
        "assert flatten_list([[[]], []]) == []",
        "assert flatten_list([['a'], 'b', [['c']]]) == ['a', 'b', 'c']",
    )],
    "instructions": [
        {
            "id": "tuples_too",
            "category": "input_output_conditions",
            "text": "Tuples nest just like lists and must be flattened too (at any level, "
                    "including a tuple passed as `nested`), while strings, bytes, dicts and "
                    "everything else are single elements. The result is always a list.",
            "checks": [tests(
                "assert flatten_list([1, (2, [3, (4,)]), 'ab']) == [1, 2, 3, 4, 'ab']",
                "assert flatten_list((1, [2])) == [1, 2]",
                "assert flatten_list([{'k': [1]}, b'xy']) == [{'k': [1]}, b'xy']",
            )],
        },
        {
            "id": "type_error",
            "category": "exception_handling",
            "text": "If `nested` itself is neither a list nor a tuple, raise "
                    "TypeError('nested must be a list or tuple').",
            "checks": [tests(
                """
for bad in ('abc', 5, None, {1: 2}):
    try:
        flatten_list(bad)
    except TypeError as e:
        assert str(e) == 'nested must be a list or tuple', str(e)
    else:
        raise AssertionError(f'{bad!r} accepted')
""",
            )],
        },
        {
            "id": "deep_nesting",
            "category": "edge_case_handling",
            "text": "Machine-generated input can be nested thousands of levels deep; "
                    "`flatten_list` must handle 5000 levels of nesting without raising "
                    "RecursionError.",
            "checks": [tests(
                "x = [1]\nfor _ in range(5000):\n    x = [x, 2]\n"
                "out = flatten_list(x)\nassert out[0] == 1 and len(out) == 5001",
                "x = ()\nfor _ in range(5000):\n    x = (x,)\nassert flatten_list([x, 0]) == [0]",
            )],
        },
        {
            "id": "no_recursion_no_sys",
            "category": "imports",
            "text": "Raising the recursion limit is a hack that can crash the interpreter. "
                    "Don't import `sys`: the only modules the code may import are "
                    "`collections` and `typing`. And `flatten_list` must not be recursive at "
                    "all: use an explicit stack.",
            "checks": [
                {"kind": "imports", "params": {"allowed": ["collections", "typing"]}},
                {"kind": "forbid", "params": {"constructs": ["recursion"]}},
            ],
        },
        {
            "id": "snake_case",
            "category": "naming_convention",
            "text": "Use snake_case for every function, parameter and variable name.",
            "checks": [{"kind": "naming", "params": {"functions": "snake_case",
                                                     "variables": "snake_case"}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `flatten_list(nested: list[Any] | tuple[Any, ...]) -> "
                    "list[Any]`, with `Any` from `typing`.",
            "checks": [{"kind": "type_hints", "params": {"names": ["flatten_list"], "exact": {
                "flatten_list": {"nested": "list[Any] | tuple[Any, ...]",
                                 "return": "list[Any]"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Document `flatten_list` with a Google-style docstring (Args:, Returns:, "
                    "Raises:).",
            "checks": [{"kind": "docstring", "params": {"names": ["flatten_list"],
                                                        "style": "google"}}],
        },
        {
            "id": "depth",
            "category": "functionality_extension",
            "text": "Add a keyword parameter `depth: int | None = None` limiting how many "
                    "levels are flattened: None flattens everything, `depth=1` only unpacks "
                    "the lists/tuples directly inside `nested`, `depth=0` returns the "
                    "top-level elements unchanged (as a list). Annotate it as written.",
            "checks": [
                tests(
                    "assert flatten_list([1, [2, [3, [4]]]], depth=1) == [1, 2, [3, [4]]]",
                    "assert flatten_list([1, [2, [3, [4]]]], depth=2) == [1, 2, 3, [4]]",
                    "assert flatten_list([1, (2,)], depth=0) == [1, (2,)]",
                    "assert flatten_list([1, [2, [3, [4]]]], depth=None) == [1, 2, 3, 4]",
                ),
                {"kind": "type_hints", "params": {"names": ["flatten_list"], "exact": {
                    "flatten_list": {"nested": "list[Any] | tuple[Any, ...]",
                                     "depth": "int | None", "return": "list[Any]"}}}},
            ],
        },
    ],
    "references": [
        code("""
def flatten_list(nested):
    flatList=[]
    for item in nested:
        if type(item)==list:
            flatList=flatList+flatten_list(item)
        else:
            flatList.append(item)
    return flatList
"""),
        code("""
def flatten_list(nested):
    flatList=[]
    for item in nested:
        if isinstance(item, (list, tuple)):
            flatList.extend(flatten_list(item))
        else:
            flatList.append(item)
    return flatList
"""),
        code("""
def flatten_list(nested):
    if not isinstance(nested, (list, tuple)):
        raise TypeError('nested must be a list or tuple')
    flatList=[]
    for item in nested:
        if isinstance(item, (list, tuple)):
            flatList.extend(flatten_list(item))
        else:
            flatList.append(item)
    return flatList
"""),
        code("""
import sys

sys.setrecursionlimit(20000)

def flatten_list(nested):
    if not isinstance(nested, (list, tuple)):
        raise TypeError('nested must be a list or tuple')
    flatList=[]
    for item in nested:
        if isinstance(item, (list, tuple)):
            flatList.extend(flatten_list(item))
        else:
            flatList.append(item)
    return flatList
"""),
        code("""
def flatten_list(nested):
    if not isinstance(nested, (list, tuple)):
        raise TypeError('nested must be a list or tuple')
    flatList=[]
    iterStack=[iter(nested)]
    while iterStack:
        for item in iterStack[-1]:
            if isinstance(item, (list, tuple)):
                iterStack.append(iter(item))
                break
            flatList.append(item)
        else:
            iterStack.pop()
    return flatList
"""),
        code("""
def flatten_list(nested):
    if not isinstance(nested, (list, tuple)):
        raise TypeError('nested must be a list or tuple')
    result=[]
    # One iterator per open list; breaking out of the for loop descends.
    iter_stack=[iter(nested)]
    while iter_stack:
        for item in iter_stack[-1]:
            if isinstance(item, (list, tuple)):
                iter_stack.append(iter(item))
                break
            result.append(item)
        else:
            iter_stack.pop()
    return result
"""),
        code("""
from typing import Any

def flatten_list(nested: list[Any] | tuple[Any, ...]) -> list[Any]:
    if not isinstance(nested, (list, tuple)):
        raise TypeError('nested must be a list or tuple')
    result=[]
    # One iterator per open list; breaking out of the for loop descends.
    iter_stack=[iter(nested)]
    while iter_stack:
        for item in iter_stack[-1]:
            if isinstance(item, (list, tuple)):
                iter_stack.append(iter(item))
                break
            result.append(item)
        else:
            iter_stack.pop()
    return result
"""),
        code("""
from typing import Any

def flatten_list(nested: list[Any] | tuple[Any, ...]) -> list[Any]:
    \"\"\"Flattens nested lists and tuples, iteratively.

    Args:
        nested: A list or tuple whose elements may be lists or tuples.

    Returns:
        The non-list, non-tuple elements, left to right.

    Raises:
        TypeError: If nested is not a list or tuple.
    \"\"\"
    if not isinstance(nested, (list, tuple)):
        raise TypeError('nested must be a list or tuple')
    result=[]
    # One iterator per open list; breaking out of the for loop descends.
    iter_stack=[iter(nested)]
    while iter_stack:
        for item in iter_stack[-1]:
            if isinstance(item, (list, tuple)):
                iter_stack.append(iter(item))
                break
            result.append(item)
        else:
            iter_stack.pop()
    return result
"""),
        code("""
from typing import Any

def flatten_list(nested: list[Any] | tuple[Any, ...], depth: int | None = None) -> list[Any]:
    \"\"\"Flattens nested lists and tuples, iteratively.

    Args:
        nested: A list or tuple whose elements may be lists or tuples.
        depth: How many levels to unpack; None for all.

    Returns:
        The elements left to right, unpacked up to depth levels.

    Raises:
        TypeError: If nested is not a list or tuple.
    \"\"\"
    if not isinstance(nested, (list, tuple)):
        raise TypeError('nested must be a list or tuple')
    result=[]
    # One iterator per open list; breaking out of the for loop descends.
    # len(iter_stack) - 1 is the current nesting level.
    iter_stack=[iter(nested)]
    while iter_stack:
        for item in iter_stack[-1]:
            deeper=depth is None or len(iter_stack)<=depth
            if isinstance(item, (list, tuple)) and deeper:
                iter_stack.append(iter(item))
                break
            result.append(item)
        else:
            iter_stack.pop()
    return result
"""),
    ],
    "solo": {
        "tuples_too": code("""
def flatten_list(nested):
    flatList=[]
    for item in nested:
        if isinstance(item, (list, tuple)):
            flatList.extend(flatten_list(item))
        else:
            flatList.append(item)
    return flatList
"""),
        "type_error": code("""
def flatten_list(nested):
    if not isinstance(nested, (list, tuple)):
        raise TypeError('nested must be a list or tuple')
    flatList=[]
    for item in nested:
        if type(item)==list:
            flatList=flatList+flatten_list(item)
        else:
            flatList.append(item)
    return flatList
"""),
        "deep_nesting": code("""
def flatten_list(nested):
    flatList=[]
    stack=[iter(nested)]
    while stack:
        for item in stack[-1]:
            if isinstance(item, (list, tuple)):
                stack.append(iter(item))
                break
            flatList.append(item)
        else:
            stack.pop()
    return flatList
"""),
        "no_recursion_no_sys": code("""
from collections import deque

def flatten_list(nested):
    flatList=[]
    stack=deque([iter(nested)])
    while stack:
        for item in stack[-1]:
            if type(item)==list:
                stack.append(iter(item))
                break
            flatList.append(item)
        else:
            stack.pop()
    return flatList
"""),
        "snake_case": code("""
def flatten_list(nested):
    result=[]
    for item in nested:
        if type(item)==list:
            result=result+flatten_list(item)
        else:
            result.append(item)
    return result
"""),
        "type_hints": code("""
from typing import Any

def flatten_list(nested: list[Any] | tuple[Any, ...]) -> list[Any]:
    flatList=[]
    for item in nested:
        if type(item)==list:
            flatList=flatList+flatten_list(item)
        else:
            flatList.append(item)
    return flatList
"""),
        "docstring": code("""
def flatten_list(nested):
    \"\"\"Flattens a list.

    Args:
        nested: Nested lists.

    Returns:
        A flat list.

    Raises:
        RecursionError: If nesting is very deep.
    \"\"\"
    flatList=[]
    for item in nested:
        if type(item)==list:
            flatList=flatList+flatten_list(item)
        else:
            flatList.append(item)
    return flatList
"""),
        "depth": code("""
from typing import Any

def flatten_list(nested: list[Any] | tuple[Any, ...], depth: int | None = None) -> list[Any]:
    flatList=[]
    for item in nested:
        if type(item)==list and (depth is None or depth>0):
            flatList=flatList+flatten_list(item, None if depth is None else depth-1)
        else:
            flatList.append(item)
    return flatList
"""),
    },
}
