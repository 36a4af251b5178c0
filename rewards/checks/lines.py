r"""Counting lines the way the instructions mean them.

Two evasions shaped this module:

* ``str.splitlines`` also splits at form feeds, vertical tabs, ``\x1c``-``\x1e``, ``\x85``,
  ``\u2028`` and ``\u2029``, which Python does not: a comment full of form feeds shifted every
  later line number, so a long function was counted over the wrong lines. Physical lines here
  end only at ``\n``, ``\r\n`` or ``\r``, as Python's tokenizer (and ``ast`` line numbers) do.
* ``a = 1; b = 2; c = 3`` and ``if x: return y`` put several statements on one line.
  pycodestyle treats such a line as ONE logical line (and flags it E701/E702), so counting its
  logical lines would not close the evasion. Where an instruction bounds "lines of code", a
  line holding several statements counts once per statement: the count the code has once laid
  out one statement per line, as PEP 8 asks.
"""

from __future__ import annotations

import ast
import re

_NEWLINE = re.compile(r"\r\n|\r|\n")


def physical_lines(source: str) -> list[str]:
    """The source's lines as Python numbers them (no line ends kept)."""
    lines = _NEWLINE.split(source)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def physical_lines_keepends(source: str) -> list[str]:
    """Like :func:`physical_lines`, each line with its own line end (as a file read gives)."""
    out, start = [], 0
    for m in _NEWLINE.finditer(source):
        out.append(source[start:m.end()])
        start = m.end()
    if start < len(source):
        out.append(source[start:])
    return out


def docstring_lines(tree: ast.AST) -> set[int]:
    """Line numbers taken by the docstrings of the module, classes and functions in ``tree``."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) \
                and body and isinstance(body[0], ast.Expr) and \
                isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            first = body[0]
            lines.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    return lines


def code_lines(lines: list[str], tree: ast.AST, first: int, last: int,
               skip: set[int]) -> int:
    """Lines of code from ``first`` to ``last`` (1-based, inclusive), statements counted apart.

    Args:
        lines: :func:`physical_lines` of the source.
        tree: The tree holding the range (its statements are counted per line).
        first: First line of the range.
        last: Last line of the range.
        skip: Lines that never count (docstrings).

    Returns:
        Non-blank, non-comment lines outside ``skip``, plus one for every statement beyond
        the first that starts on the same line.
    """
    count = sum(1 for i in range(first, min(last, len(lines)) + 1)
                if i not in skip and (text := lines[i - 1].strip()) and not text.startswith("#"))
    starts: dict[int, int] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and first <= node.lineno <= last and \
                node.lineno not in skip:
            starts[node.lineno] = starts.get(node.lineno, 0) + 1
    return count + sum(n - 1 for n in starts.values() if n > 1)
