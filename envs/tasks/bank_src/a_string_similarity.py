"""Bank task: Levenshtein edit distance."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/string_similarity",
    "entry_point": "levenshtein",
    "prompt": (
        "Write a Python function `levenshtein(a, b)` that returns the Levenshtein edit "
        "distance between the strings `a` and `b`: the smallest number of single-character "
        "insertions, deletions and substitutions that turn `a` into `b`."
    ),
    "base_checks": [tests(
        "assert levenshtein('kitten', 'sitting') == 3",
        "assert levenshtein('', 'abc') == 3",
        "assert levenshtein('abc', '') == 3",
        "assert levenshtein('flaw', 'lawn') == 2",
        "assert levenshtein('same', 'same') == 0",
    )],
    "instructions": [
        {
            "id": "both_str",
            "category": "exception_handling",
            "text": "If either argument is not a str, raise "
                    "TypeError('both arguments must be str').",
            "checks": [tests(
                """
for a, b in ((['a'], 'a'), ('a', None), (b'ab', b'ab')):
    try:
        levenshtein(a, b)
    except TypeError as e:
        assert str(e) == 'both arguments must be str'
    else:
        raise AssertionError(f'no TypeError for {a!r}, {b!r}')
""",
            )],
        },
        {
            "id": "unicode_normalization",
            "category": "input_output_conditions",
            "text": "An accented letter can be one code point or a letter plus a combining "
                    "mark. Normalise both strings to Unicode NFC (`unicodedata.normalize`) "
                    "before comparing, so 'é' written either way counts as the same "
                    "character.",
            "checks": [tests(
                "assert levenshtein('e\\u0301', '\\u00e9') == 0",
                "assert levenshtein('cafe\\u0301', 'cafe') == 1",
                "assert levenshtein('\\u00e9t\\u00e9', 'e\\u0301te\\u0301') == 0",
            )],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `levenshtein(a: str, b: str) -> int`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"levenshtein": {
                "a": "str", "b": "str", "return": "int"}}}}],
        },
        {
            "id": "two_rows",
            "category": "forbidden_construct",
            "text": "The full matrix wastes memory: keep only the previous and the current "
                    "row. Concretely, use no list comprehensions at all (the nested one that "
                    "builds the table must go) and no `while` loops.",
            "checks": [{"kind": "forbid", "params": {"constructs": ["list_comprehension",
                                                                    "while"]}}],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring to `levenshtein` (Args: for `a` and `b`, "
                    "Returns:, Raises:).",
            "checks": [{"kind": "docstring", "params": {"names": ["levenshtein"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Tidy the formatting until pycodestyle reports nothing.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "max_distance",
            "category": "functionality_extension",
            "text": "For fuzzy search we only care about close matches: add "
                    "`max_distance: int | None = None`. When it is given and the distance is "
                    "greater than `max_distance`, return None instead of the distance, so the "
                    "return annotation becomes `int | None`. A negative `max_distance` raises "
                    "ValueError('max_distance must be non-negative'). Document the parameter.",
            "supersedes": ["type_hints"],
            "checks": [
                tests(
                    "assert levenshtein('kitten', 'sitting', max_distance=3) == 3",
                    "assert levenshtein('kitten', 'sitting', max_distance=2) is None",
                    "assert levenshtein('a', 'b', max_distance=None) == 1",
                    "assert levenshtein('', '', max_distance=0) == 0",
                    """
try:
    levenshtein('a', 'b', max_distance=-1)
except ValueError as e:
    assert str(e) == 'max_distance must be non-negative'
else:
    raise AssertionError('no ValueError for a negative bound')
