"""Bank task: run-length encoding."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/run_length_encoding",
    "entry_point": "rle_encode",
    "prompt": (
        "Write a Python function `rle_encode(text)` that run-length encodes a string: every "
        "maximal run of the same character becomes the run's length followed by the "
        "character, so 'aaabcc' becomes '3a1b2c'. The empty string encodes to ''."
    ),
    "base_checks": [tests(
        "assert rle_encode('aaabcc') == '3a1b2c'",
        "assert rle_encode('abc') == '1a1b1c'",
        "assert rle_encode('') == ''",
        "assert rle_encode('  xx') == '2 2x'",
    )],
    "instructions": [
        {
            "id": "text_must_be_str",
            "category": "exception_handling",
            "text": "Raise TypeError('text must be a str') when `text` is not a string (lists "
                    "of characters included).",
            "checks": [tests(
                """
try:
    rle_encode(['a', 'a'])
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for a list')
""",
                """
try:
    rle_encode(123)
except TypeError as e:
    assert str(e) == 'text must be a str'
else:
    raise AssertionError('no TypeError for an int')
""",
            )],
        },
        {
            "id": "reject_digits",
            "category": "input_output_conditions",
            "text": "Digits in the input would make the output ambiguous: if any character "
                    "of `text` is a digit (`str.isdigit()` is true), raise "
                    "ValueError('digits cannot be encoded').",
            "checks": [tests(
                """
try:
    rle_encode('ab1')
except ValueError as e:
    assert str(e) == 'digits cannot be encoded'
else:
    raise AssertionError('no ValueError for a digit')
""",
                "assert rle_encode('a-b') == '1a1-1b'",
            )],
        },
        {
            "id": "cap_run_length",
            "category": "edge_case_handling",
            "text": "Counts must be a single digit: a run longer than 9 is written as several "
                    "runs of at most 9, longest first. For example 12 'a's encode to "
                    "'9a3a' and exactly 18 'c's to '9c9c'.",
            "checks": [tests(
                "assert rle_encode('a' * 12) == '9a3a'",
                "assert rle_encode('c' * 18) == '9c9c'",
                "assert rle_encode('b' * 9 + 'x') == '9b1x'",
            )],
        },
        {
            "id": "runs_helper",
            "category": "structure",
            "text": "Split out the run detection: add a generator function `iter_runs(text)` "
                    "that yields `(char, length)` tuples for the maximal runs of `text` "
                    "(uncapped, so 12 'a's give one ('a', 12)), and make `rle_encode` call it.",
            "checks": [
                {"kind": "defines", "params": {"names": ["iter_runs"],
                                               "params": {"iter_runs": ["text"]}}},
                {"kind": "require", "params": {"constructs": ["yield"], "names": ["iter_runs"]}},
                {"kind": "require", "params": {"calls": ["iter_runs"], "names": ["rle_encode"]}},
                tests(
                    "assert list(iter_runs('aaab')) == [('a', 3), ('b', 1)]",
                    "assert list(iter_runs('a' * 12)) == [('a', 12)]",
                    "assert list(iter_runs('')) == []",
                ),
            ],
        },
        {
            "id": "use_groupby",
            "category": "imports",
            "text": "Replace the index arithmetic with `itertools.groupby` (import it from the "
                    "itertools module and call `groupby`); there must be no `while` loops left.",
            "checks": [
                {"kind": "imports", "params": {"required": ["itertools"]}},
                {"kind": "require", "params": {"calls": ["groupby"]}},
                {"kind": "forbid", "params": {"constructs": ["while"]}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Add type hints: `rle_encode(text: str) -> str` and "
                    "`iter_runs(text: str) -> Iterator[tuple[str, int]]`, with `Iterator` "
                    "imported from `collections.abc`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {
                "rle_encode": {"text": "str", "return": "str"},
                "iter_runs": {"text": "str", "return": "Iterator[tuple[str, int]]"},
            }}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Format the module to PEP 8: pycodestyle must not report anything.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "decoder",
            "category": "functionality_extension",
            "text": "Add the inverse, `rle_decode(encoded: str) -> str` (annotated exactly so). "
                    "`encoded` is a sequence of pairs, each a digit 1-9 followed by one "
                    "non-digit character; decode it back to the text. If `encoded` is not of "
                    "that form, raise ValueError('malformed input'). '' decodes to ''.",
            "checks": [
                tests(
                    "assert rle_decode('3a1b') == 'aaab'",
                    "assert rle_decode('') == ''",
                    "assert rle_decode(rle_encode('aab  c')) == 'aab  c'",
                    """
