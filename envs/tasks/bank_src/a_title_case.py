"""Bank task: title case for headlines."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/title_case",
    "entry_point": "title_case",
    "prompt": (
        "Write a Python function `title_case(text)` for headlines: split `text` into words on "
        "whitespace, capitalise each word (first character upper case, the rest lower case) "
        "and return the words joined by single spaces."
    ),
    "base_checks": [tests(
        "assert title_case('hello world') == 'Hello World'",
        "assert title_case('hELLO wORLD') == 'Hello World'",
        "assert title_case('  many   spaces here ') == 'Many Spaces Here'",
        "assert title_case('') == ''",
    )],
    "instructions": [
        {
            "id": "small_words",
            "category": "input_output_conditions",
            "text": "Follow headline style: the small words a, an, and, at, but, for, in, of, "
                    "on, or, the, to are written in lower case, unless they are the first or "
                    "the last word.",
            "checks": [tests(
                "assert title_case('the lord of the rings') == 'The Lord of the Rings'",
                "assert title_case('what it is for') == 'What It Is For'",
                "assert title_case('OF MICE AND MEN') == 'Of Mice and Men'",
                "assert title_case('a') == 'A'",
            )],
        },
        {
            "id": "text_must_be_str",
            "category": "exception_handling",
            "text": "If `text` is not a string, raise TypeError('text must be a str').",
            "checks": [tests(
                """
