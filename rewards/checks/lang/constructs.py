"""``lang_forbid``, ``lang_require``, ``lang_imports``, ``lang_data_structure``.

Constructs are named the same across languages where they mean the same (``for``, ``while``,
``lambda``, ``recursion`` ...) and map to each grammar's node types in the language table; a
few need more than a node type: ``recursion`` is recognised here, the rest by each language's
plugin (``CONSTRUCT_FINDERS``: Go's ``while`` and ``for_each``, Java's ``stream``,
TypeScript's ``any``, Go's ``panic``, Rust's ``iterator_chain``, Ruby's ``each`` family).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from codeloop.envs.sandbox.languages.plugin import PartView
from codeloop.rewards.checks.lang.languages import LangSpec
from codeloop.rewards.checks.lang.registry import lang_rule
from codeloop.rewards.checks.lang.sizes import NO_CAPACITY, containers, is_dead, same_kind
from codeloop.rewards.checks.lang.syntax import fmt, functions, text, walk


def called_name(node: Any) -> str:
    """The name a call calls: ``f`` of ``f(x)``, ``put`` of ``m.put(x)``, ``vec`` of ``vec![]``."""
    if node.type == "method_invocation":
        return text(node.child_by_field_name("name"))
    if node.type == "call":  # Ruby: ``f(x)``, ``xs.each``
        return text(node.child_by_field_name("method"))
    if node.type == "macro_invocation":
        return text(node.child_by_field_name("macro")).rsplit("::", 1)[-1]
    if node.type in ("new_expression", "object_creation_expression"):
        target = node.child_by_field_name("constructor") or node.child_by_field_name("type")
        return text(target).split("<", 1)[0].rsplit(".", 1)[-1]
    fn = node.child_by_field_name("function")
    if fn is None:
        return ""
    for field in ("property", "field", "name"):
        sub = fn.child_by_field_name(field)
        if sub is not None and fn.type in ("member_expression", "field_expression",
                                           "selector_expression", "scoped_identifier",
                                           "qualified_identifier", "template_function"):
            return text(sub).split("<", 1)[0]
    return text(fn).split("<", 1)[0].rsplit("::", 1)[-1].rsplit(".", 1)[-1]


def _calls(root: Any, spec: LangSpec) -> list[Any]:
    return [n for n in walk(root) if n.type in spec.call_types]


def _recursion(root: Any, spec: LangSpec) -> list[Any]:
    found = []
    for fn in functions(root, spec):
        if not fn.name or fn.body is None:
            continue
        for call in _calls(fn.body, spec):
            if called_name(call) == fn.name:
                found.append(call)
    return found


def called(*names: str) -> Callable[[Any, LangSpec], list[Any]]:
    """A construct finder: the calls of any of ``names`` (Java's ``stream``, Go's ``panic``)."""
    def find(root: Any, spec: LangSpec) -> list[Any]:
        return [c for c in _calls(root, spec) if called_name(c) in names]
    return find


#: Each language's constructs that need more than a node type: construct -> finder (each
#: plugin's ``CONSTRUCT_FINDERS``; its node types in the spec, if any, count too).
SPECIAL: Mapping[str, Mapping[str, Callable[[Any, LangSpec], list[Any]]]] = PartView(
    "checks", "CONSTRUCT_FINDERS")


def find_construct(root: Any, spec: LangSpec, construct: str) -> list[Any]:
    """Nodes of ``construct`` in the tree.

    Raises:
        ValueError: For a construct the language does not have (naming the known ones).
    """
    if construct == "recursion":
        return _recursion(root, spec)
    special = SPECIAL[spec.name].get(construct)
    if special is not None:
        found = special(root, spec)
        types = spec.constructs.get(construct, frozenset())
        return found + [n for n in walk(root) if n.type in types]
    if construct not in spec.constructs:
        known = sorted(set(spec.constructs) | {"recursion"} | set(SPECIAL[spec.name]))
        raise ValueError(f"unknown {spec.name} construct {construct!r} (known: "
                         f"{', '.join(known)})")
    types = spec.constructs[construct]
    return [n for n in walk(root) if n.type in types]


def _constructs(params: Mapping[str, Any]) -> list[str]:
    items = params.get("constructs")
    if not items:
        raise ValueError("give the constructs")
    return [str(c) for c in items]


@lang_rule("lang_forbid", "none of the constructs appears (for, while, recursion, lambda, goto "
           "...; see the language table)", {"constructs": "construct names"})
def check_forbid(source: str, root: Any, spec: LangSpec,
                 params: Mapping[str, Any]) -> tuple[bool, str]:
    """No forbidden construct appears in the code."""
    found = []
    for construct in _constructs(params):
        nodes = find_construct(root, spec, construct)
        if nodes:
            found.append(f"{construct} (line {nodes[0].start_point[0] + 1})")
    if found:
        return False, "uses " + fmt(found)
    return True, "uses none of " + fmt(_constructs(params))


@lang_rule("lang_require", "every construct appears at least once",
           {"constructs": "construct names"})
def check_require(source: str, root: Any, spec: LangSpec,
                  params: Mapping[str, Any]) -> tuple[bool, str]:
    """Every required construct appears in the code."""
    missing = [c for c in _constructs(params) if not find_construct(root, spec, c)]
    if missing:
        return False, "does not use " + fmt(missing)
    return True, "uses " + fmt(_constructs(params))


def module_matches(separator: str) -> Callable[[str, str], bool]:
    """A module matcher: ``wanted`` is imported itself or under it (``a/b`` of ``a``)."""
    def matches(imported: str, wanted: str) -> bool:
        return imported == wanted or imported.startswith(wanted + separator)
    return matches


#: Each language's ``(imported, wanted) -> bool``: whether an import brings a wanted module
#: (each plugin's ``MODULE_MATCHES``: Java's wildcards, Rust's ``use a::{b, c}`` ...).
MODULE_MATCHES: Mapping[str, Callable[[str, str], bool]] = PartView("checks", "MODULE_MATCHES")


@lang_rule("lang_imports", "the required libraries are imported and the forbidden ones are not "
           "(import, require/import from, #include, use, Go import paths)",
           {"required": "modules that must be imported", "forbidden": "modules that must not"})
def check_imports(source: str, root: Any, spec: LangSpec,
                  params: Mapping[str, Any]) -> tuple[bool, str]:
    """Checks imported modules against the required and forbidden lists."""
    required = [str(m) for m in params.get("required") or ()]
    forbidden = [str(m) for m in params.get("forbidden") or ()]
    if not required and not forbidden:
        raise ValueError("give required or forbidden modules")
    imported = spec.imports(root)
    matches = MODULE_MATCHES[spec.name]
    missing = [w for w in required if not any(matches(i, w) for i in imported)]
    banned = [w for w in forbidden if any(matches(i, w) for i in imported)]
    problems = []
    if missing:
        problems.append("does not import " + fmt(missing))
    if banned:
        problems.append("imports forbidden " + fmt(banned))
    if problems:
        return False, "; ".join(problems)
    return True, f"imports {fmt(imported) or 'nothing'}"


#: Each language's data-structure names that are syntax rather than a named type (Go's
#: ``map``, JavaScript's ``array``): name (lower case) -> node types (each plugin's
#: ``SYNTAX_TYPES``).
SYNTAX_TYPES: Mapping[str, Mapping[str, frozenset[str]]] = PartView("checks", "SYNTAX_TYPES")
#: Nodes that name a type wherever they stand (a declaration's type, a generic argument, a
#: Ruby constant such as ``Set`` of ``Set.new``).
_TYPE_NODES = frozenset({"type_identifier", "scoped_type_identifier", "constant"})
#: Where a plain identifier names a type rather than a variable: the class of ``new X()``, the
#: path of ``HashMap::new`` / ``std::...`` and the callee of ``X(...)`` / ``X.from(...)``.
_TYPE_FIELDS = frozenset({("new_expression", "constructor"), ("scoped_identifier", "path"),
                          ("qualified_identifier", "scope"), ("call_expression", "function"),
                          ("member_expression", "object"), ("generic_function", "function"),
                          ("generic_type", "type")})
#: Imports and using-declarations: a name there is not a use of the type (``import
#: java.util.HashSet`` in code that builds a ``LinkedHashSet``).
_IMPORT_NODES = frozenset({"import_declaration", "use_declaration", "import_statement",
                           "preproc_include", "using_declaration", "import_spec",
                           "import_clause"})


def _names_type(node: Any) -> bool:
    """Whether a name node stands where the code uses a type (not a variable, not an import)."""
    if node.type not in _TYPE_NODES and node.type != "identifier":
        return False
    parent, child = node.parent, node
    if node.type == "identifier":
        if parent is None:
            return False
        field = parent.field_name_for_child(parent.children.index(node))
        if parent.type == "scoped_identifier" and field == "name" and parent.parent is not None:
            # std::collections::BTreeMap::<K, V>::new: the last name of a path that is itself a
            # path (or a generic function's head) is a type.
            grand = parent.parent
            gfield = grand.field_name_for_child(grand.children.index(parent))
            if (grand.type, gfield) not in _TYPE_FIELDS:
                return False
        elif (parent.type, field) not in _TYPE_FIELDS:
            return False
        elif parent.type in ("call_expression", "member_expression") and \
                not text(node)[:1].isupper():
            return False  # a call of a function or a method on a variable
    while parent is not None:
        if parent.type in _IMPORT_NODES:
            return False
        child, parent = parent, parent.parent
    return child is not None


def uses_type(root: Any, spec: LangSpec, wanted: str) -> list[Any]:
    """Nodes that use the data structure ``wanted`` (a type name, or a builtin like ``map``).

    A name counts where the code uses it as a type (:func:`_names_type`): a variable called
    ``stack`` is no ``std::stack``, and an import is no use. Names compare without case, as
    MultiCodeIF's specs write them (``java;priorityqueue`` for ``PriorityQueue``); a builtin
    kind counts as its syntax or by its standard name (C++'s ``std::array`` is an ``array``).
    """
    builtin = SYNTAX_TYPES[spec.name].get(wanted.lower())
    out = [n for n in walk(root) if n.type in builtin] if builtin is not None else []
    short = wanted.rsplit("::", 1)[-1].rsplit(".", 1)[-1].lower()
    full = wanted.replace("::", ".").lower()
    for node in walk(root):
        if node.type in _TYPE_NODES or node.type == "identifier":
            name = text(node).lower()
            if (name == short or name.replace("::", ".") == full) and _names_type(node):
                out.append(node)
        elif node.type == "macro_invocation" and called_name(node) == short and short == "vec":
            out.append(node)  # vec![...] builds a Vec
    return out


def _bounds(params: Mapping[str, Any]) -> dict[str, tuple[int | None, int | None]]:
    """``sizes`` as ``kind -> (min, max)``; raises ValueError for a malformed one."""
    sizes = params.get("sizes") or {}
    if not isinstance(sizes, Mapping):
        raise ValueError("sizes must map a kind to {min, max}")
    out = {}
    for kind, bounds in sizes.items():
        if not isinstance(bounds, Mapping) or not set(bounds) <= {"min", "max"} or \
                not any(bounds.get(k) is not None for k in ("min", "max")):
            raise ValueError(f"the bounds of {kind} must be {{min, max}} (one at least)")
        low, high = bounds.get("min"), bounds.get("max")
        out[str(kind)] = (None if low is None else int(low), None if high is None else int(high))
    return out


def _size_problem(root: Any, spec: LangSpec, kind: str, low: int | None,
                  high: int | None) -> str | None:
    """Why the containers of ``kind`` break the bounds, or None when they keep them."""
    found = [c for c in containers(root, spec) if same_kind(c.kind, kind)]
    live = [c for c in found if not is_dead(c.node)]
    known = [c for c in live if c.size is not None]
    if not known:
        why = f"builds no {kind} of a statically known size"
        if kind.rsplit("::", 1)[-1].lower() in NO_CAPACITY.get(spec.name, frozenset()):
            return f"{why} (a {kind} takes no size or capacity in {spec.name})"
        dead = [c for c in found if c.size is not None]
        if dead:
            return f"{why} (the one on line {dead[0].line} is in code that never runs)"
        if live:
            return f"{why} (the {kind} on line {live[0].line} is sized at run time, or not at all)"
        return why
    for c in known:
        size = c.size or 0  # known: never None here
        if low is not None and size < low:
            return f"the {kind} on line {c.line} has {c.measure} {size}, less than {low}"
        if high is not None and size > high:
            return f"the {kind} on line {c.line} has {c.measure} {size}, more than {high}"
    return None


@lang_rule("lang_data_structure", "the code uses the data structure (by type name, or a builtin "
           "such as Go's map or slice) and, when given, calls each of its operations; with "
           "sizes, builds a container of each kind with a statically known size within bounds",
           {"type": "the data structure (HashMap, std::unordered_map, Map, BTreeMap, map ...)",
            "operations": "method or function names that must be called on it (put, get, "
                          "push_back, insert, append, delete ...)",
            "forbidden": "data structures that must not be used",
            "sizes": "kind -> {'min': n, 'max': n}: a container of that kind whose size is "
                     "statically known (a literal or constant) exists in code that runs, and "
                     "every such container is within the bounds. Size is the length of arrays "
                     "(new int[N], int a[N], std::array<T, N>, [x; N], [N]T, new Array(N), "
                     "Array.from({length: N}), typed arrays), of literals (element count) and "
                     "count constructors (vector<T> v(N), vec![x; N], make([]T, N), resize); "
                     "the capacity of capacity forms (new ArrayList<>(N), new HashMap<>(N), "
                     "reserve(N), Vec::with_capacity(N), make([]T, L, N), make(map[K]V, N), "
                     "make(chan T, N), ArrayVec<T, N>). A bound on a kind sized at run time, "
                     "or with no capacity (BTreeMap, TreeMap, std::map), is a violation"})
def check_data_structure(source: str, root: Any, spec: LangSpec,
                         params: Mapping[str, Any]) -> tuple[bool, str]:
    """The data structure is used (and its operations called) and sized; the forbidden are not."""
    wanted = params.get("type")
    forbidden = [str(t) for t in params.get("forbidden") or ()]
    bounds = _bounds(params)
    if not wanted and not forbidden and not bounds:
        raise ValueError("give type, forbidden or sizes")
    problems = []
    if wanted and not uses_type(root, spec, str(wanted)):
        problems.append(f"does not use {wanted}")
    called = {called_name(c) for c in _calls(root, spec)}
    missing = [op for op in params.get("operations") or () if op not in called]
    if missing:
        problems.append("does not call " + fmt(missing))
    used = [t for t in forbidden if uses_type(root, spec, t)]
    if used:
        problems.append("uses forbidden " + fmt(used))
    for kind, (low, high) in bounds.items():
        problem = _size_problem(root, spec, kind, low, high)
        if problem:
            problems.append(problem)
    if problems:
        return False, "; ".join(problems)
    if bounds and not wanted and not forbidden:
        return True, "statically sized within bounds: " + fmt(list(bounds))
    if wanted:
        # The name as the code spells it, when the spec spells it otherwise (priorityqueue).
        node = uses_type(root, spec, str(wanted))[0]
        spelt = text(node) if node.type in _TYPE_NODES or node.type == "identifier" else ""
        return True, f"uses {wanted}" + (f" ({spelt})" if spelt and spelt != wanted else "")
    return True, f"uses none of {fmt(forbidden)}"
