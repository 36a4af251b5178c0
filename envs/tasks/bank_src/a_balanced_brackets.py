"""Bank task: balanced brackets."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/balanced_brackets",
    "entry_point": "is_balanced",
    "prompt": (
        "Write a Python function `is_balanced(text)` that returns True when the brackets "
        "(), [] and {} in `text` are balanced and properly nested, and False otherwise. All "
        "other characters are ignored."
    ),
    "base_checks": [tests(
        "assert is_balanced('([]{})') is True",
        "assert is_balanced('a(b)c[d]') is True",
        "assert is_balanced('') is True",
        "assert is_balanced('([)]') is False",
        "assert is_balanced('((') is False",
        "assert is_balanced('}{') is False",
    )],
    "instructions": [
        {
            "id": "ignore_quoted",
            "category": "input_output_conditions",
            "text": "We run this over source code, so brackets inside quoted strings must be "
                    "ignored. A quoted string starts at a ' or \" and ends at the next "
                    "occurrence of the same quote character; a quote with no closing partner "
                    "is treated as an ordinary character.",
            "checks": [tests(
                "assert is_balanced('print(\")\")') is True",
                "assert is_balanced(\"x = '(' + y\") is True",
                "assert is_balanced('f(\"it\\'s\")') is True",
                "assert is_balanced('\")\"(') is False",
                "assert is_balanced('a\\'(') is False",
            )],
        },
        {
            "id": "text_must_be_str",
            "category": "exception_handling",
            "text": "Raise TypeError('text must be a str') when `text` is not a string.",
            "checks": [tests(
                """
for bad in (None, ['(', ')'], 42):
    try:
        is_balanced(bad)
    except TypeError as e:
        assert str(e) == 'text must be a str'
    else:
        raise AssertionError(f'no TypeError for {bad!r}')
""",
            )],
        },
        {
            "id": "max_depth",
            "category": "edge_case_handling",
            "text": "Guard against pathological input: nesting up to 1000 levels deep is fine, "
                    "but as soon as more than 1000 brackets are open at once, raise "
                    "ValueError('nesting too deep'), even if they would be closed later.",
            "checks": [tests(
                "assert is_balanced('(' * 1000 + ')' * 1000) is True",
                """
try:
    is_balanced('[' * 1001 + ']' * 1001)
except ValueError as e:
    assert str(e) == 'nesting too deep'
else:
    raise AssertionError('no ValueError at depth 1001')
""",
            )],
        },
        {
            "id": "low_complexity",
            "category": "code_complexity",
            "text": "The scanning loop has grown too many branches. Keep the cyclomatic "
                    "complexity of every function (private helpers included) at 6 or less; "
                    "for example, strip the quoted strings in a helper and look the closing "
                    "brackets up in a dict.",
            "checks": [{"kind": "complexity", "params": {"max": 6}}],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Type every function, private helpers too; `is_balanced` is "
                    "`is_balanced(text: str) -> bool`.",
            "checks": [
                {"kind": "type_hints", "params": {"exact": {"is_balanced": {
                    "text": "str", "return": "bool"}}}},
                {"kind": "type_hints", "params": {"include_private": True}},
            ],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Write a Google-style docstring for `is_balanced` with Args:, Returns: and "
                    "Raises: sections.",
            "checks": [{"kind": "docstring", "params": {"names": ["is_balanced"],
                                                        "style": "google"}}],
        },
        {
            "id": "custom_pairs",
            "category": "functionality_extension",
            "text": "Make the bracket kinds configurable with a parameter "
                    "`pairs: str = '()[]{}'` (annotated `str`, documented): consecutive "
                    "characters form an (opening, closing) pair, so '()<>' checks parentheses "
                    "and angle brackets only. If `pairs` has an odd length, raise "
                    "ValueError('pairs must have an even length'). Keep the complexity bound.",
            "checks": [
                tests(
                    "assert is_balanced('<a>', pairs='<>') is True",
                    "assert is_balanced('(<)>', pairs='()<>') is False",
                    "assert is_balanced('(', pairs='[]') is True",
                    "assert is_balanced('([)]', pairs='()[]{}') is False",
                    """
try:
    is_balanced('()', pairs='()[')
except ValueError as e:
    assert str(e) == 'pairs must have an even length'
