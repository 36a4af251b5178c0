"""Bank task: comparing version strings."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/version_compare",
    "entry_point": "compare_versions",
    "prompt": (
        "Write a Python function `compare_versions(a, b)` that compares two dotted version "
        "strings such as '1.2.10' and '1.2.9' numerically, part by part from the left; "
        "missing parts count as 0, so '1.0' equals '1'. Return -1 if `a` is older, 0 if they "
        "are equal and 1 if `a` is newer."
    ),
    "base_checks": [tests(
        "assert compare_versions('1.2.10', '1.2.9') == 1",
        "assert compare_versions('1.0', '1') == 0",
        "assert compare_versions('0.9', '1.0') == -1",
        "assert compare_versions('2.0.0', '2.0.1') == -1",
        "assert compare_versions('1.01', '1.1') == 0",
    )],
    "instructions": [
        {
            "id": "invalid_version",
            "category": "exception_handling",
            "text": "Validate both arguments: a version is one or more parts separated by "
                    "single dots, each part made of ASCII digits only. Otherwise raise "
                    "ValueError(f'invalid version: {v!r}') where `v` is the offending argument "
                    "as it was passed.",
            "checks": [tests(
                """
try:
    compare_versions('1..2', '1')
except ValueError as e:
    assert str(e) == "invalid version: '1..2'"
else:
    raise AssertionError('no ValueError for 1..2')
""",
                """
for bad in ('a.b', '', '1.-2', '1.2.', '１.0', '1 .2'):
    try:
        compare_versions('1.0', bad)
    except ValueError as e:
        assert str(e) == f'invalid version: {bad!r}', str(e)
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
""",
            )],
        },
        {
            "id": "v_prefix",
            "category": "input_output_conditions",
            "text": "Tags from git look like 'v1.2.0': accept one optional leading 'v' or 'V' "
                    "and ignore whitespace around each version.",
            "checks": [tests(
                "assert compare_versions(' v1.2 ', '1.2') == 0",
                "assert compare_versions('V2.0', 'v1.9.9') == 1",
                "assert compare_versions('v0.1', '0.2\\n') == -1",
            )],
        },
        {
            "id": "use_zip_longest",
            "category": "imports",
            "text": "Stop padding the lists by hand: use `itertools.zip_longest` with "
                    "`fillvalue=0` (import it from itertools). No `while` loops.",
            "checks": [
                {"kind": "imports", "params": {"required": ["itertools"]}},
                {"kind": "require", "params": {"calls": ["zip_longest"]}},
                {"kind": "forbid", "params": {"constructs": ["while"]}},
            ],
        },
        {
            "id": "version_helper",
            "category": "structure",
            "text": "Move the parsing and validation into a separate function "
                    "`parse_version(v)` that returns the parts as a tuple of ints (so "
                    "`parse_version(' v1.02.3') == (1, 2, 3)`) and raises the same ValueError; "
                    "`compare_versions` calls it for both arguments.",
            "checks": [
                {"kind": "defines", "params": {"names": ["parse_version"],
                                               "params": {"parse_version": ["v"]}}},
                {"kind": "require", "params": {"calls": ["parse_version"],
                                               "names": ["compare_versions"]}},
                tests(
                    "assert parse_version(' v1.02.3') == (1, 2, 3)",
                    "assert parse_version('7') == (7,)",
                    """
try:
    parse_version('x')
except ValueError as e:
    assert str(e) == "invalid version: 'x'"
else:
    raise AssertionError('no ValueError from parse_version')
""",
                ),
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate both functions: `parse_version(v: str) -> tuple[int, ...]` and "
                    "`compare_versions(a: str, b: str) -> int`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {
                "parse_version": {"v": "str", "return": "tuple[int, ...]"},
                "compare_versions": {"a": "str", "b": "str", "return": "int"},
            }}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Clean the module up to PEP 8; pycodestyle must be silent.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "prerelease",
            "category": "functionality_extension",
            "text": "Support pre-releases: a version may end with '-' followed by a non-empty "
                    "label of ASCII letters and digits ('1.0.0-rc1'). `parse_version` now "
                    "returns `(parts, label)`, annotated `tuple[tuple[int, ...], str]`, with "
                    "label '' when there is none. When the numeric parts are equal, a "
                    "pre-release is older than the release, and two pre-releases compare by "
                    "label as plain strings. Any other suffix is invalid (same ValueError).",
            "supersedes": ["version_helper", "type_hints"],
            "checks": [
                tests(
                    "assert compare_versions('1.0.0-rc1', '1.0.0') == -1",
                    "assert compare_versions('1.0', '1.0-rc1') == 1",
                    "assert compare_versions('1.0-alpha', '1.0-beta') == -1",
                    "assert compare_versions('1.0-rc1', '1.0.0-rc1') == 0",
                    "assert compare_versions('2.0-rc1', '1.9') == 1",
                    "assert parse_version('1.2-rc1') == ((1, 2), 'rc1')",
                    "assert parse_version('3') == ((3,), '')",
                    """
