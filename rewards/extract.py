"""Extracting code from a model's reply.

Models answer in Markdown with fenced blocks, in several blocks, or with bare code. The rule:

1. Fenced blocks are read line by line as CommonMark does: an opening line of three or more
   backticks or tildes, closed by a line of at least as many of the same character (so a
   four-backtick fence may hold three-backtick lines). The info string's first word names the
   language: ``python``, ``py``, ``python3``, ``python3.11``, ``python:file.py``, ``{.python}``
   and ``` ``` python``` (with a space) are Python; untagged blocks are taken too. A Markdown
   (or untagged) block that itself holds fences is read for the blocks inside it.
2. Among several Python blocks, the last one whose parsed code defines the entry point with a
   real body wins (a later body-less signature block, ``def f(x): ...``, is a summary, not the
   answer); then the last that defines it at all; else the longest block.
3. With no fence, the whole reply is taken when it parses and holds a statement (a script with
   no ``def`` is code too); otherwise the longest run of code-looking lines that parses,
   starting at a ``def``/``class``/``import`` line or a script's first line (an assignment,
   a ``for``/``while``/``if``/``with`` header, a ``print`` call).
4. A task in another language (``language``, e.g. ``java``): its tagged blocks (``java``;
   ``js``/``javascript``, ``ts``/``typescript``, ``cpp``/``c++``/``cc``, ``go``/``golang``,
   ``rust``/``rs``) and untagged ones count; the last that names the entry point wins, else
   the longest; with no fence the whole reply is the code (its compiler judges it).
5. Nothing found: ``code`` is None and ``note`` says why, so the turn fails with a clear verdict.

Before any of this, two shapes chat models use are read as fences (:func:`_normalise`): an
artifact tag (``<artifact language="cpp" ...>code</artifact>``, also ``<antArtifact>``) is a
block tagged with its ``language`` attribute, and a fence that does not start its line
(``<answer>```cpp``, ``Here it is: ```python``) opens a block there; a closing fence followed
on its line by a closing tag (```` ```</answer> ````) closes one.

Every step is linear in the reply's size (a bounded number of parses per region, no regex that
can backtrack across lines), and replies over :data:`MAX_REPLY_CHARS` are refused with a note,
so no reply can stall the world.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from codeloop.envs.sandbox.languages.plugin import plugin_attribute_view
from codeloop.registry import Registry

MAX_REPLY_CHARS = 256 * 1024
"""Longest reply that is searched for code; a longer one is judged as holding none."""

_MAX_TRIMS = 8
"""Parse attempts per bare-code region (each linear in its size), trimming trailing lines."""

_MAX_DEPTH = 3
"""How deep fences nested inside Markdown blocks are followed."""

_OPEN = re.compile(r"[ \t]*(`{3,}|~{3,})(.*)")
# A fence opening at the end of a line after other text (``<answer>```cpp``): the info string
# is one word at most, so inline code (```x``` in prose) never matches.
_LATE_OPEN = re.compile(r"(.*?[^`~ \t][ \t]*)(`{3,}|~{3,})([\w+#.-]*)[ \t]*")
# A closing fence followed by closing tags only (```` ```</answer> ````).
_LATE_MAX = 400
"""Longest line searched for a late fence (keeps the regex's work per line bounded)."""
_CLOSE_TAGS = re.compile(r"([ \t]*(?:`{3,}|~{3,}))[ \t]*(?:</[\w-]+>[ \t]*)+")
_ARTIFACT_OPEN = re.compile(r"<(?:ant)?artifact\b([^<>]*)>", re.I)
_ARTIFACT_CLOSE = re.compile(r"</(?:ant)?artifact[ \t]*>", re.I)
_ARTIFACT_LANG = re.compile(r"""\blanguage[ \t]*=[ \t]*["']?([\w+#.-]+)""", re.I)
_PY_LANG = re.compile(r"(?:python|py)(?:\d+(?:\.\d+)*)?")
_CONTAINERS = {"", "markdown", "md"}
# Where bare code may start inside prose: a definition or import, or a script's first line
# (an assignment, a loop or condition header, a print call).
_START = re.compile(r"(?:async[ \t]+def|def|class|import|from|@)\b|"
                    r"[A-Za-z_]\w*(?:[ \t]*,[ \t]*[A-Za-z_]\w*)*[ \t]*=(?!=)|"
                    r"(?:for|while|if|with)\b.*:[ \t]*$|print\(")
_TOP_CODE = re.compile(
    r"(?:async[ \t]+def|def|class|import|from|if|elif|else|for|while|try|except|finally|with|"
    r"return|raise|assert|pass)\b|[@#]|[A-Za-z_][\w.]*[ \t]*(?:[-+*/%|&^]?=|\(|\[)")


@dataclass(frozen=True)
class Extraction:
    """What :func:`extract_code` found.

    Attributes:
        code: The code, or None when the reply holds none.
        note: How it was found, or why nothing was.
    """

    code: str | None
    note: str


@dataclass(frozen=True)
class _Block:
    lang: str
    body: str


def _artifacts(reply: str) -> str:
    """The reply with each artifact tag turned into a fence tagged with its language.

    Artifacts whose body already holds a fence are left alone (the fence is read instead).
    One left-to-right scan: linear in the reply's size.
    """
    out: list[str] = []
    pos = 0
    while (m := _ARTIFACT_OPEN.search(reply, pos)) is not None:
        close = _ARTIFACT_CLOSE.search(reply, m.end())
        end = close.start() if close else len(reply)
        body = reply[m.end():end]
        out.append(reply[pos:m.start()])
        if "```" in body or "~~~" in body:
            out.append(reply[m.start():close.end() if close else end])
        else:
            lang = _ARTIFACT_LANG.search(m.group(1))
            out.append(f"\n```{lang.group(1) if lang else ''}\n{body.strip(chr(10))}\n```\n")
        pos = close.end() if close else end
    out.append(reply[pos:])
    return "".join(out)


def _normalise(lines: list[str]) -> list[str]:
    """Lines with late fences split onto their own lines and closing tags after fences dropped.

    A late opening fence counts only when no fence is open (so a code line ending in three
    backticks inside a block is left alone), which is tracked with the same rule as
    :func:`_blocks`.
    """
    out: list[str] = []
    fence: str | None = None
    for line in lines:
        if fence is None:
            m = _OPEN.fullmatch(line)
            if m is not None and not (m.group(1)[0] == "`" and "`" in m.group(2)):
                fence = m.group(1)
            elif len(line) <= _LATE_MAX and ("```" in line or "~~~" in line) and \
                    (late := _LATE_OPEN.fullmatch(line)) is not None:
                out += [late.group(1).rstrip(), late.group(2) + late.group(3)]
                fence = late.group(2)
                continue
        else:
            closing = _CLOSE_TAGS.fullmatch(line) if len(line) <= _LATE_MAX else None
            if closing is not None:
                line = closing.group(1)
            stripped = line.strip()
            if stripped and stripped[0] == fence[0] and len(stripped) >= len(fence) and \
                    stripped == fence[0] * len(stripped):
                fence = None
        out.append(line)
    return out


def _parse(src: str) -> ast.Module | None:
    """The tree of ``src``, or None when it does not parse (whatever the reason)."""
    try:
        return ast.parse(src)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _language(info: str) -> str:
    """The language named by a fence's info string (lower case, '' when untagged)."""
    word = info.strip().split(None, 1)[0] if info.strip() else ""
    word = word.lstrip("{").lstrip(".").rstrip("}").lower()
    return re.split(r"[:,;]", word, maxsplit=1)[0]


def _is_python(lang: str) -> bool:
    return lang == "" or _PY_LANG.fullmatch(lang) is not None


def _container(lang: str, body: list[str], depth: int) -> bool:
    """Whether a block is Markdown holding fences (an untagged one only if it is not code)."""
    if lang not in _CONTAINERS or depth >= _MAX_DEPTH or not any(
            _OPEN.fullmatch(b) for b in body):
        return False
    return lang != "" or _parse("\n".join(body)) is None


def _blocks(lines: list[str], depth: int = 0) -> list[_Block]:
    """Fenced blocks in document order; fences inside Markdown blocks are followed."""
    out: list[_Block] = []
    i, n = 0, len(lines)
    while i < n:
        m = _OPEN.fullmatch(lines[i])
        if m is None or (m.group(1)[0] == "`" and "`" in m.group(2)):
            i += 1
            continue
        fence, lang = m.group(1), _language(m.group(2))
        j = i + 1
        while j < n:
            stripped = lines[j].strip()
            if stripped and stripped[0] == fence[0] and len(stripped) >= len(fence) and \
                    stripped == fence[0] * len(stripped):
                break
            j += 1
        body = lines[i + 1:j]
        inner = _blocks(body, depth + 1) if _container(lang, body, depth) else []
        out.extend(inner or [_Block(lang, "\n".join(body))])
        i = j + 1
    return out


def _has_body(tree: ast.Module, name: str) -> bool | None:
    """Whether ``name`` is defined with a real body.

    Returns:
        True for a real body, False for a stub only (``...``, ``pass`` or a docstring), None
        when ``name`` is not defined at top level or in a top-level class.
    """
    found: bool | None = None
    for node in (*tree.body, *(s for c in tree.body if isinstance(c, ast.ClassDef)
                               for s in c.body)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and \
                node.name == name:
            stub = all(isinstance(s, ast.Pass) or (isinstance(s, ast.Expr) and isinstance(
                s.value, ast.Constant)) for s in node.body)
            found = bool(found) or not stub
    return found


def _declares(text: str, name: str) -> bool:
    """A text-level test for a def of ``name`` (for blocks that do not parse); linear."""
    return re.search(rf"^[ \t]*(?:async[ \t]+)?(?:def|class)[ \t]+{re.escape(name)}\b", text,
                     re.M) is not None


def _choose(blocks: list[str], entry_point: str | None) -> Extraction:
    if len(blocks) == 1:
        return Extraction(blocks[0], "one fenced code block")
    if entry_point:
        ranked: list[tuple[int, int]] = []
        for i, block in enumerate(blocks):
            tree = _parse(block)
            body = _has_body(tree, entry_point) if tree is not None else None
            if body is not None:
                ranked.append((2 if body else 1, i))
            elif tree is None and _declares(block, entry_point):
                ranked.append((0, i))
        if ranked:
            rank, i = max(ranked)
            what = ("defines", "declares", "names")[2 - rank]
            return Extraction(blocks[i], f"last of {len(blocks)} fenced blocks that {what} "
                                         f"{entry_point!r}")
    best = max(blocks, key=len)
    return Extraction(best, f"longest of {len(blocks)} fenced blocks")


def _is_code(tree: ast.Module) -> bool:
    """Whether a parsed reply is code: a statement or a call, not an expression prose can be.

    Prose such as 'ok', '42' or 'yes or no' parses as a lone expression.
    """
    return any(not isinstance(s, ast.Expr) or isinstance(s.value, ast.Call | ast.Await)
               for s in tree.body)


def _bare(lines: list[str]) -> Extraction | None:
    """The longest parsing run of code-looking lines that starts where code may start."""
    best: str | None = None
    i, n = 0, len(lines)
    while i < n:
        if not _START.match(lines[i]):
            i += 1
            continue
        j = i + 1
        cuts = []  # ends of the region before each top-level line: where a trim may stop
        while j < n and (not lines[j].strip() or lines[j][0] in " \t" or
                         _TOP_CODE.match(lines[j])):
            if lines[j].strip() and lines[j][0] not in " \t":
                cuts.append(j)
            j += 1
        for end in [j, *reversed(cuts)][:_MAX_TRIMS]:
            candidate = "\n".join(lines[i:end]).strip("\n")
            if best is not None and len(candidate) <= len(best):
                break
            tree = _parse(candidate)
            if tree is not None and _is_code(tree):
                best = candidate
                break
        i = j
    return None if best is None else Extraction(best + "\n", "bare code found inside prose")


#: Fence tags that name each non-Python language (lower case): each language plugin's
#: ``fence_tags`` (``codeloop.envs.sandbox.languages.plugin``).
FENCE_TAGS: Mapping[str, frozenset[str]] = plugin_attribute_view("fence_tags")


def _extract_other(lines: list[str], entry_point: str | None, language: str) -> Extraction:
    """The code of a reply to a task in a language other than Python (see the module doc)."""
    tags = FENCE_TAGS.get(language, frozenset({language}))
    fenced = _blocks(lines)
    blocks = [b.body.strip("\n") + "\n" for b in fenced if (b.lang == "" or b.lang in tags)
              and b.body.strip()]
    if blocks:
        if len(blocks) == 1:
            return Extraction(blocks[0], "one fenced code block")
        if entry_point:
            named = [b for b in blocks if re.search(rf"\b{re.escape(entry_point)}\b", b)]
            if named:
                return Extraction(named[-1], f"last of {len(blocks)} fenced blocks that "
                                             f"names {entry_point!r}")
        return Extraction(max(blocks, key=len), f"longest of {len(blocks)} fenced blocks")
    if fenced:
        return Extraction(None, f"the reply's code fences hold no {language} block")
    return Extraction("\n".join(lines).strip("\n") + "\n", "bare code (no fence)")


def extract_code(reply: str, entry_point: str | None = None,
                 language: str = "python") -> Extraction:
    """Finds the code in a reply.

    Args:
        reply: The model's raw reply.
        entry_point: Name the solution must define; used to choose among several blocks.
        language: The task's language (tags of its fences; see the module doc).

    Returns:
        The extracted code and a note on how it was found.
    """
    if not reply or not reply.strip():
        return Extraction(None, "the reply is empty")
    if len(reply) > MAX_REPLY_CHARS:
        return Extraction(None, f"the reply is too long to search for code ({len(reply)} "
                                f"characters; limit {MAX_REPLY_CHARS})")
    reply = reply.replace("\r\n", "\n").replace("\r", "\n")
    if "rtifact" in reply:
        reply = _artifacts(reply)
    lines = _normalise(reply.split("\n"))
    if language != "python":
        return _extract_other(lines, entry_point, language)
    fenced = _blocks(lines)
    blocks = [b.body.strip("\n") + "\n" for b in fenced if _is_python(b.lang) and b.body.strip()]
    if blocks:
        return _choose(blocks, entry_point)
    if fenced:
        return Extraction(None, "the reply's code fences hold no Python block")
    text = "\n".join(lines).strip("\n")
    tree = _parse(text)
    if tree is not None and _is_code(tree):
        return Extraction(text + "\n", "bare code (no fence)")
    found = _bare(text.split("\n"))
    if found is not None:
        return found
    return Extraction(None, "no code found in the reply (no fenced block and no code that "
                            "parses)")


_CODEIF_BENCH_BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def extract_codeif_bench(reply: str) -> Extraction:
    """CodeIF-Bench's own extraction (``--compat codeif-bench``).

    The first block fenced as exactly ```` ```python ```` on its own line, else the whole reply,
    as the benchmark's harness takes it: no choice among blocks, no other info strings.
    """
    if not reply or not reply.strip():
        return Extraction(None, "the reply is empty")
    if len(reply) > MAX_REPLY_CHARS:
        return Extraction(None, f"the reply is too long to search for code ({len(reply)} "
                                f"characters; limit {MAX_REPLY_CHARS})")
    found = _CODEIF_BENCH_BLOCK.search(reply.replace("\r\n", "\n"))
    if found:
        return Extraction(found.group(1), "the first ```python block (CodeIF-Bench's rule)")
    return Extraction(reply, "no ```python block: the whole reply (CodeIF-Bench's rule)")


EXTRACTION_RULES: Registry[Callable[[str], Extraction]] = Registry("compat extraction rule")
EXTRACTION_RULES.register("codeif-bench", extract_codeif_bench)
"""Benchmark-specific extraction, by the ``compat`` value a loader puts in a task's metadata."""