for bad in ('a3', '3', '0a', '12a', '3a4'):
    try:
        rle_decode(bad)
    except ValueError as e:
        assert str(e) == 'malformed input', bad
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
""",
                ),
                {"kind": "type_hints", "params": {"names": ["rle_decode"], "exact": {
                    "rle_decode": {"encoded": "str", "return": "str"}}}},
            ],
        },
    ],
    "references": [
        code(r'''
def rle_encode(text):
    out=''
    i=0
    while i<len(text):
        j=i
        while j<len(text) and text[j]==text[i]:
            j+=1
        out+=str(j-i)+text[i]
        i=j
    return out
'''),
        code(r'''
def rle_encode(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    out=''
    i=0
    while i<len(text):
        j=i
        while j<len(text) and text[j]==text[i]:
            j+=1
        out+=str(j-i)+text[i]
        i=j
    return out
'''),
        code(r'''
def rle_encode(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    if any(c.isdigit() for c in text):
        raise ValueError('digits cannot be encoded')
    out=''
    i=0
    while i<len(text):
        j=i
        while j<len(text) and text[j]==text[i]:
            j+=1
        out+=str(j-i)+text[i]
        i=j
    return out
'''),
        code(r'''
def rle_encode(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    if any(c.isdigit() for c in text):
        raise ValueError('digits cannot be encoded')
    out=''
    i=0
    while i<len(text):
        j=i
        while j<len(text) and text[j]==text[i]:
            j+=1
        n=j-i
        while n>9:
            out+='9'+text[i]
            n-=9
        out+=str(n)+text[i]
        i=j
    return out
'''),
        code(r'''
def iter_runs(text):
    i=0
    while i<len(text):
        j=i
        while j<len(text) and text[j]==text[i]:
            j+=1
        yield text[i],j-i
        i=j

def rle_encode(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    if any(c.isdigit() for c in text):
        raise ValueError('digits cannot be encoded')
    out=''
    for ch,n in iter_runs(text):
        while n>9:
            out+='9'+ch
            n-=9
        out+=str(n)+ch
    return out
'''),
        code(r'''
from itertools import groupby

def iter_runs(text):
    for ch,group in groupby(text):
        yield ch,len(list(group))

def rle_encode(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    if any(c.isdigit() for c in text):
        raise ValueError('digits cannot be encoded')
    out=''
    for ch,n in iter_runs(text):
        out+=('9'+ch)*(n//9)
        if n%9:
            out+=str(n%9)+ch
    return out
'''),
        code(r'''
from collections.abc import Iterator
from itertools import groupby

def iter_runs(text: str) -> Iterator[tuple[str, int]]:
    for ch,group in groupby(text):
        yield ch,len(list(group))

def rle_encode(text: str) -> str:
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    if any(c.isdigit() for c in text):
        raise ValueError('digits cannot be encoded')
    out=''
    for ch,n in iter_runs(text):
        out+=('9'+ch)*(n//9)
        if n%9:
            out+=str(n%9)+ch
    return out
'''),
        code(r'''
from collections.abc import Iterator
from itertools import groupby


def iter_runs(text: str) -> Iterator[tuple[str, int]]:
    for ch, group in groupby(text):
        yield ch, len(list(group))


def rle_encode(text: str) -> str:
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    if any(c.isdigit() for c in text):
        raise ValueError('digits cannot be encoded')
    out = ''
    for ch, n in iter_runs(text):
        out += ('9' + ch) * (n // 9)
        if n % 9:
            out += str(n % 9) + ch
    return out
'''),
        code(r'''
from collections.abc import Iterator
from itertools import groupby


def iter_runs(text: str) -> Iterator[tuple[str, int]]:
    for ch, group in groupby(text):
        yield ch, len(list(group))


def rle_encode(text: str) -> str:
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    if any(c.isdigit() for c in text):
        raise ValueError('digits cannot be encoded')
    out = ''
    for ch, n in iter_runs(text):
        out += ('9' + ch) * (n // 9)
        if n % 9:
            out += str(n % 9) + ch
    return out


def rle_decode(encoded: str) -> str:
    pairs = [encoded[i:i + 2] for i in range(0, len(encoded), 2)]
    for pair in pairs:
        if len(pair) != 2 or pair[0] not in '123456789' or pair[1].isdigit():
            raise ValueError('malformed input')
    return ''.join(pair[1] * int(pair[0]) for pair in pairs)
'''),
    ],
    "solo": {
        "text_must_be_str": code(r'''
def rle_encode(text):
    if type(text) is not str:
        raise TypeError('text must be a str')
    out=''
    i=0
    while i<len(text):
        j=i
        while j<len(text) and text[j]==text[i]:
            j+=1
        out+=str(j-i)+text[i]
        i=j
    return out
'''),
        "reject_digits": code(r'''
def rle_encode(text):
    out=''
    i=0
    while i<len(text):
        if text[i].isdigit():
            raise ValueError('digits cannot be encoded')
        j=i
        while j<len(text) and text[j]==text[i]:
            j+=1
        out+=str(j-i)+text[i]
        i=j
    return out
'''),
        "cap_run_length": code(r'''
def rle_encode(text):
    out=''
    i=0
    while i<len(text):
        j=i
        while j<len(text) and text[j]==text[i] and j-i<9:
            j+=1
        out+=str(j-i)+text[i]
        i=j
    return out
'''),
        "runs_helper": code(r'''
def iter_runs(text):
    start=0
    for i in range(1,len(text)+1):
        if i==len(text) or text[i]!=text[start]:
            yield text[start],i-start
            start=i


def rle_encode(text):
    return ''.join(str(n)+ch for ch,n in iter_runs(text))
'''),
        "use_groupby": code(r'''
import itertools


def rle_encode(text):
    return ''.join(f'{len(list(g))}{ch}' for ch, g in itertools.groupby(text))
'''),
        "type_hints": code(r'''
from collections.abc import Iterator
from itertools import groupby


def iter_runs(text: str) -> Iterator[tuple[str, int]]:
    for ch, group in groupby(text):
        yield ch, len(list(group))


def rle_encode(text: str) -> str:
    return ''.join(f'{n}{ch}' for ch, n in iter_runs(text))
'''),
        "pep8": code(r'''
def rle_encode(text):
    out = ''
    i = 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == text[i]:
            j += 1
        out += str(j - i) + text[i]
        i = j
    return out
'''),
        "decoder": code(r'''
import re


def rle_encode(text):
    out=''
    i=0
    while i<len(text):
        j=i
        while j<len(text) and text[j]==text[i]:
            j+=1
        out+=str(j-i)+text[i]
        i=j
    return out


def rle_decode(encoded: str) -> str:
    if not re.fullmatch(r'(?:[1-9]\D)*', encoded):
        raise ValueError('malformed input')
    return ''.join(encoded[i + 1] * int(encoded[i]) for i in range(0, len(encoded), 2))
'''),
    },
}
