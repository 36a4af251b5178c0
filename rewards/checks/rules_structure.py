"""Rules about structure: constructs, calls, imports, containers, exceptions, nesting, counts.

They judge what the code does: code run from text is a violation, and required things count
only in live code (see :mod:`codeloop.rewards.checks.flow`).
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Protocol

from codeloop.rewards.checks.flow import (
    call_name,
    describe_dynamic,
    dynamic_code,
    live_walk,
    recursive_functions,
    unused_values,
)
from codeloop.rewards.checks.registry import FuncNode, fmt_list, scope_tree, static_rule

Walk = Callable[[ast.AST], Iterator[ast.AST]]


class Finder(Protocol):
    """Finds a construct's nodes in a tree, walking all of it or only what ``walk`` yields."""

    def __call__(self, tree: ast.AST, walk: Walk = ..., /) -> list[ast.AST]: ...  # noqa: D102


_CONSTRUCTS: dict[str, tuple[str, Finder]] = {}


def _construct(name: str, label: str) -> Callable[[Finder], Finder]:
    def wrap(finder: Finder) -> Finder:
        _CONSTRUCTS[name] = (label, finder)
        return finder

    return wrap


def _nodes_of(*types_: type[ast.AST]) -> Finder:
    def find(tree: ast.AST, walk: Walk = ast.walk, /) -> list[ast.AST]:
        return [n for n in walk(tree) if isinstance(n, types_)]

    return find


def _no_nodes(tree: ast.AST, walk: Walk = ast.walk) -> list[ast.AST]:
    """The finder of a construct that has no node type of its own (found by its own rule)."""
    return []


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
    _CONSTRUCTS[_name] = (_label, _nodes_of(*_types) if _types else _no_nodes)


@_construct("recursion", "recursion")
def _find_recursion(tree: ast.AST, walk: Walk = ast.walk) -> list[ast.AST]:
    """Functions on a cycle of calls (aliases, references and mutual recursion included)."""
    live = None if walk is ast.walk else {id(n) for n in walk(tree)}
    return recursive_functions(tree, live)


@_construct("decorator", "a decorator")
def _find_decorators(tree: ast.AST, walk: Walk = ast.walk) -> list[ast.AST]:
    return [d for n in walk(tree) if isinstance(n, FuncNode | ast.ClassDef)
            for d in n.decorator_list]


@_construct("type_annotation", "a type annotation")
def _find_annotations(tree: ast.AST, walk: Walk = ast.walk) -> list[ast.AST]:
    found: list[ast.AST] = []
    for n in walk(tree):
        if isinstance(n, ast.arg) and n.annotation is not None:
            found.append(n)
        elif isinstance(n, FuncNode) and n.returns is not None:
            found.append(n)
        elif isinstance(n, ast.AnnAssign):
            found.append(n)
    return found


CONSTRUCT_NAMES = tuple(sorted(_CONSTRUCTS))
"""Construct names accepted by the ``forbid`` and ``require`` rules."""


def _find_calls(tree: ast.AST, name: str, walk: Walk = ast.walk) -> list[ast.Call]:
    found = []
    for node in walk(tree):
        if isinstance(node, ast.Call):
            full = call_name(node)
            if full == name or full.endswith("." + name) or (
                "." not in name and full.rsplit(".", 1)[-1] == name and "." in full
                and name in ("append", "extend", "get", "setdefault", "pop", "sort", "join",
                             "format", "split", "strip", "items", "keys", "values")
            ):
                found.append(node)
    return found


