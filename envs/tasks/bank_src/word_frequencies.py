"""Bank task: word frequencies (the exemplar every bank task follows)."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/word_frequencies",
    "entry_point": "word_frequencies",
    "prompt": (
        "Write a Python function `word_frequencies(text)` that counts how often each word "
        "occurs in `text`. Words are separated by whitespace. Return a dict mapping each word "
        "to its count."
    ),
    "base_checks": [tests(
        "assert word_frequencies('a b a') == {'a': 2, 'b': 1}",
        "assert word_frequencies('one') == {'one': 1}",
        "assert word_frequencies('x  y\\nx\\tx') == {'x': 3, 'y': 1}",
    )],
    "instructions": [
        {
            "id": "raise_on_non_string",
            "category": "exception_handling",
            "text": "If `text` is not a string, raise a TypeError with the message "
                    "'text must be a string'.",
            "checks": [tests(
                """
try:
    word_frequencies(42)
except TypeError as e:
    assert str(e) == 'text must be a string'
else:
    raise AssertionError('no TypeError for an int')
""",
                """
try:
    word_frequencies(None)
except TypeError:
    pass
else:
    raise AssertionError('no TypeError for None')
""",
            )],
        },
        {
            "id": "normalise_words",
            "category": "input_output_conditions",
            "text": "Treat words case-insensitively (return them lowercased) and strip the "
                    "punctuation characters . , ! ? ; : from both ends of each word; skip "
                    "words that become empty.",
            "checks": [tests(
                "assert word_frequencies('Hello, hello! World.') == {'hello': 2, 'world': 1}",
                "assert word_frequencies('A a ! a?') == {'a': 3}",
            )],
        },
        {
            "id": "sorted_output",
            "category": "input_output_conditions",
            "text": "Return the dict ordered by descending count, ties broken alphabetically.",
            "checks": [tests(
                "assert list(word_frequencies('b a b c a b')) == ['b', 'a', 'c']",
                "assert list(word_frequencies('z y x')) == ['x', 'y', 'z']",
            )],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Add type hints: `text: str` and the return type `dict[str, int]`.",
            "checks": [
                {"kind": "type_hints", "params": {
                    "exact": {"word_frequencies": {"text": "str", "return": "dict[str, int]"}}}},
            ],
        },
        {
            "id": "no_loops",
            "category": "forbidden_construct",
            "text": "Do not use any `for` or `while` loop statements; use "
                    "`collections.Counter` and comprehensions instead.",
            "checks": [
                {"kind": "forbid", "params": {"constructs": ["loop"]}},
                {"kind": "imports", "params": {"required": ["collections"]}},
            ],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Add a Google-style docstring to `word_frequencies` with an Args: section "
                    "documenting `text` and a Returns: section.",
            "checks": [{"kind": "docstring", "params": {"names": ["word_frequencies"],
                                                        "style": "google"}}],
        },
        {
            "id": "pep8",
            "category": "code_standard",
            "text": "Make the code fully PEP 8 compliant (pycodestyle must report nothing).",
            "checks": [{"kind": "pep8", "params": {}}],
        },
        {
            "id": "top_n",
            "category": "functionality_extension",
            "text": "Add an optional parameter `top: int | None = None`; when given, return "
                    "only the `top` most frequent words (same ordering). Annotate it.",
            "checks": [
                tests(
                    "assert word_frequencies('b a b c a b', top=2) == {'b': 3, 'a': 2}",
                    "assert word_frequencies('b a b', top=None) == {'b': 2, 'a': 1}",
                    "assert word_frequencies('x', top=5) == {'x': 1}",
                ),
                {"kind": "type_hints", "params": {"exact": {"word_frequencies": {
                    "text": "str", "top": "int | None", "return": "dict[str, int]"}}}},
            ],
        },
    ],
    "references": [
        code("""
def word_frequencies(text):
    counts={}
    for word in text.split():
        counts[word]=counts.get(word,0)+1
    return counts
"""),
        code("""
def word_frequencies(text):
    if not isinstance(text, str):
        raise TypeError('text must be a string')
    counts={}
    for word in text.split():
        counts[word]=counts.get(word,0)+1
    return counts
"""),
        code("""
