"""Rules about layout and language: PEP 8, lengths, indentation, comments, version.

Layout rules read the token stream where the syntax tree keeps nothing (indentation,
comments); lines are counted as Python numbers them.
"""

from __future__ import annotations

import ast
import io
import sys
import tokenize
from collections.abc import Mapping
from typing import Any

from codeloop.rewards.checks.compat import compat_source
from codeloop.rewards.checks.flow import call_name
from codeloop.rewards.checks.lines import (
    code_lines,
    docstring_lines,
    physical_lines,
    physical_lines_keepends,
)
from codeloop.rewards.checks.registry import (
    FuncNode,
    fmt_list,
    missing_names,
    selected_defs,
    static_rule,
)


def _def_segment(node: FuncNode | ast.ClassDef, lines: list[str]) -> str:
    """The source lines of a def (decorators included), as ``inspect.getsource`` gives them."""
    start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
    end = node.end_lineno or node.lineno
    return "".join(ln if ln.endswith("\n") else ln + "\n" for ln in lines[start - 1:end])


def _pycodestyle(lines: list[str], params: Mapping[str, Any]) -> list[str]:
    import pycodestyle

    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    found: list[str] = []

    # pycodestyle ships no types, so its BaseReport is Any to mypy.
    class _Collect(pycodestyle.BaseReport):  # type: ignore[misc]
        def error(self, line_number: int, offset: int, text: str,  # noqa: D102
                  check: object) -> str | None:
            code: str | None = super().error(line_number, offset, text, check)
            if code:
                found.append(f"line {line_number}: {text}")
            return code

    style = pycodestyle.StyleGuide(
        quiet=True,
        max_line_length=int(params.get("max_line_length", 79)),
        ignore=list(params.get("ignore", [])) or None,
        reporter=_Collect,
    )
    checker = pycodestyle.Checker(lines=lines, options=style.options, report=style.options.report)
    checker.check_all()
    return found


