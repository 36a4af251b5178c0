"""Bank task: Roman numerals to integers."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/roman_to_int",
    "entry_point": "roman_to_int",
    "prompt": (
        "Write a Python function `roman_to_int(s)` that converts a Roman numeral written in "
        "capital letters (I=1, V=5, X=10, L=50, C=100, D=500, M=1000, with subtractive pairs "
        "such as IV=4 and CM=900) to an int."
    ),
    "base_checks": [tests(
        "assert roman_to_int('III') == 3",
        "assert roman_to_int('IV') == 4",
        "assert roman_to_int('IX') == 9",
        "assert roman_to_int('LVIII') == 58",
        "assert roman_to_int('MCMXCIV') == 1994",
    )],
    "instructions": [
        {
            "id": "case_and_space",
            "category": "input_output_conditions",
            "text": "Users type numerals by hand: accept lowercase or mixed-case letters and "
                    "ignore whitespace around the numeral, so ' xiv ' gives 14.",
            "checks": [tests(
                "assert roman_to_int(' xiv ') == 14",
                "assert roman_to_int('mcmXCiv') == 1994",
                "assert roman_to_int('\\tMMXXIV\\n') == 2024",
            )],
        },
        {
            "id": "empty_numeral",
            "category": "edge_case_handling",
            "text": "An empty or whitespace-only string is not zero: raise "
                    "ValueError('empty numeral') for it.",
            "checks": [tests(
                """
for bad in ('', '   '):
    try:
        roman_to_int(bad)
    except ValueError as e:
        assert str(e) == 'empty numeral'
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
""",
            )],
        },
        {
            "id": "invalid_numeral",
            "category": "exception_handling",
            "text": "Reject everything that is not a canonical numeral between 1 and 3999: "
                    "unknown letters ('XIZ'), too many repeats ('IIII', 'MMMM') and bad "
                    "subtractive pairs ('IC', 'VX'). Raise ValueError with the message "
                    "`f'invalid roman numeral: {s!r}'`, where `s` is the argument exactly as "
                    "it was passed (before stripping or upper-casing).",
            "checks": [tests(
                """
