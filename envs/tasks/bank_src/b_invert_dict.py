"""Bank task: invert a dictionary."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/invert_dict",
    "entry_point": "invert_dict",
    "prompt": (
        "Write a Python function `invert_dict(d)` that returns a new dict mapping each value "
        "of the dict `d` to its key. The input must not be modified."
    ),
    "base_checks": [tests(
        "assert invert_dict({'a': 1, 'b': 2}) == {1: 'a', 2: 'b'}",
        "assert invert_dict({}) == {}",
        "d = {'x': 'y'}\nassert invert_dict(d) == {'y': 'x'} and d == {'x': 'y'}",
    )],
    "instructions": [
        {
            "id": "dict_only",
            "category": "exception_handling",
            "text": "If `d` is not a dict, raise TypeError('d must be a dict').",
            "checks": [tests(
                """
for bad in ([('a', 1)], None, 'ab'):
    try:
        invert_dict(bad)
    except TypeError as e:
        assert str(e) == 'd must be a dict'
    else:
        raise AssertionError(f'{bad!r} accepted')
""",
            )],
        },
        {
            "id": "duplicate_values",
            "category": "edge_case_handling",
            "text": "When two keys share a value the inversion silently loses one of them. "
                    "Detect it and raise ValueError(f'duplicate value: {value!r}'), where value "
                    "is the first value, scanning the dict in order, that repeats an earlier "
                    "one.",
            "checks": [tests(
                """
try:
    invert_dict({'a': 1, 'b': 2, 'c': 1})
except ValueError as e:
    assert str(e) == 'duplicate value: 1', str(e)
else:
    raise AssertionError('duplicate value accepted')
""",
                """
try:
    invert_dict({'a': 'x', 'b': 'y', 'c': 'y', 'd': 'x'})
except ValueError as e:
    assert str(e) == "duplicate value: 'y'", str(e)
else:
    raise AssertionError('duplicate value accepted')
""",
            )],
        },
        {
            "id": "comprehension",
            "category": "required_construct",
            "text": "Build the result with a dict comprehension; no `for` or `while` "
                    "statements anywhere in the module.",
            "checks": [
                {"kind": "require", "params": {"constructs": ["dict_comprehension"]}},
                {"kind": "forbid", "params": {"constructs": ["loop"]}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate it as `invert_dict(d: dict[Hashable, Hashable]) -> "
                    "dict[Hashable, Hashable]` with `Hashable` from `collections.abc`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"invert_dict": {
                "d": "dict[Hashable, Hashable]", "return": "dict[Hashable, Hashable]"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Add a module docstring and a Google-style docstring on `invert_dict` "
                    "(Args:, Returns:, Raises:).",
            "checks": [{"kind": "docstring", "params": {"module": True, "style": "google",
                                                        "names": ["invert_dict"]}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "pycodestyle (default settings) must report nothing for the module.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "group_keys",
            "category": "functionality_extension",
            "text": "Change of plan: duplicates are legitimate. Instead of raising, map every "
                    "value to a list of all its keys, in the dict's order; every value maps "
                    "to a list, even when it has a single key. The annotation becomes "
                    "`invert_dict(d: dict[Hashable, Hashable]) -> dict[Hashable, "
                    "list[Hashable]]`. The TypeError for non-dicts stays.",
            "checks": [
                tests(
                    "assert invert_dict({'a': 1, 'b': 2, 'c': 1}) == {1: ['a', 'c'], 2: ['b']}",
                    "assert invert_dict({}) == {}",
                    "assert list(invert_dict({'a': 2, 'b': 1, 'c': 2})) == [2, 1]",
                ),
                {"kind": "type_hints", "params": {"names": ["invert_dict"], "exact": {
                    "invert_dict": {"d": "dict[Hashable, Hashable]",
                                    "return": "dict[Hashable, list[Hashable]]"}}}},
            ],
            "supersedes": ["base", "duplicate_values", "type_hints"],
        },
    ],
    "references": [
        code("""
def invert_dict(d):
    result={}
    for k in d:
        result[d[k]]=k
    return result
"""),
        code("""
def invert_dict(d):
    if not isinstance(d, dict):
        raise TypeError('d must be a dict')
    result={}
    for k in d:
        result[d[k]]=k
    return result
"""),
        code("""
def invert_dict(d):
    if not isinstance(d, dict):
        raise TypeError('d must be a dict')
    result={}
    for k in d:
        if d[k] in result:
            raise ValueError(f'duplicate value: {d[k]!r}')
        result[d[k]]=k
    return result
"""),
        code("""

