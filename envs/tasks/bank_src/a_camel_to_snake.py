"""Bank task: camelCase to snake_case."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/camel_to_snake",
    "entry_point": "camel_to_snake",
    "prompt": (
        "Write a Python function `camel_to_snake(name)` that converts a camelCase or "
        "PascalCase identifier to snake_case: an underscore goes before each uppercase letter "
        "that starts a new word (never at the very start), and everything is lowercased."
    ),
    "base_checks": [tests(
        "assert camel_to_snake('camelCase') == 'camel_case'",
        "assert camel_to_snake('PascalCase') == 'pascal_case'",
        "assert camel_to_snake('already') == 'already'",
        "assert camel_to_snake('getX') == 'get_x'",
        "assert camel_to_snake('parseJsonValue') == 'parse_json_value'",
    )],
    "instructions": [
        {
            "id": "acronyms",
            "category": "input_output_conditions",
            "text": "Treat runs of capitals as one word (an acronym): 'HTTPServer' must become "
                    "'http_server', 'getHTTPResponseCode' 'get_http_response_code' and "
                    "'XMLHttpRequest' 'xml_http_request'; an all-caps name like 'ID' is one "
                    "word, 'id'.",
            "checks": [tests(
                "assert camel_to_snake('HTTPServer') == 'http_server'",
                "assert camel_to_snake('getHTTPResponseCode') == 'get_http_response_code'",
                "assert camel_to_snake('XMLHttpRequest') == 'xml_http_request'",
                "assert camel_to_snake('ID') == 'id'",
            )],
        },
        {
            "id": "underscores_and_digits",
            "category": "edge_case_handling",
            "text": "Handle mixed inputs: never produce a double underscore when the name already "
                    "has one ('Already_Snake' -> 'already_snake', 'my_Var' -> "
                    "'my_var'), a capital after a digit starts a word ('version2Update' "
                    "-> 'version2_update'), and the empty string stays ''.",
            "checks": [tests(
                "assert camel_to_snake('Already_Snake') == 'already_snake'",
                "assert camel_to_snake('my_Var') == 'my_var'",
                "assert camel_to_snake('version2Update') == 'version2_update'",
                "assert camel_to_snake('') == ''",
            )],
        },
        {
            "id": "not_identifier",
            "category": "exception_handling",
            "text": "A non-empty `name` that is not a valid Python identifier (per "
                    "`str.isidentifier()`) must raise ValueError with the message "
                    "`f'not an identifier: {name!r}'`.",
            "checks": [tests(
                """
try:
    camel_to_snake('foo bar')
except ValueError as e:
    assert str(e) == "not an identifier: 'foo bar'"
else:
    raise AssertionError('no ValueError for a space')
""",
                """
