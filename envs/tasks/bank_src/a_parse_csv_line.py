"""Bank task: parse one CSV line."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/parse_csv_line",
    "entry_point": "parse_csv_line",
    "prompt": (
        "Write a Python function `parse_csv_line(line)` that splits one line of CSV into its "
        "fields and returns them as a list of strings. Fields are separated by commas. A field "
        "may be wrapped in double quotes, and then it may contain commas; inside a quoted "
        "field a doubled quote (\"\") stands for one literal quote character. Whitespace is "
        "kept as it is."
    ),
    "base_checks": [tests(
        "assert parse_csv_line('a,b,c') == ['a', 'b', 'c']",
        "assert parse_csv_line('a,\"b,c\",d') == ['a', 'b,c', 'd']",
        "assert parse_csv_line('\"say \"\"hi\"\"\",x') == ['say \"hi\"', 'x']",
        "assert parse_csv_line('a,,b') == ['a', '', 'b']",
        "assert parse_csv_line(' a , b ') == [' a ', ' b ']",
    )],
    "instructions": [
        {
            "id": "unterminated_quote",
            "category": "exception_handling",
            "text": "A line that ends inside a quoted field is broken: raise "
                    "ValueError('unterminated quoted field') for it instead of returning "
                    "something.",
            "checks": [tests(
                """
try:
    parse_csv_line('a,"bc')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for an open quote')
""",
                """
try:
    parse_csv_line('"')
except ValueError as e:
    assert str(e) == 'unterminated quoted field'
else:
    raise AssertionError('no ValueError for a lone quote')
""",
            )],
        },
        {
            "id": "empty_and_newline",
            "category": "edge_case_handling",
            "text": "Lines often come straight from a file: a trailing '\\n' or '\\r\\n' is not "
                    "part of the last field, and an empty line (also one that is only '\\n') "
                    "gives an empty list, not [''].",
            "checks": [tests(
                "assert parse_csv_line('') == []",
                "assert parse_csv_line('\\n') == []",
                "assert parse_csv_line('a,b\\n') == ['a', 'b']",
                "assert parse_csv_line('a,\"b\"\\r\\n') == ['a', 'b']",
            )],
        },
        {
            "id": "snake_case",
            "category": "naming_convention",
            "text": "Our style guide wants snake_case for every function, parameter and "
                    "variable name (so `in_quotes`, never `inQuotes`).",
            "checks": [{"kind": "naming", "params": {"functions": "snake_case",
                                                     "variables": "snake_case"}}],
        },
        {
            "id": "low_complexity",
            "category": "code_complexity",
            "text": "This state machine is hard to review. Bring the cyclomatic (McCabe) "
                    "complexity of `parse_csv_line` down to 4 or less; the standard library "
                    "`csv` module may help.",
            "checks": [{"kind": "complexity", "params": {"max": 4}}],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Document `parse_csv_line` with a Google-style docstring (Args: for `line`, "
                    "a Returns: section, and a Raises: section for the ValueError).",
            "checks": [{"kind": "docstring", "params": {"names": ["parse_csv_line"],
                                                        "style": "google"}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate it as `parse_csv_line(line: str) -> list[str]`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {
                "parse_csv_line": {"line": "str", "return": "list[str]"}}}}],
        },
        {
            "id": "custom_delimiter",
            "category": "functionality_extension",
            "text": "Support other separators: add a parameter `delimiter: str = ','` "
                    "(annotated, and documented in the docstring). If `delimiter` is not exactly "
                    "one character long, raise ValueError('delimiter must be one character').",
            "checks": [
                tests(
                    "assert parse_csv_line('a;\"b;c\";d', delimiter=';') == ['a', 'b;c', 'd']",
                    "assert parse_csv_line('a,b', delimiter=';') == ['a,b']",
                    "assert parse_csv_line('x\\ty', delimiter='\\t') == ['x', 'y']",
                    """
try:
    parse_csv_line('a::b', delimiter='::')
except ValueError as e:
    assert str(e) == 'delimiter must be one character'
else:
    raise AssertionError('no ValueError for a long delimiter')
