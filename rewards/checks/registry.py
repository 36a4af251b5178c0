"""The registry of static rules, and the scope helpers the rules about functions share.

Each rule is a function ``(source, tree, params) -> (passed, reason)`` registered under a kind
name with :func:`static_rule`. Scope parameters shared by the rules that look at functions:
    ``names``: only these functions/classes (by name; ``Class.method`` for methods).
    ``include_private``: also judge names starting with ``_`` (default False; dunders never).
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from types import UnionType
from typing import Any

from codeloop.registry import Registry, summary_of

Rule = Callable[[str, ast.Module, Mapping[str, Any]], tuple[bool, str]]
#: What ``isinstance`` takes: the node types a scope helper selects (``FuncNode`` is a union).
NodeTypes = type[ast.AST] | UnionType | tuple[type[ast.AST] | UnionType, ...]


@dataclass(frozen=True)
class StaticRule:
    """A registered static rule.

    Attributes:
        kind: Name used in ``Check.kind``.
        func: The rule.
        summary: One line on what it checks.
        params: Parameter name -> description.
    """

    kind: str
    func: Rule
    summary: str
    params: Mapping[str, str]


def _plugin_rule(name: str, obj: Any) -> tuple[StaticRule, str] | None:
    # A ``codeloop.checks`` entry point names a StaticRule, a rule function (registered under
    # the entry point's name, its docstring's first line as summary), or a module whose
    # ``static_rule`` decorators registered its rules when it was imported (nothing to add).
    if isinstance(obj, StaticRule):
        return obj, obj.summary
    if callable(obj):
        rule = StaticRule(name, obj, summary_of(obj), {})
        return rule, rule.summary
    return None


STATIC_RULES: Registry[StaticRule] = Registry("check kind", group="codeloop.checks",
                                              adapt=_plugin_rule)
"""Static rules by check kind; third-party ones from the ``codeloop.checks`` entry points
(loaded by :func:`codeloop.rewards.checks.kinds.known_check_kind`)."""


def static_rule(kind: str, summary: str,
                params: Mapping[str, str] | None = None) -> Callable[[Rule], Rule]:
    """Registers a static rule under ``kind``."""

    def wrap(func: Rule) -> Rule:
        STATIC_RULES.register(kind, StaticRule(kind, func, summary, dict(params or {})),
                              help=summary)
        return func

    return wrap


# --------------------------------------------------------------------------- scope helpers

FuncNode = ast.FunctionDef | ast.AsyncFunctionDef
DefNode = FuncNode | ast.ClassDef


def iter_defs(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, DefNode]]:
    """Yields (qualified name, node) for every function and class, nested ones included.

    Only statement lists are walked: a ``def`` or ``class`` is a statement, so it is never
    inside an expression, and expressions are most of a tree (the rules call this often).
    """
    for field in tree._fields:
        value = getattr(tree, field, None)
        if type(value) is not list:
            continue
        for node in value:
            if isinstance(node, FuncNode | ast.ClassDef):
                qual = f"{prefix}{node.name}"
                yield qual, node
                yield from iter_defs(node, qual + ".")
            elif isinstance(node, _HOLDS_STATEMENTS):
                yield from iter_defs(node, prefix)


_HOLDS_STATEMENTS = (ast.stmt, ast.excepthandler, ast.match_case)


def is_private(qual: str) -> bool:
    """Whether a qualified name has a ``_private`` part (dunders are not private)."""
    return any(p.startswith("_") and not (p.startswith("__") and p.endswith("__"))
               for p in qual.split("."))


def is_dunder(qual: str) -> bool:
    """Whether the last part of a qualified name is a ``__dunder__``."""
    last = qual.rsplit(".", 1)[-1]
    return last.startswith("__") and last.endswith("__")


def selected_defs(tree: ast.AST, params: Mapping[str, Any],
                  kinds: NodeTypes = (FuncNode, ast.ClassDef)) -> list[tuple[str, DefNode]]:
    """The defs a rule judges, honouring ``names`` and ``include_private``."""
    names = params.get("names")
    out: list[tuple[str, DefNode]] = []
    for qual, node in iter_defs(tree):
        if not isinstance(node, kinds):
            continue
        if names is not None:
            if qual in names or qual.rsplit(".", 1)[-1] in names:
                out.append((qual, node))
            continue
        if is_dunder(qual) and qual.rsplit(".", 1)[-1] != "__init__":
            continue
        if is_private(qual) and not params.get("include_private", False):
            continue
        out.append((qual, node))
    return out


def missing_names(tree: ast.AST, params: Mapping[str, Any]) -> list[str]:
    """The ``names`` of the rule's scope that the code does not define."""
    names = params.get("names") or []
    found = {q for q, _ in iter_defs(tree)} | {q.rsplit(".", 1)[-1] for q, _ in iter_defs(tree)}
    return [n for n in names if n not in found]


def judged_functions(tree: ast.AST, params: Mapping[str, Any], kinds: NodeTypes = FuncNode,
                     what: str = "function") -> tuple[list[tuple[str, DefNode]], str]:
    """The defs a per-function rule judges, or why there is nothing to judge.

    A rule about functions never holds vacuously: it fails when a named function is missing,
    or when the code defines no function it could judge.

    Returns:
        ``(selected, "")``, or ``([], reason)``.
    """
    missing = missing_names(tree, params)
    if missing:
        return [], f"{fmt_list(missing)} not defined"
    selected = selected_defs(tree, params, kinds=kinds)
    if not selected:
        private = any(isinstance(n, kinds) for _, n in iter_defs(tree))
        return [], f"the code defines no {what} to judge" + (
            " (private ones are skipped unless include_private is set)" if private else "")
    return selected, ""


def fmt_list(items: list[str], limit: int = 5) -> str:
    """The first ``limit`` items, comma-separated, and how many more there are."""
    shown = ", ".join(items[:limit])
    return shown + (f" and {len(items) - limit} more" if len(items) > limit else "")


def scope_tree(tree: ast.Module, params: Mapping[str, Any]) -> list[ast.AST]:
    """The subtrees a rule with an optional ``names`` scope looks at (the module if none)."""
    names = params.get("names")
    if names is None:
        return [tree]
    return [n for _, n in selected_defs(tree, params)]