else:
    raise AssertionError('no ValueError for odd pairs')
""",
                ),
                {"kind": "type_hints", "params": {"exact": {"is_balanced": {
                    "text": "str", "pairs": "str", "return": "bool"}}}},
                {"kind": "complexity", "params": {"max": 6}},
            ],
        },
    ],
    "references": [
        code(r'''
def is_balanced(text):
    stack=[]
    for c in text:
        if c in '([{':
            stack.append(c)
        elif c==')':
            if not stack or stack.pop()!='(':
                return False
        elif c==']':
            if not stack or stack.pop()!='[':
                return False
        elif c=='}':
            if not stack or stack.pop()!='{':
                return False
    return len(stack)==0
'''),
        code(r'''
def is_balanced(text):
    stack=[]
    i=0
    while i<len(text):
        c=text[i]
        if c in '\'"' and text.find(c,i+1)!=-1:
            i=text.find(c,i+1)
        elif c in '([{':
            stack.append(c)
        elif c==')':
            if not stack or stack.pop()!='(':
                return False
        elif c==']':
            if not stack or stack.pop()!='[':
                return False
        elif c=='}':
            if not stack or stack.pop()!='{':
                return False
        i+=1
    return len(stack)==0
'''),
        code(r'''
def is_balanced(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    stack=[]
    i=0
    while i<len(text):
        c=text[i]
        if c in '\'"' and text.find(c,i+1)!=-1:
            i=text.find(c,i+1)
        elif c in '([{':
            stack.append(c)
        elif c==')':
            if not stack or stack.pop()!='(':
                return False
        elif c==']':
            if not stack or stack.pop()!='[':
                return False
        elif c=='}':
            if not stack or stack.pop()!='{':
                return False
        i+=1
    return len(stack)==0
'''),
        code(r'''
def is_balanced(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    stack=[]
    i=0
    while i<len(text):
        c=text[i]
        if c in '\'"' and text.find(c,i+1)!=-1:
            i=text.find(c,i+1)
        elif c in '([{':
            stack.append(c)
            if len(stack)>1000:
                raise ValueError('nesting too deep')
        elif c==')':
            if not stack or stack.pop()!='(':
                return False
        elif c==']':
            if not stack or stack.pop()!='[':
                return False
        elif c=='}':
            if not stack or stack.pop()!='{':
                return False
        i+=1
    return len(stack)==0
'''),
        code(r'''
import re

CLOSING={')':'(',']':'[','}':'{'}
MAX_DEPTH=1000

def _strip_quoted(text):
    return re.sub(r'"[^"]*"|\'[^\']*\'','',text)

def is_balanced(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    stack=[]
    for c in _strip_quoted(text):
        if c in '([{':
            stack.append(c)
            if len(stack)>MAX_DEPTH:
                raise ValueError('nesting too deep')
        elif c in CLOSING and (not stack or stack.pop()!=CLOSING[c]):
            return False
    return not stack
'''),
        code(r'''
import re

CLOSING={')':'(',']':'[','}':'{'}
MAX_DEPTH=1000

def _strip_quoted(text: str) -> str:
    return re.sub(r'"[^"]*"|\'[^\']*\'','',text)

def is_balanced(text: str) -> bool:
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    stack=[]
    for c in _strip_quoted(text):
        if c in '([{':
            stack.append(c)
            if len(stack)>MAX_DEPTH:
                raise ValueError('nesting too deep')
        elif c in CLOSING and (not stack or stack.pop()!=CLOSING[c]):
            return False
    return not stack
'''),
        code(r'''
import re

CLOSING={')':'(',']':'[','}':'{'}
MAX_DEPTH=1000

def _strip_quoted(text: str) -> str:
    return re.sub(r'"[^"]*"|\'[^\']*\'','',text)

def is_balanced(text: str) -> bool:
    """Checks that the brackets of a text are balanced and nested.

    Args:
        text: Source text; brackets inside quoted strings are ignored.

    Returns:
        True when every bracket is closed in the right order.

    Raises:
        TypeError: If text is not a str.
        ValueError: If more than 1000 brackets are open at once.
    """
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    stack=[]
    for c in _strip_quoted(text):
        if c in '([{':
            stack.append(c)
            if len(stack)>MAX_DEPTH:
                raise ValueError('nesting too deep')
        elif c in CLOSING and (not stack or stack.pop()!=CLOSING[c]):
            return False
    return not stack
'''),
        code(r'''
import re

MAX_DEPTH = 1000


def _strip_quoted(text: str) -> str:
    return re.sub(r'"[^"]*"|\'[^\']*\'', '', text)


def _closing_map(pairs: str) -> dict[str, str]:
    if len(pairs) % 2:
        raise ValueError('pairs must have an even length')
    return dict(zip(pairs[1::2], pairs[0::2]))


def is_balanced(text: str, pairs: str = '()[]{}') -> bool:
    """Checks that the brackets of a text are balanced and nested.

    Args:
        text: Source text; brackets inside quoted strings are ignored.
        pairs: Opening and closing characters, pair by pair, e.g. '()<>'.

    Returns:
        True when every bracket is closed in the right order.

    Raises:
        TypeError: If text is not a str.
        ValueError: If more than 1000 brackets are open at once, or pairs has an
            odd length.
    """
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    closing = _closing_map(pairs)
    stack = []
    for c in _strip_quoted(text):
        if c in pairs[0::2]:
            stack.append(c)
            if len(stack) > MAX_DEPTH:
                raise ValueError('nesting too deep')
        elif c in closing and (not stack or stack.pop() != closing[c]):
            return False
    return not stack
'''),
    ],
    "solo": {
        "ignore_quoted": code(r'''
import re


def is_balanced(text):
    stack = []
    pairs = {')': '(', ']': '[', '}': '{'}
    for c in re.sub(r'"[^"]*"|\'[^\']*\'', '', text):
        if c in '([{':
            stack.append(c)
        elif c in pairs and (not stack or stack.pop() != pairs[c]):
            return False
    return not stack
'''),
        "text_must_be_str": code(r'''
def is_balanced(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    stack=[]
    for c in text:
        if c in '([{':
            stack.append(c)
        elif c==')':
            if not stack or stack.pop()!='(':
                return False
        elif c==']':
            if not stack or stack.pop()!='[':
                return False
        elif c=='}':
            if not stack or stack.pop()!='{':
                return False
    return len(stack)==0
'''),
        "max_depth": code(r'''
def is_balanced(text):
    stack=[]
    for c in text:
        if c in '([{':
            if len(stack)==1000:
                raise ValueError('nesting too deep')
            stack.append(c)
        elif c==')':
            if not stack or stack.pop()!='(':
                return False
        elif c==']':
            if not stack or stack.pop()!='[':
                return False
        elif c=='}':
            if not stack or stack.pop()!='{':
                return False
    return len(stack)==0
'''),
        "low_complexity": code(r'''
def is_balanced(text):
    pairs = {')': '(', ']': '[', '}': '{'}
    stack = []
    for c in text:
        if c in '([{':
            stack.append(c)
        elif c in pairs and (not stack or stack.pop() != pairs[c]):
            return False
    return not stack
'''),
        "type_hints": code(r'''
def is_balanced(text: str) -> bool:
    stack=[]
    for c in text:
        if c in '([{':
            stack.append(c)
        elif c==')':
            if not stack or stack.pop()!='(':
                return False
        elif c==']':
            if not stack or stack.pop()!='[':
                return False
        elif c=='}':
            if not stack or stack.pop()!='{':
                return False
    return len(stack)==0
'''),
        "google_docstring": code(r'''
def is_balanced(text):
    """Bracket balance check.

    Args:
        text: Any text.

    Returns:
        Whether its brackets are balanced.
    """
    stack=[]
    for c in text:
        if c in '([{':
            stack.append(c)
        elif c==')':
            if not stack or stack.pop()!='(':
                return False
        elif c==']':
            if not stack or stack.pop()!='[':
                return False
        elif c=='}':
            if not stack or stack.pop()!='{':
                return False
    return len(stack)==0
'''),
        "custom_pairs": code(r'''
def is_balanced(text: str, pairs: str = '()[]{}') -> bool:
    if len(pairs) % 2:
        raise ValueError('pairs must have an even length')
    closing = dict(zip(pairs[1::2], pairs[0::2]))
    stack = []
    for c in text:
        if c in pairs[0::2]:
            stack.append(c)
        elif c in closing and (not stack or stack.pop() != closing[c]):
            return False
    return not stack
'''),
    },
}
