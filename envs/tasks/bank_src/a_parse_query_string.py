"""Bank task: parsing URL query strings."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/parse_query_string",
    "entry_point": "parse_query_string",
    "prompt": (
        "Write a Python function `parse_query_string(query)` that parses a URL query string "
        "such as 'a=1&b=2' into a dict of str to str. Pairs are separated by '&'; the key and "
        "value are separated by the first '='; a pair without '=' is a key with the value ''. "
        "When a key repeats, the last value wins."
    ),
    "base_checks": [tests(
        "assert parse_query_string('a=1&b=2') == {'a': '1', 'b': '2'}",
        "assert parse_query_string('x=1&x=2') == {'x': '2'}",
        "assert parse_query_string('flag') == {'flag': ''}",
        "assert parse_query_string('eq=a=b') == {'eq': 'a=b'}",
        "assert parse_query_string('k=') == {'k': ''}",
    )],
    "instructions": [
        {
            "id": "percent_decoding",
            "category": "input_output_conditions",
            "text": "Keys and values arrive URL-encoded: decode percent escapes (UTF-8) and "
                    "turn '+' into a space, in both keys and values, e.g. "
                    "'city=S%C3%A3o+Paulo' gives {'city': 'São Paulo'}.",
            "checks": [tests(
                "assert parse_query_string('q=hello+world&city=S%C3%A3o%20Paulo') == "
                "{'q': 'hello world', 'city': 'São Paulo'}",
                "assert parse_query_string('a%26b=1%3D1') == {'a&b': '1=1'}",
            )],
        },
        {
            "id": "empty_parts",
            "category": "edge_case_handling",
            "text": "Be forgiving with the shape: a leading '?' is ignored, empty segments "
                    "(from '&&' or a trailing '&') are skipped, and an empty query gives {}.",
            "checks": [tests(
                "assert parse_query_string('') == {}",
                "assert parse_query_string('?') == {}",
                "assert parse_query_string('?a=1&&b=2&') == {'a': '1', 'b': '2'}",
            )],
        },
        {
            "id": "query_must_be_str",
            "category": "exception_handling",
            "text": "If `query` is not a str (bytes included), raise "
                    "TypeError('query must be a str').",
            "checks": [tests(
                """