""",
                ),
                {"kind": "type_hints", "params": {"exact": {"levenshtein": {
                    "a": "str", "b": "str", "max_distance": "int | None",
                    "return": "int | None"}}}},
                {"kind": "docstring", "params": {"names": ["levenshtein"],
                                                 "style": "google"}},
            ],
        },
    ],
    "references": [
        code(r'''
def levenshtein(a, b):
    d=[[0]*(len(b)+1) for _ in range(len(a)+1)]
    for i in range(len(a)+1):
        d[i][0]=i
    for j in range(len(b)+1):
        d[0][j]=j
    for i in range(1,len(a)+1):
        for j in range(1,len(b)+1):
            cost=0 if a[i-1]==b[j-1] else 1
            d[i][j]=min(d[i-1][j]+1,d[i][j-1]+1,d[i-1][j-1]+cost)
    return d[len(a)][len(b)]
'''),
        code(r'''
def levenshtein(a, b):
    if not isinstance(a,str) or not isinstance(b,str):
        raise TypeError('both arguments must be str')
    d=[[0]*(len(b)+1) for _ in range(len(a)+1)]
    for i in range(len(a)+1):
        d[i][0]=i
    for j in range(len(b)+1):
        d[0][j]=j
    for i in range(1,len(a)+1):
        for j in range(1,len(b)+1):
            cost=0 if a[i-1]==b[j-1] else 1
            d[i][j]=min(d[i-1][j]+1,d[i][j-1]+1,d[i-1][j-1]+cost)
    return d[len(a)][len(b)]
'''),
        code(r'''
import unicodedata

def levenshtein(a, b):
    if not isinstance(a,str) or not isinstance(b,str):
        raise TypeError('both arguments must be str')
    a=unicodedata.normalize('NFC',a)
    b=unicodedata.normalize('NFC',b)
    d=[[0]*(len(b)+1) for _ in range(len(a)+1)]
    for i in range(len(a)+1):
        d[i][0]=i
    for j in range(len(b)+1):
        d[0][j]=j
    for i in range(1,len(a)+1):
        for j in range(1,len(b)+1):
            cost=0 if a[i-1]==b[j-1] else 1
            d[i][j]=min(d[i-1][j]+1,d[i][j-1]+1,d[i-1][j-1]+cost)
    return d[len(a)][len(b)]
'''),
        code(r'''
import unicodedata

def levenshtein(a: str, b: str) -> int:
    if not isinstance(a,str) or not isinstance(b,str):
        raise TypeError('both arguments must be str')
    a=unicodedata.normalize('NFC',a)
    b=unicodedata.normalize('NFC',b)
    d=[[0]*(len(b)+1) for _ in range(len(a)+1)]
    for i in range(len(a)+1):
        d[i][0]=i
    for j in range(len(b)+1):
        d[0][j]=j
    for i in range(1,len(a)+1):
        for j in range(1,len(b)+1):
            cost=0 if a[i-1]==b[j-1] else 1
            d[i][j]=min(d[i-1][j]+1,d[i][j-1]+1,d[i-1][j-1]+cost)
    return d[len(a)][len(b)]
'''),
        code(r'''
import unicodedata

def levenshtein(a: str, b: str) -> int:
    if not isinstance(a,str) or not isinstance(b,str):
        raise TypeError('both arguments must be str')
    a=unicodedata.normalize('NFC',a)
    b=unicodedata.normalize('NFC',b)
    prev=list(range(len(b)+1))
    for i,ca in enumerate(a,1):
        cur=[i]
        for j,cb in enumerate(b,1):
            cur.append(min(prev[j]+1,cur[j-1]+1,prev[j-1]+(ca!=cb)))
        prev=cur
    return prev[-1]
'''),
        code(r'''
import unicodedata

def levenshtein(a: str, b: str) -> int:
    """Computes the Levenshtein edit distance.

    Args:
        a: The first string.
        b: The second string.

    Returns:
        The least number of insertions, deletions and substitutions turning a into b.

    Raises:
        TypeError: If a or b is not a str.
    """
    if not isinstance(a,str) or not isinstance(b,str):
        raise TypeError('both arguments must be str')
    a=unicodedata.normalize('NFC',a)
    b=unicodedata.normalize('NFC',b)
    prev=list(range(len(b)+1))
    for i,ca in enumerate(a,1):
        cur=[i]
        for j,cb in enumerate(b,1):
            cur.append(min(prev[j]+1,cur[j-1]+1,prev[j-1]+(ca!=cb)))
        prev=cur
    return prev[-1]
'''),
        code(r'''
import unicodedata


def levenshtein(a: str, b: str) -> int:
    """Computes the Levenshtein edit distance.

    Args:
        a: The first string.
        b: The second string.

    Returns:
        The least number of insertions, deletions and substitutions
        turning a into b.

    Raises:
        TypeError: If a or b is not a str.
    """
    if not isinstance(a, str) or not isinstance(b, str):
        raise TypeError('both arguments must be str')
    a = unicodedata.normalize('NFC', a)
    b = unicodedata.normalize('NFC', b)
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cost = prev[j - 1] + (ca != cb)
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, cost))
        prev = cur
    return prev[-1]
'''),
        code(r'''
import unicodedata


def levenshtein(a: str, b: str, max_distance: int | None = None) -> int | None:
    """Computes the Levenshtein edit distance.

    Args:
        a: The first string.
        b: The second string.
        max_distance: If given, distances above it are reported as None.

    Returns:
        The least number of insertions, deletions and substitutions
        turning a into b, or None when it exceeds max_distance.

    Raises:
        TypeError: If a or b is not a str.
        ValueError: If max_distance is negative.
    """
    if not isinstance(a, str) or not isinstance(b, str):
        raise TypeError('both arguments must be str')
    if max_distance is not None and max_distance < 0:
        raise ValueError('max_distance must be non-negative')
    a = unicodedata.normalize('NFC', a)
    b = unicodedata.normalize('NFC', b)
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cost = prev[j - 1] + (ca != cb)
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, cost))
        prev = cur
    if max_distance is not None and prev[-1] > max_distance:
        return None
    return prev[-1]
'''),
    ],
    "solo": {
        "both_str": code(r'''
def levenshtein(a, b):
    if type(a) is not str or type(b) is not str:
        raise TypeError('both arguments must be str')
    d=[[0]*(len(b)+1) for _ in range(len(a)+1)]
    for i in range(len(a)+1):
        d[i][0]=i
    for j in range(len(b)+1):
        d[0][j]=j
    for i in range(1,len(a)+1):
        for j in range(1,len(b)+1):
            cost=0 if a[i-1]==b[j-1] else 1
            d[i][j]=min(d[i-1][j]+1,d[i][j-1]+1,d[i-1][j-1]+cost)
    return d[len(a)][len(b)]
'''),
        "unicode_normalization": code(r'''
from unicodedata import normalize


def levenshtein(a, b):
    a, b = normalize('NFC', a), normalize('NFC', b)
    d=[[0]*(len(b)+1) for _ in range(len(a)+1)]
    for i in range(len(a)+1):
        d[i][0]=i
    for j in range(len(b)+1):
        d[0][j]=j
    for i in range(1,len(a)+1):
        for j in range(1,len(b)+1):
            cost=0 if a[i-1]==b[j-1] else 1
            d[i][j]=min(d[i-1][j]+1,d[i][j-1]+1,d[i-1][j-1]+cost)
    return d[len(a)][len(b)]
'''),
        "type_hints": code(r'''
def levenshtein(a: str, b: str) -> int:
    d=[[0]*(len(b)+1) for _ in range(len(a)+1)]
    for i in range(len(a)+1):
        d[i][0]=i
    for j in range(len(b)+1):
        d[0][j]=j
    for i in range(1,len(a)+1):
        for j in range(1,len(b)+1):
            cost=0 if a[i-1]==b[j-1] else 1
            d[i][j]=min(d[i-1][j]+1,d[i][j-1]+1,d[i-1][j-1]+cost)
    return d[len(a)][len(b)]
'''),
        "two_rows": code(r'''
def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cost = prev[j - 1] + (ca != cb)
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, cost))
        prev = cur
    return prev[-1]
'''),
        "google_docstring": code(r'''
def levenshtein(a, b):
    """Edit distance.

    Args:
        a: A string.
        b: Another string.

    Returns:
        Their Levenshtein distance.
    """
    d=[[0]*(len(b)+1) for _ in range(len(a)+1)]
    for i in range(len(a)+1):
        d[i][0]=i
    for j in range(len(b)+1):
        d[0][j]=j
    for i in range(1,len(a)+1):
        for j in range(1,len(b)+1):
            cost=0 if a[i-1]==b[j-1] else 1
            d[i][j]=min(d[i-1][j]+1,d[i][j-1]+1,d[i-1][j-1]+cost)
    return d[len(a)][len(b)]
'''),
        "pep8": code(r'''
def levenshtein(a, b):
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1,
                          d[i - 1][j - 1] + cost)
    return d[len(a)][len(b)]
'''),
        "max_distance": code(r'''
def levenshtein(a: str, b: str, max_distance: int | None = None) -> int | None:
    """Edit distance.

    Args:
        a: A string.
        b: Another string.
        max_distance: Larger distances give None.

    Returns:
        Their Levenshtein distance, or None if above max_distance.
    """
    if max_distance is not None and max_distance < 0:
        raise ValueError('max_distance must be non-negative')
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1,
                          d[i - 1][j - 1] + cost)
    distance = d[len(a)][len(b)]
    return None if max_distance is not None and distance > max_distance else distance
'''),
    },
}
