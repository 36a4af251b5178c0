"""Bank task: username validation."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/validate_username",
    "entry_point": "is_valid_username",
    "prompt": (
        "Write a Python function `is_valid_username(name)` that returns True when `name` is an "
        "acceptable username and False otherwise. A valid username is 3 to 16 characters long "
        "(inclusive), contains only lowercase letters, digits and underscores, and starts with "
        "a lowercase letter."
    ),
    "base_checks": [tests(
        "assert is_valid_username('bob') is True",
        "assert is_valid_username('alice_99') is True",
        "assert is_valid_username('a' * 16) is True",
        "assert is_valid_username('ab') is False",
        "assert is_valid_username('a' * 17) is False",
        "assert is_valid_username('9lives') is False",
        "assert is_valid_username('Bob') is False",
        "assert is_valid_username('bob smith') is False",
    )],
    "instructions": [
        {
            "id": "ascii_only",
            "category": "edge_case_handling",
            "text": "Watch out for Unicode: only the ASCII letters a-z and digits 0-9 are "
                    "allowed, so names like 'josé' or 'abc٣' (an Arabic-Indic digit) are "
                    "invalid, and so is a name with a trailing newline such as 'bob\\n'.",
            "checks": [tests(
                "assert is_valid_username('josé') is False",
                "assert is_valid_username('ünal') is False",
                "assert is_valid_username('abc٣') is False",
                "assert is_valid_username('bob\\n') is False",
            )],
        },
        {
            "id": "name_must_be_str",
            "category": "exception_handling",
            "text": "If `name` is not a string, raise TypeError('name must be a str') instead of "
                    "returning False.",
            "checks": [tests(
                """
