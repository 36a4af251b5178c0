"""Bank task: grouping anagrams."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/group_anagrams",
    "entry_point": "group_anagrams",
    "prompt": (
        "Write a Python function `group_anagrams(words)` that groups the words of the list "
        "`words` that are anagrams of each other (the same letters, each the same number of "
        "times). Return a list of groups, each a list of words; groups appear in the order of "
        "their first word in the input, and words within a group keep their input order."
    ),
    "base_checks": [tests(
        "assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat']) == "
        "[['eat', 'tea', 'ate'], ['tan', 'nat'], ['bat']]",
        "assert group_anagrams([]) == []",
        "assert group_anagrams(['a']) == [['a']]",
        "assert group_anagrams(['ab', 'ba', 'ab']) == [['ab', 'ba', 'ab']]",
    )],
    "instructions": [
        {
            "id": "case_and_spaces",
            "category": "input_output_conditions",
            "text": "Compare words ignoring letter case and spaces, so 'Listen' and 'silent' "
                    "or 'Dormitory' and 'dirty room' are anagrams. The output keeps each word "
                    "exactly as it was given.",
            "checks": [tests(
                "assert group_anagrams(['Listen', 'silent', 'enlist', 'google']) == "
                "[['Listen', 'silent', 'enlist'], ['google']]",
                "assert group_anagrams(['Dormitory', 'dirty room']) == "
                "[['Dormitory', 'dirty room']]",
            )],
        },
        {
            "id": "words_must_be_str",
            "category": "exception_handling",
            "text": "If any element of `words` is not a string, raise "
                    "TypeError('all words must be str').",
            "checks": [tests(
                """