def word_frequencies(text):
    if not isinstance(text, str):
        raise TypeError('text must be a string')
    counts={}
    for word in text.split():
        word = word.strip('.,!?;:').lower()
        if word:
            counts[word]=counts.get(word,0)+1
    return counts
"""),
        code("""
def word_frequencies(text):
    if not isinstance(text, str):
        raise TypeError('text must be a string')
    counts={}
    for word in text.split():
        word = word.strip('.,!?;:').lower()
        if word:
            counts[word]=counts.get(word,0)+1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
"""),
        code("""
def word_frequencies(text: str) -> dict[str, int]:
    if not isinstance(text, str):
        raise TypeError('text must be a string')
    counts={}
    for word in text.split():
        word = word.strip('.,!?;:').lower()
        if word:
            counts[word]=counts.get(word,0)+1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
"""),
        code("""
from collections import Counter


def word_frequencies(text: str) -> dict[str, int]:
    if not isinstance(text, str):
        raise TypeError('text must be a string')
    words = [w.strip('.,!?;:').lower() for w in text.split()]
    counts=Counter(w for w in words if w)
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
"""),
        code("""
from collections import Counter


def word_frequencies(text: str) -> dict[str, int]:
    \"\"\"Counts the words of a text.

    Args:
        text: The text to count words in.

    Returns:
        Word -> count, most frequent first.
    \"\"\"
    if not isinstance(text, str):
        raise TypeError('text must be a string')
    words = [w.strip('.,!?;:').lower() for w in text.split()]
    counts=Counter(w for w in words if w)
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
"""),
        code("""
from collections import Counter


def word_frequencies(text: str) -> dict[str, int]:
    \"\"\"Counts the words of a text.

    Args:
        text: The text to count words in.

    Returns:
        Word -> count, most frequent first.
    \"\"\"
    if not isinstance(text, str):
        raise TypeError('text must be a string')
    words = [w.strip('.,!?;:').lower() for w in text.split()]
    counts = Counter(w for w in words if w)
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
"""),
        code("""
from collections import Counter


def word_frequencies(text: str, top: int | None = None) -> dict[str, int]:
    \"\"\"Counts the words of a text.

    Args:
        text: The text to count words in.
        top: If given, keep only this many of the most frequent words.

    Returns:
        Word -> count, most frequent first.
    \"\"\"
    if not isinstance(text, str):
        raise TypeError('text must be a string')
    words = [w.strip('.,!?;:').lower() for w in text.split()]
    counts = Counter(w for w in words if w)
    ordered = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return dict(ordered if top is None else ordered[:top])
"""),
    ],
    # Solo references: the base solution plus ONE instruction (used by the forgetful policy).
    "solo": {
        "raise_on_non_string": code("""
def word_frequencies(text):
    if not isinstance(text, str):
        raise TypeError('text must be a string')
    counts={}
    for word in text.split():
        counts[word]=counts.get(word,0)+1
    return counts
"""),
        "normalise_words": code("""
def word_frequencies(text):
    counts={}
    for word in text.split():
        word = word.strip('.,!?;:').lower()
        if word:
            counts[word]=counts.get(word,0)+1
    return counts
"""),
        "sorted_output": code("""
def word_frequencies(text):
    counts={}
    for word in text.split():
        counts[word]=counts.get(word,0)+1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
"""),
        "type_hints": code("""
def word_frequencies(text: str) -> dict[str, int]:
    counts={}
    for word in text.split():
        counts[word]=counts.get(word,0)+1
    return counts
"""),
        "no_loops": code("""
from collections import Counter


def word_frequencies(text):
    return dict(Counter(text.split()))
"""),
        "google_docstring": code("""
def word_frequencies(text):
    \"\"\"Counts words.

    Args:
        text: The text.

    Returns:
        Word -> count.
    \"\"\"
    counts={}
    for word in text.split():
        counts[word]=counts.get(word,0)+1
    return counts
"""),
        "pep8": code("""
def word_frequencies(text):
    counts = {}
    for word in text.split():
        counts[word] = counts.get(word, 0) + 1
    return counts
"""),
        "top_n": code("""
def word_frequencies(text: str, top: int | None = None) -> dict[str, int]:
    counts={}
    for word in text.split():
        counts[word]=counts.get(word,0)+1
    ordered = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return dict(ordered if top is None else ordered[:top])
"""),
    },
}
