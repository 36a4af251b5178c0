"""Bank task: counting vowels."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/count_vowels",
    "entry_point": "count_vowels",
    "prompt": (
        "Write a Python function `count_vowels(text)` that returns how many vowels `text` "
        "contains. The vowels are a, e, i, o and u, in lower or upper case; 'y' is not a vowel."
    ),
    "base_checks": [tests(
        "assert count_vowels('hello') == 2",
        "assert count_vowels('AEIOU xyz') == 5",
        "assert count_vowels('rhythm') == 0",
        "assert count_vowels('') == 0",
    )],
    "instructions": [
        {
            "id": "text_must_be_str",
            "category": "exception_handling",
            "text": "Raise TypeError('text must be a str') when `text` is not a string.",
            "checks": [tests(
                """
for bad in (5, None, ['a', 'e']):
    try:
        count_vowels(bad)
    except TypeError as e:
        assert str(e) == 'text must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "accented_vowels",
            "category": "input_output_conditions",
            "text": "Accented vowels count too: a vowel with diacritics counts as its base "
                    "vowel ('é', 'ï', 'Ô' ...). Decompose the text with unicodedata's NFD form "
                    "and count the base letters.",
            "checks": [tests(
                "assert count_vowels('café') == 2",
                "assert count_vowels('naïve') == 3",
                "assert count_vowels('ÉLAN') == 2",
                "assert count_vowels('crème brûlée') == 5",
            )],
        },
        {
            "id": "no_loops",
            "category": "forbidden_construct",
            "text": "No `for` or `while` statements, please: compute the count with `sum()` "
                    "over a generator expression.",
            "checks": [
                {"kind": "forbid", "params": {"constructs": ["loop"]}},
                {"kind": "require", "params": {"constructs": ["generator_expression"],
                                               "calls": ["sum"]}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate the signature as `count_vowels(text: str) -> int`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {
                "count_vowels": {"text": "str", "return": "int"}}}}],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring: a summary line, Args: documenting `text`, "
                    "and Returns:.",
            "checks": [{"kind": "docstring", "params": {"names": ["count_vowels"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Run pycodestyle over it and fix everything it reports.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "per_vowel",
            "category": "functionality_extension",
            "text": "Add a parameter `per_vowel: bool = False`. When it is True, return a dict "
                    "with exactly the keys 'a', 'e', 'i', 'o', 'u' in that order (zero counts "
                    "included) mapping each vowel to its count, instead of the total. The "
                    "return annotation becomes `int | dict[str, int]`. Document the new "
                    "parameter.",
            "supersedes": ["type_hints"],
            "checks": [
                tests(
                    "assert count_vowels('Banana tree', per_vowel=True) == "
                    "{'a': 3, 'e': 2, 'i': 0, 'o': 0, 'u': 0}",
                    "assert list(count_vowels('', per_vowel=True)) == ['a', 'e', 'i', 'o', 'u']",
                    "assert count_vowels('Banana', per_vowel=False) == 3",
                ),
                {"kind": "type_hints", "params": {"exact": {"count_vowels": {
                    "text": "str", "per_vowel": "bool", "return": "int | dict[str, int]"}}}},
                {"kind": "docstring", "params": {"names": ["count_vowels"],
                                                 "style": "google"}},
            ],
        },
    ],
    "references": [
        code(r'''
def count_vowels(text):
    n=0
    for c in text:
        if c in 'aeiouAEIOU':
            n+=1
    return n
'''),
        code(r'''
def count_vowels(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    n=0
    for c in text:
        if c in 'aeiouAEIOU':
            n+=1
    return n
'''),
        code(r'''
import unicodedata

def count_vowels(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    n=0
    for c in unicodedata.normalize('NFD',text):
        if c in 'aeiouAEIOU':
            n+=1
    return n
'''),
        code(r'''
import unicodedata

def count_vowels(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    letters=unicodedata.normalize('NFD',text.lower())
    return sum(1 for c in letters if c in 'aeiou')
'''),
        code(r'''
import unicodedata

def count_vowels(text: str) -> int:
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    letters=unicodedata.normalize('NFD',text.lower())
    return sum(1 for c in letters if c in 'aeiou')
'''),
        code(r'''
import unicodedata

def count_vowels(text: str) -> int:
    """Counts the vowels of a text, accented ones included.

    Args:
        text: The text to scan.

    Returns:
        The number of vowels.
    """
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    letters=unicodedata.normalize('NFD',text.lower())
    return sum(1 for c in letters if c in 'aeiou')
'''),
        code(r'''
import unicodedata


def count_vowels(text: str) -> int:
    """Counts the vowels of a text, accented ones included.

    Args:
        text: The text to scan.

    Returns:
        The number of vowels.
    """
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    letters = unicodedata.normalize('NFD', text.lower())
    return sum(1 for c in letters if c in 'aeiou')
'''),
        code(r'''
import unicodedata


def count_vowels(text: str, per_vowel: bool = False) -> int | dict[str, int]:
    """Counts the vowels of a text, accented ones included.

    Args:
        text: The text to scan.
        per_vowel: Return a count per vowel instead of the total.

    Returns:
        The number of vowels, or a dict vowel -> count for a, e, i, o, u.
    """
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    letters = unicodedata.normalize('NFD', text.lower())
    if per_vowel:
        return {v: letters.count(v) for v in 'aeiou'}
    return sum(1 for c in letters if c in 'aeiou')
'''),
    ],
    "solo": {
        "text_must_be_str": code(r'''
def count_vowels(text):
    if type(text) is not str:
        raise TypeError('text must be a str')
    n=0
    for c in text:
        if c in 'aeiouAEIOU':
            n+=1
    return n
'''),
        "accented_vowels": code(r'''
import unicodedata


def count_vowels(text):
    n=0
    for c in unicodedata.normalize('NFD',text):
        if c.lower() in 'aeiou':
            n+=1
    return n
'''),
        "no_loops": code(r'''
def count_vowels(text):
    return sum(1 for c in text.lower() if c in 'aeiou')
'''),
        "type_hints": code(r'''
def count_vowels(text: str) -> int:
    n=0
    for c in text:
        if c in 'aeiouAEIOU':
            n+=1
    return n
'''),
        "google_docstring": code(r'''
def count_vowels(text):
    """Counts vowels.

    Args:
        text: The text.

    Returns:
        How many of its characters are vowels.
    """
    n=0
    for c in text:
        if c in 'aeiouAEIOU':
            n+=1
    return n
'''),
        "pep8": code(r'''
def count_vowels(text):
    n = 0
    for c in text:
        if c in 'aeiouAEIOU':
            n += 1
    return n
'''),
        "per_vowel": code(r'''
def count_vowels(text: str, per_vowel: bool = False) -> int | dict[str, int]:
    """Counts vowels.

    Args:
        text: The text.
        per_vowel: Count each vowel separately.

    Returns:
        The total, or vowel -> count.
    """
    counts = dict.fromkeys('aeiou', 0)
    for c in text.lower():
        if c in counts:
            counts[c] += 1
    return counts if per_vowel else sum(counts.values())
'''),
    },
}