for bad in (['ab', 3], [None], ['x', b'x']):
    try:
        group_anagrams(bad)
    except TypeError as e:
        assert str(e) == 'all words must be str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "skip_blank",
            "category": "edge_case_handling",
            "text": "Blank entries ('' or only spaces) are noise from the form: leave them out "
                    "of the result entirely instead of grouping them.",
            "checks": [tests(
                "assert group_anagrams(['', 'ab', ' ', 'ba', '  ']) == [['ab', 'ba']]",
                "assert group_anagrams(['', '']) == []",
            )],
        },
        {
            "id": "defaultdict",
            "category": "imports",
            "text": "The nested loop is quadratic. Group in one pass with "
                    "`collections.defaultdict(list)` keyed by the normalised, sorted letters "
                    "(import it from `collections`).",
            "checks": [
                {"kind": "imports", "params": {"required": ["collections"]}},
                {"kind": "require", "params": {"calls": ["defaultdict"]}},
            ],
        },
        {
            "id": "key_helper",
            "category": "structure",
            "text": "Pull the normalisation out into a function `anagram_key(word)` that "
                    "returns the word's letters lowercased, spaces removed and sorted, joined "
                    "into a str (so `anagram_key('Dirty Room') == 'dimoorrty'`), and use it in "
                    "`group_anagrams`.",
            "checks": [
                {"kind": "defines", "params": {"names": ["anagram_key"],
                                               "params": {"anagram_key": ["word"]}}},
                {"kind": "require", "params": {"calls": ["anagram_key"],
                                               "names": ["group_anagrams"]}},
                tests(
                    "assert anagram_key('Dirty Room') == 'dimoorrty'",
                    "assert anagram_key('') == ''",
                ),
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate both functions: `anagram_key(word: str) -> str` and "
                    "`group_anagrams(words: list[str]) -> list[list[str]]`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {
                "anagram_key": {"word": "str", "return": "str"},
                "group_anagrams": {"words": "list[str]", "return": "list[list[str]]"},
            }}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Bring the module in line with PEP 8 (zero pycodestyle findings).",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "min_size",
            "category": "functionality_extension",
            "text": "Add a parameter `min_size: int = 1` (annotated): only groups with at least "
                    "`min_size` words are returned, e.g. `min_size=2` drops words that have no "
                    "anagram partner.",
            "checks": [
                tests(
                    "assert group_anagrams(['eat', 'tea', 'tan', 'ate', 'nat', 'bat'], "
                    "min_size=2) == [['eat', 'tea', 'ate'], ['tan', 'nat']]",
                    "assert group_anagrams(['eat', 'tea', 'tan', 'ate'], min_size=3) == "
                    "[['eat', 'tea', 'ate']]",
                    "assert group_anagrams(['x', 'y'], min_size=1) == [['x'], ['y']]",
                ),
                {"kind": "type_hints", "params": {"exact": {"group_anagrams": {
                    "words": "list[str]", "min_size": "int", "return": "list[list[str]]"}}}},
            ],
        },
    ],
    "references": [
        code(r'''
def group_anagrams(words):
    groups=[]
    for w in words:
        placed=False
        for g in groups:
            if sorted(g[0])==sorted(w):
                g.append(w)
                placed=True
                break
        if not placed:
            groups.append([w])
    return groups
'''),
        code(r'''
def group_anagrams(words):
    groups=[]
    for w in words:
        placed=False
        for g in groups:
            if sorted(g[0].lower().replace(' ',''))==sorted(w.lower().replace(' ','')):
                g.append(w)
                placed=True
                break
        if not placed:
            groups.append([w])
    return groups
'''),
        code(r'''
def group_anagrams(words):
    if not all(isinstance(w,str) for w in words):
        raise TypeError('all words must be str')
    groups=[]
    for w in words:
        placed=False
        for g in groups:
            if sorted(g[0].lower().replace(' ',''))==sorted(w.lower().replace(' ','')):
                g.append(w)
                placed=True
                break
        if not placed:
            groups.append([w])
    return groups
'''),
        code(r'''
def group_anagrams(words):
    if not all(isinstance(w,str) for w in words):
        raise TypeError('all words must be str')
    groups=[]
    for w in words:
        if not w.strip():
            continue
        placed=False
        for g in groups:
            if sorted(g[0].lower().replace(' ',''))==sorted(w.lower().replace(' ','')):
                g.append(w)
                placed=True
                break
        if not placed:
            groups.append([w])
    return groups
'''),
        code(r'''
from collections import defaultdict

def group_anagrams(words):
    if not all(isinstance(w,str) for w in words):
        raise TypeError('all words must be str')
    groups=defaultdict(list)
    for w in words:
        if w.strip():
            groups[''.join(sorted(w.lower().replace(' ','')))].append(w)
    return list(groups.values())
'''),
        code(r'''
from collections import defaultdict

def anagram_key(word):
    return ''.join(sorted(word.lower().replace(' ','')))

def group_anagrams(words):
    if not all(isinstance(w,str) for w in words):
        raise TypeError('all words must be str')
    groups=defaultdict(list)
    for w in words:
        if w.strip():
            groups[anagram_key(w)].append(w)
    return list(groups.values())
'''),
        code(r'''
from collections import defaultdict

def anagram_key(word: str) -> str:
    return ''.join(sorted(word.lower().replace(' ','')))

def group_anagrams(words: list[str]) -> list[list[str]]:
    if not all(isinstance(w,str) for w in words):
        raise TypeError('all words must be str')
    groups=defaultdict(list)
    for w in words:
        if w.strip():
            groups[anagram_key(w)].append(w)
    return list(groups.values())
'''),
        code(r'''
from collections import defaultdict


def anagram_key(word: str) -> str:
    return ''.join(sorted(word.lower().replace(' ', '')))


def group_anagrams(words: list[str]) -> list[list[str]]:
    if not all(isinstance(w, str) for w in words):
        raise TypeError('all words must be str')
    groups = defaultdict(list)
    for w in words:
        if w.strip():
            groups[anagram_key(w)].append(w)
    return list(groups.values())
'''),
        code(r'''
from collections import defaultdict


def anagram_key(word: str) -> str:
    return ''.join(sorted(word.lower().replace(' ', '')))


def group_anagrams(words: list[str], min_size: int = 1) -> list[list[str]]:
    if not all(isinstance(w, str) for w in words):
        raise TypeError('all words must be str')
    groups = defaultdict(list)
    for w in words:
        if w.strip():
            groups[anagram_key(w)].append(w)
    return [g for g in groups.values() if len(g) >= min_size]
'''),
    ],
    "solo": {
        "case_and_spaces": code(r'''
def group_anagrams(words):
    groups={}
    for w in words:
        key=''.join(sorted(w.lower().replace(' ','')))
        groups.setdefault(key,[]).append(w)
    return list(groups.values())
'''),
        "words_must_be_str": code(r'''
def group_anagrams(words):
    groups=[]
    for w in words:
        if not isinstance(w,str):
            raise TypeError('all words must be str')
        placed=False
        for g in groups:
            if sorted(g[0])==sorted(w):
                g.append(w)
                placed=True
                break
        if not placed:
            groups.append([w])
    return groups
'''),
        "skip_blank": code(r'''
def group_anagrams(words):
    groups=[]
    for w in words:
        if w.strip()=='':
            continue
        placed=False
        for g in groups:
            if sorted(g[0])==sorted(w):
                g.append(w)
                placed=True
                break
        if not placed:
            groups.append([w])
    return groups
'''),
        "defaultdict": code(r'''
import collections


def group_anagrams(words):
    groups = collections.defaultdict(list)
    for w in words:
        groups[tuple(sorted(w))].append(w)
    return list(groups.values())
'''),
        "key_helper": code(r'''
def anagram_key(word):
    return ''.join(sorted(word.lower().replace(' ', '')))


def group_anagrams(words):
    groups = {}
    for w in words:
        groups.setdefault(anagram_key(w), []).append(w)
    return list(groups.values())
'''),
        "type_hints": code(r'''
def anagram_key(word: str) -> str:
    return ''.join(sorted(word))


def group_anagrams(words: list[str]) -> list[list[str]]:
    groups = {}
    for w in words:
        groups.setdefault(anagram_key(w), []).append(w)
    return list(groups.values())
'''),
        "pep8": code(r'''
def group_anagrams(words):
    groups = []
    for w in words:
        placed = False
        for g in groups:
            if sorted(g[0]) == sorted(w):
                g.append(w)
                placed = True
                break
        if not placed:
            groups.append([w])
    return groups
'''),
        "min_size": code(r'''
def group_anagrams(words: list[str], min_size: int = 1) -> list[list[str]]:
    groups: dict[str, list[str]] = {}
    for w in words:
        groups.setdefault(''.join(sorted(w)), []).append(w)
    return [g for g in groups.values() if len(g) >= min_size]
'''),
    },
}
