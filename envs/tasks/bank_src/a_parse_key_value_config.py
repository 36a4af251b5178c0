"""Bank task: parsing key = value configuration text."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/parse_key_value_config",
    "entry_point": "parse_config",
    "prompt": (
        "Write a Python function `parse_config(text)` that parses configuration text made of "
        "lines of the form `key = value` into a dict of str to str. The key and value are "
        "separated by the first '=' and stripped of surrounding whitespace. Blank lines and "
        "lines whose first non-blank character is '#' are ignored."
    ),
    "base_checks": [tests(
        "assert parse_config('host = example.com\\nport=8080\\n') == "
        "{'host': 'example.com', 'port': '8080'}",
        "assert parse_config('# comment\\n\\n  name =  Bob  ') == {'name': 'Bob'}",
        "assert parse_config('url = http://x/?a=b') == {'url': 'http://x/?a=b'}",
        "assert parse_config('') == {}",
    )],
    "instructions": [
        {
            "id": "syntax_error",
            "category": "exception_handling",
            "text": "A non-ignored line with no '=' or with an empty key is a mistake in the "
                    "file: raise ValueError(f'line {n}: expected key = value'), where `n` is the "
                    "1-based line number.",
            "checks": [tests(
                """
try:
    parse_config('a = x\\nbogus')
except ValueError as e:
    assert str(e) == 'line 2: expected key = value'
else:
    raise AssertionError('no ValueError for a line without =')
""",
                """
try:
    parse_config('# c\\n\\n = 3')
except ValueError as e:
    assert str(e) == 'line 3: expected key = value'
else:
    raise AssertionError('no ValueError for an empty key')
