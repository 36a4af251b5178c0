"""``lang_indentation`` and ``lang_braces``: how blocks are laid out.

Both read the syntax tree for where blocks and their statements are, and the source lines for
the whitespace around them, so a brace inside a string or a comment never counts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from codeloop.rewards.checks.lang.languages import LangSpec
from codeloop.rewards.checks.lang.registry import lang_rule
from codeloop.rewards.checks.lang.syntax import fmt, walk

#: Children of a block that sit at the block's own level or are free-form.
NOT_STATEMENTS = frozenset({"{", "}", "access_specifier", "switch_label", "case", "default",
                            ";", ",", "statement_list"})
STYLES = ("allman", "kr", "1tbs")


def _lines(source: str) -> list[str]:
    return source.split("\n")


def _indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip(" \t"))]


def _starts_line(node: Any, lines: list[str]) -> bool:
    row, col = node.start_point
    return not lines[row][:col].strip()


def _statements(block: Any) -> list[Any]:
    out = []
    for child in block.children:
        if child.type == "statement_list":  # Go wraps a block's statements
            out.extend(child.named_children)
        elif child.type not in NOT_STATEMENTS and child.is_named:
            out.append(child)
    return out


def _width(ws: str, tab: int) -> int:
    return sum(tab if c == "\t" else 1 for c in ws)


@lang_rule("lang_indentation",
           "every statement of a block is indented one unit (spaces of the given size, or one "
           "tab) deeper than the block's line, with no other indentation character",
           {"style": "spaces or tabs", "size": "spaces per level (style spaces)"})
def check_indentation(source: str, root: Any, spec: LangSpec,
                      params: Mapping[str, Any]) -> tuple[bool, str]:
    """Checks the indentation unit and depth of every block's statements."""
    style = params.get("style", "spaces")
    if style not in ("spaces", "tabs"):
        raise ValueError("style must be 'spaces' or 'tabs'")
    size = int(params.get("size", 4)) if style == "spaces" else 1
    wrong_char = " " if style == "tabs" else "\t"
    unit = "\t" if style == "tabs" else " " * size
    lines = _lines(source)
    bad: list[str] = []
    checked = 0
    for block in walk(root):
        if block.type not in spec.blocks or block.start_point[0] == block.end_point[0]:
            continue
        # A body is indented from the line its statement starts on (a wrapped signature's
        # brace sits on a continuation line); a bare nested block from its own line.
        owner = block.parent
        if owner is None or owner.type in spec.blocks or owner.type == "statement_list":
            owner = block
        base = _indent(lines[owner.start_point[0]])
        for stmt in _statements(block):
            if not _starts_line(stmt, lines) or stmt.start_point[0] == block.start_point[0]:
                continue
            checked += 1
            row = stmt.start_point[0]
            ws = _indent(lines[row])
            if wrong_char in ws:
                bad.append(f"line {row + 1} indents with "
                           f"{'spaces' if style == 'tabs' else 'tabs'}")
            elif ws != base + unit:
                bad.append(f"line {row + 1} is indented {_width(ws, size)} columns, expected "
                           f"{_width(base + unit, size)}")
        last = block.children[-1] if block.children else None
        if last is not None and last.type == "}" and _starts_line(last, lines) and \
                last.start_point[0] != block.start_point[0]:
            row = last.start_point[0]
            if _indent(lines[row]) != base:
                bad.append(f"line {row + 1}: the closing brace does not line up with its block")
    if bad:
        return False, fmt(sorted(set(bad), key=lambda b: int(b.split()[1].rstrip(":"))))
    what = "one tab" if style == "tabs" else f"{size} spaces"
    return True, f"{checked} statements indented by {what} per level"


def _prev_end_row(block: Any) -> int | None:
    prev = block.prev_sibling
    if prev is None:
        return None
    row: int = prev.end_point[0]
    return row


def _is_function_body(block: Any, spec: LangSpec) -> bool:
    parent = block.parent
    return parent is not None and parent.type in spec.functions and \
        block.type in spec.function_bodies


@lang_rule("lang_braces",
           "opening braces follow the style: allman (own line), kr (function bodies on their own "
           "line, other blocks on their statement's line), 1tbs (every brace on its statement's "
           "line, braces around every control body, '} else {' cuddled)",
           {"style": "allman, kr or 1tbs"})
def check_braces(source: str, root: Any, spec: LangSpec,
                 params: Mapping[str, Any]) -> tuple[bool, str]:
    """Checks where every block's opening brace sits, and 1TBS's mandatory braces."""
    style = str(params.get("style", "")).lower().replace("&", "")
    if style not in STYLES:
        raise ValueError(f"style must be one of {', '.join(STYLES)}")
    lines = _lines(source)
    bad: list[str] = []
    checked = 0
    for block in walk(root):
        if block.type not in spec.blocks or not block.children or \
                block.children[0].type != "{":
            continue
        prev_row = _prev_end_row(block)
        if prev_row is None:
            continue
        checked += 1
        row = block.start_point[0]
        own_line = row > prev_row and _starts_line(block, lines)
        want_own = style == "allman" or (style == "kr" and _is_function_body(block, spec))
        if own_line != want_own:
            where = "on its own line" if want_own else "on the line of its statement"
            bad.append(f"line {row + 1}: the opening brace should be {where}")
    for node in walk(root):
        if not node.is_named and node.type in ("else", "catch", "finally"):
            _check_cuddle(node, style, lines, bad)
    if style == "1tbs":
        for node in walk(root):
            for parent_type, field in spec.control_bodies:
                if node.type != parent_type:
                    continue
                body = node.child_by_field_name(field) if field else \
                    (node.named_children[-1] if node.named_children else None)
                if body is None or body.type in spec.blocks or body.type in (
                        "if_statement", "else_clause"):
                    continue
                bad.append(f"line {body.start_point[0] + 1}: a {node.type.split('_')[0]} body "
                           "without braces")
    if bad:
        return False, fmt(sorted(set(bad), key=lambda b: int(b.split()[1].rstrip(":"))))
    return True, f"{checked} blocks in {style} style"


def _check_cuddle(keyword: Any, style: str, lines: list[str], bad: list[str]) -> None:
    """``} else`` on one line (kr, 1tbs) or ``else`` on its own line (allman)."""
    row, col = keyword.start_point
    before = lines[row][:col].strip()
    if before not in ("}", ""):
        return  # a one-line if/else without braces: not a brace layout question
    cuddled = before == "}"
    if style == "allman" and cuddled:
        bad.append(f"line {row + 1}: '{keyword.type}' should start its own line")
    elif style != "allman" and not cuddled:
        prev = lines[row - 1].strip() if row else ""
        if prev.endswith("}"):
            bad.append(f"line {row + 1}: '{keyword.type}' should follow the closing brace")