for bad in ('1.0-', '1.0-r c', '1.0-rc-1'):
    try:
        compare_versions(bad, '1.0')
    except ValueError as e:
        assert str(e) == f'invalid version: {bad!r}'
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
""",
                ),
                {"kind": "type_hints", "params": {"exact": {
                    "parse_version": {"v": "str", "return": "tuple[tuple[int, ...], str]"},
                    "compare_versions": {"a": "str", "b": "str", "return": "int"},
                }}},
            ],
        },
    ],
    "references": [
        code(r'''
def compare_versions(a, b):
    pa=[int(x) for x in a.split('.')]
    pb=[int(x) for x in b.split('.')]
    while len(pa)<len(pb):
        pa.append(0)
    while len(pb)<len(pa):
        pb.append(0)
    for x,y in zip(pa,pb):
        if x<y:
            return -1
        if x>y:
            return 1
    return 0
'''),
        code(r'''
def compare_versions(a, b):
    for v in (a,b):
        if not all(p.isascii() and p.isdigit() for p in v.split('.')):
            raise ValueError(f'invalid version: {v!r}')
    pa=[int(x) for x in a.split('.')]
    pb=[int(x) for x in b.split('.')]
    while len(pa)<len(pb):
        pa.append(0)
    while len(pb)<len(pa):
        pb.append(0)
    for x,y in zip(pa,pb):
        if x<y:
            return -1
        if x>y:
            return 1
    return 0
'''),
        code(r'''
def compare_versions(a, b):
    parsed=[]
    for v in (a,b):
        s=v.strip()
        if s[:1] in ('v','V'):
            s=s[1:]
        if not all(p.isascii() and p.isdigit() for p in s.split('.')):
            raise ValueError(f'invalid version: {v!r}')
        parsed.append([int(x) for x in s.split('.')])
    pa,pb=parsed
    while len(pa)<len(pb):
        pa.append(0)
    while len(pb)<len(pa):
        pb.append(0)
    for x,y in zip(pa,pb):
        if x<y:
            return -1
        if x>y:
            return 1
    return 0
'''),
        code(r'''
from itertools import zip_longest

def compare_versions(a, b):
    parsed=[]
    for v in (a,b):
        s=v.strip()
        if s[:1] in ('v','V'):
            s=s[1:]
        if not all(p.isascii() and p.isdigit() for p in s.split('.')):
            raise ValueError(f'invalid version: {v!r}')
        parsed.append([int(x) for x in s.split('.')])
    for x,y in zip_longest(*parsed,fillvalue=0):
        if x!=y:
            return -1 if x<y else 1
    return 0
'''),
        code(r'''
from itertools import zip_longest

def parse_version(v):
    s=v.strip()
    if s[:1] in ('v','V'):
        s=s[1:]
    if not all(p.isascii() and p.isdigit() for p in s.split('.')):
        raise ValueError(f'invalid version: {v!r}')
    return tuple(int(x) for x in s.split('.'))

def compare_versions(a, b):
    for x,y in zip_longest(parse_version(a),parse_version(b),fillvalue=0):
        if x!=y:
            return -1 if x<y else 1
    return 0
'''),
        code(r'''
from itertools import zip_longest

def parse_version(v: str) -> tuple[int, ...]:
    s=v.strip()
    if s[:1] in ('v','V'):
        s=s[1:]
    if not all(p.isascii() and p.isdigit() for p in s.split('.')):
        raise ValueError(f'invalid version: {v!r}')
    return tuple(int(x) for x in s.split('.'))

def compare_versions(a: str, b: str) -> int:
    for x,y in zip_longest(parse_version(a),parse_version(b),fillvalue=0):
        if x!=y:
            return -1 if x<y else 1
    return 0
'''),
        code(r'''
from itertools import zip_longest


def parse_version(v: str) -> tuple[int, ...]:
    s = v.strip()
    if s[:1] in ('v', 'V'):
        s = s[1:]
    if not all(p.isascii() and p.isdigit() for p in s.split('.')):
        raise ValueError(f'invalid version: {v!r}')
    return tuple(int(x) for x in s.split('.'))


def compare_versions(a: str, b: str) -> int:
    pairs = zip_longest(parse_version(a), parse_version(b), fillvalue=0)
    for x, y in pairs:
        if x != y:
            return -1 if x < y else 1
    return 0
'''),
        code(r'''
import re
from itertools import zip_longest

VERSION_RE = re.compile(r'[vV]?([0-9]+(?:\.[0-9]+)*)(?:-([A-Za-z0-9]+))?')


def parse_version(v: str) -> tuple[tuple[int, ...], str]:
    m = VERSION_RE.fullmatch(v.strip())
    if not m or not m[0].isascii():
        raise ValueError(f'invalid version: {v!r}')
    return tuple(int(x) for x in m[1].split('.')), m[2] or ''


def compare_versions(a: str, b: str) -> int:
    (parts_a, label_a), (parts_b, label_b) = parse_version(a), parse_version(b)
    for x, y in zip_longest(parts_a, parts_b, fillvalue=0):
        if x != y:
            return -1 if x < y else 1
    # A release (empty label) sorts after the pre-releases of its version.
    key_a, key_b = (label_a == '', label_a), (label_b == '', label_b)
    return (key_a > key_b) - (key_a < key_b)
'''),
    ],
    "solo": {
        "invalid_version": code(r'''
import re


def compare_versions(a, b):
    for v in (a, b):
        if not re.fullmatch(r'[0-9]+(\.[0-9]+)*', v):
            raise ValueError(f'invalid version: {v!r}')
    pa=[int(x) for x in a.split('.')]
    pb=[int(x) for x in b.split('.')]
    while len(pa)<len(pb):
        pa.append(0)
    while len(pb)<len(pa):
        pb.append(0)
    for x,y in zip(pa,pb):
        if x<y:
            return -1
        if x>y:
            return 1
    return 0
'''),
        "v_prefix": code(r'''
def compare_versions(a, b):
    pa=[int(x) for x in a.strip().lstrip('vV').split('.')]
    pb=[int(x) for x in b.strip().lstrip('vV').split('.')]
    while len(pa)<len(pb):
        pa.append(0)
    while len(pb)<len(pa):
        pb.append(0)
    for x,y in zip(pa,pb):
        if x<y:
            return -1
        if x>y:
            return 1
    return 0
'''),
        "use_zip_longest": code(r'''
import itertools


def compare_versions(a, b):
    pa = [int(x) for x in a.split('.')]
    pb = [int(x) for x in b.split('.')]
    for x, y in itertools.zip_longest(pa, pb, fillvalue=0):
        if x != y:
            return -1 if x < y else 1
    return 0
'''),
        "version_helper": code(r'''
def parse_version(v):
    s = v.strip()
    if s[:1] in ('v', 'V'):
        s = s[1:]
    if not all(p.isascii() and p.isdigit() for p in s.split('.')):
        raise ValueError(f'invalid version: {v!r}')
    return tuple(int(x) for x in s.split('.'))


def compare_versions(a, b):
    pa, pb = list(parse_version(a)), list(parse_version(b))
    width = max(len(pa), len(pb))
    pa += [0] * (width - len(pa))
    pb += [0] * (width - len(pb))
    return (pa > pb) - (pa < pb)
'''),
        "type_hints": code(r'''
def parse_version(v: str) -> tuple[int, ...]:
    return tuple(int(x) for x in v.split('.'))


def compare_versions(a: str, b: str) -> int:
    pa, pb = list(parse_version(a)), list(parse_version(b))
    width = max(len(pa), len(pb))
    pa += [0] * (width - len(pa))
    pb += [0] * (width - len(pb))
    return (pa > pb) - (pa < pb)
'''),
        "pep8": code(r'''
def compare_versions(a, b):
    pa = [int(x) for x in a.split('.')]
    pb = [int(x) for x in b.split('.')]
    while len(pa) < len(pb):
        pa.append(0)
    while len(pb) < len(pa):
        pb.append(0)
    for x, y in zip(pa, pb):
        if x < y:
            return -1
        if x > y:
            return 1
    return 0
'''),
        "prerelease": code(r'''
import re


def parse_version(v: str) -> tuple[tuple[int, ...], str]:
    m = re.fullmatch(r'([0-9]+(?:\.[0-9]+)*)(?:-([A-Za-z0-9]+))?', v)
    if not m:
        raise ValueError(f'invalid version: {v!r}')
    return tuple(int(x) for x in m[1].split('.')), m[2] or ''


def compare_versions(a: str, b: str) -> int:
    (pa, la), (pb, lb) = parse_version(a), parse_version(b)
    width = max(len(pa), len(pb))
    ka = (pa + (0,) * (width - len(pa)), la == '', la)
    kb = (pb + (0,) * (width - len(pb)), lb == '', lb)
    return (ka > kb) - (ka < kb)
'''),
    },
}
