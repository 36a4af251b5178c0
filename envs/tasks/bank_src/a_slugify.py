"""Bank task: URL slugs from titles."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/slugify",
    "entry_point": "slugify",
    "prompt": (
        "Write a Python function `slugify(title)` that turns a title into a URL slug: "
        "lowercase it, turn every run of characters that are not letters or digits into a "
        "single hyphen, and remove hyphens from both ends. Return the slug."
    ),
    "base_checks": [tests(
        "assert slugify('Hello World!') == 'hello-world'",
        "assert slugify('  Python 3.11 is out ') == 'python-3-11-is-out'",
        "assert slugify('a--b') == 'a-b'",
        "assert slugify('already-a-slug') == 'already-a-slug'",
    )],
    "instructions": [
        {
            "id": "title_must_be_str",
            "category": "exception_handling",
            "text": "If `title` is not a string, raise TypeError('title must be a str').",
            "checks": [tests(
                """
try:
    slugify(None)
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for None')
""",
                """
try:
    slugify(b'bytes title')
except TypeError as e:
    assert str(e) == 'title must be a str'
else:
    raise AssertionError('no TypeError for bytes')
""",
            )],
        },
        {
            "id": "transliterate",
            "category": "input_output_conditions",
            "text": "Slugs must be pure ASCII. Strip accents: normalise the title with "
                    "unicodedata NFKD and drop the combining marks, so 'Crème Brûlée' gives "
                    "'creme-brulee'. Any character that is still not an ASCII letter or digit "
                    "after that (like 'ß' or '日') counts as a separator.",
            "checks": [tests(
                "assert slugify('Crème Brûlée') == 'creme-brulee'",
                "assert slugify('naïve café') == 'naive-cafe'",
                "assert slugify('Straße 5') == 'stra-e-5'",
                "assert slugify('日本 tea') == 'tea'",
            )],
        },
        {
            "id": "empty_slug",
            "category": "edge_case_handling",
            "text": "A title that yields an empty slug ('' or '!!!', or one with only non-ASCII "
                    "symbols) must raise ValueError('title has no usable characters') rather "
                    "than return ''.",
            "checks": [tests(
                """
for bad in ('', '!!!', '  - ', '日本'):
    try:
        slugify(bad)
    except ValueError as e:
        assert str(e) == 'title has no usable characters', bad
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
""",
                "assert slugify('x') == 'x'",
            )],
        },
        {
            "id": "regex_collapse",
            "category": "required_construct",
            "text": "Replace the character loop with a regular expression: import `re` and "
                    "collapse the separator runs with `re.sub`. No `for` or `while` loop "
                    "statements.",
            "checks": [
                {"kind": "imports", "params": {"required": ["re"]}},
                {"kind": "require", "params": {"calls": ["re.sub"]}},
                {"kind": "forbid", "params": {"constructs": ["loop"]}},
            ],
        },
        {
            "id": "short_lines",
            "category": "line_length",
            "text": "This file is shown in a narrow side-by-side diff: keep every line at most "
                    "72 characters long.",
            "checks": [{"kind": "line_length", "params": {"max": 72}}],
        },
        {
            "id": "docstrings",
            "category": "docstring",
            "text": "Add a module docstring at the top of the file and a docstring to "
                    "`slugify`.",
            "checks": [{"kind": "docstring", "params": {"module": True}}],
        },
        {
            "id": "max_length",
            "category": "functionality_extension",
            "text": "Add an optional parameter `max_length=None`. When it is given, cut the "
                    "slug to at most `max_length` characters and strip any hyphens left at the "
                    "end of the cut. If `max_length` is given and smaller than 1, raise "
                    "ValueError('max_length must be positive').",
            "checks": [tests(
                "assert slugify('Hello big World', max_length=9) == 'hello-big'",
                "assert slugify('Hello big World', max_length=6) == 'hello'",
                "assert slugify('Hello big World', max_length=100) == 'hello-big-world'",
                "assert slugify('abc', max_length=None) == 'abc'",
                """
try:
    slugify('abc', max_length=0)
except ValueError as e:
    assert str(e) == 'max_length must be positive'
else:
    raise AssertionError('no ValueError for max_length=0')
