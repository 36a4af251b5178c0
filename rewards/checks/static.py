"""Static checks: rules verified on the candidate's source and syntax tree, in-process.

Each rule is a function ``(source, tree, params) -> (passed, reason)`` registered under a kind
name with :func:`static_rule`. The tree is parsed once per answer. Rules look at the syntax tree
(never at regexes over the text where a tree exists), so comments and strings that mention a
forbidden word do not trip them.

Scope parameters shared by the rules that look at functions:
    ``names``: only these functions/classes (by name; ``Class.method`` for methods).
    ``include_private``: also judge names starting with ``_`` (default False; dunders never).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

Rule = Callable[[str, ast.Module, Mapping[str, Any]], tuple[bool, str]]


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


STATIC_RULES: dict[str, StaticRule] = {}


def static_rule(kind: str, summary: str, params: Mapping[str, str] | None = None):
    """Registers a static rule under ``kind``."""

    def wrap(func: Rule) -> Rule:
        STATIC_RULES[kind] = StaticRule(kind, func, summary, dict(params or {}))
        return func

    return wrap


# --------------------------------------------------------------------------- scope helpers

FuncNode = ast.FunctionDef | ast.AsyncFunctionDef


def iter_defs(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, ast.AST]]:
    """Yields (qualified name, node) for every function and class, nested ones included."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, FuncNode | ast.ClassDef):
            qual = f"{prefix}{node.name}"
            yield qual, node
            yield from iter_defs(node, qual + ".")
        else:
            yield from iter_defs(node, prefix)


def _private(qual: str) -> bool:
    return any(p.startswith("_") and not (p.startswith("__") and p.endswith("__"))
               for p in qual.split("."))


def _dunder(qual: str) -> bool:
    last = qual.rsplit(".", 1)[-1]
    return last.startswith("__") and last.endswith("__")


def selected_defs(tree: ast.AST, params: Mapping[str, Any], kinds=(FuncNode, ast.ClassDef)):
    """The defs a rule judges, honouring ``names`` and ``include_private``."""
    names = params.get("names")
    out = []
    for qual, node in iter_defs(tree):
        if not isinstance(node, kinds):
            continue
        if names is not None:
            if qual in names or qual.rsplit(".", 1)[-1] in names:
                out.append((qual, node))
            continue
        if _dunder(qual) and qual.rsplit(".", 1)[-1] != "__init__":
            continue
        if _private(qual) and not params.get("include_private", False):
            continue
        out.append((qual, node))
    return out


def _missing_names(tree: ast.AST, params: Mapping[str, Any]) -> list[str]:
    names = params.get("names") or []
    found = {q for q, _ in iter_defs(tree)} | {q.rsplit(".", 1)[-1] for q, _ in iter_defs(tree)}
    return [n for n in names if n not in found]


def _fmt(items: list[str], limit: int = 5) -> str:
    shown = ", ".join(items[:limit])
    return shown + (f" and {len(items) - limit} more" if len(items) > limit else "")


# --------------------------------------------------------------------------- rules