for bad in (None, 12345, ['b', 'o', 'b']):
    try:
        is_valid_username(bad)
    except TypeError as e:
        assert str(e) == 'name must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "underscore_rules",
            "category": "input_output_conditions",
            "text": "Two more rules from the product team: a username may not end with an "
                    "underscore, and may not contain two underscores in a row.",
            "checks": [tests(
                "assert is_valid_username('bob_') is False",
                "assert is_valid_username('bo__b') is False",
                "assert is_valid_username('b_o_b') is True",
                "assert is_valid_username('bob_2') is True",
            )],
        },
        {
            "id": "low_complexity",
            "category": "code_complexity",
            "text": "The chain of ifs is getting long: keep the cyclomatic complexity of "
                    "`is_valid_username` at 3 or less.",
            "checks": [{"kind": "complexity", "params": {"max": 3}}],
        },
        {
            "id": "compiled_regex",
            "category": "required_construct",
            "text": "Express the character rules as one regular expression compiled once at "
                    "module level with `re.compile` into a constant named `USERNAME_RE`, and "
                    "match with `USERNAME_RE.fullmatch(...)`.",
            "checks": [
                {"kind": "imports", "params": {"required": ["re"]}},
                {"kind": "require", "params": {"calls": ["re.compile", "fullmatch"]}},
                tests("import re\nassert isinstance(USERNAME_RE, re.Pattern)"),
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Add type hints: `name: str` and return type `bool` (and make sure a real "
                    "bool is returned).",
            "checks": [{"kind": "type_hints", "params": {"exact": {
                "is_valid_username": {"name": "str", "return": "bool"}}}}],
        },
        {
            "id": "length_bounds",
            "category": "functionality_extension",
            "text": "Make the length limits configurable with two more parameters, "
                    "`min_length: int = 3` and `max_length: int = 16` (annotated). If "
                    "`min_length` is greater than `max_length`, raise "
                    "ValueError('min_length must not exceed max_length').",
            "checks": [
                tests(
                    "assert is_valid_username('ab', min_length=2) is True",
                    "assert is_valid_username('abcdef', max_length=5) is False",
                    "assert is_valid_username('abcde', min_length=5, max_length=5) is True",
                    """
try:
    is_valid_username('abc', min_length=5, max_length=4)
except ValueError as e:
    assert str(e) == 'min_length must not exceed max_length'
else:
    raise AssertionError('no ValueError for min_length > max_length')
""",
                ),
                {"kind": "type_hints", "params": {"exact": {"is_valid_username": {
                    "name": "str", "min_length": "int", "max_length": "int",
                    "return": "bool"}}}},
            ],
        },
    ],
    "references": [
        code(r'''
def is_valid_username(name):
    if len(name)<3 or len(name)>16:
        return False
    if not name[0].isalpha() or not name[0].islower():
        return False
    for c in name:
        if not (c.islower() or c.isdigit() or c=='_'):
            return False
    return True
'''),
        code(r'''
def is_valid_username(name):
    if len(name)<3 or len(name)>16:
        return False
    if not ('a'<=name[0]<='z'):
        return False
    for c in name:
        if not ('a'<=c<='z' or '0'<=c<='9' or c=='_'):
            return False
    return True
'''),
        code(r'''
def is_valid_username(name):
    if not isinstance(name,str):
        raise TypeError('name must be a str')
    if len(name)<3 or len(name)>16:
        return False
    if not ('a'<=name[0]<='z'):
        return False
    for c in name:
        if not ('a'<=c<='z' or '0'<=c<='9' or c=='_'):
            return False
    return True
'''),
        code(r'''
def is_valid_username(name):
    if not isinstance(name,str):
        raise TypeError('name must be a str')
    if len(name)<3 or len(name)>16:
        return False
    if not ('a'<=name[0]<='z'):
        return False
    if name.endswith('_') or '__' in name:
        return False
    for c in name:
        if not ('a'<=c<='z' or '0'<=c<='9' or c=='_'):
            return False
    return True
'''),
        code(r'''
import string

ALLOWED=set(string.ascii_lowercase+string.digits+'_')

def is_valid_username(name):
    if not isinstance(name,str):
        raise TypeError('name must be a str')
    return (3<=len(name)<=16 and name[0] in string.ascii_lowercase
            and set(name)<=ALLOWED and not name.endswith('_') and '__' not in name)
'''),
        code(r'''
import re

USERNAME_RE=re.compile(r'[a-z](?:_?[a-z0-9])*')

def is_valid_username(name):
    if not isinstance(name,str):
        raise TypeError('name must be a str')
    return 3<=len(name)<=16 and USERNAME_RE.fullmatch(name) is not None
'''),
        code(r'''
import re

USERNAME_RE=re.compile(r'[a-z](?:_?[a-z0-9])*')

def is_valid_username(name: str) -> bool:
    if not isinstance(name,str):
        raise TypeError('name must be a str')
    return 3<=len(name)<=16 and USERNAME_RE.fullmatch(name) is not None
'''),
        code(r'''
import re

USERNAME_RE = re.compile(r'[a-z](?:_?[a-z0-9])*')


def is_valid_username(name: str, min_length: int = 3, max_length: int = 16) -> bool:
    if not isinstance(name, str):
        raise TypeError('name must be a str')
    if min_length > max_length:
        raise ValueError('min_length must not exceed max_length')
    return (min_length <= len(name) <= max_length
            and USERNAME_RE.fullmatch(name) is not None)
'''),
    ],
    "solo": {
        "ascii_only": code(r'''
def is_valid_username(name):
    if len(name)<3 or len(name)>16:
        return False
    if not ('a'<=name[0]<='z'):
        return False
    for c in name:
        if not ('a'<=c<='z' or '0'<=c<='9' or c=='_'):
            return False
    return True
'''),
        "name_must_be_str": code(r'''
def is_valid_username(name):
    if not isinstance(name,str):
        raise TypeError('name must be a str')
    if len(name)<3 or len(name)>16:
        return False
    if not name[0].isalpha() or not name[0].islower():
        return False
    for c in name:
        if not (c.islower() or c.isdigit() or c=='_'):
            return False
    return True
'''),
        "underscore_rules": code(r'''
def is_valid_username(name):
    if len(name)<3 or len(name)>16:
        return False
    if not name[0].isalpha() or not name[0].islower():
        return False
    if name.endswith('_') or '__' in name:
        return False
    for c in name:
        if not (c.islower() or c.isdigit() or c=='_'):
            return False
    return True
'''),
        "low_complexity": code(r'''
def is_valid_username(name):
    return (3 <= len(name) <= 16 and name[0].islower()
            and all(c.islower() or c.isdigit() or c == '_' for c in name))
'''),
        "compiled_regex": code(r'''
import re

USERNAME_RE = re.compile(r'[a-z][a-z0-9_]{2,15}')


def is_valid_username(name):
    return USERNAME_RE.fullmatch(name) is not None
'''),
        "type_hints": code(r'''
def is_valid_username(name: str) -> bool:
    if len(name)<3 or len(name)>16:
        return False
    if not name[0].isalpha() or not name[0].islower():
        return False
    for c in name:
        if not (c.islower() or c.isdigit() or c=='_'):
            return False
    return True
'''),
        "length_bounds": code(r'''
def is_valid_username(name: str, min_length: int = 3, max_length: int = 16) -> bool:
    if min_length > max_length:
        raise ValueError('min_length must not exceed max_length')
    if not min_length <= len(name) <= max_length:
        return False
    if not name[0].isalpha() or not name[0].islower():
        return False
    return all(c.islower() or c.isdigit() or c == '_' for c in name)
'''),
    },
}