for bad in ('2fast', 'a-b', 'x!'):
    try:
        camel_to_snake(bad)
    except ValueError:
        pass
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
""",
            )],
        },
        {
            "id": "line_length",
            "category": "line_length",
            "text": "Break up the long condition: no line in the file may be longer than 79 "
                    "characters.",
            "checks": [{"kind": "line_length", "params": {"max": 79}}],
        },
        {
            "id": "use_re",
            "category": "imports",
            "text": "Rewrite it with the `re` module: import `re` and insert the underscores "
                    "with `re.sub` substitutions instead of walking the characters. No `for` "
                    "or `while` loops.",
            "checks": [
                {"kind": "imports", "params": {"required": ["re"]}},
                {"kind": "require", "params": {"calls": ["re.sub"]}},
                {"kind": "forbid", "params": {"constructs": ["loop"]}},
            ],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring with Args:, Returns: and Raises: sections.",
            "checks": [{"kind": "docstring", "params": {"names": ["camel_to_snake"],
                                                        "style": "google"}}],
        },
        {
            "id": "separator",
            "category": "functionality_extension",
            "text": "Add an optional parameter `separator='_'`: the string inserted between "
                    "words, so `camel_to_snake('camelCase', separator='-')` gives 'camel-case' "
                    "(kebab case). Underscores already present in the input are kept as they "
                    "are. Document the parameter.",
            "checks": [
                tests(
                    "assert camel_to_snake('camelCase', separator='-') == 'camel-case'",
                    "assert camel_to_snake('SomeLongName', separator='.') == 'some.long.name'",
                    "assert camel_to_snake('getHttpCode', separator='') == 'gethttpcode'",
                    "assert camel_to_snake('aB', separator='\\\\') == 'a\\\\b'",
                    "assert camel_to_snake('camelCase') == 'camel_case'",
                ),
                {"kind": "docstring", "params": {"names": ["camel_to_snake"],
                                                 "style": "google"}},
            ],
        },
    ],
    "references": [
        code(r'''
def camel_to_snake(name):
    return ''.join('_'+c.lower() if c.isupper() and i>0 else c.lower() for i,c in enumerate(name))
'''),
        code(r'''
def camel_to_snake(name):
    out=''
    for i,c in enumerate(name):
        prev=name[i-1] if i>0 else ''
        nxt=name[i+1] if i+1<len(name) else ''
        if c.isupper() and i>0 and (prev.islower() or nxt.islower()):
            out+='_'
        out+=c.lower()
    return out
'''),
        code(r'''
def camel_to_snake(name):
    out=''
    for i,c in enumerate(name):
        prev=name[i-1] if i>0 else ''
        nxt=name[i+1] if i+1<len(name) else ''
        if c.isupper() and i and prev!='_' and (prev.islower() or prev.isdigit() or nxt.islower()):
            out+='_'
        out+=c.lower()
    return out
'''),
        code(r'''
def camel_to_snake(name):
    if name and not name.isidentifier():
        raise ValueError(f'not an identifier: {name!r}')
    out=''
    for i,c in enumerate(name):
        prev=name[i-1] if i>0 else ''
        nxt=name[i+1] if i+1<len(name) else ''
        if c.isupper() and i and prev!='_' and (prev.islower() or prev.isdigit() or nxt.islower()):
            out+='_'
        out+=c.lower()
    return out
'''),
        code(r'''
def camel_to_snake(name):
    if name and not name.isidentifier():
        raise ValueError(f'not an identifier: {name!r}')
    out=''
    for i,c in enumerate(name):
        prev=name[i-1] if i>0 else ''
        nxt=name[i+1] if i+1<len(name) else ''
        starts_word=prev.islower() or prev.isdigit() or nxt.islower()
        if c.isupper() and i>0 and prev!='_' and starts_word:
            out+='_'
        out+=c.lower()
    return out
'''),
        code(r'''
import re

def camel_to_snake(name):
    if name and not name.isidentifier():
        raise ValueError(f'not an identifier: {name!r}')
    s=re.sub(r'([A-Z]+)([A-Z][a-z])',r'\1_\2',name)
    s=re.sub(r'([a-z0-9])([A-Z])',r'\1_\2',s)
    return s.lower()
'''),
        code(r'''
import re

def camel_to_snake(name):
    """Converts a camelCase or PascalCase identifier to snake_case.

    Args:
        name: The identifier.

    Returns:
        The snake_case form.

    Raises:
        ValueError: If name is not empty and not an identifier.
    """
    if name and not name.isidentifier():
        raise ValueError(f'not an identifier: {name!r}')
    s=re.sub(r'([A-Z]+)([A-Z][a-z])',r'\1_\2',name)
    s=re.sub(r'([a-z0-9])([A-Z])',r'\1_\2',s)
    return s.lower()
'''),
        code(r'''
import re


def camel_to_snake(name, separator='_'):
    """Converts a camelCase or PascalCase identifier to snake_case.

    Args:
        name: The identifier.
        separator: What to put between words ('-' gives kebab case).

    Returns:
        The converted name.

    Raises:
        ValueError: If name is not empty and not an identifier.
    """
    if name and not name.isidentifier():
        raise ValueError(f'not an identifier: {name!r}')

    def join(match):
        # A function, so that a backslash in separator is literal.
        return match[1] + separator + match[2]

    s = re.sub(r'([A-Z]+)([A-Z][a-z])', join, name)
    s = re.sub(r'([a-z0-9])([A-Z])', join, s)
    return s.lower()
'''),
    ],
    "solo": {
        "acronyms": code(r'''
import re


def camel_to_snake(name):
    s = re.sub(r'([A-Z]+)([A-Z][a-z])', r'\1_\2', name)
    return re.sub(r'([a-z])([A-Z])', r'\1_\2', s).lower()
'''),
        "underscores_and_digits": code(r'''
def camel_to_snake(name):
    out=''
    for i,c in enumerate(name):
        if c.isupper() and i>0 and name[i-1]!='_':
            out+='_'
        out+=c.lower()
    return out
'''),
        "not_identifier": code(r'''
def camel_to_snake(name):
    if not name.isidentifier():
        raise ValueError(f'not an identifier: {name!r}')
    return ''.join('_'+c.lower() if c.isupper() and i>0 else c.lower() for i,c in enumerate(name))
'''),
        "line_length": code(r'''
def camel_to_snake(name):
    return ''.join('_'+c.lower() if c.isupper() and i>0 else c.lower()
                   for i,c in enumerate(name))
'''),
        "use_re": code(r'''
import re


def camel_to_snake(name):
    return re.sub(r'(?<!^)([A-Z])', r'_\1', name).lower()
'''),
        "google_docstring": code(r'''
def camel_to_snake(name):
    """Converts camelCase to snake_case.

    Args:
        name: A camelCase name.

    Returns:
        The snake_case name.
    """
    return ''.join('_'+c.lower() if c.isupper() and i>0 else c.lower() for i,c in enumerate(name))
'''),
        "separator": code(r'''
def camel_to_snake(name, separator='_'):
    """Converts camelCase to snake_case (or another separator).

    Args:
        name: A camelCase name.
        separator: Put between words.

    Returns:
        The converted name.
    """
    out = ''
    for i, c in enumerate(name):
        if c.isupper() and i > 0:
            out += separator
        out += c.lower()
    return out
'''),
    },
}
