"""Probes: a test cell with every assertion replaced by an observation of its actual side.

A language test cell is written as ordinary assertions (``CHECK_EQ(f(1), 2)``,
``assertEquals(2, f(1))``, ``assert_eq!(f(1), 2)`` ...). To judge a candidate, the host derives
the cell's *probe*: each assertion becomes a call of the runtime's ``observe`` on the assertion's
actual side, numbered by its site (its position among the cell's assertions); the expected side
is dropped from the text, so expected values never reach the candidate's compiler, binary, work
directory or process. The same probe run against the task's reference gives the expected
observations (:mod:`.expected`), and the host compares the two streams (:mod:`.judge`).

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
        return node.start_point[0] - self.head_lines + 1

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


def _cpp(cell: _Cell, node: Any, k: int) -> _Edit | None:
    if node.type != "call_expression":
        return None
    fn = node.child_by_field_name("function")
    name = cell.text(fn) if fn is not None and fn.type == "identifier" else ""
    args = _args(node.child_by_field_name("arguments"))
    site = _site(cell, node, k)
    observe = "::codeloop::observe"
    if name in ("CHECK", "ASSERT_TRUE", "EXPECT_TRUE", "ASSERT_FALSE", "EXPECT_FALSE", "assert"):
        _count(name, args, 1, cell, node)
        inner = _unparen(args[0])
        if inner.type == "binary_expression" and _operator(cell, inner) == "==":
            actual = inner.child_by_field_name("left")
            expected = [inner.child_by_field_name("right")]
        else:
            actual, expected = _boolean_actual(cell, args[0], name), []
        return _edit(cell, node, f"{observe}({k}, ({cell.text(actual)}))", site, expected)
    if name in ("CHECK_EQ", "ASSERT_EQ", "EXPECT_EQ"):
        _count(name, args, 2, cell, node)
        return _edit(cell, node, f"{observe}({k}, ({cell.text(args[0])}))", site, args[1:])
    if name == "CHECK_THROWS":
        _count(name, args, 1, cell, node)
        return _edit(cell, node, f"CODELOOP_OBSERVE_THROWS({k}, {cell.text(args[0])})", site, [])
    if name in ("CHECK_NE", "ASSERT_NE", "EXPECT_NE"):
        raise ProbeError(f"line {cell.line(node)}: {name} holds an expected value that no "
                         "observation can check: assert what the value is")
    return None


def _java(cell: _Cell, node: Any, k: int) -> _Edit | None:
    if node.type == "assert_statement":
        cond = _args(node)[0]
        actual = _boolean_actual(cell, cond, "assert")
        return _edit(cell, node, f"codeloopObserve({k}, {cell.text(actual)});",
                     _site(cell, node, k), [])
    if node.type != "method_invocation" or node.child_by_field_name("object") is not None:
        return None
    name = cell.text(node.child_by_field_name("name"))
    args = _args(node.child_by_field_name("arguments"))
    site = _site(cell, node, k)
    if name in ("assertEquals", "assertArrayEquals"):
        if len(args) == 3:
            delta = cell.text(args[2])
            try:
                tolerance = float(delta.rstrip("dDfF"))
            except ValueError:
                raise ProbeError(f"line {cell.line(node)}: the tolerance of {name} must be a "
                                 f"number literal, not {delta!r}") from None
            return _edit(cell, node, f"codeloopObserve({k}, {cell.text(args[1])})",
                         _site(cell, node, k, tolerance), [args[0]])
        _count(name, args, 2, cell, node)
        return _edit(cell, node, f"codeloopObserve({k}, {cell.text(args[1])})", site, [args[0]])
    if name in ("assertTrue", "assertFalse"):
        if not 1 <= len(args) <= 2:
            _count(name, args, 1, cell, node)
        actual = _boolean_actual(cell, args[0], name)
        return _edit(cell, node, f"codeloopObserve({k}, {cell.text(actual)})", site, [])
    if name in ("assertNull", "assertNotNull"):
        _count(name, args, 1, cell, node)
        return _edit(cell, node, f"codeloopObserve({k}, ({cell.text(args[0])}) == null)", site,
                     [])
    if name == "assertThrows":
        _count(name, args, 2, cell, node)
        return _edit(cell, node, f"codeloopObserveThrows({k}, {cell.text(args[0])}, "
                     f"{cell.text(args[1])})", site, [])
    if name == "fail":
        return _edit(cell, node, f"codeloopObserveFail({k})", site, args)
    if name in ("assertNotEquals", "assertSame", "assertNotSame"):
        raise ProbeError(f"line {cell.line(node)}: {name} cannot be judged by observation")
    return None


_JS_EQUALS = frozenset({"deepStrictEqual", "strictEqual", "equal", "deepEqual"})
_JS_PLAIN = frozenset({"string", "number", "true", "false", "null"})


def _js(cell: _Cell, node: Any, k: int) -> _Edit | None:
    if node.type != "call_expression":
        return None
    fn = node.child_by_field_name("function")
    if fn.type == "identifier" and cell.text(fn) == "assert":
        name = "ok"
    elif (fn.type == "member_expression" and cell.text(fn.child_by_field_name("object"))
          == "assert"):
        name = cell.text(fn.child_by_field_name("property"))
    else:
        return None
    args = _args(node.child_by_field_name("arguments"))
    site = _site(cell, node, k)
    if name in _JS_EQUALS:
        if len(args) not in (2, 3):
            _count(name, args, 2, cell, node)
        return _edit(cell, node, f"assert.observe({k}, {cell.text(args[0])})", site, args[1:])
    if name == "ok":
        if len(args) not in (1, 2):
            _count(name, args, 1, cell, node)
        actual = _boolean_actual(cell, args[0], "assert")
        return _edit(cell, node, f"assert.observe({k}, {cell.text(actual)})", site, [])
    if name in ("throws", "doesNotThrow"):
        keys: list[str] = []
        if name == "throws" and len(args) >= 2:
            matcher = args[1]
            if matcher.type != "object":
                raise ProbeError(f"line {cell.line(node)}: assert.throws takes an object "
                                 "matcher here ({name, message})")
            for pair in _args(matcher):
                key = pair.child_by_field_name("key") if pair.type == "pair" else None
                value = pair.child_by_field_name("value") if key is not None else None
                if key is None or value is None or value.type not in _JS_PLAIN:
                    # A RegExp or a function matches many values: another passing reference
                    # could throw another message, so only exact values are observed.
                    raise ProbeError(f"line {cell.line(node)}: the matcher of assert.throws "
                                     "may hold plain keys with literal values only")
                keys.append(cell.text(key).strip("'\""))
        if not args:
            _count(name, args, 1, cell, node)
        listed = ", ".join(f"'{key}'" for key in sorted(keys))
        return _edit(cell, node, f"assert.observeThrows({k}, {cell.text(args[0])}, [{listed}])",
                     site, args[1:])
    if name == "fail":
        return _edit(cell, node, f"assert.observeFail({k})", site, args)
    raise ProbeError(f"line {cell.line(node)}: assert.{name} cannot be judged by observation")


def _rust_args(cell: _Cell, tree: Any) -> list[tuple[int, int]]:
    """Byte spans of a macro's comma-separated arguments (top-level commas of its tokens)."""
    spans, start = [], tree.children[0].end_byte
    for child in tree.children[1:-1]:
        if child.type == ",":
            spans.append((start, child.start_byte))
            start = child.end_byte
    spans.append((start, tree.children[-1].start_byte))
    return [(a, b) for a, b in spans if cell.span(a, b).strip()]


