"""Bank task: group records by a key."""

from codeloop.envs.tasks.bank_src import code, tests

_RECS = "recs = [{'k': 'a', 'v': 1}, {'k': 'b', 'v': 2}, {'k': 'a', 'v': 3}]\n"

TASK = {
    "id": "bank/group_by_key",
    "entry_point": "group_by_key",
    "prompt": (
        "Write a Python function `group_by_key(records, key)` that groups a list of dicts by "
        "the value each one has under `key`. Return a dict mapping each value to the list of "
        "records having it; groups appear in the order their value first occurs and records "
        "keep their input order."
    ),
    "base_checks": [tests(
        _RECS + "assert group_by_key(recs, 'k') == {'a': [recs[0], recs[2]], 'b': [recs[1]]}",
        _RECS + "assert list(group_by_key(recs[::-1], 'k')) == ['a', 'b']",
        "assert group_by_key([], 'k') == {}",
        _RECS + "assert group_by_key(recs, 'v')[2] == [recs[1]]",
    )],
    "instructions": [
        {
            "id": "missing_key",
            "category": "edge_case_handling",
            "text": "Some records don't have the key at all. Instead of crashing, put them in "
                    "a group under None (in input order, like any other group).",
            "checks": [tests(
                "recs = [{'k': 1}, {'x': 2}, {'k': 1}, {}]\n"
                "assert group_by_key(recs, 'k') == "
                "{1: [recs[0], recs[2]], None: [recs[1], recs[3]]}",
                "assert list(group_by_key([{}, {'k': 0}], 'k')) == [None, 0]",
            )],
        },
        {
            "id": "key_type",
            "category": "exception_handling",
            "text": "`key` must be a string: anything else raises TypeError('key must be a "
                    "string').",
            "checks": [tests(
                """
for bad in (1, None, ['k']):
    try:
        group_by_key([{'k': 1}], bad)
    except TypeError as e:
        assert str(e) == 'key must be a string', str(e)
    else:
        raise AssertionError(f'key={bad!r} accepted')
""",
            )],
        },
        {
            "id": "defaultdict",
            "category": "imports",
            "text": "Drop the if/else bookkeeping: collect the groups in a "
                    "`collections.defaultdict(list)` (imported from `collections`), but still "
                    "return a plain `dict`.",
            "checks": [
                {"kind": "imports", "params": {"required": ["collections"]}},
                {"kind": "require", "params": {"calls": ["defaultdict"]}},
                tests("assert type(group_by_key([{'k': 1}], 'k')) is dict"),
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate it as `group_by_key(records: list[dict[str, Any]], key: str) -> "
                    "dict[Any, list[dict[str, Any]]]`, with `Any` from `typing`.",
            "checks": [{"kind": "type_hints", "params": {"names": ["group_by_key"], "exact": {
                "group_by_key": {"records": "list[dict[str, Any]]", "key": "str",
                                 "return": "dict[Any, list[dict[str, Any]]]"}}}}],
        },
        {
            "id": "docstring",
            "category": "docstring",
            "text": "Write a Google-style docstring for `group_by_key` (Args:, Returns:, "
                    "Raises:).",
            "checks": [{"kind": "docstring", "params": {"names": ["group_by_key"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Make the code PEP 8 compliant; pycodestyle (default settings) must not "
                    "report anything.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "callable_key",
            "category": "functionality_extension",
            "text": "Let `key` also be a function: when it is callable, group each record by "
                    "`key(record)` (the None group for missing keys only concerns string "
                    "keys). Anything that is neither a string nor callable raises "
                    "TypeError('key must be a string or a callable'). Annotate the parameter "
                    "as `key: str | Callable[[dict[str, Any]], Any]` (`Callable` from "
                    "`collections.abc`); the return annotation is unchanged.",
            "checks": [
                tests(
                    _RECS + "assert group_by_key(recs, lambda r: r['v'] % 2) == "
                    "{1: [recs[0], recs[2]], 0: [recs[1]]}",
                    _RECS + "assert group_by_key(recs, 'k') == "
                    "{'a': [recs[0], recs[2]], 'b': [recs[1]]}",
                    """
for bad in (1, None):
    try:
        group_by_key([{'k': 1}], bad)
    except TypeError as e:
        assert str(e) == 'key must be a string or a callable', str(e)
    else:
        raise AssertionError(f'key={bad!r} accepted')
""",
                ),
                {"kind": "type_hints", "params": {"names": ["group_by_key"], "exact": {
                    "group_by_key": {"records": "list[dict[str, Any]]",
                                     "key": "str | Callable[[dict[str, Any]], Any]",
                                     "return": "dict[Any, list[dict[str, Any]]]"}}}},
            ],
            "supersedes": ["key_type", "type_hints"],
        },
    ],
    "references": [
        code("""
def group_by_key(records, key):
    groups={}
    for r in records:
        if r[key] in groups:
            groups[r[key]].append(r)
        else:
            groups[r[key]]=[r]
    return groups
"""),
        code("""
def group_by_key(records, key):
    groups={}
    for r in records:
        value=r.get(key)
        if value in groups:
            groups[value].append(r)
        else:
            groups[value]=[r]
    return groups
"""),
        code("""
def group_by_key(records, key):
    if not isinstance(key, str):
        raise TypeError('key must be a string')
    groups={}
    for r in records:
        value=r.get(key)
        if value in groups:
            groups[value].append(r)
        else:
            groups[value]=[r]
    return groups
"""),
        code("""
from collections import defaultdict

def group_by_key(records, key):
    if not isinstance(key, str):
        raise TypeError('key must be a string')
    groups=defaultdict(list)
    for r in records:
        groups[r.get(key)].append(r)
    return dict(groups)
"""),
        code("""
from collections import defaultdict
from typing import Any

def group_by_key(records: list[dict[str, Any]], key: str) -> dict[Any, list[dict[str, Any]]]:
    if not isinstance(key, str):
        raise TypeError('key must be a string')
    groups=defaultdict(list)
    for r in records:
        groups[r.get(key)].append(r)
    return dict(groups)
"""),
        code("""
from collections import defaultdict
from typing import Any

def group_by_key(records: list[dict[str, Any]], key: str) -> dict[Any, list[dict[str, Any]]]:
    \"\"\"Groups records by the value of one key.

    Args:
        records: The dicts to group.
        key: The key to group by; records without it go under None.

    Returns:
        Value -> records with that value, in order of first appearance.

    Raises:
        TypeError: If key is not a string.
    \"\"\"
    if not isinstance(key, str):
        raise TypeError('key must be a string')
    groups=defaultdict(list)
    for r in records:
        groups[r.get(key)].append(r)
    return dict(groups)
"""),
        code("""
from collections import defaultdict
from typing import Any

Record = dict[str, Any]


def group_by_key(records: list[dict[str, Any]],
                 key: str) -> dict[Any, list[dict[str, Any]]]:
    \"\"\"Groups records by the value of one key.

    Args:
        records: The dicts to group.
        key: The key to group by; records without it go under None.

    Returns:
        Value -> records with that value, in order of first appearance.

    Raises:
        TypeError: If key is not a string.
    \"\"\"
    if not isinstance(key, str):
        raise TypeError('key must be a string')
    groups: defaultdict[Any, list[Record]] = defaultdict(list)
    for r in records:
        groups[r.get(key)].append(r)
    return dict(groups)
"""),
        code("""
from collections import defaultdict
from collections.abc import Callable
from typing import Any

Record = dict[str, Any]


def group_by_key(records: list[dict[str, Any]],
                 key: str | Callable[[dict[str, Any]], Any]
                 ) -> dict[Any, list[dict[str, Any]]]:
    \"\"\"Groups records by the value of one key, or of a key function.

    Args:
        records: The dicts to group.
        key: The key to group by (records without it go under None), or
            a function computing each record's group.

    Returns:
        Group -> records in it, in order of first appearance.

    Raises:
        TypeError: If key is neither a string nor callable.
    \"\"\"
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
"""),
    ],
    "solo": {
        "missing_key": code("""
def group_by_key(records, key):
    groups={}
    for r in records:
        value=r.get(key)
        if value in groups:
            groups[value].append(r)
        else:
            groups[value]=[r]
    return groups
"""),
        "key_type": code("""
def group_by_key(records, key):
    if not isinstance(key, str):
        raise TypeError('key must be a string')
    groups={}
    for r in records:
        if r[key] in groups:
            groups[r[key]].append(r)
        else:
            groups[r[key]]=[r]
    return groups
"""),
        "defaultdict": code("""
import collections

def group_by_key(records, key):
    groups=collections.defaultdict(list)
    for r in records:
        groups[r[key]].append(r)
    return dict(groups)
"""),
        "type_hints": code("""
from typing import Any

def group_by_key(records: list[dict[str, Any]], key: str) -> dict[Any, list[dict[str, Any]]]:
    groups={}
    for r in records:
        if r[key] in groups:
            groups[r[key]].append(r)
        else:
            groups[r[key]]=[r]
    return groups
"""),
        "docstring": code("""
def group_by_key(records, key):
    \"\"\"Groups records.

    Args:
        records: Dicts.
        key: The key.

    Returns:
        The groups.

    Raises:
        KeyError: If a record lacks the key.
    \"\"\"
    groups={}
    for r in records:
        if r[key] in groups:
            groups[r[key]].append(r)
        else:
            groups[r[key]]=[r]
    return groups
"""),
        "pep8": code("""
def group_by_key(records, key):
    groups = {}
    for r in records:
        if r[key] in groups:
            groups[r[key]].append(r)
        else:
            groups[r[key]] = [r]
    return groups
"""),
        "callable_key": code("""
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
"""),
    },
}
