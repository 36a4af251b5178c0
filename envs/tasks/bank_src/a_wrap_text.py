"""Bank task: greedy word wrapping."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/wrap_text",
    "entry_point": "wrap_text",
    "prompt": (
        "Write a Python function `wrap_text(text, width)` that word-wraps `text` greedily: "
        "split it into words on any whitespace, then fill each line with as many words as fit "
        "within `width` characters, words joined by single spaces. A word longer than `width` "
        "goes on a line of its own, unbroken. Return the list of lines."
    ),
    "base_checks": [tests(
        "assert wrap_text('the quick brown fox', 10) == ['the quick', 'brown fox']",
        "assert wrap_text('a b c', 1) == ['a', 'b', 'c']",
        "assert wrap_text('hello', 3) == ['hello']",
        "assert wrap_text('one  two\\nthree', 20) == ['one two three']",
        "assert wrap_text('well-known words', 12) == ['well-known', 'words']",
    )],
    "instructions": [
        {
            "id": "width_positive",
            "category": "exception_handling",
            "text": "Guard the width: if `width` is less than 1, raise "
                    "ValueError('width must be positive').",
            "checks": [tests(
                """
for bad in (0, -3):
    try:
        wrap_text('a b', bad)
    except ValueError as e:
        assert str(e) == 'width must be positive'
    else:
        raise AssertionError(f'no ValueError for width {bad}')
