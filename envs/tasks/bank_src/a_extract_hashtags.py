"""Bank task: extracting hashtags."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/extract_hashtags",
    "entry_point": "extract_hashtags",
    "prompt": (
        "Write a Python function `extract_hashtags(text)` that returns the hashtags in `text`, "
        "without the '#', as a list in order of appearance. A hashtag is a '#' followed by one "
        "or more letters, digits or underscores; it ends at the first other character."
    ),
    "base_checks": [tests(
        "assert extract_hashtags('Loving #python and #AI!') == ['python', 'AI']",
        "assert extract_hashtags('no tags here') == []",
        "assert extract_hashtags('# alone') == []",
        "assert extract_hashtags('#snake_case, #café.') == ['snake_case', 'café']",
    )],
    "instructions": [
        {
            "id": "dedupe",
            "category": "input_output_conditions",
            "text": "Report each tag only once, comparing case-insensitively, and keep the "
                    "spelling of its first occurrence: '#Python #python #go' gives "
                    "['Python', 'go'].",
            "checks": [tests(
                "assert list(extract_hashtags('#Python #python #PYTHON #go')) == "
                "['Python', 'go']",
                "assert list(extract_hashtags('#b #a #b')) == ['b', 'a']",
            )],
        },
        {
            "id": "word_start",
            "category": "edge_case_handling",
            "text": "Avoid false positives: a '#' only starts a tag at the start of the text or "
                    "right after a character that is neither a letter, digit, underscore nor "
                    "'#' (so 'issue#12', 'C#' and 'a#b' contain no tag), and tags made only of "
                    "digits or underscores ('#1', '#2024') are ignored.",
            "checks": [tests(
                "assert list(extract_hashtags('fix issue#12 in C# #bug')) == ['bug']",
                "assert list(extract_hashtags('#2024 #year2024 #1a')) == ['year2024', '1a']",
                "assert list(extract_hashtags('##double #ok')) == ['ok']",
                "assert list(extract_hashtags('a#b (#c)')) == ['c']",
            )],
        },
        {
            "id": "text_must_be_str",
            "category": "exception_handling",
            "text": "Raise TypeError('text must be a str') if `text` is not a string.",
            "checks": [tests(
                """
