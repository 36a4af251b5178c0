"""Unified diffs between source texts: making them, and applying them strictly.

Later turns of a task's reference are stored as diffs against the turn before (see
``docs/TASK_FORMAT.md``). Applying is strict, unlike ``patch``: every context and removed line must
match the old text at the position the hunk header states, so a diff that no longer fits its base
is an error naming the diff's line, never a silent fuzzy merge.
"""

from __future__ import annotations

import difflib
import re

_HUNK = re.compile(r"@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")


class DiffError(ValueError):
    """A diff is malformed or does not apply.

    Attributes:
        line: 1-based line of the diff at fault (0 when it is the whole diff).
        detail: What is wrong.
    """

    def __init__(self, detail: str, line: int = 0):
        self.line, self.detail = line, detail
        super().__init__(f"line {line}: {detail}" if line else detail)


def make_diff(old: str, new: str, *, old_name: str, new_name: str, context: int = 2) -> str:
    """A unified diff turning ``old`` into ``new``.

    Args:
        old: The base text; must end with a newline (as must ``new``).
        new: The changed text.
        old_name: Name on the ``---`` line.
        new_name: Name on the ``+++`` line.
        context: Unchanged lines kept around each change.
    """
    for name, text in ((old_name, old), (new_name, new)):
        if text and not text.endswith("\n"):
            raise DiffError(f"{name} does not end with a newline")
    lines = difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True),
                                 fromfile=old_name, tofile=new_name, n=context)
    return "".join(lines)


def apply_diff(old: str, diff: str) -> str:
    """Applies a unified diff made against ``old``.

    Args:
        old: The base text.
        diff: One file's unified diff (``---``/``+++`` header, then ``@@`` hunks). A context
            line emptied by an editor that strips trailing spaces still counts as an empty line.

    Returns:
        The new text.

    Raises:
        DiffError: When the diff is malformed or a line it expects differs from ``old``.
    """
    base = old.splitlines(keepends=True)
    lines = diff.splitlines(keepends=True)
    i = 0
    while i < len(lines) and not lines[i].startswith("@@"):
        if not lines[i].startswith(("---", "+++")) and lines[i].strip():
            raise DiffError(f"expected a ---/+++ header or a hunk, got {lines[i].rstrip()!r}",
                            i + 1)
        i += 1
    if i == len(lines):
        raise DiffError("no hunk (@@ ... @@) in the diff")
    out: list[str] = []
    pos = 0  # next unread line of `base`
    while i < len(lines):
        header = _HUNK.match(lines[i])
        if not header:
            raise DiffError(f"expected a hunk header '@@ -a,b +c,d @@', got {lines[i].rstrip()!r}",
                            i + 1)
        start, n_old = int(header[1]), int(header[2] if header[2] is not None else 1)
        n_new = int(header[4] if header[4] is not None else 1)
        first = start - 1 if n_old else start  # 0-based index of the hunk's first old line
        if first < pos:
            raise DiffError("hunk overlaps or precedes the one before", i + 1)
        if first > len(base):
            raise DiffError(f"hunk starts at line {start}, past the end ({len(base)} lines)", i + 1)
        out.extend(base[pos:first])
        pos = first
        i += 1
        seen_old = seen_new = 0
        while i < len(lines) and (seen_old < n_old or seen_new < n_new):
            raw = lines[i]
            tag, text = (raw[0], raw[1:]) if raw not in ("\n", "\r\n") else (" ", raw)
            if tag in " -":
                if pos >= len(base) or base[pos] != text:
                    found = repr(base[pos].rstrip("\n")) if pos < len(base) else "end of text"
                    raise DiffError(f"does not apply: expected {text.rstrip(chr(10))!r} at "
                                    f"line {pos + 1} of the base, found {found}", i + 1)
                pos += 1
                seen_old += 1
                if tag == " ":
                    out.append(text)
                    seen_new += 1
            elif tag == "+":
                out.append(text)
                seen_new += 1
            else:
                raise DiffError(f"a hunk line must start with ' ', '-' or '+', got {raw!r}", i + 1)
            i += 1
        if (seen_old, seen_new) != (n_old, n_new):
            raise DiffError(f"hunk is short: header says -{n_old} +{n_new}, body has "
                            f"-{seen_old} +{seen_new}", i)
    out.extend(base[pos:])
    return "".join(out)