for bad in (b'a=1', None, {'a': '1'}):
    try:
        parse_query_string(bad)
    except TypeError as e:
        assert str(e) == 'query must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "dict_comprehension",
            "category": "required_construct",
            "text": "Build the result with a dict comprehension instead of a `for` statement "
                    "that fills a dict; no `for` statements at all.",
            "checks": [
                {"kind": "require", "params": {"constructs": ["dict_comprehension"]}},
                {"kind": "forbid", "params": {"constructs": ["for"]}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate it: `parse_query_string(query: str) -> dict[str, str]`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"parse_query_string": {
                "query": "str", "return": "dict[str, str]"}}}}],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring documenting `query` (Args:), the result "
                    "(Returns:) and the TypeError (Raises:).",
            "checks": [{"kind": "docstring", "params": {"names": ["parse_query_string"],
                                                        "style": "google"}}],
        },
        {
            "id": "multi_values",
            "category": "functionality_extension",
            "text": "Repeated keys must not lose data any more: map each key to the list of "
                    "all its values, in the order they appear, and annotate the return type as "
                    "`dict[str, list[str]]`. Keys keep the order of their first appearance. "
                    "Decoding, the leading '?' and the skipping of empty segments stay as they "
                    "are.",
            "supersedes": ["base", "percent_decoding", "empty_parts", "type_hints"],
            "checks": [
                tests(
                    "assert parse_query_string('x=1&y=3&x=2') == {'x': ['1', '2'], 'y': ['3']}",
                    "assert list(parse_query_string('b=1&a=2&b=3')) == ['b', 'a']",
                    "assert parse_query_string('flag&k=') == {'flag': [''], 'k': ['']}",
                    "assert parse_query_string('?q=a+b&&q=%41&') == {'q': ['a b', 'A']}",
                    "assert parse_query_string('') == {}",
                ),
                {"kind": "type_hints", "params": {"exact": {"parse_query_string": {
                    "query": "str", "return": "dict[str, list[str]]"}}}},
            ],
        },
    ],
    "references": [
        code(r'''
def parse_query_string(query):
    result={}
    for pair in query.split('&'):
        if '=' in pair:
            k,v=pair.split('=',1)
        else:
            k,v=pair,''
        result[k]=v
    return result
'''),
        code(r'''
from urllib.parse import unquote_plus

def parse_query_string(query):
    result={}
    for pair in query.split('&'):
        if '=' in pair:
            k,v=pair.split('=',1)
        else:
            k,v=pair,''
        result[unquote_plus(k)]=unquote_plus(v)
    return result
'''),
        code(r'''
from urllib.parse import unquote_plus

def parse_query_string(query):
    if query.startswith('?'):
        query=query[1:]
    result={}
    for pair in query.split('&'):
        if not pair:
            continue
        if '=' in pair:
            k,v=pair.split('=',1)
        else:
            k,v=pair,''
        result[unquote_plus(k)]=unquote_plus(v)
    return result
'''),
        code(r'''
from urllib.parse import unquote_plus

def parse_query_string(query):
    if not isinstance(query,str):
        raise TypeError('query must be a str')
    if query.startswith('?'):
        query=query[1:]
    result={}
    for pair in query.split('&'):
        if not pair:
            continue
        if '=' in pair:
            k,v=pair.split('=',1)
        else:
            k,v=pair,''
        result[unquote_plus(k)]=unquote_plus(v)
    return result
'''),
        code(r'''
from urllib.parse import unquote_plus

def parse_query_string(query):
    if not isinstance(query,str):
        raise TypeError('query must be a str')
    pairs=[p.partition('=') for p in query.removeprefix('?').split('&') if p]
    return {unquote_plus(k):unquote_plus(v) for k,_,v in pairs}
'''),
        code(r'''
from urllib.parse import unquote_plus

def parse_query_string(query: str) -> dict[str, str]:
    if not isinstance(query,str):
        raise TypeError('query must be a str')
    pairs=[p.partition('=') for p in query.removeprefix('?').split('&') if p]
    return {unquote_plus(k):unquote_plus(v) for k,_,v in pairs}
'''),
        code(r'''
from urllib.parse import unquote_plus

def parse_query_string(query: str) -> dict[str, str]:
    """Parses a URL query string.

    Args:
        query: The query, with or without a leading '?'.

    Returns:
        Decoded key -> decoded value; the last value of a repeated key wins.

    Raises:
        TypeError: If query is not a str.
    """
    if not isinstance(query,str):
        raise TypeError('query must be a str')
    pairs=[p.partition('=') for p in query.removeprefix('?').split('&') if p]
    return {unquote_plus(k):unquote_plus(v) for k,_,v in pairs}
'''),
        code(r'''
from urllib.parse import unquote_plus


def parse_query_string(query: str) -> dict[str, list[str]]:
    """Parses a URL query string.

    Args:
        query: The query, with or without a leading '?'.

    Returns:
        Decoded key -> all its decoded values, in order of appearance.

    Raises:
        TypeError: If query is not a str.
    """
    if not isinstance(query, str):
        raise TypeError('query must be a str')
    parts = [p.partition('=') for p in query.removeprefix('?').split('&') if p]
    pairs = [(unquote_plus(k), unquote_plus(v)) for k, _, v in parts]
    return {key: [v for k, v in pairs if k == key] for key, _ in pairs}
'''),
    ],
    "solo": {
        "percent_decoding": code(r'''
from urllib.parse import unquote_plus


def parse_query_string(query):
    result = {}
    for pair in query.split('&'):
        k, _, v = pair.partition('=')
        result[unquote_plus(k)] = unquote_plus(v)
    return result
'''),
        "empty_parts": code(r'''
def parse_query_string(query):
    result={}
    for pair in query.lstrip('?').split('&'):
        if pair:
            k,_,v=pair.partition('=')
            result[k]=v
    return result
'''),
        "query_must_be_str": code(r'''
def parse_query_string(query):
    if not isinstance(query,str):
        raise TypeError('query must be a str')
    result={}
    for pair in query.split('&'):
        if '=' in pair:
            k,v=pair.split('=',1)
        else:
            k,v=pair,''
        result[k]=v
    return result
'''),
        "dict_comprehension": code(r'''
def parse_query_string(query):
    return {k: v for k, _, v in (pair.partition('=') for pair in query.split('&'))}
'''),
        "type_hints": code(r'''
def parse_query_string(query: str) -> dict[str, str]:
    result={}
    for pair in query.split('&'):
        if '=' in pair:
            k,v=pair.split('=',1)
        else:
            k,v=pair,''
        result[k]=v
    return result
'''),
        "google_docstring": code(r'''
def parse_query_string(query):
    """Parses a query string.

    Args:
        query: Something like 'a=1&b=2'.

    Returns:
        key -> value.
    """
    result={}
    for pair in query.split('&'):
        if '=' in pair:
            k,v=pair.split('=',1)
        else:
            k,v=pair,''
        result[k]=v
    return result
'''),
        "multi_values": code(r'''
from urllib.parse import unquote_plus


def parse_query_string(query: str) -> dict[str, list[str]]:
    result: dict[str, list[str]] = {}
    for pair in query.lstrip('?').split('&'):
        if pair:
            k, _, v = pair.partition('=')
            result.setdefault(unquote_plus(k), []).append(unquote_plus(v))
    return result
'''),
    },
}