for bad in (None, 7, ['#a']):
    try:
        extract_hashtags(bad)
    except TypeError as e:
        assert str(e) == 'text must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "use_regex",
            "category": "imports",
            "text": "Replace the index juggling with the `re` module: find the tags with a "
                    "single `re.findall` call. No `while` loops.",
            "checks": [
                {"kind": "imports", "params": {"required": ["re"]}},
                {"kind": "require", "params": {"calls": ["re.findall"]}},
                {"kind": "forbid", "params": {"constructs": ["while"]}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Add type hints: `extract_hashtags(text: str) -> list[str]`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"extract_hashtags": {
                "text": "str", "return": "list[str]"}}}}],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Document `extract_hashtags` with a Google-style docstring (Args:, "
                    "Returns:, Raises:) that states what counts as a hashtag.",
            "checks": [{"kind": "docstring", "params": {"names": ["extract_hashtags"],
                                                        "style": "google",
                                                        "min_length": 40}}],
        },
        {
            "id": "tag_counts",
            "category": "functionality_extension",
            "text": "Analytics needs frequencies: return a dict instead of a list, mapping each "
                    "tag (spelled as at its first occurrence, in first-seen order) to the "
                    "number of times it occurs, counted case-insensitively. Change the return "
                    "annotation to `dict[str, int]`. The matching rules stay the same.",
            "supersedes": ["base", "type_hints"],
            "checks": [
                tests(
                    "assert extract_hashtags('#Python #go #python #PYTHON') == "
                    "{'Python': 3, 'go': 1}",
                    "assert extract_hashtags('no tags') == {}",
                    "assert extract_hashtags('#x and #X, #y') == {'x': 2, 'y': 1}",
                ),
                {"kind": "type_hints", "params": {"exact": {"extract_hashtags": {
                    "text": "str", "return": "dict[str, int]"}}}},
            ],
        },
    ],
    "references": [
        code(r'''
def extract_hashtags(text):
    tags=[]
    i=0
    while i<len(text):
        if text[i]=='#':
            j=i+1
            while j<len(text) and (text[j].isalnum() or text[j]=='_'):
                j+=1
            if j>i+1:
                tags.append(text[i+1:j])
            i=j
        else:
            i+=1
    return tags
'''),
        code(r'''
def extract_hashtags(text):
    tags=[]
    seen=set()
    i=0
    while i<len(text):
        if text[i]=='#':
            j=i+1
            while j<len(text) and (text[j].isalnum() or text[j]=='_'):
                j+=1
            tag=text[i+1:j]
            if tag and tag.lower() not in seen:
                seen.add(tag.lower())
                tags.append(tag)
            i=j
        else:
            i+=1
    return tags
'''),
        code(r'''
def extract_hashtags(text):
    tags=[]
    seen=set()
    i=0
    while i<len(text):
        prev=text[i-1] if i>0 else ' '
        if text[i]=='#' and not (prev.isalnum() or prev in '_#'):
            j=i+1
            while j<len(text) and (text[j].isalnum() or text[j]=='_'):
                j+=1
            tag=text[i+1:j]
            if any(c.isalpha() for c in tag) and tag.lower() not in seen:
                seen.add(tag.lower())
                tags.append(tag)
            i=j
        else:
            i+=1
    return tags
'''),
        code(r'''
def extract_hashtags(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    tags=[]
    seen=set()
    i=0
    while i<len(text):
        prev=text[i-1] if i>0 else ' '
        if text[i]=='#' and not (prev.isalnum() or prev in '_#'):
            j=i+1
            while j<len(text) and (text[j].isalnum() or text[j]=='_'):
                j+=1
            tag=text[i+1:j]
            if any(c.isalpha() for c in tag) and tag.lower() not in seen:
                seen.add(tag.lower())
                tags.append(tag)
            i=j
        else:
            i+=1
    return tags
'''),
        code(r'''
import re

def extract_hashtags(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    first={}
    for tag in re.findall(r'(?<![\w#])#(\w*[^\W\d_]\w*)',text):
        first.setdefault(tag.lower(),tag)
    return list(first.values())
'''),
        code(r'''
import re

def extract_hashtags(text: str) -> list[str]:
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    first={}
    for tag in re.findall(r'(?<![\w#])#(\w*[^\W\d_]\w*)',text):
        first.setdefault(tag.lower(),tag)
    return list(first.values())
'''),
        code(r'''
import re

def extract_hashtags(text: str) -> list[str]:
    """Finds the distinct hashtags of a text.

    A hashtag is '#' followed by letters, digits or underscores (at least one letter),
    where the '#' does not follow a word character or another '#'.

    Args:
        text: The text to search.

    Returns:
        The tags without '#', each once (case-insensitively), as first spelled.

    Raises:
        TypeError: If text is not a str.
    """
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    first={}
    for tag in re.findall(r'(?<![\w#])#(\w*[^\W\d_]\w*)',text):
        first.setdefault(tag.lower(),tag)
    return list(first.values())
'''),
        code(r'''
import re
from collections import Counter


def extract_hashtags(text: str) -> dict[str, int]:
    """Counts the hashtags of a text.

    A hashtag is '#' followed by letters, digits or underscores (at least one letter),
    where the '#' does not follow a word character or another '#'.

    Args:
        text: The text to search.

    Returns:
        Tag (as first spelled, without '#') -> occurrences, counted case-insensitively,
        in first-seen order.

    Raises:
        TypeError: If text is not a str.
    """
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    tags = re.findall(r'(?<![\w#])#(\w*[^\W\d_]\w*)', text)
    counts = Counter(tag.lower() for tag in tags)
    first = {}
    for tag in tags:
        first.setdefault(tag.lower(), tag)
    return {spelling: counts[key] for key, spelling in first.items()}
'''),
    ],
    "solo": {
        "dedupe": code(r'''
def extract_hashtags(text):
    tags={}
    i=0
    while i<len(text):
        if text[i]=='#':
            j=i+1
            while j<len(text) and (text[j].isalnum() or text[j]=='_'):
                j+=1
            if j>i+1:
                tags.setdefault(text[i+1:j].lower(),text[i+1:j])
            i=j
        else:
            i+=1
    return list(tags.values())
'''),
        "word_start": code(r'''
import re


def extract_hashtags(text):
    return re.findall(r'(?<![\w#])#(\w*[^\W\d_]\w*)', text)
'''),
        "text_must_be_str": code(r'''
def extract_hashtags(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    tags=[]
    i=0
    while i<len(text):
        if text[i]=='#':
            j=i+1
            while j<len(text) and (text[j].isalnum() or text[j]=='_'):
                j+=1
            if j>i+1:
                tags.append(text[i+1:j])
            i=j
        else:
            i+=1
    return tags
'''),
        "use_regex": code(r'''
import re


def extract_hashtags(text):
    return re.findall(r'#(\w+)', text)
'''),
        "type_hints": code(r'''
def extract_hashtags(text: str) -> list[str]:
    tags=[]
    i=0
    while i<len(text):
        if text[i]=='#':
            j=i+1
            while j<len(text) and (text[j].isalnum() or text[j]=='_'):
                j+=1
            if j>i+1:
                tags.append(text[i+1:j])
            i=j
        else:
            i+=1
    return tags
'''),
        "google_docstring": code(r'''
def extract_hashtags(text):
    """Lists the hashtags of a text.

    A hashtag is '#' followed by one or more letters, digits or underscores.

    Args:
        text: The text to search.

    Returns:
        The tags, without '#', in order.
    """
    tags=[]
    i=0
    while i<len(text):
        if text[i]=='#':
            j=i+1
            while j<len(text) and (text[j].isalnum() or text[j]=='_'):
                j+=1
            if j>i+1:
                tags.append(text[i+1:j])
            i=j
        else:
            i+=1
    return tags
'''),
        "tag_counts": code(r'''
import re


def extract_hashtags(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    spelling: dict[str, str] = {}
    for tag in re.findall(r'(?<![\w#])#(\w*[^\W\d_]\w*)', text):
        key = spelling.setdefault(tag.lower(), tag)
        counts[key] = counts.get(key, 0) + 1
    return counts
'''),
    },
}
