"""Probes: a test cell with every assertion replaced by an observation of its actual side.

A language test cell is written as ordinary assertions (``CHECK_EQ(f(1), 2)``,
``assertEquals(2, f(1))``, ``assert_eq!(f(1), 2)`` ...). To judge a candidate, the host derives
the cell's *probe*: each assertion becomes a call of the runtime's ``observe`` on the assertion's
actual side, numbered by its site (its position among the cell's assertions); the expected side
is dropped from the text, so expected values never reach the candidate's compiler, binary, work
directory or process. The same probe run against the task's reference gives the expected
observations (:mod:`.expected`), and the host compares the two streams (:mod:`.streams`).

Assertions are found on a tree-sitter syntax tree of the cell. A boolean assertion observes its
boolean (a leading ``!`` is dropped too, so the probe does not say which boolean the reference
gives); a comparison inside one would put the expected side in the probe, so ``CHECK(a == b)``
is split (``a`` is observed) and any other comparison is refused (:func:`lint_cell`, run by
``build_bank --check``). Go has no assertion idiom: its cells use the runtime's
``t.ExpectEq(got, want)``, ``t.ExpectErr(err, "message")`` and ``t.ExpectNoErr(err)``.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any


class ProbeError(ValueError):
    """A test cell that cannot be judged by observation (the message says why)."""


@dataclass(frozen=True)
class Site:
    """One assertion of a cell.

    Attributes:
        index: Its position among the cell's assertions (what the probe's observation carries).
        assertion: The original assertion's text (quoted in failure messages).
        line: Its line in the cell, from 1.
        tolerance: Absolute float tolerance of the comparison (Java's ``delta``), taken from the
            original on the host; None compares the observed texts exactly.
    """

    index: int
    assertion: str
    line: int
    tolerance: float | None = None


@dataclass(frozen=True)
class Probe:
    """The observation form of one cell.

    Attributes:
        source: The cell with each assertion replaced by an observation.
        sites: The cell's assertions, by index.
        expected: The text of every expected argument that was dropped (for the leak test).
    """

    source: str
    sites: tuple[Site, ...]
    expected: tuple[str, ...]


@dataclass(frozen=True)
class _Edit:
    start: int
    end: int
    text: str
    site: Site
    expected: tuple[str, ...]


# -- syntax -------------------------------------------------------------------------------------

def _part(language: str, name: str) -> Any:
    """One sandbox-side part of ``language`` (the tables here are views of the registry)."""
    from codeloop.envs.sandbox.languages.plugin import PartView

    return PartView("sandbox", name)[language]


@cache
def _parser(language: str) -> Any:
    import tree_sitter

    module, attr = _part(language, "GRAMMAR")
    grammar = getattr(importlib.import_module(module), attr)()
    return tree_sitter.Parser(tree_sitter.Language(grammar))


def _walk(node: Any) -> Iterator[Any]:
    yield node
    for child in node.children:
        yield from _walk(child)


class _Cell:
    """A parsed cell: its bytes, the tree, and the offset of the cell inside the wrapper."""

    def __init__(self, language: str, source: str):
        # Each cell is parsed inside a function, the way the toolchain compiles it.
        head: str
        tail: str
        head, tail = _part(language, "WRAP")
        self.language = language
        self.data = (head + source + tail).encode()
        self.offset = len(head.encode())
        self.head_lines = head.count("\n")
        self.end = len(self.data) - len(tail.encode())
        self.tree = _parser(language).parse(self.data)

    def text(self, node: Any) -> str:
        return self.data[node.start_byte:node.end_byte].decode()

    def span(self, start: int, end: int) -> str:
        return self.data[start:end].decode()

    def line(self, node: Any) -> int:
        row: int = node.start_point[0]
        return row - self.head_lines + 1

    def errors(self) -> list[str]:
        return [f"line {self.line(n)}: cannot parse {self.text(n)[:60]!r}"
                for n in _walk(self.tree.root_node) if n.type == "ERROR" or n.is_missing]


def _args(node: Any) -> list[Any]:
    return [c for c in node.named_children if c.type not in ("comment", "line_comment",
                                                                "block_comment")]


_COMPARISONS = frozenset({"==", "!=", "<", ">", "<=", ">=", "===", "!=="})
# Node types and operators of every grammar (C family, Rust, Go; Ruby's names after them):
# no grammar uses another's name for something else.
_PARENS = frozenset({"parenthesized_expression", "parenthesized_statements"})
_UNARY = frozenset({"unary_expression", "unary"})
_BINARY = frozenset({"binary_expression", "binary"})
_NOT = frozenset({"!", "not"})
_AND_OR = frozenset({"&&", "||", "and", "or"})


def _operator(cell: _Cell, node: Any) -> str:
    op = node.child_by_field_name("operator")
    if op is None and node.type in _UNARY and node.children:
        op = node.children[0]  # tree-sitter-rust names no operator field
    return cell.text(op) if op is not None else ""


def _unparen(node: Any) -> Any:
    while node.type in _PARENS and len(_args(node)) == 1:
        node = _args(node)[0]
    return node


def _boolean_actual(cell: _Cell, node: Any, what: str) -> Any:
    """The observed node of a boolean assertion: ``node`` less parentheses and a leading ``!``.

    Raises:
        ProbeError: For a comparison in its logical structure (``&&``, ``||``, ``!``, parens).
    """
    node = _unparen(node)
    while node.type in _UNARY and _operator(cell, node) in _NOT:
        node = _unparen(_args(node)[0])
    stack = [node]
    while stack:
        cur = _unparen(stack.pop())
        if cur.type in _BINARY:
            op = _operator(cell, cur)
            if op in _COMPARISONS:
                raise ProbeError(f"line {cell.line(cur)}: {what} compares "
                                 f"({cell.text(cur)[:80]}); a boolean assertion may not hold an "
                                 "expected value: assert the equality itself")
            if op in _AND_OR:
                stack += [cur.child_by_field_name("left"), cur.child_by_field_name("right")]
        elif cur.type in _UNARY and _operator(cell, cur) in _NOT:
            stack += _args(cur)
    return node


# -- per language: which calls are assertions and what they become -----------------------------

Rewrite = Callable[[_Cell, Any, int], "_Edit | None"]


def _site(cell: _Cell, node: Any, index: int, tolerance: float | None = None) -> Site:
    return Site(index, cell.text(node), cell.line(node), tolerance)


def _edit(cell: _Cell, node: Any, text: str, site: Site, expected: list[Any]) -> _Edit:
    return _Edit(node.start_byte, node.end_byte, text, site,
                 tuple(cell.text(e) for e in expected))


def _declared(cell: _Cell) -> set[str]:
    """Names the cell itself declares (its local variables)."""
    names: set[str] = set()
    for node in _walk(cell.tree.root_node):
        for kind, fieldname in _part(cell.language, "DECLARATIONS"):
            target = node.child_by_field_name(fieldname) if node.type == kind else None
            if target is None or not (cell.offset <= node.start_byte < cell.end):
                continue
            names.update(cell.text(n) for n in _walk(target)
                         if n.type in ("identifier", "shorthand_property_identifier_pattern"))
    return names - {"_"}


def _computed_expectation(cell: _Cell, edits: list[_Edit]) -> None:
    """Refuses an expected side that names a variable of the test (its value stays in the probe).

    Raises:
        ProbeError: For ``auto want = ...; CHECK_EQ(f(), want);`` and the like.
    """
    declared = _declared(cell)
    for edit in edits:
        for text in edit.expected:
            used = declared.intersection(re.findall(r"[A-Za-z_]\w*", text))
            if used:
                raise ProbeError(f"line {edit.site.line}: the expected side uses "
                                 f"{', '.join(sorted(used))}, which the test computes, so the "
                                 "value would stay in the probe: write it in the assertion")


def _count(name: str, args: list[Any], want: int, cell: _Cell, node: Any) -> None:
    if len(args) != want:
        raise ProbeError(f"line {cell.line(node)}: {name} takes {want} argument(s) here, "
                         f"got {len(args)}")


# -- deriving ------------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def derive_probe(language: str, cell: str) -> Probe:
    """The probe of one test cell.

    Args:
        language: The cell's language (one with a sandbox).
        cell: The cell's source: assertions in the language's idiom.

    Returns:
        The probe.

    Raises:
        ProbeError: For a cell that cannot be judged by observation (no assertion, a
            comparison inside a boolean assertion, an assertion without an observation form,
            an assertion nested in another, an expected side that names a variable of the
            test, a syntax error).
    """
    parsed = _Cell(language, cell)
    errors = parsed.errors()
    if errors:
        raise ProbeError("; ".join(errors[:3]))
    rewrite: Rewrite = _part(language, "REWRITE")
    edits: list[_Edit] = []
    for node in _walk(parsed.tree.root_node):
        if not (parsed.offset <= node.start_byte and node.end_byte <= parsed.end):
            continue
        edit = rewrite(parsed, node, len(edits))
        if edit is None:
            continue
        if edits and edit.start < edits[-1].end:
            raise ProbeError(f"line {edit.site.line}: an assertion inside another assertion")
        edits.append(edit)
    if not edits:
        raise ProbeError("the test makes no assertion, so nothing of the code is observed")
    _computed_expectation(parsed, edits)
    out, pos = [], parsed.offset
    for edit in edits:
        out += [parsed.span(pos, edit.start), edit.text]
        pos = edit.end
    out.append(parsed.span(pos, parsed.end))
    return Probe("".join(out), tuple(e.site for e in edits),
                 tuple(x for e in edits for x in e.expected))


def lint_cell(language: str, cell: str) -> str:
    """Why a test cell cannot be judged by observation, or ``""`` when it can."""
    try:
        derive_probe(language, cell)
    except ProbeError as exc:
        return str(exc)
    return ""