""",
                ),
                {"kind": "type_hints", "params": {"exact": {"parse_csv_line": {
                    "line": "str", "delimiter": "str", "return": "list[str]"}}}},
                {"kind": "docstring", "params": {"names": ["parse_csv_line"],
                                                 "style": "google"}},
            ],
        },
    ],
    "references": [
        code(r'''
def parse_csv_line(line):
    fields=[]
    cur=''
    inQuotes=False
    i=0
    while i<len(line):
        c=line[i]
        if inQuotes:
            if c=='"':
                if i+1<len(line) and line[i+1]=='"':
                    cur+='"'
                    i+=1
                else:
                    inQuotes=False
            else:
                cur+=c
        elif c=='"':
            inQuotes=True
        elif c==',':
            fields.append(cur)
            cur=''
        else:
            cur+=c
        i+=1
    fields.append(cur)
    return fields
'''),
        code(r'''
def parse_csv_line(line):
    fields=[]
    cur=''
    inQuotes=False
    i=0
    while i<len(line):
        c=line[i]
        if inQuotes:
            if c=='"':
                if i+1<len(line) and line[i+1]=='"':
                    cur+='"'
                    i+=1
                else:
                    inQuotes=False
            else:
                cur+=c
        elif c=='"':
            inQuotes=True
        elif c==',':
            fields.append(cur)
            cur=''
        else:
            cur+=c
        i+=1
    if inQuotes:
        raise ValueError('unterminated quoted field')
    fields.append(cur)
    return fields
'''),
        code(r'''
def parse_csv_line(line):
    line=line.rstrip('\r\n')
    if line=='':
        return []
    fields=[]
    cur=''
    inQuotes=False
    i=0
    while i<len(line):
        c=line[i]
        if inQuotes:
            if c=='"':
                if i+1<len(line) and line[i+1]=='"':
                    cur+='"'
                    i+=1
                else:
                    inQuotes=False
            else:
                cur+=c
        elif c=='"':
            inQuotes=True
        elif c==',':
            fields.append(cur)
            cur=''
        else:
            cur+=c
        i+=1
    if inQuotes:
        raise ValueError('unterminated quoted field')
    fields.append(cur)
    return fields
'''),
        code(r'''
def parse_csv_line(line):
    line=line.rstrip('\r\n')
    if line=='':
        return []
    fields=[]
    cur=''
    in_quotes=False
    i=0
    while i<len(line):
        c=line[i]
        if in_quotes:
            if c=='"':
                if i+1<len(line) and line[i+1]=='"':
                    cur+='"'
                    i+=1
                else:
                    in_quotes=False
            else:
                cur+=c
        elif c=='"':
            in_quotes=True
        elif c==',':
            fields.append(cur)
            cur=''
        else:
            cur+=c
        i+=1
    if in_quotes:
        raise ValueError('unterminated quoted field')
    fields.append(cur)
    return fields
'''),
        code(r'''
import csv

def parse_csv_line(line):
    try:
        return next(csv.reader([line.rstrip('\r\n')],strict=True),[])
    except csv.Error:
        raise ValueError('unterminated quoted field') from None
'''),
        code(r'''
import csv

def parse_csv_line(line):
    """Splits one CSV line into fields.

    Args:
        line: The line, optionally ending in a line terminator.

    Returns:
        The fields, unquoted; [] for an empty line.

    Raises:
        ValueError: When a quoted field is not closed.
    """
    try:
        return next(csv.reader([line.rstrip('\r\n')],strict=True),[])
    except csv.Error:
        raise ValueError('unterminated quoted field') from None
'''),
        code(r'''
import csv

def parse_csv_line(line: str) -> list[str]:
    """Splits one CSV line into fields.

    Args:
        line: The line, optionally ending in a line terminator.

    Returns:
        The fields, unquoted; [] for an empty line.

    Raises:
        ValueError: When a quoted field is not closed.
    """
    try:
        return next(csv.reader([line.rstrip('\r\n')],strict=True),[])
    except csv.Error:
        raise ValueError('unterminated quoted field') from None
'''),
        code(r'''
import csv


def parse_csv_line(line: str, delimiter: str = ',') -> list[str]:
    """Splits one CSV line into fields.

    Args:
        line: The line, optionally ending in a line terminator.
        delimiter: The one-character field separator.

    Returns:
        The fields, unquoted; [] for an empty line.

    Raises:
        ValueError: When a quoted field is not closed, or the delimiter is not one
            character.
    """
    if len(delimiter) != 1:
        raise ValueError('delimiter must be one character')
    reader = csv.reader([line.rstrip('\r\n')], delimiter=delimiter, strict=True)
    try:
        return next(reader, [])
    except csv.Error:
        raise ValueError('unterminated quoted field') from None
'''),
    ],
    "solo": {
        "unterminated_quote": code(r'''
def parse_csv_line(line):
    if line.count('"')%2:
        raise ValueError('unterminated quoted field')
    fields=[]
    cur=''
    inQuotes=False
    i=0
    while i<len(line):
        c=line[i]
        if inQuotes:
            if c=='"':
                if i+1<len(line) and line[i+1]=='"':
                    cur+='"'
                    i+=1
                else:
                    inQuotes=False
            else:
                cur+=c
        elif c=='"':
            inQuotes=True
        elif c==',':
            fields.append(cur)
            cur=''
        else:
            cur+=c
        i+=1
    fields.append(cur)
    return fields
'''),
        "empty_and_newline": code(r'''
import csv


def parse_csv_line(line):
    return next(csv.reader([line.rstrip('\r\n')]), [])
'''),
        "snake_case": code(r'''
def parse_csv_line(line):
    fields = []
    current = ''
    in_quotes = False
    i = 0
    while i < len(line):
        char = line[i]
        if in_quotes and char == '"' and line[i + 1:i + 2] == '"':
            current += '"'
            i += 1
        elif char == '"':
            in_quotes = not in_quotes
        elif char == ',' and not in_quotes:
            fields.append(current)
            current = ''
        else:
            current += char
        i += 1
    fields.append(current)
    return fields
'''),
        "low_complexity": code(r'''
import csv


def parse_csv_line(line):
    return next(csv.reader([line]))
'''),
        "google_docstring": code(r'''
import csv


def parse_csv_line(line):
    """Splits a CSV line.

    Args:
        line: One CSV line.

    Returns:
        Its fields.
    """
    return next(csv.reader([line]))
'''),
        "type_hints": code(r'''
import csv


def parse_csv_line(line: str) -> list[str]:
    return next(csv.reader([line]))
'''),
        "custom_delimiter": code(r'''
import csv


def parse_csv_line(line: str, delimiter: str = ',') -> list[str]:
    """Splits a CSV line.

    Args:
        line: One CSV line.
        delimiter: The field separator.

    Returns:
        Its fields.
    """
    if len(delimiter) != 1:
        raise ValueError('delimiter must be one character')
    return next(csv.reader([line], delimiter=delimiter))
'''),
    },
}