@static_rule(
    "pep8",
    "No pycodestyle errors or warnings (PEP 8).",
    {"max_line_length": "line length limit (default 79)", "ignore": "codes to ignore",
     "names": "check only these functions' own source (as CodeIF-Bench's tests do with "
              "inspect.getsource); default: the whole module",
     "compat": "'codeif-bench': strip docstrings and blank lines first, as its harness does"},
)
def check_pep8(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Runs pycodestyle on the source (or on the named functions' source), in memory."""
    source, tree = compat_source(source, tree, params)
    if params.get("names") is None:
        report_lines = _pycodestyle(physical_lines_keepends(source), params)
    else:
        missing = missing_names(tree, params)
        if missing:
            return False, f"{fmt_list(missing)} not defined"
        lines = physical_lines_keepends(source)
        report_lines = []
        for qual, node in selected_defs(tree, params):
            found = _pycodestyle(physical_lines_keepends(_def_segment(node, lines)), params)
            report_lines += [f"{qual}: {f}" for f in found]
    if report_lines:
        return False, f"{len(report_lines)} PEP 8 violation(s): " + "; ".join(report_lines[:3])
    return True, "no PEP 8 violations"


@static_rule(
    "line_length",
    "No line is longer than ``max`` characters.",
    {"max": "the bound"},
)
def check_line_length(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Line length bound."""
    bound = int(params["max"])
    long_lines = [i + 1 for i, ln in enumerate(physical_lines(source)) if len(ln) > bound]
    if long_lines:
        return False, f"line(s) {fmt_list([str(n) for n in long_lines])} exceed {bound} characters"
    return True, f"no line exceeds {bound} characters"


def _tokens(source: str) -> list[tokenize.TokenInfo]:
    return list(tokenize.generate_tokens(io.StringIO(source).readline))


@static_rule(
    "indentation",
    "Block indentation uses ``spaces`` spaces per level (or tabs with ``tabs: true``), "
    "consistently; continuation lines are free.",
    {"spaces": "spaces per indentation level (default 4)", "tabs": "true to require tabs"},
)
def check_indentation(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Indentation width and character, from the tokenizer's INDENT tokens."""
    use_tabs = bool(params.get("tabs", False))
    width = int(params.get("spaces", 4))
    unit = "\t" if use_tabs else " " * width
    what = "one tab" if use_tabs else f"{width} spaces"
    stack = [""]
    for tok in _tokens(source):
        if tok.type == tokenize.INDENT:
            indent = tok.string
            if not indent.startswith(stack[-1]) or indent[len(stack[-1]):] != unit:
                return False, f"line {tok.start[0]} is not indented by {what} per level"
            stack.append(indent)
        elif tok.type == tokenize.DEDENT:
            stack.pop()
    return True, f"every block is indented by {what}"


@static_rule(
    "comments",
    "Comment style: how many ``#`` comments, their format, and where they may sit.",
    {"min_comments": "at least this many comments", "max_comments": "at most this many",
     "space_after_hash": "every comment starts with '# ' (a shebang excepted)",
     "forbid_inline": "no comment after code on the same line",
     "require_inline": "at least one comment after code on a line"},
)
def check_comments(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Comments, read from the token stream (strings that contain '#' are not comments)."""
    comments = [t for t in _tokens(source) if t.type == tokenize.COMMENT]
    problems = []
    low, high = params.get("min_comments"), params.get("max_comments")
    if low is not None and len(comments) < int(low):
        problems.append(f"has {len(comments)} comment(s), expected at least {low}")
    if high is not None and len(comments) > int(high):
        problems.append(f"has {len(comments)} comment(s), expected at most {high}")
    inline = [t for t in comments if t.line[:t.start[1]].strip()]
    if params.get("space_after_hash"):
        for t in comments:
            if t.start[0] == 1 and t.string.startswith("#!"):
                continue
            if not (t.string == "#" or t.string.startswith("# ")):
                problems.append(f"line {t.start[0]}: comment does not start with '# '")
                break
    if params.get("forbid_inline") and inline:
        problems.append(f"line {inline[0].start[0]} has an inline comment")
    if params.get("require_inline") and not inline:
        problems.append("no inline comment")
    if problems:
        return False, "; ".join(problems)
    return True, "comments follow the rules"


@static_rule(
    "language",
    "The answer is Python 3 source (it parses).",
    {},
)
def check_language(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Python 3: a tree exists (:func:`run_static` answers for code that does not parse)."""
    if not tree.body:
        return False, "the answer contains no Python statements"
    return True, "the answer is Python 3"


# Library features newer than the syntax itself: (dotted call suffix or keyword, version).
_API_VERSIONS: tuple[tuple[str, tuple[int, int]], ...] = (
    ("math.prod", (3, 8)), ("math.isqrt", (3, 8)), ("math.dist", (3, 8)),
    ("math.lcm", (3, 9)), ("removeprefix", (3, 9)), ("removesuffix", (3, 9)),
    ("functools.cache", (3, 9)), ("itertools.pairwise", (3, 10)), ("bit_count", (3, 10)),
    ("itertools.batched", (3, 12)),
    ("zip:strict", (3, 10)), ("dataclass:slots", (3, 10)), ("dataclass:kw_only", (3, 10)),
)


def _version(text: Any) -> tuple[int, int]:
    major, _, minor = str(text).partition(".")
    return int(major), int(minor or 0)


def _api_uses(tree: ast.AST) -> list[tuple[str, tuple[int, int], int]]:
    """Library features used, with the version that introduced them and the line."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        full = call_name(node)
        for feature, ver in _API_VERSIONS:
            name, _, kw = feature.partition(":")
            hit = full == name or full.endswith("." + name) if "." in name else \
                full.rsplit(".", 1)[-1] == name and "." in full
            if kw:
                hit = full.rsplit(".", 1)[-1] == name and any(k.arg == kw for k in node.keywords)
            if hit:
                found.append((feature, ver, node.lineno))
    return found


def _parser_version(source: str) -> tuple[int, int]:
    """The oldest Python 3 minor version whose grammar accepts the source (3.7 at least).

    ``feature_version`` is best effort and differs between interpreters (3.13 accepts
    parenthesised context managers at 3.7), so :func:`_syntax_version` also looks for each
    version's syntax explicitly.
    """
    for minor in range(7, sys.version_info.minor + 1):
        try:
            ast.parse(source, feature_version=(3, minor))
            return 3, minor
        except SyntaxError:
            continue
    return sys.version_info[:2]


def _parenthesised_with(source: str) -> bool:
    """``with (a as x, b as y):``: several context managers in parentheses (3.9+ grammar)."""
    try:
        tokens = [t for t in tokenize.generate_tokens(io.StringIO(source).readline)
                  if t.type not in (tokenize.NL, tokenize.COMMENT, tokenize.NEWLINE)]
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return False
    for i, tok in enumerate(tokens[:-1]):
        if tok.string != "with" or tokens[i + 1].string != "(":
            continue
        depth, saw_as = 0, False
        for j in range(i + 1, len(tokens)):
            text = tokens[j].string
            depth += text in "([{" and tokens[j].type == tokenize.OP
            depth -= text in ")]}" and tokens[j].type == tokenize.OP
            saw_as = saw_as or (depth == 1 and text == "as")
            if depth == 0:
                nxt = tokens[j + 1].string if j + 1 < len(tokens) else ""
                if saw_as and nxt == ":":
                    return True
                break
    return False


_NODE_VERSIONS: tuple[tuple[str, tuple[int, int]], ...] = (
    ("NamedExpr", (3, 8)), ("Match", (3, 10)), ("TryStar", (3, 11)), ("TypeAlias", (3, 12)),
)


def _syntax_version(source: str, tree: ast.Module) -> tuple[int, int]:
    """The oldest Python 3 version whose grammar the source needs.

    The same on every interpreter: the parser's answer, and explicit checks of each version's
    syntax.
    """
    found = [_parser_version(source)]
    for node in ast.walk(tree):
        name = type(node).__name__
        found += [v for n, v in _NODE_VERSIONS if n == name]
        if isinstance(node, ast.arguments) and node.posonlyargs:
            found.append((3, 8))
        if getattr(node, "type_params", None):
            found.append((3, 12))
        plain = ast.Name | ast.Attribute | ast.Call
        if isinstance(node, FuncNode | ast.ClassDef) and any(
                not isinstance(d, plain) for d in node.decorator_list):
            found.append((3, 9))  # PEP 614: any expression as a decorator
    if _parenthesised_with(source):
        found.append((3, 9))
    return max(found)


@static_rule(
    "python_version",
    "Language version: the code runs on Python ``max`` (no newer syntax or library feature), "
    "and/or uses a feature introduced in ``min`` or later.",
    {"max": "newest version the code must run on, e.g. '3.8'",
     "min": "the code must use a feature of this version or newer, e.g. '3.10'"},
)
def check_python_version(source: str, tree: ast.Module,
                         params: Mapping[str, Any]) -> tuple[bool, str]:
    """Grammar version (``ast.parse(feature_version=...)``) plus a table of library features."""
    syntax = _syntax_version(source, tree)
    apis = _api_uses(tree)
    # PEP 604 unions and builtin generics in annotations evaluate at definition time unless
    # annotations are postponed.
    postponed = any(isinstance(n, ast.ImportFrom) and n.module == "__future__" and
                    any(a.name == "annotations" for a in n.names) for n in tree.body)
    if not postponed:
        for node in ast.walk(tree):
            ann = node.annotation if isinstance(node, ast.arg | ast.AnnAssign) else \
                node.returns if isinstance(node, FuncNode) else None
            if ann is None:
                continue
            for sub in ast.walk(ann):
                if isinstance(sub, ast.BinOp) and isinstance(sub.op, ast.BitOr):
                    apis.append(("X | Y annotation", (3, 10), sub.lineno))
                elif isinstance(sub, ast.Subscript) and isinstance(sub.value, ast.Name) and \
                        sub.value.id in ("list", "dict", "set", "tuple", "frozenset", "type"):
                    apis.append((f"{sub.value.id}[...] annotation", (3, 9), sub.lineno))
    newest = max([syntax, *(v for _, v, _ in apis)])
    if params.get("max") is not None:
        limit = _version(params["max"])
        if syntax > limit:
            return False, f"uses syntax of Python {syntax[0]}.{syntax[1]} (limit {params['max']})"
        late = [(f, v, ln) for f, v, ln in apis if v > limit]
        if late:
            f, v, ln = late[0]
            return False, f"line {ln} uses {f} (Python {v[0]}.{v[1]}; limit {params['max']})"
    if params.get("min") is not None and newest < _version(params["min"]):
        return False, (f"uses nothing newer than Python {newest[0]}.{newest[1]}; expected a "
                       f"feature of {params['min']} or newer")
    return True, f"needs Python {newest[0]}.{newest[1]}"


@static_rule(
    "file_length",
    "The whole answer has at most ``max_lines`` lines (code lines only by default; a line "
    "holding several statements counts once per statement).",
    {"max_lines": "the bound", "count": "'code' (default: no blank, comment-only or docstring "
                                       "lines) or 'all' (every physical line)"},
)
def check_file_length(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """File length bound."""
    bound = int(params["max_lines"])
    lines = physical_lines(source)
    if params.get("count", "code") == "all":
        n = len(lines)
    else:
        n = code_lines(lines, tree, 1, len(lines), docstring_lines(tree))
    if n > bound:
        return False, f"the code has {n} lines (limit {bound})"
    return True, f"the code has {n} lines (limit {bound})"