""",
            )],
        },
        {
            "id": "paragraphs",
            "category": "input_output_conditions",
            "text": "Keep paragraphs apart: paragraphs are separated by a blank line (the text "
                    "'\\n\\n'); wrap each paragraph on its own and put exactly one empty string "
                    "between the lines of consecutive paragraphs. Paragraphs with no words are "
                    "dropped.",
            "checks": [tests(
                "assert wrap_text('aa bb\\n\\ncc', 5) == ['aa bb', '', 'cc']",
                "assert wrap_text('aa\\n\\n\\n\\nbb', 5) == ['aa', '', 'bb']",
                "assert wrap_text('a b c d\\n\\ne', 3) == ['a b', 'c d', '', 'e']",
            )],
        },
        {
            "id": "none_text",
            "category": "edge_case_handling",
            "text": "Callers sometimes pass `text=None` for a missing description; return an "
                    "empty list for it (and for text with no words at all).",
            "checks": [tests(
                "assert wrap_text(None, 10) == []",
                "assert wrap_text(' \\n\\n ', 10) == []",
            )],
        },
        {
            "id": "use_textwrap",
            "category": "imports",
            "text": "Do not hand-roll the wrapping: import the standard `textwrap` module and "
                    "call `textwrap.wrap` (with `break_long_words=False` and "
                    "`break_on_hyphens=False` so the behaviour stays the same). No `for` or "
                    "`while` loop statements; comprehensions are fine.",
            "checks": [
                {"kind": "imports", "params": {"required": ["textwrap"]}},
                {"kind": "require", "params": {"calls": ["textwrap.wrap"]}},
                {"kind": "forbid", "params": {"constructs": ["loop"]}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Add type hints: `text: str | None`, `width: int`, return `list[str]`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"wrap_text": {
                "text": "str | None", "width": "int", "return": "list[str]"}}}}],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Write a Google-style docstring for `wrap_text` with Args: (`text`, "
                    "`width`), Returns: and Raises: sections.",
            "checks": [{"kind": "docstring", "params": {"names": ["wrap_text"],
                                                        "style": "google"}}],
        },
        {
            "id": "indent",
            "category": "functionality_extension",
            "text": "Add a parameter `indent: str = ''` (annotated `str`, documented): every "
                    "non-empty output line starts with `indent`, and the indent counts toward "
                    "`width`. The empty strings between paragraphs stay empty.",
            "checks": [
                tests(
                    "assert wrap_text('aa bb cc', 6, indent='> ') == ['> aa', '> bb', '> cc']",
                    "assert wrap_text('aaa bb c', 7, indent='- ') == ['- aaa', '- bb c']",
                    "assert wrap_text('aa bb', 5, indent='') == ['aa bb']",
                ),
                {"kind": "type_hints", "params": {"exact": {"wrap_text": {
                    "text": "str | None", "width": "int", "indent": "str",
                    "return": "list[str]"}}}},
                {"kind": "docstring", "params": {"names": ["wrap_text"], "style": "google"}},
            ],
        },
    ],
    "references": [
        code(r'''
def wrap_text(text, width):
    lines=[]
    cur=''
    for w in text.split():
        if cur=='':
            cur=w
        elif len(cur)+1+len(w)<=width:
            cur+=' '+w
        else:
            lines.append(cur)
            cur=w
    if cur!='':
        lines.append(cur)
    return lines
'''),
        code(r'''
def wrap_text(text, width):
    if width<1:
        raise ValueError('width must be positive')
    lines=[]
    cur=''
    for w in text.split():
        if cur=='':
            cur=w
        elif len(cur)+1+len(w)<=width:
            cur+=' '+w
        else:
            lines.append(cur)
            cur=w
    if cur!='':
        lines.append(cur)
    return lines
'''),
        code(r'''
def wrap_text(text, width):
    if width<1:
        raise ValueError('width must be positive')
    lines=[]
    for para in text.split('\n\n'):
        if not para.strip():
            continue
        if lines:
            lines.append('')
        cur=''
        for w in para.split():
            if cur=='':
                cur=w
            elif len(cur)+1+len(w)<=width:
                cur+=' '+w
            else:
                lines.append(cur)
                cur=w
        lines.append(cur)
    return lines
'''),
        code(r'''
def wrap_text(text, width):
    if width<1:
        raise ValueError('width must be positive')
    if text is None:
        return []
    lines=[]
    for para in text.split('\n\n'):
        if not para.strip():
            continue
        if lines:
            lines.append('')
        cur=''
        for w in para.split():
            if cur=='':
                cur=w
            elif len(cur)+1+len(w)<=width:
                cur+=' '+w
            else:
                lines.append(cur)
                cur=w
        lines.append(cur)
    return lines
'''),
        code(r'''
import textwrap

def wrap_text(text, width):
    if width<1:
        raise ValueError('width must be positive')
    if text is None:
        return []
    paras=[' '.join(p.split()) for p in text.split('\n\n') if p.strip()]
    wrapped=[textwrap.wrap(p,width,break_long_words=False,break_on_hyphens=False) for p in paras]
    return [line for i,block in enumerate(wrapped) for line in ([''] if i else [])+block]
'''),
        code(r'''
import textwrap

def wrap_text(text: str | None, width: int) -> list[str]:
    if width<1:
        raise ValueError('width must be positive')
    if text is None:
        return []
    paras=[' '.join(p.split()) for p in text.split('\n\n') if p.strip()]
    wrapped=[textwrap.wrap(p,width,break_long_words=False,break_on_hyphens=False) for p in paras]
    return [line for i,block in enumerate(wrapped) for line in ([''] if i else [])+block]
'''),
        code(r'''
import textwrap

def wrap_text(text: str | None, width: int) -> list[str]:
    """Word-wraps text greedily, paragraph by paragraph.

    Args:
        text: The text; paragraphs are separated by blank lines. None counts as no text.
        width: The longest a line may be (unless a single word is longer).

    Returns:
        The lines, with one empty string between paragraphs.

    Raises:
        ValueError: If width is less than 1.
    """
    if width<1:
        raise ValueError('width must be positive')
    if text is None:
        return []
    paras=[' '.join(p.split()) for p in text.split('\n\n') if p.strip()]
    wrapped=[textwrap.wrap(p,width,break_long_words=False,break_on_hyphens=False) for p in paras]
    return [line for i,block in enumerate(wrapped) for line in ([''] if i else [])+block]
'''),
        code(r'''
import textwrap


def wrap_text(text: str | None, width: int, indent: str = '') -> list[str]:
    """Word-wraps text greedily, paragraph by paragraph.

    Args:
        text: The text; paragraphs are separated by blank lines. None counts as no text.
        width: The longest a line may be (unless a single word is longer).
        indent: Prefix of every non-empty line, counted in the width.

    Returns:
        The lines, with one empty string between paragraphs.

    Raises:
        ValueError: If width is less than 1.
    """
    if width < 1:
        raise ValueError('width must be positive')
    if text is None:
        return []
    paras = [' '.join(p.split()) for p in text.split('\n\n') if p.strip()]
    wrapped = [textwrap.wrap(p, width, initial_indent=indent, subsequent_indent=indent,
                             break_long_words=False, break_on_hyphens=False) for p in paras]
    return [line for i, block in enumerate(wrapped) for line in ([''] if i else []) + block]
'''),
    ],
    "solo": {
        "width_positive": code(r'''
def wrap_text(text, width):
    if width<=0:
        raise ValueError('width must be positive')
    lines=[]
    cur=''
    for w in text.split():
        if cur=='':
            cur=w
        elif len(cur)+1+len(w)<=width:
            cur+=' '+w
        else:
            lines.append(cur)
            cur=w
    if cur!='':
        lines.append(cur)
    return lines
'''),
        "paragraphs": code(r'''
def wrap_paragraph(words, width):
    lines = []
    for w in words:
        if lines and len(lines[-1]) + 1 + len(w) <= width:
            lines[-1] += ' ' + w
        else:
            lines.append(w)
    return lines


def wrap_text(text, width):
    blocks = [wrap_paragraph(p.split(), width) for p in text.split('\n\n') if p.split()]
    out = []
    for i, block in enumerate(blocks):
        out += ([''] if i else []) + block
    return out
'''),
        "none_text": code(r'''
def wrap_text(text, width):
    lines=[]
    cur=''
    for w in (text or '').split():
        if cur=='':
            cur=w
        elif len(cur)+1+len(w)<=width:
            cur+=' '+w
        else:
            lines.append(cur)
            cur=w
    if cur!='':
        lines.append(cur)
    return lines
'''),
        "use_textwrap": code(r'''
import textwrap


def wrap_text(text, width):
    return textwrap.wrap(' '.join(text.split()), width, break_long_words=False,
                         break_on_hyphens=False)
'''),
        "type_hints": code(r'''
def wrap_text(text: str | None, width: int) -> list[str]:
    lines=[]
    cur=''
    for w in text.split():
        if cur=='':
            cur=w
        elif len(cur)+1+len(w)<=width:
            cur+=' '+w
        else:
            lines.append(cur)
            cur=w
    if cur!='':
        lines.append(cur)
    return lines
'''),
        "google_docstring": code(r'''
def wrap_text(text, width):
    """Greedy word wrap.

    Args:
        text: The text to wrap.
        width: Maximum line length.

    Returns:
        The wrapped lines.
    """
    lines=[]
    cur=''
    for w in text.split():
        if cur=='':
            cur=w
        elif len(cur)+1+len(w)<=width:
            cur+=' '+w
        else:
            lines.append(cur)
            cur=w
    if cur!='':
        lines.append(cur)
    return lines
'''),
        "indent": code(r'''
def wrap_text(text: str | None, width: int, indent: str = '') -> list[str]:
    """Greedy word wrap with an indent.

    Args:
        text: The text to wrap.
        width: Maximum line length, indent included.
        indent: Prefix of every line.

    Returns:
        The wrapped lines.
    """
    lines = []
    cur = ''
    for w in text.split():
        if cur == '':
            cur = indent + w
        elif len(cur) + 1 + len(w) <= width:
            cur += ' ' + w
        else:
            lines.append(cur)
            cur = indent + w
    if cur != '':
        lines.append(cur)
    return lines
'''),
    },
}
