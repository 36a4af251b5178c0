"""Statically known container sizes, per language, for ``lang_data_structure``'s ``sizes``.

A container's *size* is the number the code states for it where it is built, read the way a
reader of the code (and of a MultiCodeIF ``LANG;KIND;N`` spec) reads it:

- **length** where the form fixes or fills the elements: arrays (``new int[N]``, ``int a[N]``,
  ``std::array<T, N>``, ``[x; N]``, ``[N]T``, ``new Array(N)``, ``Array.from({length: N})``,
  typed arrays), the element count of a literal (``{1, 2}``, ``vec![1, 2]``, ``[]int{1, 2}``,
  ``[1, 2]``), a count constructor (``std::vector<int> v(N)``, ``vec![0; N]``,
  ``make([]T, N)``) and ``resize(N)``;
- **capacity** where the form reserves room (``new ArrayList<>(N)``, ``new HashMap<>(N)``,
  ``ensureCapacity(N)``, ``v.reserve(N)``, ``Vec::with_capacity(N)``,
  ``make([]T, L, N)``, ``make(map[K]V, N)``, a channel's buffer ``make(chan T, N)``, an
  unbuffered channel being 0, ``ArrayVec<T, N>``).

A size is statically known when it is an integer literal, a constant (Java ``final``, C++
``const``/``constexpr``/``#define``, Rust ``const``/``static``, Go ``const``, JavaScript
``const``) bound once to one, or ``+ - *`` of those; anything else (a parameter, a call, a
variable) is sized at run time. Kinds with no size or capacity to state (Rust's ``BTreeMap``,
``BTreeSet`` and ``LinkedList``, Java's ``TreeMap``, C++'s ``std::map`` ...) are listed in
:data:`NO_CAPACITY`: a bound on them is always a violation, with that reason. Containers in code
that never runs (after a ``return``/``throw``/``break``/``continue`` in the same block, under
``if (false)``, inside ``#if 0``) do not count; comments and strings are not code.

:data:`BOUNDED` names the kinds whose stated size is also a limit the container cannot exceed
(a fixed-size array, a bounded queue or channel): only there does a static size decide "holds at
most N", which is what MultiCodeIF's size constraints ask.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from codeloop.envs.sandbox.languages.plugin import PartView
from codeloop.rewards.checks.lang.languages import LangSpec
from codeloop.rewards.checks.lang.syntax import captures, text, walk

LENGTH = "length"
CAPACITY = "capacity"

#: Kinds (lower case) whose size is a limit: the container can never hold more (the built-in
#: languages'; :data:`BOUNDED` is every language's, each plugin's ``BOUNDED``).
BUILTIN_BOUNDED: dict[str, frozenset[str]] = {
    "java": frozenset({"array", "arrayblockingqueue", "linkedblockingqueue",
                       "linkedblockingdeque"}),
    "cpp": frozenset({"array", "bitset"}),
    "rust": frozenset({"array", "arrayvec"}),
    "go": frozenset({"array", "chan", "channel"}),
    "javascript": frozenset({"int8array", "uint8array", "uint8clampedarray", "int16array",
                             "uint16array", "int32array", "uint32array", "float32array",
                             "float64array", "bigint64array", "biguint64array"}),
}
BUILTIN_BOUNDED["typescript"] = BUILTIN_BOUNDED["javascript"]
BOUNDED: Mapping[str, frozenset[str]] = PartView("checks", "BOUNDED")

#: Kinds (lower case) that take no size or capacity where they are built (built-ins; every
#: language's: :data:`NO_CAPACITY`).
BUILTIN_NO_CAPACITY: dict[str, frozenset[str]] = {
    "java": frozenset({"treemap", "treeset", "linkedlist", "concurrentskiplistmap",
                       "concurrentskiplistset", "stack"}),
    "cpp": frozenset({"map", "set", "multimap", "multiset", "stack", "queue",
                      "priority_queue"}),
    "rust": frozenset({"btreemap", "btreeset", "linkedlist"}),
    "go": frozenset(),
    "javascript": frozenset({"map", "set", "weakmap", "weakset"}),
}
BUILTIN_NO_CAPACITY["typescript"] = BUILTIN_NO_CAPACITY["javascript"]
NO_CAPACITY: Mapping[str, frozenset[str]] = PartView("checks", "NO_CAPACITY")

_JAVA_CAPACITY = frozenset({
    "ArrayList", "Vector", "HashMap", "HashSet", "LinkedHashMap", "LinkedHashSet", "Hashtable",
    "ArrayDeque", "PriorityQueue", "ConcurrentHashMap", "ArrayBlockingQueue",
    "LinkedBlockingQueue", "LinkedBlockingDeque", "PriorityBlockingQueue", "IdentityHashMap",
    "WeakHashMap", "StringBuilder", "StringBuffer", "BitSet"})
_CPP_COUNT = frozenset({"vector", "deque", "list", "forward_list", "valarray"})
_CPP_SEQUENCES = _CPP_COUNT | frozenset({"set", "map", "unordered_set", "unordered_map",
                                         "multiset", "multimap", "unordered_multiset",
                                         "unordered_multimap"})
_JS_TYPED = frozenset({"Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array",
                       "Uint16Array", "Int32Array", "Uint32Array", "Float32Array",
                       "Float64Array", "BigInt64Array", "BigUint64Array", "ArrayBuffer"})
_INT_LITERALS = frozenset({"decimal_integer_literal", "hex_integer_literal",
                           "octal_integer_literal", "binary_integer_literal", "number_literal",
                           "integer_literal", "int_literal", "number", "preproc_arg",
                           "integer"})
_JUMPS = frozenset({"return_statement", "throw_statement", "break_statement",
                    "continue_statement", "goto_statement", "return_expression",
                    "break_expression", "continue_expression", "return", "break", "next",
                    "redo", "retry"})
_STATEMENT_LISTS = frozenset({"block", "statement_block", "compound_statement",
                              "statement_list", "constructor_body",
                              "body_statement", "block_body", "then", "else", "do"})


@dataclass(frozen=True)
class Container:
    """A container built (or declared) with a form that can state a size.

    Attributes:
        kind: The kind as the code names it (``ArrayList``, ``vector``, ``array``, ``chan``).
        size: The stated size, or None when it is not statically known.
        measure: ``length`` or ``capacity`` (see the module doc).
        node: Where it is built.
    """

    kind: str
    size: int | None
    measure: str
    node: Any

    @property
    def line(self) -> int:
        """Its line, 1-based."""
        return self.node.start_point[0] + 1


def same_kind(found: str, wanted: str) -> bool:
    """Whether a container the code builds is of the wanted kind.

    Names compare without their namespace or package (``std::vector`` is ``vector``,
    ``java.util.ArrayList`` is ``ArrayList``) and case (``Array`` is ``array``); Go's ``chan``
    and ``channel`` are one kind.
    """
    def norm(name: str) -> str:
        short = name.rsplit("::", 1)[-1].rsplit(".", 1)[-1].strip().lower()
        return "channel" if short == "chan" else short
    return norm(found) == norm(wanted)


def _parse_int(raw: str) -> int | None:
    raw = raw.strip().replace("_", "").replace("'", "").lower()
    for suffix in ("usize", "isize", "u128", "i128", "u64", "i64", "u32", "i32", "u16", "i16",
                   "u8", "i8", "ull", "llu", "ll", "ul", "lu", "uz", "zu", "u", "l", "z", "n"):
        if raw.endswith(suffix) and not raw.startswith(("0x", "0b")):
            raw = raw[: -len(suffix)]
            break
    try:
        return int(raw, 0)
    except ValueError:
        return None


def static_int(node: Any, consts: dict[str, int]) -> int | None:
    """The value of an integer expression known before the program runs, else None."""
    if node is None:
        return None
    if node.type in _INT_LITERALS:
        return _parse_int(text(node))
    if node.type in ("identifier", "type_identifier", "constant"):
        return consts.get(text(node))
    if node.type in ("parenthesized_expression", "expression_list", "condition_clause",
                     "parenthesized_statements") and \
            node.named_child_count == 1:
        return static_int(node.named_children[0], consts)
    if node.type in ("binary_expression", "binary"):
        left = static_int(node.child_by_field_name("left"), consts)
        right = static_int(node.child_by_field_name("right"), consts)
        op = text(node.child_by_field_name("operator"))
        if left is None or right is None:
            return None
        return {"+": left + right, "-": left - right, "*": left * right}.get(op)
    return None


def _java_constants(root: Any) -> list[tuple[Any, Any]]:
    out = []
    for node in walk(root):
        if node.type in ("field_declaration", "local_variable_declaration"):
            mods = next((c for c in node.children if c.type == "modifiers"), None)
            if mods is not None and "final" in text(mods).split():
                for decl in node.children_by_field_name("declarator"):
                    out.append((decl.child_by_field_name("name"),
                                decl.child_by_field_name("value")))
    return out


def _cpp_constants(root: Any) -> list[tuple[Any, Any]]:
    out = []
    for node in walk(root):
        if node.type == "preproc_def":
            out.append((node.child_by_field_name("name"), node.child_by_field_name("value")))
        elif node.type == "declaration" and any(
                c.type == "type_qualifier" and text(c) in ("const", "constexpr")
                for c in node.children):
            for decl in node.children_by_field_name("declarator"):
                if decl.type == "init_declarator":
                    out.append((decl.child_by_field_name("declarator"),
                                decl.child_by_field_name("value")))
    return out


def _rust_constants(root: Any) -> list[tuple[Any, Any]]:
    return [(n.child_by_field_name("name"), n.child_by_field_name("value")) for n in walk(root)
            if n.type == "const_item" or (n.type == "static_item" and not any(
                c.type == "mutable_specifier" for c in n.children))]


def _go_constants(root: Any) -> list[tuple[Any, Any]]:
    out = []
    for node in walk(root):
        if node.type == "const_spec":
            names = node.children_by_field_name("name")
            value = node.child_by_field_name("value")
            values = value.named_children if value is not None else []
            for i, name in enumerate(names):
                out.append((name, values[i] if i < len(values) else None))
    return out


def _js_constants(root: Any) -> list[tuple[Any, Any]]:
    out = []
    for node in walk(root):
        if node.type == "lexical_declaration" and node.children and \
                node.children[0].type == "const":
            for decl in node.named_children:
                if decl.type == "variable_declarator":
                    out.append((decl.child_by_field_name("name"),
                                decl.child_by_field_name("value")))
    return out


BUILTIN_CONSTANTS: dict[str, Callable[[Any], list[tuple[Any, Any]]]] = {
    "java": _java_constants, "cpp": _cpp_constants, "rust": _rust_constants,
    "go": _go_constants, "javascript": _js_constants, "typescript": _js_constants}


def constants(root: Any, spec: LangSpec) -> dict[str, int]:
    """Names bound once, as constants, to a statically known integer.

    A name also declared as a variable or parameter anywhere (shadowing), or defined as a
    constant twice, is not trusted: which binding a use sees would need scopes.
    """
    defs = [(n, v) for n, v in PartView("checks", "CONSTANTS")[spec.name](root)
            if n is not None and n.type in ("identifier", "field_identifier", "constant")]
    seen: dict[str, int] = {}
    for name, _ in defs:
        seen[text(name)] = seen.get(text(name), 0) + 1
    own = {name.start_byte for name, _ in defs}
    others = {text(n) for _, n in captures(spec.name, spec.naming["variables"], root)
              if n.start_byte not in own}
    consts: dict[str, int] = {}
    for _ in range(4):  # constants defined from constants, a few levels deep
        for name, value in defs:
            key = text(name)
            if seen[key] == 1 and key not in others and key not in consts:
                found = static_int(value, consts)
                if found is not None:
                    consts[key] = found
    return consts


def _false(cond: Any) -> bool:
    return text(cond).replace("(", "").replace(")", "").strip() in ("false", "0")


def _jumps(node: Any) -> bool:
    if node.type in _JUMPS:
        return True
    return node.type == "expression_statement" and node.named_child_count == 1 and \
        node.named_children[0].type in _JUMPS


def is_dead(node: Any) -> bool:
    """Whether ``node`` sits in code that never runs.

    Under a constant-false condition (``if (false)``, ``if false``, ``while (0)``; not the
    body of ``do ... while (0)``, which runs once), inside
    ``#if 0``, or after a statement that always jumps (``return``, ``throw``, ``break``,
    ``continue``, ``goto``) in the same block. Functions that are never called are not
    detected.
    """
    child, parent = node, node.parent
    while parent is not None:
        cond = parent.child_by_field_name("condition")
        if cond is not None and parent.type == "preproc_if":
            alt = parent.child_by_field_name("alternative")
            if text(cond).strip() == "0" and (alt is None or alt.id != child.id) and \
                    cond.id != child.id:
                return True
        elif cond is not None and _false(cond) and parent.type != "do_statement":
            # A do-while's body runs once whatever its condition.
            body = parent.child_by_field_name("consequence") or \
                parent.child_by_field_name("body")
            if body is not None and body.id == child.id:
                return True
        if parent.type in _STATEMENT_LISTS:
            sib = child.prev_named_sibling
            while sib is not None:
                if _jumps(sib):
                    return True
                sib = sib.prev_named_sibling
        child, parent = parent, parent.parent
    return False


def _args(node: Any) -> list[Any]:
    args = node.child_by_field_name("arguments")
    return [a for a in args.named_children if a.type != "comment"] if args is not None else []


def _base_name(node: Any) -> str:
    """``ArrayList`` of ``java.util.ArrayList<String>``, ``vector`` of ``std::vector<int>``."""
    raw = text(node).split("<", 1)[0].strip()
    return raw.rsplit("::", 1)[-1].rsplit(".", 1)[-1].strip()


def _java(root: Any, consts: dict[str, int]) -> list[Container]:
    out: list[Container] = []
    bound: dict[str, str] = {}  # variable -> its declared type (for ensureCapacity)
    for node in walk(root):
        if node.type in ("local_variable_declaration", "field_declaration"):
            for decl in node.children_by_field_name("declarator"):
                bound[text(decl.child_by_field_name("name"))] = _base_name(
                    node.child_by_field_name("type"))
                value = decl.child_by_field_name("value")
                if value is not None and value.type == "array_initializer":
                    out.append(Container("array", value.named_child_count, LENGTH, value))
        elif node.type == "object_creation_expression":
            kind = _base_name(node.child_by_field_name("type"))
            args = _args(node)
            size = static_int(args[0], consts) if args and kind in _JAVA_CAPACITY else None
            out.append(Container(kind, size, CAPACITY, node))
        elif node.type == "array_creation_expression":
            dims = [c for c in node.children if c.type == "dimensions_expr"]
            init = node.child_by_field_name("value")
            if dims:
                size = static_int(dims[0].named_children[0], consts) \
                    if dims[0].named_child_count else None
            else:
                size = init.named_child_count if init is not None else None
            out.append(Container("array", size, LENGTH, node))
    for node in walk(root):
        if node.type == "method_invocation" and \
                text(node.child_by_field_name("name")) == "ensureCapacity":
            target = text(node.child_by_field_name("object")).removeprefix("this.")
            if target in bound:
                args = _args(node)
                out.append(Container(bound[target], static_int(args[0], consts)
                                     if args else None, CAPACITY, node))
    return out


def _cpp_type(node: Any) -> tuple[str, list[Any]]:
    """The kind and template arguments of a C++ type node."""
    while node is not None and node.type == "qualified_identifier":
        node = node.child_by_field_name("name")
    if node is None:
        return "", []
    if node.type in ("template_type", "template_function"):
        args = node.child_by_field_name("arguments")
        items = [(a.named_children[0] if a.type == "type_descriptor" and a.named_child_count
                  else a) for a in (args.named_children if args is not None else [])]
        return text(node.child_by_field_name("name")), items
    return text(node), []


def _cpp(root: Any, consts: dict[str, int]) -> list[Container]:
    out: list[Container] = []
    bound: dict[str, str] = {}  # variable -> its container kind (for reserve/resize)
    for node in walk(root):
        if node.type == "array_declarator":
            size_node = node.child_by_field_name("size")
            init = node.parent.child_by_field_name("value") \
                if node.parent is not None and node.parent.type == "init_declarator" else None
            if size_node is not None:
                size = static_int(size_node, consts)
            elif init is not None and init.type == "initializer_list":
                size = init.named_child_count
            else:
                size = None
            out.append(Container("array", size, LENGTH, node))
        elif node.type in ("declaration", "field_declaration"):
            kind, targs = _cpp_type(node.child_by_field_name("type"))
            fixed = {"array": 1, "bitset": 0}.get(kind)
            for decl in node.children_by_field_name("declarator"):
                name = decl.child_by_field_name("declarator") \
                    if decl.type == "init_declarator" else decl
                if name is not None and name.type in ("identifier", "field_identifier"):
                    bound[text(name)] = kind
                if fixed is not None:
                    size = static_int(targs[fixed], consts) if len(targs) > fixed else None
                    out.append(Container(kind, size, LENGTH, decl))
                    continue
                value = decl.child_by_field_name("value") if decl.type == "init_declarator" \
                    else None
                if value is not None and value.type == "initializer_list" and \
                        kind in _CPP_SEQUENCES:
                    out.append(Container(kind, value.named_child_count, LENGTH, decl))
                elif value is not None and value.type == "argument_list" and kind in _CPP_COUNT:
                    args = value.named_children
                    out.append(Container(kind, static_int(args[0], consts) if args else None,
                                         LENGTH, decl))
                elif (value is None or value.type != "call_expression") and (
                        kind in _CPP_SEQUENCES or kind in ("stack", "queue", "priority_queue")):
                    # Sized at run time (a copy, a parameter) or not at all; a call on the
                    # right (std::vector<int>(5)) is judged as a call below.
                    out.append(Container(kind, None, LENGTH, decl))
        elif node.type == "call_expression":
            fn = node.child_by_field_name("function")
            args = _args(node)
            if fn is not None and fn.type == "field_expression":
                method = text(fn.child_by_field_name("field"))
                target = text(fn.child_by_field_name("argument")).removeprefix("this->")
                if method in ("reserve", "resize") and target in bound:
                    out.append(Container(bound[target], static_int(args[0], consts)
                                         if args else None,
                                         CAPACITY if method == "reserve" else LENGTH, node))
            elif fn is not None:
                kind, _ = _cpp_type(fn)
                if kind in _CPP_COUNT:  # a temporary: std::vector<int>(5)
                    out.append(Container(kind, static_int(args[0], consts) if args else None,
                                         LENGTH, node))
    return out


def _rust_vec_macro(node: Any, consts: dict[str, int]) -> int | None:
    tree = next((c for c in node.children if c.type == "token_tree"), None)
    if tree is None:
        return None
    inner = tree.children[1:-1]  # between the brackets
    if any(c.type == ";" for c in inner):
        after = inner[[c.type for c in inner].index(";") + 1:]
        return static_int(after[0], consts) if len(after) == 1 else None
    commas = sum(1 for c in inner if c.type == ",")
    if not inner:
        return 0
    return commas + (0 if inner[-1].type == "," else 1)


def _rust(root: Any, consts: dict[str, int]) -> list[Container]:
    out: list[Container] = []
    for node in walk(root):
        if node.type == "array_expression":
            length = node.child_by_field_name("length")
            size = static_int(length, consts) if length is not None else node.named_child_count
            out.append(Container("array", size, LENGTH, node))
        elif node.type == "array_type" and (node.parent is None or
                                            node.parent.type != "type_arguments"):
            out.append(Container("array", static_int(node.child_by_field_name("length"), consts),
                                 LENGTH, node))
        elif node.type == "macro_invocation" and \
                text(node.child_by_field_name("macro")).rsplit("::", 1)[-1] == "vec":
            out.append(Container("Vec", _rust_vec_macro(node, consts), LENGTH, node))
        elif node.type == "generic_type":
            kind = _base_name(node.child_by_field_name("type"))
            targs = node.child_by_field_name("type_arguments")
            items = targs.named_children if targs is not None else []
            if kind in ("ArrayVec", "SmallVec", "ArrayString") and items:
                last = items[-1]
                size = static_int(last.child_by_field_name("length"), consts) \
                    if last.type == "array_type" else static_int(last, consts)
                out.append(Container(kind, size, CAPACITY, node))
        elif node.type == "call_expression":
            fn = node.child_by_field_name("function")
            if fn is None or fn.type != "scoped_identifier":
                continue
            method = text(fn.child_by_field_name("name"))
            path = fn.child_by_field_name("path")
            if path is not None and path.type == "generic_type":
                path = path.child_by_field_name("type")
            kind = _base_name(path) if path is not None else ""
            if not kind[:1].isupper():
                continue
            args = _args(node)
            if method == "with_capacity":
                out.append(Container(kind, static_int(args[0], consts) if args else None,
                                     CAPACITY, node))
            elif method in ("new", "default", "from", "from_iter"):
                out.append(Container(kind, None, CAPACITY, node))
    return out


def _go_literal_count(body: Any) -> int | None:
    if body is None:
        return 0
    return sum(1 for c in body.named_children if c.type in ("literal_element", "keyed_element"))


def _go(root: Any, consts: dict[str, int]) -> list[Container]:
    out: list[Container] = []
    kinds = {"slice_type": "slice", "map_type": "map", "channel_type": "chan",
             "array_type": "array", "implicit_length_array_type": "array"}
    for node in walk(root):
        if node.type == "call_expression" and text(node.child_by_field_name("function")) == \
                "make":
            args = _args(node)
            kind = kinds.get(args[0].type) if args else None
            if kind is None:
                continue
            sizes = [static_int(a, consts) for a in args[1:]]
            if kind == "slice":  # make([]T, len[, cap]): the capacity when given
                out.append(Container(kind, sizes[-1] if sizes else None,
                                     CAPACITY if len(sizes) == 2 else LENGTH, node))
            elif kind == "chan":  # no size: an unbuffered channel holds nothing
                out.append(Container(kind, sizes[0] if sizes else 0, CAPACITY, node))
            else:
                out.append(Container(kind, sizes[0] if sizes else None, CAPACITY, node))
        elif node.type == "composite_literal":
            type_node = node.child_by_field_name("type")
            kind = kinds.get(type_node.type) if type_node is not None else None
            if kind is None:
                continue
            count = _go_literal_count(node.child_by_field_name("body"))
            if type_node.type == "array_type":
                count = static_int(type_node.child_by_field_name("length"), consts)
            out.append(Container(kind, count, LENGTH, node))
        elif node.type == "array_type" and (node.parent is None or
                                            node.parent.type != "composite_literal"):
            out.append(Container("array", static_int(node.child_by_field_name("length"),
                                                     consts), LENGTH, node))
    return out


def _js(root: Any, consts: dict[str, int]) -> list[Container]:
    out: list[Container] = []
    for node in walk(root):
        if node.type == "array":
            spread = any(c.type == "spread_element" for c in node.named_children)
            out.append(Container("array", None if spread else node.named_child_count, LENGTH,
                                 node))
        elif node.type in ("new_expression", "call_expression"):
            fn = node.child_by_field_name("constructor") or node.child_by_field_name("function")
            name = text(fn)
            args = _args(node)
            if name == "Array" or name in ("Array.of",):
                if name == "Array" and len(args) == 1 and args[0].type not in ("string",
                                                                               "array",
                                                                               "object"):
                    size = static_int(args[0], consts)
                else:
                    size = len(args) if not any(a.type == "spread_element" for a in args) \
                        else None
                out.append(Container("Array", size, LENGTH, node))
            elif name == "Array.from":
                size = None
                if args and args[0].type == "object":
                    for pair in args[0].named_children:
                        if pair.type == "pair" and text(pair.child_by_field_name("key")) == \
                                "length":
                            size = static_int(pair.child_by_field_name("value"), consts)
                elif args and args[0].type == "array":
                    continue  # the literal itself is counted
                out.append(Container("Array", size, LENGTH, node))
            elif name in _JS_TYPED and node.type == "new_expression":
                size = static_int(args[0], consts) if args else 0
                if args and args[0].type == "array":
                    size = args[0].named_child_count
                out.append(Container(name, size, LENGTH, node))
            elif name in ("Map", "Set", "WeakMap", "WeakSet") and node.type == "new_expression":
                out.append(Container(name, None, LENGTH, node))
    return out


BUILTIN_FINDERS: dict[str, Callable[[Any, dict[str, int]], list[Container]]] = {
    "java": _java, "cpp": _cpp, "rust": _rust, "go": _go, "javascript": _js,
    "typescript": _js}


def containers(root: Any, spec: LangSpec) -> list[Container]:
    """Every container built with a form that can state a size, known or not."""
    return PartView("checks", "FINDER")[spec.name](root, constants(root, spec))