for bad in (None, ['a', 'b'], 3.5):
    try:
        title_case(bad)
    except TypeError as e:
        assert str(e) == 'text must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "hyphenated",
            "category": "edge_case_handling",
            "text": "Hyphenated words: capitalise every hyphen-separated part ('well-known' "
                    "becomes 'Well-Known'). The small-word rule looks at whole words only, so "
                    "'mother-in-law' becomes 'Mother-In-Law'.",
            "checks": [tests(
                "assert title_case('a well-known fact') == 'A Well-Known Fact'",
                "assert title_case('my mother-in-law') == 'My Mother-In-Law'",
                "assert title_case('x--y') == 'X--Y'",
            )],
        },
        {
            "id": "few_params",
            "category": "max_params",
            # The base is one one-parameter function, which no parameter bound alone can
            # fail; keeping the helper (two functions at least) is part of the request.
            "text": "That helper takes far too many arguments. Keep the per-word work in a "
                    "helper function (so the module defines at least two functions), but no "
                    "function in the module, private helpers included, may take more than 3 "
                    "parameters.",
            "checks": [
                {"kind": "max_params", "params": {"max": 3, "include_private": True}},
                {"kind": "counts", "params": {"min_functions": 2}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate every function fully; the entry point is "
                    "`title_case(text: str) -> str`.",
            "checks": [
                {"kind": "type_hints", "params": {"exact": {"title_case": {
                    "text": "str", "return": "str"}}}},
                {"kind": "type_hints", "params": {"include_private": True}},
            ],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Make the module pass pycodestyle with no warnings.",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "custom_small_words",
            "category": "functionality_extension",
            "text": "Add a parameter `small_words: Collection[str] | None = None` (with "
                    "`Collection` from `collections.abc`). When given, it replaces the built-in "
                    "list of small words (compare in lower case); None keeps the default list. "
                    "Keep the 3-parameter limit.",
            "checks": [
                tests(
                    "assert title_case('the lord of the rings', small_words=['of']) == "
                    "'The Lord of The Rings'",
                    "assert title_case('the lord of the rings', small_words=[]) == "
                    "'The Lord Of The Rings'",
                    "assert title_case('war and peace', small_words=None) == 'War and Peace'",
                ),
                {"kind": "type_hints", "params": {"exact": {"title_case": {
                    "text": "str", "small_words": "Collection[str] | None",
                    "return": "str"}}}},
            ],
        },
    ],
    "references": [
        code(r'''
def title_case(text):
    out=[]
    for w in text.split():
        out.append(w[:1].upper()+w[1:].lower())
    return ' '.join(out)
'''),
        code(r'''
SMALL=['a','an','and','at','but','for','in','of','on','or','the','to']

def title_case(text):
    words=text.split()
    out=[]
    for i,w in enumerate(words):
        if 0<i<len(words)-1 and w.lower() in SMALL:
            out.append(w.lower())
        else:
            out.append(w[:1].upper()+w[1:].lower())
    return ' '.join(out)
'''),
        code(r'''
SMALL=['a','an','and','at','but','for','in','of','on','or','the','to']

def title_case(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    words=text.split()
    out=[]
    for i,w in enumerate(words):
        if 0<i<len(words)-1 and w.lower() in SMALL:
            out.append(w.lower())
        else:
            out.append(w[:1].upper()+w[1:].lower())
    return ' '.join(out)
'''),
        code(r'''
SMALL=['a','an','and','at','but','for','in','of','on','or','the','to']

def cap_word(word,position,total,small_words,sep):
    if 0<position<total-1 and word.lower() in small_words:
        return word.lower()
    return sep.join(p[:1].upper()+p[1:].lower() for p in word.split(sep))

def title_case(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    words=text.split()
    return ' '.join(cap_word(w,i,len(words),SMALL,'-') for i,w in enumerate(words))
'''),
        code(r'''
SMALL=['a','an','and','at','but','for','in','of','on','or','the','to']

def cap_word(word,is_edge):
    if not is_edge and word.lower() in SMALL:
        return word.lower()
    return '-'.join(p[:1].upper()+p[1:].lower() for p in word.split('-'))

def title_case(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    words=text.split()
    last=len(words)-1
    return ' '.join(cap_word(w,i in (0,last)) for i,w in enumerate(words))
'''),
        code(r'''
SMALL=['a','an','and','at','but','for','in','of','on','or','the','to']

def cap_word(word: str, is_edge: bool) -> str:
    if not is_edge and word.lower() in SMALL:
        return word.lower()
    return '-'.join(p[:1].upper()+p[1:].lower() for p in word.split('-'))

def title_case(text: str) -> str:
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    words=text.split()
    last=len(words)-1
    return ' '.join(cap_word(w,i in (0,last)) for i,w in enumerate(words))
'''),
        code(r'''
SMALL = ['a', 'an', 'and', 'at', 'but', 'for', 'in', 'of', 'on', 'or',
         'the', 'to']


def cap_word(word: str, is_edge: bool) -> str:
    if not is_edge and word.lower() in SMALL:
        return word.lower()
    return '-'.join(p[:1].upper() + p[1:].lower() for p in word.split('-'))


def title_case(text: str) -> str:
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    words = text.split()
    last = len(words) - 1
    return ' '.join(cap_word(w, i in (0, last)) for i, w in enumerate(words))
'''),
        code(r'''
from collections.abc import Collection

SMALL = ['a', 'an', 'and', 'at', 'but', 'for', 'in', 'of', 'on', 'or',
         'the', 'to']


def cap_word(word: str, is_edge: bool, small: set[str]) -> str:
    if not is_edge and word.lower() in small:
        return word.lower()
    return '-'.join(p[:1].upper() + p[1:].lower() for p in word.split('-'))


def title_case(text: str,
               small_words: Collection[str] | None = None) -> str:
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    chosen = SMALL if small_words is None else small_words
    small = {w.lower() for w in chosen}
    words = text.split()
    last = len(words) - 1
    return ' '.join(cap_word(w, i in (0, last), small)
                    for i, w in enumerate(words))
'''),
    ],
    "solo": {
        "small_words": code(r'''
def title_case(text):
    small={'a','an','and','at','but','for','in','of','on','or','the','to'}
    words=text.split()
    out=[]
    for i,w in enumerate(words):
        if i not in (0,len(words)-1) and w.lower() in small:
            out.append(w.lower())
        else:
            out.append(w.capitalize())
    return ' '.join(out)
'''),
        "text_must_be_str": code(r'''
def title_case(text):
    if type(text) is not str:
        raise TypeError('text must be a str')
    out=[]
    for w in text.split():
        out.append(w[:1].upper()+w[1:].lower())
    return ' '.join(out)
'''),
        "hyphenated": code(r'''
def title_case(text):
    out=[]
    for w in text.split():
        out.append('-'.join(p[:1].upper()+p[1:].lower() for p in w.split('-')))
    return ' '.join(out)
'''),
        "few_params": code(r'''
def cap_word(word):
    return word[:1].upper()+word[1:].lower()

def title_case(text):
    out=[]
    for w in text.split():
        out.append(cap_word(w))
    return ' '.join(out)
'''),
        "type_hints": code(r'''
def title_case(text: str) -> str:
    return ' '.join(w[:1].upper() + w[1:].lower() for w in text.split())
'''),
        "pep8": code(r'''
def title_case(text):
    out = []
    for w in text.split():
        out.append(w[:1].upper() + w[1:].lower())
    return ' '.join(out)
'''),
        "custom_small_words": code(r'''
from collections.abc import Collection

DEFAULT_SMALL = ('a', 'an', 'and', 'at', 'but', 'for', 'in', 'of', 'on', 'or', 'the',
                 'to')


def title_case(text: str, small_words: Collection[str] | None = None) -> str:
    small = {w.lower() for w in (DEFAULT_SMALL if small_words is None else small_words)}
    words = text.split()
    return ' '.join(
        w.lower() if 0 < i < len(words) - 1 and w.lower() in small else w.capitalize()
        for i, w in enumerate(words)
    )
'''),
    },
}