def _rust(cell: _Cell, node: Any, k: int) -> _Edit | None:
    if node.type != "macro_invocation":
        return None
    name = cell.text(node.child_by_field_name("macro"))
    tree = next(c for c in node.children if c.type == "token_tree")
    spans = _rust_args(cell, tree)
    site = _site(cell, node, k)
    if name in ("assert_eq", "debug_assert_eq"):
        if len(spans) < 2:
            raise ProbeError(f"line {cell.line(node)}: {name}! needs two arguments")
        actual = cell.span(*spans[0]).strip()
        return _Edit(node.start_byte, node.end_byte, f"codeloop_rt::observe({k}, &({actual}))",
                     site, tuple(cell.span(*s).strip() for s in spans[1:]))
    if name in ("assert", "debug_assert"):
        if not spans:
            raise ProbeError(f"line {cell.line(node)}: {name}! needs a condition")
        inner = _Cell("rust", cell.span(*spans[0]) + ";")
        stmt = inner.tree.root_node.named_children[0].child_by_field_name("body")
        expr = _args(_args(stmt)[0])[0] if _args(stmt) else None
        if expr is None or inner.errors():
            raise ProbeError(f"line {cell.line(node)}: cannot parse the condition of {name}!")
        actual = _boolean_actual(inner, expr, f"{name}!")
        return _Edit(node.start_byte, node.end_byte,
                     f"codeloop_rt::observe({k}, &({inner.text(actual)}))", site, ())
    if name in ("assert_ne", "debug_assert_ne"):
        raise ProbeError(f"line {cell.line(node)}: {name}! cannot be judged by observation")
    return None


_GO_FORBIDDEN = frozenset({"Fatalf", "Fatal", "Errorf", "Error", "Fail", "FailNow"})


def _go(cell: _Cell, node: Any, k: int) -> _Edit | None:
    if node.type != "call_expression":
        return None
    fn = node.child_by_field_name("function")
    if fn.type == "identifier" and cell.text(fn) == "codeloopDeepEqual":
        raise ProbeError(f"line {cell.line(node)}: compare with t.ExpectEq(got, want)")
    if fn.type != "selector_expression" or cell.text(fn.child_by_field_name("operand")) != "t":
        return None
    name = cell.text(fn.child_by_field_name("field"))
    args = _args(node.child_by_field_name("arguments"))
    site = _site(cell, node, k)
    if name == "ExpectEq":
        _count(name, args, 2, cell, node)
        return _edit(cell, node, f"t.Observe({k}, {cell.text(args[0])})", site, args[1:])
    if name in ("ExpectErr", "ExpectNoErr"):
        _count(name, args, 2 if name == "ExpectErr" else 1, cell, node)
        return _edit(cell, node, f"t.ObserveErr({k}, {cell.text(args[0])})", site, args[1:])
    if name in _GO_FORBIDDEN:
        raise ProbeError(f"line {cell.line(node)}: t.{name} under a condition holds the expected "
                         "value in the test; use t.ExpectEq, t.ExpectErr or t.ExpectNoErr")
    return None


#: Where each language declares a name in a cell: (node type, field holding the name(s)).
_DECLARATIONS_BUILTIN = {
    "cpp": (("init_declarator", "declarator"), ("declaration", "declarator")),
    "java": (("variable_declarator", "name"),),
    "javascript": (("variable_declarator", "name"),),
    "typescript": (("variable_declarator", "name"),),
    "rust": (("let_declaration", "pattern"),),
    "go": (("short_var_declaration", "left"), ("var_spec", "name")),
}


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