""",
            )],
        },
    ],
    "references": [
        code(r'''
def slugify(title):
    slug=''
    for ch in title.lower():
        if ch.isalnum():
            slug+=ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug+='-'
    return slug.strip('-')
'''),
        code(r'''
def slugify(title):
    if not isinstance(title,str):
        raise TypeError('title must be a str')
    slug=''
    for ch in title.lower():
        if ch.isalnum():
            slug+=ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug+='-'
    return slug.strip('-')
'''),
        code(r'''
import unicodedata

def slugify(title):
    if not isinstance(title,str):
        raise TypeError('title must be a str')
    text=''.join(c for c in unicodedata.normalize('NFKD',title) if not unicodedata.combining(c))
    slug=''
    for ch in text.lower():
        if ch.isascii() and ch.isalnum():
            slug+=ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug+='-'
    return slug.strip('-')
'''),
        code(r'''
import unicodedata

def slugify(title):
    if not isinstance(title,str):
        raise TypeError('title must be a str')
    text=''.join(c for c in unicodedata.normalize('NFKD',title) if not unicodedata.combining(c))
    slug=''
    for ch in text.lower():
        if ch.isascii() and ch.isalnum():
            slug+=ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug+='-'
    slug=slug.strip('-')
    if not slug:
        raise ValueError('title has no usable characters')
    return slug
'''),
        code(r'''
import re
import unicodedata

def slugify(title):
    if not isinstance(title,str):
        raise TypeError('title must be a str')
    text=''.join(c for c in unicodedata.normalize('NFKD',title) if not unicodedata.combining(c))
    slug=re.sub(r'[^a-z0-9]+','-',text.lower()).strip('-')
    if not slug:
        raise ValueError('title has no usable characters')
    return slug
'''),
        code(r'''
import re
import unicodedata

def slugify(title):
    if not isinstance(title,str):
        raise TypeError('title must be a str')
    text=unicodedata.normalize('NFKD',title)
    text=''.join(c for c in text if not unicodedata.combining(c))
    slug=re.sub(r'[^a-z0-9]+','-',text.lower()).strip('-')
    if not slug:
        raise ValueError('title has no usable characters')
    return slug
'''),
        code(r'''
"""Slugs for URLs."""
import re
import unicodedata

def slugify(title):
    """Turns a title into an ASCII URL slug."""
    if not isinstance(title,str):
        raise TypeError('title must be a str')
    text=unicodedata.normalize('NFKD',title)
    text=''.join(c for c in text if not unicodedata.combining(c))
    slug=re.sub(r'[^a-z0-9]+','-',text.lower()).strip('-')
    if not slug:
        raise ValueError('title has no usable characters')
    return slug
'''),
        code(r'''
"""Slugs for URLs."""
import re
import unicodedata


def slugify(title, max_length=None):
    """Turns a title into an ASCII URL slug, optionally cut short."""
    if not isinstance(title, str):
        raise TypeError('title must be a str')
    if max_length is not None and max_length < 1:
        raise ValueError('max_length must be positive')
    text = unicodedata.normalize('NFKD', title)
    text = ''.join(c for c in text if not unicodedata.combining(c))
    slug = re.sub(r'[^a-z0-9]+', '-', text.lower()).strip('-')
    if not slug:
        raise ValueError('title has no usable characters')
    if max_length is not None:
        slug = slug[:max_length].rstrip('-')
    return slug
'''),
    ],
    "solo": {
        "title_must_be_str": code(r'''
def slugify(title):
    if type(title) is not str:
        raise TypeError('title must be a str')
    slug=''
    for ch in title.lower():
        if ch.isalnum():
            slug+=ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug+='-'
    return slug.strip('-')
'''),
        "transliterate": code(r'''
import unicodedata


def slugify(title):
    slug = ''
    for ch in unicodedata.normalize('NFKD', title.lower()):
        if unicodedata.combining(ch):
            continue
        if ch.isascii() and ch.isalnum():
            slug += ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug += '-'
    return slug.strip('-')
'''),
        "empty_slug": code(r'''
def slugify(title):
    slug=''
    for ch in title.lower():
        if ch.isascii() and ch.isalnum():
            slug+=ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug+='-'
    if not slug.strip('-'):
        raise ValueError('title has no usable characters')
    return slug.strip('-')
'''),
        "regex_collapse": code(r'''
import re


def slugify(title):
    return re.sub(r'[\W_]+', '-', title.lower()).strip('-')
'''),
        "short_lines": code(r'''
def slugify(title):
    slug=''
    for ch in title.lower():
        if ch.isalnum():
            slug+=ch
        elif not slug.endswith('-'):  # one hyphen per run
            slug+='-'
    return slug.strip('-')
'''),
        "docstrings": code(r'''
"""URL slugs."""


def slugify(title):
    """Makes a URL slug out of a title."""
    slug=''
    for ch in title.lower():
        if ch.isalnum():
            slug+=ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug+='-'
    return slug.strip('-')
'''),
        "max_length": code(r'''
def slugify(title, max_length=None):
    if max_length is not None and max_length < 1:
        raise ValueError('max_length must be positive')
    slug = ''
    for ch in title.lower():
        if ch.isalnum():
            slug += ch
        elif not slug.endswith('-'):  # any other character becomes a hyphen, one per run
            slug += '-'
    slug = slug.strip('-')
    if max_length is not None:
        slug = slug[:max_length].rstrip('-')
    return slug
'''),
    },
}