def invert_dict(d):
    if not isinstance(d, dict):
        raise TypeError('d must be a dict')
    vals=list(d.values())
    dupes=[v for i, v in enumerate(vals) if v in vals[:i]]
    if dupes:
        raise ValueError(f'duplicate value: {dupes[0]!r}')
    return {v: k for k, v in d.items()}
"""),
        code("""
from collections.abc import Hashable

def invert_dict(d: dict[Hashable, Hashable]) -> dict[Hashable, Hashable]:
    if not isinstance(d, dict):
        raise TypeError('d must be a dict')
    vals=list(d.values())
    dupes=[v for i, v in enumerate(vals) if v in vals[:i]]
    if dupes:
        raise ValueError(f'duplicate value: {dupes[0]!r}')
    return {v: k for k, v in d.items()}
"""),
        code("""
\"\"\"Dictionary inversion.\"\"\"
from collections.abc import Hashable

def invert_dict(d: dict[Hashable, Hashable]) -> dict[Hashable, Hashable]:
    \"\"\"Swaps keys and values.

    Args:
        d: A dict whose values are hashable and distinct.

    Returns:
        A new dict mapping each value to its key.

    Raises:
        TypeError: If d is not a dict.
        ValueError: If two keys share a value.
    \"\"\"
    if not isinstance(d, dict):
        raise TypeError('d must be a dict')
    vals=list(d.values())
    dupes=[v for i, v in enumerate(vals) if v in vals[:i]]
    if dupes:
        raise ValueError(f'duplicate value: {dupes[0]!r}')
    return {v: k for k, v in d.items()}
"""),
        code("""
\"\"\"Dictionary inversion.\"\"\"
from collections.abc import Hashable


def invert_dict(d: dict[Hashable, Hashable]) -> dict[Hashable, Hashable]:
    \"\"\"Swaps keys and values.

    Args:
        d: A dict whose values are hashable and distinct.

    Returns:
        A new dict mapping each value to its key.

    Raises:
        TypeError: If d is not a dict.
        ValueError: If two keys share a value.
    \"\"\"
    if not isinstance(d, dict):
        raise TypeError('d must be a dict')
    vals = list(d.values())
    dupes = [v for i, v in enumerate(vals) if v in vals[:i]]
    if dupes:
        raise ValueError(f'duplicate value: {dupes[0]!r}')
    return {v: k for k, v in d.items()}
"""),
        code("""
\"\"\"Dictionary inversion.\"\"\"
from collections.abc import Hashable


def invert_dict(
        d: dict[Hashable, Hashable]) -> dict[Hashable, list[Hashable]]:
    \"\"\"Groups the keys of d by value.

    Args:
        d: A dict with hashable values.

    Returns:
        A new dict mapping each value to the list of its keys, in order.

    Raises:
        TypeError: If d is not a dict.
    \"\"\"
    if not isinstance(d, dict):
        raise TypeError('d must be a dict')
    values = dict.fromkeys(d.values())
    return {v: [k for k, x in d.items() if x == v] for v in values}
"""),
    ],
    "solo": {
        "dict_only": code("""
def invert_dict(d):
    if not isinstance(d, dict):
        raise TypeError('d must be a dict')
    result={}
    for k in d:
        result[d[k]]=k
    return result
"""),
        "duplicate_values": code("""
def invert_dict(d):
    result={}
    for k in d:
        if d[k] in result:
            raise ValueError(f'duplicate value: {d[k]!r}')
        result[d[k]]=k
    return result
"""),
        "comprehension": code("""
def invert_dict(d):
    return {v: k for k, v in d.items()}
"""),
        "type_hints": code("""
from collections.abc import Hashable

def invert_dict(d: dict[Hashable, Hashable]) -> dict[Hashable, Hashable]:
    result={}
    for k in d:
        result[d[k]]=k
    return result
"""),
        "docstring": code("""
\"\"\"Inverting dicts.\"\"\"

def invert_dict(d):
    \"\"\"Inverts a dict.

    Args:
        d: The dict.

    Returns:
        The inverted dict.

    Raises:
        TypeError: If a value is unhashable.
    \"\"\"
    result={}
    for k in d:
        result[d[k]]=k
    return result
"""),
        "pep8": code("""
def invert_dict(d):
    result = {}
    for k in d:
        result[d[k]] = k
    return result
"""),
        "group_keys": code("""
from collections.abc import Hashable

def invert_dict(d: dict[Hashable, Hashable]) -> dict[Hashable, list[Hashable]]:
    result={}
    for k in d:
        result.setdefault(d[k], []).append(k)
    return result
"""),
    },
}
