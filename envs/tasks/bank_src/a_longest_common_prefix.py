"""Bank task: longest common prefix."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/longest_common_prefix",
    "entry_point": "longest_common_prefix",
    "prompt": (
        "Write a Python function `longest_common_prefix(strings)` that returns the longest "
        "string that is a prefix of every string in the list `strings` (the empty string when "
        "they share no prefix)."
    ),
    "base_checks": [tests(
        "assert longest_common_prefix(['flower', 'flow', 'flight']) == 'fl'",
        "assert longest_common_prefix(['dog', 'racecar', 'car']) == ''",
        "assert longest_common_prefix(['same', 'same']) == 'same'",
        "assert longest_common_prefix(['alone']) == 'alone'",
        "assert longest_common_prefix(['abc', '']) == ''",
    )],
    "instructions": [
        {
            "id": "empty_input",
            "category": "edge_case_handling",
            "text": "An empty list has no common prefix: return '' for it instead of crashing.",
            "checks": [tests("assert longest_common_prefix([]) == ''")],
        },
        {
            "id": "strings_only",
            "category": "exception_handling",
            "text": "If any item is not a string, raise "
                    "TypeError('strings must contain only str').",
            "checks": [tests(
                """
for bad in (['a', 1], [None, 'a'], [b'ab', b'ac']):
    try:
        longest_common_prefix(bad)
    except TypeError as e:
        assert str(e) == 'strings must contain only str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "any_iterable",
            "category": "input_output_conditions",
            "text": "Accept any iterable of strings, not just lists: tuples and generators "
                    "(which can only be read once) must work too.",
            "checks": [tests(
                "assert longest_common_prefix(w for w in ['interview', 'internet', "
                "'interval']) == 'inter'",
                "assert longest_common_prefix(('prefix', 'prelude')) == 'pre'",
                "assert longest_common_prefix(iter([])) == ''",
            )],
        },
        {
            "id": "zip_columns",
            "category": "required_construct",
            "text": "No `while` loops: compare the strings column by column with "
                    "`zip(*strings)`.",
            "checks": [
                {"kind": "forbid", "params": {"constructs": ["while"]}},
                {"kind": "require", "params": {"calls": ["zip"]}},
            ],
        },
        {
            "id": "short_function",
            "category": "function_length",
            "text": "Keep `longest_common_prefix` short: at most 7 lines of code, counting the "
                    "`def` line but not the docstring, comments or blank lines.",
            "checks": [{"kind": "function_length", "params": {"max_lines": 7}}],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring (Args:, Returns:, Raises:).",
            "checks": [{"kind": "docstring", "params": {"names": ["longest_common_prefix"],
                                                        "style": "google"}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate it: `strings: Iterable[str]` with `Iterable` imported from "
                    "`collections.abc`, returning `str`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"longest_common_prefix": {
                "strings": "Iterable[str]", "return": "str"}}}}],
        },
        {
            "id": "ignore_case",
            "category": "functionality_extension",
            "text": "Add `ignore_case: bool = False` (annotated, documented). When True, "
                    "characters are compared case-insensitively (with `str.lower`) and the "
                    "prefix is returned as spelled in the first string. Stay within 8 lines "
                    "for the function now.",
            "checks": [
                tests(
                    "assert longest_common_prefix(['Apple', 'apricot', 'APT'], "
                    "ignore_case=True) == 'Ap'",
                    "assert longest_common_prefix(['Apple', 'apricot'], ignore_case=False) "
                    "== ''",
                    "assert longest_common_prefix(['abc', 'ABD'], ignore_case=True) == 'ab'",
                ),
                {"kind": "type_hints", "params": {"exact": {"longest_common_prefix": {
                    "strings": "Iterable[str]", "ignore_case": "bool", "return": "str"}}}},
                {"kind": "function_length", "params": {"max_lines": 8}},
                {"kind": "docstring", "params": {"names": ["longest_common_prefix"],
                                                 "style": "google"}},
            ],
            "supersedes": ["short_function"],
        },
    ],
    "references": [
        code(r'''
def longest_common_prefix(strings):
    prefix=strings[0]
    for s in strings[1:]:
        while not s.startswith(prefix):
            prefix=prefix[:-1]
            if prefix=='':  # nothing in common any more: stop early
                return ''
    return prefix
'''),
        code(r'''
def longest_common_prefix(strings):
    if len(strings)==0:
        return ''
    prefix=strings[0]
    for s in strings[1:]:
        while not s.startswith(prefix):
            prefix=prefix[:-1]
            if prefix=='':  # nothing in common any more: stop early
                return ''
    return prefix
'''),
        code(r'''
def longest_common_prefix(strings):
    if len(strings)==0:
        return ''
    for s in strings:
        if not isinstance(s,str):
            raise TypeError('strings must contain only str')
    prefix=strings[0]
    for s in strings[1:]:
        while not s.startswith(prefix):
            prefix=prefix[:-1]
            if prefix=='':  # nothing in common any more: stop early
                return ''
    return prefix
'''),
        code(r'''
def longest_common_prefix(strings):
    strings=list(strings)
    if len(strings)==0:
        return ''
    for s in strings:
        if not isinstance(s,str):
            raise TypeError('strings must contain only str')
    prefix=strings[0]
    for s in strings[1:]:
        while not s.startswith(prefix):
            prefix=prefix[:-1]
            if prefix=='':  # nothing in common any more: stop early
                return ''
    return prefix
'''),
        code(r'''
def longest_common_prefix(strings):
    strings=list(strings)
    for s in strings:
        if not isinstance(s,str):
            raise TypeError('strings must contain only str')
    prefix=''
    for chars in zip(*strings):
        if len(set(chars))!=1:
            break
        prefix+=chars[0]
    return prefix
'''),
        code(r'''
def longest_common_prefix(strings):
    strings=list(strings)
    if not all(isinstance(s,str) for s in strings):
        raise TypeError('strings must contain only str')
    same=[len(set(chars))==1 for chars in zip(*strings)]
    n=same.index(False) if False in same else len(same)
    return strings[0][:n] if strings else ''
'''),
        code(r'''
def longest_common_prefix(strings):
    """Finds the longest prefix shared by all strings.

    Args:
        strings: Any iterable of strings.

    Returns:
        The common prefix; '' when there is none or no strings at all.

    Raises:
        TypeError: If an item is not a string.
    """
    strings=list(strings)
    if not all(isinstance(s,str) for s in strings):
        raise TypeError('strings must contain only str')
    same=[len(set(chars))==1 for chars in zip(*strings)]
    n=same.index(False) if False in same else len(same)
    return strings[0][:n] if strings else ''
'''),
        code(r'''
from collections.abc import Iterable

def longest_common_prefix(strings: Iterable[str]) -> str:
    """Finds the longest prefix shared by all strings.

    Args:
        strings: Any iterable of strings.

    Returns:
        The common prefix; '' when there is none or no strings at all.

    Raises:
        TypeError: If an item is not a string.
    """
    strings=list(strings)
    if not all(isinstance(s,str) for s in strings):
        raise TypeError('strings must contain only str')
    same=[len(set(chars))==1 for chars in zip(*strings)]
    n=same.index(False) if False in same else len(same)
    return strings[0][:n] if strings else ''
'''),
        code(r'''
from collections.abc import Iterable


def longest_common_prefix(strings: Iterable[str], ignore_case: bool = False) -> str:
    """Finds the longest prefix shared by all strings.

    Args:
        strings: Any iterable of strings.
        ignore_case: Compare characters case-insensitively.

    Returns:
        The common prefix, as spelled in the first string; '' when there is none or no
        strings at all.

    Raises:
        TypeError: If an item is not a string.
    """
    strings = list(strings)
    if not all(isinstance(s, str) for s in strings):
        raise TypeError('strings must contain only str')
    keys = [s.lower() for s in strings] if ignore_case else strings
    same = [len(set(chars)) == 1 for chars in zip(*keys)]
    n = same.index(False) if False in same else len(same)
    return strings[0][:n] if strings else ''
'''),
    ],
    "solo": {
        "empty_input": code(r'''
def longest_common_prefix(strings):
    if not strings:
        return ''
    prefix=strings[0]
    for s in strings[1:]:
        while not s.startswith(prefix):
            prefix=prefix[:-1]
            if prefix=='':  # nothing in common any more: stop early
                return ''
    return prefix
'''),
        "strings_only": code(r'''
def longest_common_prefix(strings):
    if any(not isinstance(s,str) for s in strings):
        raise TypeError('strings must contain only str')
    prefix=strings[0]
    for s in strings[1:]:
        while not s.startswith(prefix):
            prefix=prefix[:-1]
            if prefix=='':  # nothing in common any more: stop early
                return ''
    return prefix
'''),
        "any_iterable": code(r'''
def longest_common_prefix(strings):
    strings=list(strings)
    if not strings:
        return ''
    prefix=strings[0]
    for s in strings[1:]:
        while not s.startswith(prefix):
            prefix=prefix[:-1]
            if prefix=='':  # nothing in common any more: stop early
                return ''
    return prefix
'''),
        "zip_columns": code(r'''
def longest_common_prefix(strings):
    prefix = ''
    for chars in zip(*strings):
        if len(set(chars)) != 1:
            break
        prefix += chars[0]
    return prefix
'''),
        "short_function": code(r'''
import os.path


def longest_common_prefix(strings):
    return os.path.commonprefix(strings)
'''),
        "google_docstring": code(r'''
def longest_common_prefix(strings):
    """Longest common prefix.

    Args:
        strings: A non-empty list of strings.

    Returns:
        Their longest common prefix.
    """
    prefix=strings[0]
    for s in strings[1:]:
        while not s.startswith(prefix):
            prefix=prefix[:-1]
            if prefix=='':  # nothing in common any more: stop early
                return ''
    return prefix
'''),
        "type_hints": code(r'''
from collections.abc import Iterable


def longest_common_prefix(strings: Iterable[str]) -> str:
    strings = list(strings)
    prefix = strings[0]
    for s in strings[1:]:
        while not s.startswith(prefix):
            prefix = prefix[:-1]
            if prefix == '':  # nothing in common any more: stop early
                return ''
    return prefix
'''),
        "ignore_case": code(r'''
from collections.abc import Iterable


def longest_common_prefix(strings: Iterable[str], ignore_case: bool = False) -> str:
    """Longest common prefix.

    Args:
        strings: A non-empty iterable of strings.
        ignore_case: Compare case-insensitively.

    Returns:
        The prefix, as spelled in the first string.
    """
    strings = list(strings)
    keys = [s.lower() for s in strings] if ignore_case else strings
    n = 0
    while all(len(k) > n and k[n] == keys[0][n] for k in keys):
        n += 1
    return strings[0][:n]
'''),
    },
}