@static_rule(
    "forbid",
    "The code does not use the listed constructs or call the listed functions, and runs no "
    "code from text or by name (exec, eval, __import__, getattr(builtins, ...)) that could "
    "hide them; recursion includes aliases and mutual recursion.",
    {"constructs": f"any of: {', '.join(CONSTRUCT_NAMES)}",
     "calls": "function or method names, e.g. 'print', 'sorted', 'os.system'",
     "names": "restrict to these functions/classes"},
)
def check_forbid(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Forbidden constructs and calls; code run from text is a violation (it could hide any)."""
    scopes = scope_tree(tree, params)
    if params.get("names") is not None and not scopes:
        return False, f"{fmt_list(list(params['names']))} not defined"
    found = []
    for scope in scopes:
        dynamic = dynamic_code(scope)
        if dynamic:
            found.append(describe_dynamic(dynamic))
        for construct in params.get("constructs", []):
            label, finder = _lookup_construct(construct)
            hits = finder(scope)
            if hits:
                line = getattr(hits[0], "lineno", "?")
                found.append(f"uses {label} (line {line})")
        for call in params.get("calls", []):
            call_nodes = _find_calls(scope, call)
            if call_nodes:
                found.append(f"calls {call}() (line {call_nodes[0].lineno})")
    if found:
        return False, "; ".join(dict.fromkeys(found))
    return True, "none of the forbidden constructs are used"


@static_rule(
    "require",
    "The code uses each listed construct and calls each listed function in code that can run "
    "(not under `if False:` or after `return`), and runs no code from text or by name unless "
    "the rule names that feature.",
    {"constructs": f"any of: {', '.join(CONSTRUCT_NAMES)}",
     "calls": "function or method names that must be called",
     "names": "restrict to these functions/classes"},
)
def check_require(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Required constructs and calls, in code that can run; code run from text is a violation.

    A construct or call in dead code (``if False:``, after ``return``) does not count, and
    dynamic code is a violation unless the rule requires that very feature (a required call
    of ``eval`` may be made).
    """
    missing = []
    scopes = scope_tree(tree, params)
    if params.get("names") is not None and not scopes:
        return False, f"{fmt_list(list(params['names']))} not defined"
    calls = list(params.get("calls", []))
    allowed = frozenset(c.rsplit(".", 1)[-1] for c in calls) | frozenset(
        c.split(".", 1)[0] for c in calls)
    dynamic = [d for s in scopes for d in dynamic_code(s, allowed)]
    if dynamic:
        missing.append(describe_dynamic(dynamic))
    for construct in params.get("constructs", []):
        label, finder = _lookup_construct(construct)
        if not any(finder(s, live_walk) for s in scopes):
            missing.append(f"does not use {label} in code that runs")
    for call in calls:
        if not any(_find_calls(s, call, live_walk) for s in scopes):
            missing.append(f"never calls {call}() in code that runs")
    if missing:
        return False, "; ".join(missing)
    return True, "all required constructs are used"


def _lookup_construct(name: str) -> tuple[str, Finder]:
    try:
        return _CONSTRUCTS[name]
    except KeyError:
        known = ", ".join(CONSTRUCT_NAMES)
        raise ValueError(f"unknown construct {name!r}; known: {known}") from None


def imported_modules(tree: ast.AST, walk: Walk = ast.walk) -> list[str]:
    """Module names imported anywhere in the code (or in the nodes ``walk`` yields)."""
    mods: list[str] = []
    for node in walk(tree):
        if isinstance(node, ast.Import):
            mods.extend(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            mods.append(node.module)
    return mods


def _module_matches(imported: str, wanted: str) -> bool:
    return imported == wanted or imported.startswith(wanted + ".")


@static_rule(
    "imports",
    "Import rules: modules that must be imported (in code that runs), that must not be, or the "
    "only ones allowed; importing by name at run time (__import__, importlib) breaks them "
    "unless the rule lists importlib.",
    {"required": "modules that must be imported", "forbidden": "modules that must not be",
     "allowed": "if given, no other module may be imported"},
)
def check_imports(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Required, forbidden and allowed imports; ``__import__``/``importlib`` are violations.

    A module imported by name at run time could be any module, so dynamic imports (and
    ``exec``/``eval``) break the rule unless the rule itself lists ``importlib``. Required
    imports count only in code that runs.
    """
    mods = imported_modules(tree)
    live_mods = imported_modules(tree, live_walk)
    listed = [*params.get("required", []), *(params.get("allowed") or [])]
    problems = []
    dynamic = dynamic_code(tree, frozenset(m.split(".", 1)[0] for m in listed))
    if dynamic:
        problems.append(describe_dynamic(dynamic))
    for req in params.get("required", []):
        if not any(_module_matches(m, req) for m in live_mods):
            problems.append(f"does not import {req}")
    for bad in params.get("forbidden", []):
        hits = [m for m in mods if _module_matches(m, bad)]
        if hits:
            problems.append(f"imports {hits[0]}")
    allowed = params.get("allowed")
    if allowed is not None:
        extra = [m for m in mods if not any(_module_matches(m, a) for a in allowed)]
        if extra:
            problems.append(f"imports {fmt_list(sorted(set(extra)))}, which is not allowed")
    if problems:
        return False, "; ".join(problems)
    return True, "imports follow the rules"


DATA_STRUCTURES = ("list", "dict", "set", "tuple", "frozenset", "deque", "defaultdict",
                   "Counter", "OrderedDict", "namedtuple", "heapq", "dataclass", "array",
                   "bytearray")
"""Container kinds the ``data_structure`` rule recognises."""

_LITERALS: dict[str, tuple[type, ...]] = {
    "list": (ast.List, ast.ListComp), "dict": (ast.Dict, ast.DictComp),
    "set": (ast.Set, ast.SetComp), "tuple": (ast.Tuple,),
}


def _structure_uses(tree: ast.AST, walk: Walk = ast.walk) -> dict[str, list[ast.AST]]:
    """Container kind -> the nodes that build (or, for heapq, operate on) one."""
    uses: dict[str, list[ast.AST]] = {k: [] for k in DATA_STRUCTURES}
    for node in walk(tree):
        for kind, types_ in _LITERALS.items():
            if isinstance(node, types_) and not (
                    isinstance(node, ast.Tuple) and not isinstance(node.ctx, ast.Load)):
                uses[kind].append(node)
        if isinstance(node, ast.Call):
            full = call_name(node)
            last = full.rsplit(".", 1)[-1]
            if last in uses and last not in ("heapq", "dataclass") and \
                    (full == last or full in (f"collections.{last}", f"array.{last}")):
                uses[last].append(node)
            if full.startswith("heapq.") or full in ("heappush", "heappop", "heapify",
                                                     "heappushpop", "heapreplace"):
                uses["heapq"].append(node)
        if isinstance(node, ast.ClassDef):
            for deco in node.decorator_list:
                target = deco.func if isinstance(deco, ast.Call) else deco
                name = target.attr if isinstance(target, ast.Attribute) else \
                    getattr(target, "id", "")
                if name == "dataclass":
                    uses["dataclass"].append(node)
    return uses


def _static_size(node: ast.AST) -> int | None:
    """Element count of a container built with a statically known size, else None."""
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        if not any(isinstance(e, ast.Starred) for e in node.elts):
            return len(node.elts)
    if isinstance(node, ast.Dict) and None not in node.keys:
        return len(node.keys)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        for seq, count in ((node.left, node.right), (node.right, node.left)):
            if isinstance(seq, ast.List | ast.Tuple) and isinstance(count, ast.Constant) \
                    and isinstance(count.value, int) and not isinstance(count.value, bool):
                base = _static_size(seq)
                return None if base is None else base * count.value
    if isinstance(node, ast.Call):
        for kw in node.keywords:
            if kw.arg == "maxlen" and isinstance(kw.value, ast.Constant) \
                    and isinstance(kw.value.value, int):
                return kw.value.value
    return None


def _sized(tree: ast.AST, kind: str) -> list[tuple[int, int]]:
    """(size, line) of every container of ``kind`` whose size is known statically."""
    out = []
    operands: set[int] = set()
    for node in ast.walk(tree):  # breadth first: a `[x] * n` comes before its operand
        if id(node) in operands or not isinstance(node, ast.expr):  # containers are exprs
            continue
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            seq = node.left if isinstance(node.left, ast.List | ast.Tuple) else node.right
            size = _static_size(node)
            if size is not None and _kind_of(seq) == kind:
                out.append((size, node.lineno))
                operands.add(id(seq))
            continue
        if _kind_of(node) == kind:
            size = _static_size(node)
            if size is not None:
                out.append((size, node.lineno))
    return out


def _kind_of(node: ast.AST) -> str | None:
    for kind, types_ in _LITERALS.items():
        if isinstance(node, types_[:1]):
            if isinstance(node, ast.Tuple) and not isinstance(node.ctx, ast.Load):
                return None
            return kind
    if isinstance(node, ast.Call):
        last = call_name(node).rsplit(".", 1)[-1]
        if last in ("deque", "list", "set", "tuple", "dict"):
            return last
    return None


def _method_calls(tree: ast.AST, walk: Walk = ast.walk) -> dict[str, int]:
    """Attribute-call method name -> first line (``x.append(...)`` gives ``append``)."""
    found: dict[str, int] = {}
    for node in walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            found.setdefault(node.func.attr, node.lineno)
    return found


_ANNOTATION_NAMES: dict[str, tuple[str, ...]] = {
    "list": ("list", "List"), "dict": ("dict", "Dict"), "set": ("set", "Set"),
    "tuple": ("tuple", "Tuple"), "frozenset": ("frozenset", "FrozenSet"),
    "deque": ("deque", "Deque"), "defaultdict": ("defaultdict", "DefaultDict"),
    "Counter": ("Counter",), "OrderedDict": ("OrderedDict",),
}
"""Annotation names that declare a value of each kind (``x: dict[str, int]``)."""

# A defaultdict, Counter or OrderedDict is a dict: operations on a dict may use them.
#: Kinds whose slices are of the same kind (a dict or a set has no slices).
_SLICEABLE = frozenset({"list", "tuple", "array", "bytearray"})
_SUBKINDS = {"dict": ("dict", "defaultdict", "Counter", "OrderedDict")}


def _dotted(node: ast.AST) -> str | None:
    """``x`` or ``self.items``: the name an expression reads, when it is a plain name."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return None if base is None else f"{base}.{node.attr}"
    return None


def _is_kind(node: ast.AST | None, kinds: tuple[str, ...]) -> bool:
    """True when an expression builds, or an annotation declares, a value of these kinds."""
    if node is None:
        return False
    if _kind_of(node) in kinds:
        return True
    if isinstance(node, ast.Call):
        full = call_name(node)
        return full.rsplit(".", 1)[-1] in kinds and full.split(".")[0] in (
            full.rsplit(".", 1)[-1], "collections")
    target = node.value if isinstance(node, ast.Subscript) else node
    name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", None)
    return any(name in _ANNOTATION_NAMES.get(k, ()) for k in kinds)


def _calls_on_kind(tree: ast.AST, kind: str, walk: Walk) -> dict[str, int]:
    """Method name -> first line, for calls whose receiver is a value of ``kind``.

    A receiver counts when it is built in place (``{}.get``, ``dict(...).pop``) or is a name
    (``d``, ``self.d``) bound in the scope to such a value: assigned one, or annotated as one
    (parameters included). A name bound to anything else too is not trusted.
    """
    kinds = _SUBKINDS.get(kind, (kind,))
    typed: set[str] = set()
    other: set[str] = set()
    # A slice of a sequence is a sequence of the same kind (``scores = scores[-10:]``): such a
    # name keeps the kind of what it slices, decided once the rest is known.
    slices: dict[str, set[str | None]] = {}
    for node in ast.walk(tree):
        pairs: list[tuple[ast.AST, ast.AST | None, ast.AST | None]] = []
        if isinstance(node, ast.Assign):
            pairs = [(t, node.value, None) for t in node.targets]
        elif isinstance(node, ast.AnnAssign):
            pairs = [(node.target, node.value, node.annotation)]
        elif isinstance(node, ast.arg):
            (typed if _is_kind(node.annotation, kinds) else other).add(node.arg)
        for target, value, annotation in pairs:
            dotted = _dotted(target)
            if dotted is None:
                continue
            if (annotation is None and kind in _SLICEABLE and isinstance(value, ast.Subscript)
                    and isinstance(value.slice, ast.Slice)):
                slices.setdefault(dotted, set()).add(_dotted(value.value))
                continue
            ok = _is_kind(annotation, kinds) or (value is not None and _is_kind(value, kinds))
            (typed if ok else other).add(dotted)
    for name, sources in slices.items():
        # Trusted only when every slice bound to it is of a trusted name (its own slices add
        # nothing) and it is bound to the kind somewhere else too.
        known = {src for src in sources if src != name}
        if None in known or not known <= typed - other:
            other.add(name)
        elif known:
            typed.add(name)
    trusted = typed - other
    found: dict[str, int] = {}
    for node in walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            receiver = node.func.value
            if _is_kind(receiver, kinds) or _dotted(receiver) in trusted:
                found.setdefault(node.func.attr, node.lineno)
    return found


@static_rule(
    "data_structure",
    "Data structures: container kinds that must or must not be built, methods that must or "
    "must not be called on objects, and statically known container sizes.",
    {"required": f"kinds that must be used; any of: {', '.join(DATA_STRUCTURES)}",
     "forbidden": "kinds that must not be used",
     "methods": "method names that must be called (x.append(...) counts for 'append')",
     "forbidden_methods": "method names that must not be called",
     "methods_on": "with 'methods': the kind they must be called on (a name bound to, or "
                   "annotated as, that kind, or one built in place)",
     "sizes": "kind -> {'min': n, 'max': n}: a container of that kind with a statically known "
              "size exists, and every such container is within the bounds",
     "names": "restrict to these functions/classes"},
)
def check_data_structure(source: str, tree: ast.Module,
                         params: Mapping[str, Any]) -> tuple[bool, str]:
    """Container kinds, operations and sizes, on the syntax tree."""
    scopes = scope_tree(tree, params)
    if params.get("names") is not None and not scopes:
        return False, f"{fmt_list(list(params['names']))} not defined"
    problems = []
    for kind in [*params.get("required", []), *params.get("forbidden", []), *params.get(
            "sizes", {})]:
        if kind not in DATA_STRUCTURES:
            raise ValueError(f"unknown data structure {kind!r}; known: "
                             f"{', '.join(DATA_STRUCTURES)}")
    # What is required must be in code that runs; what is forbidden may not appear at all.
    uses: dict[str, list[ast.AST]] = {k: [] for k in DATA_STRUCTURES}
    live_uses: dict[str, list[ast.AST]] = {k: [] for k in DATA_STRUCTURES}
    methods: dict[str, int] = {}
    live_methods: dict[str, int] = {}
    sized: dict[str, list[tuple[int, int]]] = {}
    for scope in scopes:
        dynamic = dynamic_code(scope)
        if dynamic:
            problems.append(describe_dynamic(dynamic))
        for k, v in _structure_uses(scope).items():
            uses[k] += v
        # A container nobody reads (`{}` on its own line, a local never read) is not a use.
        unused = unused_values(scope)
        for k, v in _structure_uses(scope, live_walk).items():
            live_uses[k] += [n for n in v if id(n) not in unused]
        for k, ln in _method_calls(scope).items():
            methods.setdefault(k, ln)
        on_kind = params.get("methods_on")
        live_calls = (_calls_on_kind(scope, str(on_kind), live_walk) if on_kind
                      else _method_calls(scope, live_walk))
        for k, ln in live_calls.items():
            live_methods.setdefault(k, ln)
        for kind in params.get("sizes", {}):
            sized.setdefault(kind, []).extend(_sized(scope, kind))
    for kind in params.get("required", []):
        if not live_uses[kind]:
            problems.append(f"does not use a {kind} in code that runs")
    for kind in params.get("forbidden", []):
        if uses[kind]:
            problems.append(f"uses a {kind} (line {getattr(uses[kind][0], 'lineno', '?')})")
    on = f" on a {params['methods_on']}" if params.get("methods_on") else ""
    for name in params.get("methods", []):
        if name not in live_methods:
            problems.append(f"never calls .{name}(){on}")
    for name in params.get("forbidden_methods", []):
        if name in methods:
            problems.append(f"calls .{name}() (line {methods[name]})")
    for kind, bounds in params.get("sizes", {}).items():
        found = sized.get(kind, [])
        low, high = bounds.get("min"), bounds.get("max")
        if not found:
            problems.append(f"builds no {kind} of a statically known size")
        for size, line in found:
            if (low is not None and size < int(low)) or (high is not None and size > int(high)):
                problems.append(f"the {kind} on line {line} has size {size}")
                break
    if problems:
        return False, "; ".join(problems)
    return True, "data structures follow the rules"


def _exc_name(node: ast.AST | None) -> str:
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ""


@static_rule(
    "raises",
    "Exception handling in the code: exceptions it raises, and no bare or over-broad except.",
    {"exceptions": "exception class names that must be raised somewhere (raise X / X(...))",
     "forbid_bare_except": "no `except:` without a type",
     "forbid_broad_except": "no `except Exception` / `except BaseException` (bare included)",
     "require_handler": "at least one try/except",
     "names": "restrict to these functions/classes"},
)
def check_raises(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Raised exception types and except clauses, on the syntax tree."""
    scopes = scope_tree(tree, params)
    if params.get("names") is not None and not scopes:
        return False, f"{fmt_list(list(params['names']))} not defined"
    raised: set[str] = set()  # in code that runs: a raise under `if False:` raises nothing
    handlers: list[ast.ExceptHandler] = []
    live_handlers = 0
    problems = []
    for scope in scopes:
        dynamic = dynamic_code(scope)
        if dynamic:
            problems.append(describe_dynamic(dynamic))
        for node in live_walk(scope):
            if isinstance(node, ast.Raise) and node.exc is not None:
                raised.add(_exc_name(node.exc))
            live_handlers += isinstance(node, ast.ExceptHandler)
        handlers += [n for n in ast.walk(scope) if isinstance(n, ast.ExceptHandler)]
    problems += [f"never raises {e} in code that runs" for e in params.get("exceptions", [])
                 if e not in raised]
    bare = [h for h in handlers if h.type is None]
    if params.get("forbid_bare_except") and bare:
        problems.append(f"bare except on line {bare[0].lineno}")
    if params.get("forbid_broad_except"):
        broad = bare + [h for h in handlers if h.type is not None and any(
            _exc_name(t) in ("Exception", "BaseException") for t in
            (h.type.elts if isinstance(h.type, ast.Tuple) else [h.type]))]
        if broad:
            problems.append(f"over-broad except on line {broad[0].lineno}")
    if params.get("require_handler") and not live_handlers:
        problems.append("has no try/except")
    if problems:
        return False, "; ".join(problems)
    return True, "exception handling follows the rules"


_BLOCKS = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try,
           ast.TryStar, ast.Match)


def _nesting(node: ast.AST, level: int = 0) -> tuple[int, int]:
    best, line = level, getattr(node, "lineno", 0)

    def visit(stmts: list[ast.stmt], lvl: int) -> None:
        nonlocal best, line
        for st in stmts:
            if isinstance(st, FuncNode | ast.ClassDef):
                d, ln = _nesting(st, 0)
                if d > best:
                    best, line = d, ln
                continue
            if isinstance(st, _BLOCKS):
                here = lvl + 1
                if here > best:
                    best, line = here, st.lineno
                for field in ("body", "handlers", "finalbody"):
                    for sub in getattr(st, field, []) or []:
                        if isinstance(sub, ast.ExceptHandler):
                            visit(sub.body, here)
                        else:
                            visit([sub], here)
                if isinstance(st, ast.Match):
                    for case in st.cases:
                        visit(case.body, here)
                orelse = getattr(st, "orelse", []) or []
                if isinstance(st, ast.If) and len(orelse) == 1 and isinstance(orelse[0], ast.If):
                    visit(orelse, lvl)  # elif: same level as the if
                else:
                    visit(orelse, here)
    visit(getattr(node, "body", []), level)
    return best, line


@static_rule(
    "max_nesting",
    "Blocks (if/for/while/with/try/match) nest at most ``max`` deep inside any function or "
    "the module; `elif` counts at the level of its `if`; a nested function starts again at 0.",
    {"max": "the bound"},
)
def check_max_nesting(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Nesting depth bound."""
    bound = int(params["max"])
    depth, line = _nesting(tree)
    if depth > bound:
        return False, f"blocks nest {depth} deep (line {line}; limit {bound})"
    return True, f"blocks nest at most {depth} deep (limit {bound})"


@static_rule(
    "counts",
    "How many functions and classes the code defines (nested functions and methods count as "
    "functions; lambdas do not).",
    {"min_functions": "at least", "max_functions": "at most",
     "min_classes": "at least", "max_classes": "at most"},
)
def check_counts(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Definition counts."""
    funcs = sum(1 for n in ast.walk(tree) if isinstance(n, FuncNode))
    classes = sum(1 for n in ast.walk(tree) if isinstance(n, ast.ClassDef))
    problems = []
    for what, n in (("functions", funcs), ("classes", classes)):
        low, high = params.get(f"min_{what}"), params.get(f"max_{what}")
        if low is not None and n < int(low):
            problems.append(f"defines {n} {what}, expected at least {low}")
        if high is not None and n > int(high):
            problems.append(f"defines {n} {what}, expected at most {high}")
    if problems:
        return False, "; ".join(problems)
    return True, f"defines {funcs} function(s) and {classes} class(es)"