""",
            )],
        },
        {
            "id": "quoted_values",
            "category": "input_output_conditions",
            "text": "Allow quoted values: when the stripped value starts and ends with the same "
                    "quote character (\" or '), and is at least 2 characters long, remove that "
                    "pair of quotes and keep everything inside as is, whitespace included.",
            "checks": [tests(
                "assert parse_config('greeting = \"  hi  \"') == {'greeting': '  hi  '}",
                "assert parse_config(\"path = 'C:\\\\temp'\") == {'path': 'C:\\\\temp'}",
                "assert parse_config('empty = \"\"') == {'empty': ''}",
                "assert parse_config('odd = \"x\\'') == {'odd': '\"x\\''}",
            )],
        },
        {
            "id": "bom_and_crlf",
            "category": "edge_case_handling",
            "text": "Files saved on Windows must parse too: ignore a leading byte-order mark "
                    "('\\ufeff') at the very start of the text, and accept '\\r\\n' line "
                    "endings.",
            "checks": [tests(
                "assert parse_config('\\ufeffa = x\\r\\nb = y\\r\\n') == {'a': 'x', 'b': 'y'}",
                "assert parse_config('\\ufeff# only a comment') == {}",
            )],
        },
        {
            "id": "short_functions",
            "category": "function_length",
            "text": "`parse_config` is getting long. No function may be longer than 10 lines "
                    "(the def line counts; docstrings, comments and blank lines do not); move "
                    "the per-line parsing into a helper if needed.",
            "checks": [{"kind": "function_length", "params": {"max_lines": 10,
                                                              "include_private": True}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate all functions, helpers included; the entry point is "
                    "`parse_config(text: str) -> dict[str, str]`.",
            "checks": [
                {"kind": "type_hints", "params": {"exact": {"parse_config": {
                    "text": "str", "return": "dict[str, str]"}}}},
                {"kind": "type_hints", "params": {"include_private": True}},
            ],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Format the module to PEP 8 (pycodestyle clean).",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "typed_values",
            "category": "functionality_extension",
            "text": "Return typed values: an unquoted value that is an optional '-' followed by "
                    "ASCII digits becomes an int, an unquoted 'true' or 'false' (any case) "
                    "becomes a bool, and everything else, including every quoted value, stays "
                    "a str. The return annotation becomes `dict[str, str | int | bool]`. Keep "
                    "the 10-line limit.",
            "supersedes": ["base", "type_hints"],
            "checks": [
                tests(
                    "assert parse_config('host = example.com\\nport=8080\\n') == "
                    "{'host': 'example.com', 'port': 8080}",
                    "assert parse_config('debug = TRUE\\nverbose=false') == "
                    "{'debug': True, 'verbose': False}",
                    "assert parse_config('offset = -3\\nzip = \"01234\"') == "
                    "{'offset': -3, 'zip': '01234'}",
                    "assert parse_config('v = 1.5\\nw = 12a\\nx = -') == "
                    "{'v': '1.5', 'w': '12a', 'x': '-'}",
                    "assert type(parse_config('flag = true')['flag']) is bool",
                ),
                {"kind": "type_hints", "params": {"exact": {"parse_config": {
                    "text": "str", "return": "dict[str, str | int | bool]"}}}},
            ],
        },
    ],
    "references": [
        code(r'''
def parse_config(text):
    result={}
    for line in text.splitlines():
        line=line.strip()
        if line=='' or line.startswith('#'):
            continue
        key,value=line.split('=',1)
        key=key.strip()
        value=value.strip()
        result[key]=value
    return result
'''),
        code(r'''
def parse_config(text):
    result={}
    for n,line in enumerate(text.splitlines(),1):
        line=line.strip()
        if line=='' or line.startswith('#'):
            continue
        key,sep,value=line.partition('=')
        if not sep or not key.strip():
            raise ValueError(f'line {n}: expected key = value')
        result[key.strip()]=value.strip()
    return result
'''),
        code(r'''
def parse_config(text):
    result={}
    for n,line in enumerate(text.splitlines(),1):
        line=line.strip()
        if line=='' or line.startswith('#'):
            continue
        key,sep,value=line.partition('=')
        if not sep or not key.strip():
            raise ValueError(f'line {n}: expected key = value')
        value=value.strip()
        if len(value)>=2 and value[0]==value[-1] and value[0] in '"\'':
            value=value[1:-1]
        result[key.strip()]=value
    return result
'''),
        code(r'''
def parse_config(text):
    text=text.removeprefix('\ufeff')
    result={}
    for n,line in enumerate(text.splitlines(),1):
        line=line.strip()
        if line=='' or line.startswith('#'):
            continue
        key,sep,value=line.partition('=')
        if not sep or not key.strip():
            raise ValueError(f'line {n}: expected key = value')
        value=value.strip()
        if len(value)>=2 and value[0]==value[-1] and value[0] in '"\'':
            value=value[1:-1]
        result[key.strip()]=value
    return result
'''),
        code(r'''
def _parse_line(line,n):
    key,sep,value=line.partition('=')
    if not sep or not key.strip():
        raise ValueError(f'line {n}: expected key = value')
    value=value.strip()
    if len(value)>=2 and value[0]==value[-1] and value[0] in '"\'':
        value=value[1:-1]
    return key.strip(),value

def parse_config(text):
    result={}
    for n,line in enumerate(text.removeprefix('\ufeff').splitlines(),1):
        line=line.strip()
        if line and not line.startswith('#'):
            key,value=_parse_line(line,n)
            result[key]=value
    return result
'''),
        code(r'''
def _parse_line(line: str, n: int) -> tuple[str, str]:
    key,sep,value=line.partition('=')
    if not sep or not key.strip():
        raise ValueError(f'line {n}: expected key = value')
    value=value.strip()
    if len(value)>=2 and value[0]==value[-1] and value[0] in '"\'':
        value=value[1:-1]
    return key.strip(),value

def parse_config(text: str) -> dict[str, str]:
    result={}
    for n,line in enumerate(text.removeprefix('\ufeff').splitlines(),1):
        line=line.strip()
        if line and not line.startswith('#'):
            key,value=_parse_line(line,n)
            result[key]=value
    return result
'''),
        code(r'''
def _parse_line(line: str, n: int) -> tuple[str, str]:
    key, sep, value = line.partition('=')
    if not sep or not key.strip():
        raise ValueError(f'line {n}: expected key = value')
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in '"\'':
        value = value[1:-1]
    return key.strip(), value


def parse_config(text: str) -> dict[str, str]:
    result = {}
    for n, line in enumerate(text.removeprefix('\ufeff').splitlines(), 1):
        line = line.strip()
        if line and not line.startswith('#'):
            key, value = _parse_line(line, n)
            result[key] = value
    return result
'''),
        code(r'''
def _convert(value: str) -> str | int | bool:
    if value.lower() in ('true', 'false'):
        return value.lower() == 'true'
    digits = value.removeprefix('-')
    if digits.isascii() and digits.isdigit():
        return int(value)
    return value


def _parse_line(line: str, n: int) -> tuple[str, str | int | bool]:
    key, sep, value = line.partition('=')
    if not sep or not key.strip():
        raise ValueError(f'line {n}: expected key = value')
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in '"\'':
        return key.strip(), value[1:-1]
    return key.strip(), _convert(value)


def parse_config(text: str) -> dict[str, str | int | bool]:
    result = {}
    for n, line in enumerate(text.removeprefix('\ufeff').splitlines(), 1):
        line = line.strip()
        if line and not line.startswith('#'):
            key, value = _parse_line(line, n)
            result[key] = value
    return result
'''),
    ],
    "solo": {
        "syntax_error": code(r'''
def parse_config(text):
    result={}
    for n,line in enumerate(text.splitlines(),1):
        line=line.strip()
        if line=='' or line.startswith('#'):
            continue
        if '=' not in line or line.startswith('='):
            raise ValueError(f'line {n}: expected key = value')
        key,value=line.split('=',1)
        if not key.strip():
            raise ValueError(f'line {n}: expected key = value')
        result[key.strip()]=value.strip()
    return result
'''),
        "quoted_values": code(r'''
def parse_config(text):
    result={}
    for line in text.splitlines():
        line=line.strip()
        if line=='' or line.startswith('#'):
            continue
        key,value=line.split('=',1)
        value=value.strip()
        if len(value)>1 and value[0] in '"\'' and value[-1]==value[0]:
            value=value[1:-1]
        result[key.strip()]=value
    return result
'''),
        "bom_and_crlf": code(r'''
def parse_config(text):
    result={}
    for line in text.lstrip('\ufeff').splitlines():
        line=line.strip()
        if line=='' or line.startswith('#'):
            continue
        key,value=line.split('=',1)
        key=key.strip()
        value=value.strip()
        result[key]=value
    return result
'''),
        "short_functions": code(r'''
def parse_config(text):
    result={}
    for line in text.splitlines():
        line=line.strip()
        if line=='' or line.startswith('#'):
            continue
        key,value=line.split('=',1)
        result[key.strip()]=value.strip()
    return result
'''),
        "type_hints": code(r'''
def parse_config(text: str) -> dict[str, str]:
    result={}
    for line in text.splitlines():
        line=line.strip()
        if line=='' or line.startswith('#'):
            continue
        key,value=line.split('=',1)
        key=key.strip()
        value=value.strip()
        result[key]=value
    return result
'''),
        "pep8": code(r'''
def parse_config(text):
    result = {}
    for line in text.splitlines():
        line = line.strip()
        if line == '' or line.startswith('#'):
            continue
        key, value = line.split('=', 1)
        key = key.strip()
        value = value.strip()
        result[key] = value
    return result
'''),
        "typed_values": code(r'''
import re


def parse_config(text: str) -> dict[str, str | int | bool]:
    result: dict[str, str | int | bool] = {}
    for line in text.splitlines():
        line = line.strip()
        if line == '' or line.startswith('#'):
            continue
        key, value = (part.strip() for part in line.split('=', 1))
        if re.fullmatch(r'-?[0-9]+', value):
            result[key] = int(value)
        elif value.lower() in ('true', 'false'):
            result[key] = value.lower() == 'true'
        else:
            result[key] = value.strip('"')
    return result
'''),
    },
}