try:
    roman_to_int('XIZ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZ'"
else:
    raise AssertionError('no ValueError for XIZ')
""",
                """
try:
    roman_to_int(' iiii ')
except ValueError as e:
    assert str(e) == "invalid roman numeral: ' iiii '"
else:
    raise AssertionError('no ValueError for iiii')
""",
                """
for bad in ('IC', 'VX', 'MMMM', 'IIV', 'DD'):
    try:
        roman_to_int(bad)
    except ValueError:
        pass
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
""",
                "assert roman_to_int('MMMCMXCIX') == 3999",
            )],
        },
        {
            "id": "module_constant",
            "category": "naming_convention",
            "text": "Move the letter-to-value table out of the function into a module-level "
                    "dict named `ROMAN_VALUES` (keys 'I', 'V', 'X', 'L', 'C', 'D', 'M'). Every "
                    "module-level name you bind must be UPPER_CASE.",
            "checks": [
                {"kind": "naming", "params": {"constants": "UPPER_CASE"}},
                tests("assert ROMAN_VALUES == {'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, "
                      "'D': 500, 'M': 1000}"),
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `roman_to_int(s: str) -> int`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {
                "roman_to_int": {"s": "str", "return": "int"}}}}],
        },
        {
            "id": "low_complexity",
            "category": "code_complexity",
            "text": "Keep the cyclomatic complexity of `roman_to_int` at 3 or below (McCabe); "
                    "the summing loop with its if/else can become a single expression.",
            "checks": [{"kind": "complexity", "params": {"max": 3,
                                                         "names": ["roman_to_int"]}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Make the code PEP 8 clean; pycodestyle should have nothing to say.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "lenient_mode",
            "category": "functionality_extension",
            "text": "Add an optional parameter `strict: bool = True` (annotated). With "
                    "`strict=False`, skip the canonical-form rules and just add the values up "
                    "with the usual subtractive rule (a value smaller than the next one is "
                    "subtracted), so 'IIII' gives 4, 'IC' 99 and 'MMMM' 4000; characters other "
                    "than the seven letters I V X L C D M still raise "
                    "ValueError(f'invalid roman numeral: {s!r}'). Keep the complexity bound.",
            "checks": [
                tests(
                    "assert roman_to_int('IIII', strict=False) == 4",
                    "assert roman_to_int('IC', strict=False) == 99",
                    "assert roman_to_int('MMMM', strict=False) == 4000",
                    "assert roman_to_int('XIV', strict=False) == 14",
                    """
try:
    roman_to_int('XIZ', strict=False)
except ValueError as e:
    assert str(e) == "invalid roman numeral: 'XIZ'"
else:
    raise AssertionError('no ValueError for XIZ')
""",
                    """
try:
    roman_to_int('IIII', strict=True)
except ValueError:
    pass
else:
    raise AssertionError('strict mode accepted IIII')
""",
                ),
                {"kind": "type_hints", "params": {"exact": {
                    "roman_to_int": {"s": "str", "strict": "bool", "return": "int"}}}},
            ],
        },
    ],
    "references": [
        code(r'''
def roman_to_int(s):
    vals={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
    total=0
    for i in range(len(s)):
        if i+1<len(s):
            if vals[s[i]]<vals[s[i+1]]:
                total-=vals[s[i]]
            else:
                total+=vals[s[i]]
        else:
            total+=vals[s[i]]
    return total
'''),
        code(r'''
def roman_to_int(s):
    s=s.strip().upper()
    vals={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
    total=0
    for i in range(len(s)):
        if i+1<len(s):
            if vals[s[i]]<vals[s[i+1]]:
                total-=vals[s[i]]
            else:
                total+=vals[s[i]]
        else:
            total+=vals[s[i]]
    return total
'''),
        code(r'''
def roman_to_int(s):
    s=s.strip().upper()
    if s=='':
        raise ValueError('empty numeral')
    vals={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
    total=0
    for i in range(len(s)):
        if i+1<len(s):
            if vals[s[i]]<vals[s[i+1]]:
                total-=vals[s[i]]
            else:
                total+=vals[s[i]]
        else:
            total+=vals[s[i]]
    return total
'''),
        code(r'''
import re

def roman_to_int(s):
    t=s.strip().upper()
    if t=='':
        raise ValueError('empty numeral')
    if not re.fullmatch('M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})',t):
        raise ValueError(f'invalid roman numeral: {s!r}')
    vals={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
    total=0
    for i in range(len(t)):
        if i+1<len(t):
            if vals[t[i]]<vals[t[i+1]]:
                total-=vals[t[i]]
            else:
                total+=vals[t[i]]
        else:
            total+=vals[t[i]]
    return total
'''),
        code(r'''
import re

ROMAN_VALUES={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
ROMAN_RE=re.compile('M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})')

def roman_to_int(s):
    t=s.strip().upper()
    if t=='':
        raise ValueError('empty numeral')
    if not ROMAN_RE.fullmatch(t):
        raise ValueError(f'invalid roman numeral: {s!r}')
    total=0
    for i in range(len(t)):
        if i+1<len(t):
            if ROMAN_VALUES[t[i]]<ROMAN_VALUES[t[i+1]]:
                total-=ROMAN_VALUES[t[i]]
            else:
                total+=ROMAN_VALUES[t[i]]
        else:
            total+=ROMAN_VALUES[t[i]]
    return total
'''),
        code(r'''
import re

ROMAN_VALUES={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
ROMAN_RE=re.compile('M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})')

def roman_to_int(s: str) -> int:
    t=s.strip().upper()
    if t=='':
        raise ValueError('empty numeral')
    if not ROMAN_RE.fullmatch(t):
        raise ValueError(f'invalid roman numeral: {s!r}')
    total=0
    for i in range(len(t)):
        if i+1<len(t):
            if ROMAN_VALUES[t[i]]<ROMAN_VALUES[t[i+1]]:
                total-=ROMAN_VALUES[t[i]]
            else:
                total+=ROMAN_VALUES[t[i]]
        else:
            total+=ROMAN_VALUES[t[i]]
    return total
'''),
        code(r'''
import re

ROMAN_VALUES={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
ROMAN_RE=re.compile('M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})')

def roman_to_int(s: str) -> int:
    t=s.strip().upper()
    if t=='':
        raise ValueError('empty numeral')
    if not ROMAN_RE.fullmatch(t):
        raise ValueError(f'invalid roman numeral: {s!r}')
    values=[ROMAN_VALUES[c] for c in t]
    return sum(-v if v<nxt else v for v,nxt in zip(values,values[1:]+[0]))
'''),
        code(r'''
import re

ROMAN_VALUES = {
    'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000,
}
ROMAN_RE = re.compile('M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})')


def roman_to_int(s: str) -> int:
    t = s.strip().upper()
    if t == '':
        raise ValueError('empty numeral')
    if not ROMAN_RE.fullmatch(t):
        raise ValueError(f'invalid roman numeral: {s!r}')
    values = [ROMAN_VALUES[c] for c in t]
    pairs = zip(values, values[1:] + [0])
    return sum(-v if v < nxt else v for v, nxt in pairs)
'''),
        code(r'''
import re

ROMAN_VALUES = {
    'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000,
}
ROMAN_RE = re.compile('M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})')
LOOSE_RE = re.compile('[IVXLCDM]+')


def roman_to_int(s: str, strict: bool = True) -> int:
    t = s.strip().upper()
    if t == '':
        raise ValueError('empty numeral')
    if not (ROMAN_RE if strict else LOOSE_RE).fullmatch(t):
        raise ValueError(f'invalid roman numeral: {s!r}')
    values = [ROMAN_VALUES[c] for c in t]
    pairs = zip(values, values[1:] + [0])
    return sum(-v if v < nxt else v for v, nxt in pairs)
'''),
    ],
    "solo": {
        "case_and_space": code(r'''
def roman_to_int(s):
    vals={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
    s=s.strip().upper()
    total=0
    for i in range(len(s)):
        if i+1<len(s):
            if vals[s[i]]<vals[s[i+1]]:
                total-=vals[s[i]]
            else:
                total+=vals[s[i]]
        else:
            total+=vals[s[i]]
    return total
'''),
        "empty_numeral": code(r'''
def roman_to_int(s):
    if not s.strip():
        raise ValueError('empty numeral')
    vals={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
    total=0
    for i in range(len(s)):
        if i+1<len(s):
            if vals[s[i]]<vals[s[i+1]]:
                total-=vals[s[i]]
            else:
                total+=vals[s[i]]
        else:
            total+=vals[s[i]]
    return total
'''),
        "invalid_numeral": code(r'''
import re


def roman_to_int(s):
    if not re.fullmatch('M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})', s):
        raise ValueError(f'invalid roman numeral: {s!r}')
    vals = {'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}
    total = 0
    for i, c in enumerate(s):
        if i + 1 < len(s) and vals[c] < vals[s[i + 1]]:
            total -= vals[c]
        else:
            total += vals[c]
    return total
'''),
        "module_constant": code(r'''
ROMAN_VALUES = {
    'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000,
}


def roman_to_int(s):
    total=0
    for i in range(len(s)):
        if i+1<len(s):
            if ROMAN_VALUES[s[i]]<ROMAN_VALUES[s[i+1]]:
                total-=ROMAN_VALUES[s[i]]
            else:
                total+=ROMAN_VALUES[s[i]]
        else:
            total+=ROMAN_VALUES[s[i]]
    return total
'''),
        "type_hints": code(r'''
def roman_to_int(s: str) -> int:
    vals={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
    total=0
    for i in range(len(s)):
        if i+1<len(s):
            if vals[s[i]]<vals[s[i+1]]:
                total-=vals[s[i]]
            else:
                total+=vals[s[i]]
        else:
            total+=vals[s[i]]
    return total
'''),
        "low_complexity": code(r'''
def roman_to_int(s):
    vals={'I':1,'V':5,'X':10,'L':50,'C':100,'D':500,'M':1000}
    nums=[vals[c] for c in s]
    return sum(-v if v<n else v for v,n in zip(nums,nums[1:]+[0]))
'''),
        "pep8": code(r'''
def roman_to_int(s):
    vals = {'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}
    total = 0
    for i in range(len(s)):
        if i + 1 < len(s):
            if vals[s[i]] < vals[s[i + 1]]:
                total -= vals[s[i]]
            else:
                total += vals[s[i]]
        else:
            total += vals[s[i]]
    return total
'''),
        "lenient_mode": code(r'''
import re


def roman_to_int(s: str, strict: bool = True) -> int:
    t = s.strip().upper()
    canonical = 'M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})'
    if not re.fullmatch(canonical if strict else '[IVXLCDM]+', t):
        raise ValueError(f'invalid roman numeral: {s!r}')
    vals = {'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}
    nums = [vals[c] for c in t]
    return sum(-v if v < n else v for v, n in zip(nums, nums[1:] + [0]))
'''),
    },
}
