"""Extracting code from a model's reply.

Models answer in Markdown with fenced blocks, in several blocks, or with bare code. The rule:

1. Fenced blocks (```` ``` ```` or ``~~~``) tagged ``python``/``py`` (or untagged) are taken;
   when there are several, the last block that defines the entry point wins (models often
   show a usage example after the solution), else the longest block.
2. With no fence, the whole reply is taken if it parses as Python and contains a ``def`` or
   ``class``; otherwise the longest run of lines starting at a ``def``/``class``/``import``
   line that parses.
3. Nothing found: ``code`` is None and ``note`` says why, so the turn fails with a clear verdict.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

_FENCE = re.compile(
    r"(?P<fence>```|~~~)[ \t]*(?P<lang>[\w+.-]*)[^\n]*\n(?P<body>.*?)(?:\n[ \t]*(?P=fence)|\Z)",
    re.DOTALL,
)
_PY_TAGS = {"", "python", "py", "python3", "py3"}
_START = re.compile(r"^(?:async\s+def|def|class|import|from|@)\b", re.MULTILINE)


@dataclass(frozen=True)
class Extraction:
    """What :func:`extract_code` found.

    Attributes:
        code: The code, or None when the reply holds none.
        note: How it was found, or why nothing was.
    """

    code: str | None
    note: str


def _parses(src: str) -> bool:
    try:
        ast.parse(src)
    except (SyntaxError, ValueError):
        return False
    return True


def _defines(src: str, name: str) -> bool:
    return re.search(rf"^\s*(?:async\s+def|def|class)\s+{re.escape(name)}\b", src, re.M) is not None


def extract_code(reply: str, entry_point: str | None = None) -> Extraction:
    """Finds the code in a reply.

    Args:
        reply: The model's raw reply.
        entry_point: Name the solution must define; used to choose among several blocks.

    Returns:
        The extracted code and a note on how it was found.
    """
    if not reply or not reply.strip():
        return Extraction(None, "the reply is empty")
    blocks = [
        m.group("body") for m in _FENCE.finditer(reply) if m.group("lang").lower() in _PY_TAGS
    ]
    blocks = [b for b in blocks if b.strip()]
    if blocks:
        if len(blocks) == 1:
            return Extraction(blocks[0].strip("\n") + "\n", "one fenced code block")
        if entry_point:
            defining = [b for b in blocks if _defines(b, entry_point)]
            if defining:
                return Extraction(
                    defining[-1].strip("\n") + "\n",
                    f"last of {len(blocks)} fenced blocks that defines {entry_point!r}",
                )
        best = max(blocks, key=len)
        return Extraction(best.strip("\n") + "\n", f"longest of {len(blocks)} fenced blocks")
    if "```" in reply or "~~~" in reply:
        return Extraction(None, "the reply's code fences hold no Python block")
    text = reply.strip("\n")
    if _parses(text) and _START.search(text):
        return Extraction(text + "\n", "bare code (no fence)")
    match = _START.search(text)
    if match:
        lines = text[match.start():].splitlines()
        for end in range(len(lines), 0, -1):
            candidate = "\n".join(lines[:end])
            if _parses(candidate):
                return Extraction(candidate + "\n", "bare code found inside prose")
    return Extraction(None, "no code found in the reply (no fenced block and no def/class)")