@static_rule(
    "defines",
    "The code defines the named functions or classes (optionally with exact parameters).",
    {"names": "names that must be defined", "params": "name -> exact list of parameter names"},
)
def check_defines(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Required definitions and, optionally, their parameter lists."""
    missing = _missing_names(tree, params)
    if missing:
        return False, f"missing definition of {_fmt(missing)}"
    wanted = params.get("params") or {}
    defs = dict(iter_defs(tree))
    for name, expected in wanted.items():
        node = defs.get(name) or next((n for q, n in defs.items() if q.endswith("." + name)), None)
        if not isinstance(node, FuncNode):
            return False, f"{name} is not a function"
        actual = [a.arg for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)]
        if actual != list(expected):
            return False, f"{name} takes ({', '.join(actual)}), expected ({', '.join(expected)})"
    return True, "all required definitions present"


@static_rule(
    "docstring",
    "Functions and classes (and optionally the module) have non-empty docstrings; optionally "
    "Google-style sections documenting every parameter and the return value.",
    {"names": "scope", "include_private": "scope", "module": "require a module docstring",
     "style": "'google' to require Args:/Returns: sections", "min_length": "minimum characters"},
)
def check_docstring(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Docstring presence (and optionally Google-style completeness)."""
    missing = _missing_names(tree, params)
    if missing:
        return False, f"{_fmt(missing)} not defined"
    problems = []
    if params.get("module") and not ast.get_docstring(tree):
        problems.append("the module has no docstring")
    min_len = int(params.get("min_length", 1))
    for qual, node in selected_defs(tree, params):
        doc = ast.get_docstring(node)
        if not doc or len(doc.strip()) < min_len:
            problems.append(f"{qual} has no docstring")
            continue
        if params.get("style") == "google" and isinstance(node, FuncNode):
            args = [a.arg for a in (*node.args.posonlyargs, *node.args.args,
                                    *node.args.kwonlyargs) if a.arg not in ("self", "cls")]
            if args and "Args:" not in doc:
                problems.append(f"{qual}'s docstring has no Args: section")
            elif args:
                undocumented = [a for a in args if not re.search(rf"^\s*{a}\b", doc, re.M)]
                if undocumented:
                    problems.append(f"{qual}'s docstring does not document {_fmt(undocumented)}")
            if _returns_value(node) and not re.search(r"^\s*(Returns|Yields):", doc, re.M):
                problems.append(f"{qual}'s docstring has no Returns: section")
    if problems:
        return False, "; ".join(problems[:4])
    return True, "every function and class is documented"


def _returns_value(node: FuncNode) -> bool:
    for sub in _walk_own(node):
        if isinstance(sub, ast.Return) and sub.value is not None:
            if not (isinstance(sub.value, ast.Constant) and sub.value.value is None):
                return True
        if isinstance(sub, ast.Yield | ast.YieldFrom):
            return True
    return False


def _walk_own(node: ast.AST) -> Iterator[ast.AST]:
    """Walks a function body without entering nested functions, classes or lambdas."""
    stack = list(ast.iter_child_nodes(node))
    while stack:
        sub = stack.pop()
        yield sub
        if not isinstance(sub, FuncNode | ast.ClassDef | ast.Lambda):
            stack.extend(ast.iter_child_nodes(sub))


def _norm_annotation(text: str) -> str:
    text = text.replace("typing.", "").replace(" ", "")
    for old, new in (("List[", "list["), ("Dict[", "dict["), ("Tuple[", "tuple["),
                     ("Set[", "set["), ("FrozenSet[", "frozenset["), ("Type[", "type[")):
        text = text.replace(old, new)
    text = re.sub(r"Optional\[(.+)\]$", r"\1|None", text)
    return text


@static_rule(
    "type_hints",
    "Every parameter (except self/cls) and the return value of the selected functions are "
    "annotated; optionally with exact annotations.",
    {"names": "scope", "include_private": "scope",
     "exact": "function -> {param or 'return': annotation text}"},
)
def check_type_hints(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Annotation coverage, and optionally exact annotations."""
    missing = _missing_names(tree, params)
    if missing:
        return False, f"{_fmt(missing)} not defined"
    problems = []
    funcs = selected_defs(tree, params, kinds=FuncNode)
    for qual, node in funcs:
        all_args = [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]
        if node.args.vararg:
            all_args.append(node.args.vararg)
        if node.args.kwarg:
            all_args.append(node.args.kwarg)
        is_method = "." in qual
        for i, arg in enumerate(all_args):
            if i == 0 and is_method and arg.arg in ("self", "cls"):
                continue
            if arg.annotation is None:
                problems.append(f"parameter {arg.arg!r} of {qual} has no type hint")
        if node.returns is None and node.name != "__init__":
            problems.append(f"{qual} has no return type hint")
    exact = params.get("exact") or {}
    defs = dict(iter_defs(tree))
    for fname, spec in exact.items():
        node = defs.get(fname)
        if not isinstance(node, FuncNode):
            problems.append(f"{fname} is not defined")
            continue
        annotated = {a.arg: a.annotation for a in
                     (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)}
        annotated["return"] = node.returns
        for pname, want in spec.items():
            got = annotated.get(pname)
            if got is None:
                problems.append(f"{fname}: {pname!r} should be annotated {want}")
            elif _norm_annotation(ast.unparse(got)) != _norm_annotation(want):
                problems.append(f"{fname}: {pname!r} is annotated {ast.unparse(got)}, "
                                f"expected {want}")
    if problems:
        return False, "; ".join(problems[:4])
    return True, "all parameters and return values are annotated"


NAMING_STYLES: dict[str, re.Pattern[str]] = {
    "snake_case": re.compile(r"^_{0,2}[a-z][a-z0-9_]*$"),
    "PascalCase": re.compile(r"^_?[A-Z][a-zA-Z0-9]*$"),
    "camelCase": re.compile(r"^_?[a-z][a-zA-Z0-9]*$"),
    "UPPER_CASE": re.compile(r"^_?[A-Z][A-Z0-9_]*$"),
}


def _assigned_names(tree: ast.AST) -> Iterator[tuple[str, bool]]:
    """Yields (name, is_module_level) for every variable bound by assignment or a loop."""
    module_level = set()
    if isinstance(tree, ast.Module):
        for stmt in tree.body:
            for target in _targets(stmt):
                module_level.add(id(target))
    for node in ast.walk(tree):
        for target in _targets(node):
            for name_node in ast.walk(target):
                if isinstance(name_node, ast.Name) and isinstance(name_node.ctx, ast.Store):
                    yield name_node.id, id(target) in module_level


def _targets(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, ast.Assign):
        return list(node.targets)
    if isinstance(node, ast.AnnAssign | ast.AugAssign | ast.For | ast.AsyncFor):
        return [node.target]
    if isinstance(node, ast.comprehension):
        return [node.target]
    if isinstance(node, ast.withitem) and node.optional_vars is not None:
        return [node.optional_vars]
    if isinstance(node, ast.NamedExpr):
        return [node.target]
    return []


@static_rule(
    "naming",
    "Names follow the given conventions (snake_case, PascalCase, camelCase, UPPER_CASE).",
    {"functions": "style of function and method names", "classes": "style of class names",
     "variables": "style of local variables and parameters",
     "constants": "style of module-level variables"},
)
def check_naming(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Naming conventions of functions, classes, variables and parameters."""
    bad = []

    def judge(name: str, style: str | None, what: str) -> None:
        if not style or (name.startswith("__") and name.endswith("__")):
            return
        pattern = NAMING_STYLES.get(style)
        if pattern is None:
            raise ValueError(f"unknown naming style {style!r}")
        if name != "_" and not pattern.match(name):
            bad.append(f"{what} {name!r} is not {style}")

    for _qual, node in iter_defs(tree):
        if isinstance(node, ast.ClassDef):
            judge(node.name, params.get("classes"), "class")
        else:
            judge(node.name, params.get("functions"), "function")
            for arg in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs):
                judge(arg.arg, params.get("variables"), "parameter")
    for name, module_level in _assigned_names(tree):
        if module_level:
            judge(name, params.get("constants") or None, "module-level name")
        else:
            judge(name, params.get("variables"), "variable")
    if bad:
        unique = list(dict.fromkeys(bad))
        return False, "; ".join(unique[:4])
    return True, "all names follow the conventions"


@static_rule(
    "pep8",
    "No pycodestyle errors or warnings (PEP 8).",
    {"max_line_length": "line length limit (default 79)", "ignore": "codes to ignore"},
)
def check_pep8(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Runs pycodestyle on the source, in memory."""
    import pycodestyle

    lines = source.splitlines(True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    report_lines: list[str] = []

    class _Collect(pycodestyle.BaseReport):
        def error(self, line_number, offset, text, check):  # noqa: D102
            code = super().error(line_number, offset, text, check)
            if code:
                report_lines.append(f"line {line_number}: {text}")
            return code

    style = pycodestyle.StyleGuide(
        quiet=True,
        max_line_length=int(params.get("max_line_length", 79)),
        ignore=list(params.get("ignore", [])) or None,
        reporter=_Collect,
    )
    checker = pycodestyle.Checker(lines=lines, options=style.options, report=style.options.report)
    checker.check_all()
    if report_lines:
        return False, f"{len(report_lines)} PEP 8 violation(s): " + "; ".join(report_lines[:3])
    return True, "no PEP 8 violations"


@static_rule(
    "complexity",
    "Cyclomatic complexity (McCabe) of every selected function is at most ``max``.",
    {"max": "the bound", "names": "scope", "include_private": "scope"},
)
def check_complexity(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """McCabe cyclomatic complexity bound, via the mccabe package."""
    import mccabe

    bound = int(params["max"])
    visitor = mccabe.PathGraphingAstVisitor()
    visitor.preorder(tree, visitor)
    names = params.get("names")
    over = []
    worst = 0
    for graph in visitor.graphs.values():
        entity = graph.entity  # "f" or "Class.method"
        if names is not None and entity not in names and entity.rsplit(".", 1)[-1] not in names:
            continue
        score = graph.complexity()
        worst = max(worst, score)
        if score > bound:
            over.append(f"{entity} has complexity {score}")
    if over:
        return False, f"{_fmt(over)} (limit {bound})"
    return True, f"highest complexity {worst} (limit {bound})"


def _func_lines(node: FuncNode, source_lines: list[str], skip_docstring: bool) -> int:
    start = node.lineno
    end = node.end_lineno or node.lineno
    doc_lines: set[int] = set()
    body = node.body
    if skip_docstring and body and isinstance(body[0], ast.Expr) and isinstance(
        getattr(body[0], "value", None), ast.Constant
    ) and isinstance(body[0].value.value, str):
        doc_lines = set(range(body[0].lineno, (body[0].end_lineno or body[0].lineno) + 1))
    count = 0
    for i in range(start, end + 1):
        text = source_lines[i - 1].strip() if i - 1 < len(source_lines) else ""
        if text and not text.startswith("#") and i not in doc_lines:
            count += 1
    return count


@static_rule(
    "function_length",
    "Every selected function has at most ``max_lines`` lines of code (blank lines, comments "
    "and the docstring not counted).",
    {"max_lines": "the bound", "names": "scope", "include_private": "scope"},
)
def check_function_length(source: str, tree: ast.Module, params: Mapping[str, Any]):
    """Function length bound."""
    bound = int(params["max_lines"])
    lines = source.splitlines()
    over = []
    for qual, node in selected_defs(tree, params, kinds=FuncNode):
        n = _func_lines(node, lines, skip_docstring=True)
        if n > bound:
            over.append(f"{qual} has {n} lines")
    if over:
        return False, f"{_fmt(over)} (limit {bound})"
    return True, f"every function is within {bound} lines"


@static_rule(
    "max_params",
    "Every selected function takes at most ``max`` parameters (self/cls not counted).",
    {"max": "the bound", "names": "scope", "include_private": "scope"},
)
def check_max_params(source: str, tree: ast.Module, params: Mapping[str, Any]):
    """Parameter count bound."""
    bound = int(params["max"])
    over = []
    for qual, node in selected_defs(tree, params, kinds=FuncNode):
        args = [a.arg for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)]
        if "." in qual and args and args[0] in ("self", "cls"):
            args = args[1:]
        args += [a.arg for a in (node.args.vararg, node.args.kwarg) if a is not None]
        if len(args) > bound:
            over.append(f"{qual} takes {len(args)} parameters")
    if over:
        return False, f"{_fmt(over)} (limit {bound})"
    return True, f"every function takes at most {bound} parameters"


@static_rule(
    "line_length",
    "No line is longer than ``max`` characters.",
    {"max": "the bound"},
)
def check_line_length(source: str, tree: ast.Module, params: Mapping[str, Any]):
    """Line length bound."""
    bound = int(params["max"])
    long_lines = [i + 1 for i, ln in enumerate(source.splitlines()) if len(ln) > bound]
    if long_lines:
        return False, f"line(s) {_fmt([str(n) for n in long_lines])} exceed {bound} characters"
    return True, f"no line exceeds {bound} characters"


# --------------------------------------------------------------------------- constructs


def _is_recursive(node: FuncNode) -> bool:
    for sub in _walk_own(node):
        if isinstance(sub, ast.Call):
            func = sub.func
            if isinstance(func, ast.Name) and func.id == node.name:
                return True
            if (isinstance(func, ast.Attribute) and func.attr == node.name
                    and isinstance(func.value, ast.Name) and func.value.id in ("self", "cls")):
                return True
    return False


def _call_name(call: ast.Call) -> str:
    func = call.func
    parts = []
    while isinstance(func, ast.Attribute):
        parts.append(func.attr)
        func = func.value
    if isinstance(func, ast.Name):
        parts.append(func.id)
    return ".".join(reversed(parts))


_CONSTRUCTS: dict[str, tuple[str, Callable[[ast.AST], list[ast.AST]]]] = {}


def _construct(name: str, label: str):
    def wrap(finder):
        _CONSTRUCTS[name] = (label, finder)
        return finder

    return wrap


def _nodes_of(*types_):
    return lambda tree: [n for n in ast.walk(tree) if isinstance(n, types_)]


for _name, _label, _types in (
    ("for", "a for loop", (ast.For, ast.AsyncFor)),
    ("while", "a while loop", (ast.While,)),
    ("loop", "a loop", (ast.For, ast.AsyncFor, ast.While)),
    ("global", "a global statement", (ast.Global,)),
    ("nonlocal", "a nonlocal statement", (ast.Nonlocal,)),
    ("lambda", "a lambda", (ast.Lambda,)),
    ("list_comprehension", "a list comprehension", (ast.ListComp,)),
    ("dict_comprehension", "a dict comprehension", (ast.DictComp,)),
    ("set_comprehension", "a set comprehension", (ast.SetComp,)),
    ("generator_expression", "a generator expression", (ast.GeneratorExp,)),
    ("comprehension", "a comprehension", (ast.ListComp, ast.DictComp, ast.SetComp,
                                          ast.GeneratorExp)),
    ("yield", "a generator (yield)", (ast.Yield, ast.YieldFrom)),
    ("try", "a try statement", (ast.Try, ast.TryStar)),
    ("raise", "a raise statement", (ast.Raise,)),
    ("with", "a with statement", (ast.With, ast.AsyncWith)),
    ("assert", "an assert statement", (ast.Assert,)),
    ("class", "a class", (ast.ClassDef,)),
    ("f_string", "an f-string", (ast.JoinedStr,)),
    ("walrus", "an assignment expression (:=)", (ast.NamedExpr,)),
    ("match", "a match statement", (ast.Match,)),
    ("ternary", "a conditional expression", (ast.IfExp,)),
    ("if", "an if statement", (ast.If,)),
    ("async", "async code", (ast.AsyncFunctionDef, ast.Await, ast.AsyncFor, ast.AsyncWith)),
    ("decorator", "a decorator", ()),
    ("type_annotation", "a type annotation", ()),
):
    _CONSTRUCTS[_name] = (_label, _nodes_of(*_types) if _types else (lambda tree: []))


@_construct("recursion", "recursion")
def _find_recursion(tree: ast.AST) -> list[ast.AST]:
    return [n for _, n in iter_defs(tree) if isinstance(n, FuncNode) and _is_recursive(n)]


@_construct("decorator", "a decorator")
def _find_decorators(tree: ast.AST) -> list[ast.AST]:
    return [d for n in ast.walk(tree) if isinstance(n, FuncNode | ast.ClassDef)
            for d in n.decorator_list]


@_construct("type_annotation", "a type annotation")
def _find_annotations(tree: ast.AST) -> list[ast.AST]:
    found: list[ast.AST] = []
    for n in ast.walk(tree):
        if isinstance(n, ast.arg) and n.annotation is not None:
            found.append(n)
        elif isinstance(n, FuncNode) and n.returns is not None:
            found.append(n)
        elif isinstance(n, ast.AnnAssign):
            found.append(n)
    return found


CONSTRUCT_NAMES = tuple(sorted(_CONSTRUCTS))
"""Construct names accepted by the ``forbid`` and ``require`` rules."""


def _find_calls(tree: ast.AST, name: str) -> list[ast.Call]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            full = _call_name(node)
            if full == name or full.endswith("." + name) or (
                "." not in name and full.rsplit(".", 1)[-1] == name and "." in full
                and name in ("append", "extend", "get", "setdefault", "pop", "sort", "join",
                             "format", "split", "strip", "items", "keys", "values")
            ):
                found.append(node)
    return found


def _scope_tree(tree: ast.Module, params: Mapping[str, Any]) -> list[ast.AST]:
    names = params.get("names")
    if names is None:
        return [tree]
    return [n for _, n in selected_defs(tree, params)]


@static_rule(
    "forbid",
    "The code does not use the listed constructs or call the listed functions.",
    {"constructs": f"any of: {', '.join(CONSTRUCT_NAMES)}",
     "calls": "function or method names, e.g. 'print', 'sorted', 'os.system'",
     "names": "restrict to these functions/classes"},
)
def check_forbid(source: str, tree: ast.Module, params: Mapping[str, Any]):
    """Forbidden constructs and calls."""
    found = []
    for scope in _scope_tree(tree, params):
        for construct in params.get("constructs", []):
            label, finder = _lookup_construct(construct)
            hits = finder(scope)
            if hits:
                line = getattr(hits[0], "lineno", "?")
                found.append(f"uses {label} (line {line})")
        for call in params.get("calls", []):
            hits = _find_calls(scope, call)
            if hits:
                found.append(f"calls {call}() (line {hits[0].lineno})")
    if found:
        return False, "; ".join(dict.fromkeys(found))
    return True, "none of the forbidden constructs are used"


@static_rule(
    "require",
    "The code uses each listed construct and calls each listed function.",
    {"constructs": f"any of: {', '.join(CONSTRUCT_NAMES)}",
     "calls": "function or method names that must be called",
     "names": "restrict to these functions/classes"},
)
def check_require(source: str, tree: ast.Module, params: Mapping[str, Any]):
    """Required constructs and calls."""
    missing = []
    scopes = _scope_tree(tree, params)
    if params.get("names") is not None and not scopes:
        return False, f"{_fmt(list(params['names']))} not defined"
    for construct in params.get("constructs", []):
        label, finder = _lookup_construct(construct)
        if not any(finder(s) for s in scopes):
            missing.append(f"does not use {label}")
    for call in params.get("calls", []):
        if not any(_find_calls(s, call) for s in scopes):
            missing.append(f"never calls {call}()")
    if missing:
        return False, "; ".join(missing)
    return True, "all required constructs are used"


def _lookup_construct(name: str):
    try:
        return _CONSTRUCTS[name]
    except KeyError:
        known = ", ".join(CONSTRUCT_NAMES)
        raise ValueError(f"unknown construct {name!r}; known: {known}") from None


def imported_modules(tree: ast.AST) -> list[str]:
    """Top-level module names imported anywhere in the code."""
    mods = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            mods.extend(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            mods.append(node.module)
    return mods


def _module_matches(imported: str, wanted: str) -> bool:
    return imported == wanted or imported.startswith(wanted + ".")


@static_rule(
    "imports",
    "Import rules: modules that must be imported, that must not be, or the only ones allowed.",
    {"required": "modules that must be imported", "forbidden": "modules that must not be",
     "allowed": "if given, no other module may be imported"},
)
def check_imports(source: str, tree: ast.Module, params: Mapping[str, Any]):
    """Required, forbidden and allowed imports."""
    mods = imported_modules(tree)
    problems = []
    for req in params.get("required", []):
        if not any(_module_matches(m, req) for m in mods):
            problems.append(f"does not import {req}")
    for bad in params.get("forbidden", []):
        hits = [m for m in mods if _module_matches(m, bad)]
        if hits:
            problems.append(f"imports {hits[0]}")
    allowed = params.get("allowed")
    if allowed is not None:
        extra = [m for m in mods if not any(_module_matches(m, a) for a in allowed)]
        if extra:
            problems.append(f"imports {_fmt(sorted(set(extra)))}, which is not allowed")
    if problems:
        return False, "; ".join(problems)
    return True, "imports follow the rules"


def run_static(kind: str, source: str, tree: ast.Module | None,
               params: Mapping[str, Any]) -> tuple[bool, str]:
    """Runs one static rule, turning every failure into a verdict.

    Args:
        kind: Registered rule name.
        source: Candidate source.
        tree: Its parsed tree, or None when it does not parse.
        params: Rule parameters.

    Returns:
        ``(passed, reason)``.

    Raises:
        KeyError: For an unknown rule (a task-validation error, not a verdict).
    """
    rule = STATIC_RULES[kind]
    if tree is None:
        return False, "the code does not parse, so the rule cannot be checked"
    try:
        return rule.func(source, tree, params)
    except (ValueError, KeyError, TypeError) as exc:
        return False, f"the check could not run: {exc}"


