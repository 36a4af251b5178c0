"""Rust's checks side (a language plugin: see ``codeloop.envs.sandbox.languages.plugin``).

The static rules read Rust on the ``tree-sitter-rust`` grammar (PyPI, the ``langs`` extra): its
node types (:data:`SPEC`), the sizes its containers state (:data:`CONSTANTS`, :data:`FINDER`),
the syntax each version added (:data:`FEATURES`); it has no syntax check of its own quick enough
(:data:`COMPILER` is None).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from codeloop.rewards.checks.lang.constructs import called, module_matches
from codeloop.rewards.checks.lang.languages import (
    LangSpec,
    _grammar,
    _text,
    _walk,
)
from codeloop.rewards.checks.lang.sizes import (
    CAPACITY,
    LENGTH,
    Container,
    _args,
    _base_name,
    static_int,
)
from codeloop.rewards.checks.lang.syntax import text, walk
from codeloop.rewards.checks.lang.version import Feature, _is

# -- syntax tree ----------------------------------------------------------------------------------

def _imports(root: Any) -> list[str]:
    out = []
    for node in _walk(root):
        if node.type == "use_declaration":
            arg = node.child_by_field_name("argument")
            out.append(_text(arg).replace(" ", ""))
        elif node.type == "extern_crate_declaration":
            name = node.child_by_field_name("name")
            out.append(_text(name))
    return out


SPEC = LangSpec(
    name="rust",
    grammar=_grammar("tree_sitter_rust"),
    functions=frozenset({"function_item"}),
    lambdas=frozenset({"closure_expression"}),
    types=frozenset({"struct_item", "enum_item", "trait_item", "type_item", "union_item"}),
    blocks=frozenset({"block", "declaration_list", "field_declaration_list",
                      "enum_variant_list"}),
    function_bodies=frozenset({"block"}),
    comments=frozenset({"line_comment", "block_comment"}),
    naming={
        "functions": "(function_item name: (identifier) @n)",
        "classes": """
            (struct_item name: (type_identifier) @n)
            (enum_item name: (type_identifier) @n)
            (trait_item name: (type_identifier) @n)
            (type_item name: (type_identifier) @n)
        """,
        "variables": """
            (let_declaration pattern: (identifier) @n)
            (let_declaration pattern: (mut_pattern (identifier) @n))
            (parameter pattern: (identifier) @n)
            (parameter pattern: (mut_pattern (identifier) @n))
            (field_declaration name: (field_identifier) @n)
            (for_expression pattern: (identifier) @n)
        """,
        "constants": """
            (const_item name: (identifier) @n)
            (static_item name: (identifier) @n)
        """,
    },
    constructs={
        "for": frozenset({"for_expression"}),
        "for_each": frozenset({"for_expression"}),
        "while": frozenset({"while_expression"}),
        "loop": frozenset({"for_expression", "while_expression", "loop_expression"}),
        "infinite_loop": frozenset({"loop_expression"}),
        "if": frozenset({"if_expression"}),
        "match": frozenset({"match_expression"}),
        "switch": frozenset({"match_expression"}),
        "lambda": frozenset({"closure_expression"}),
        "closure": frozenset({"closure_expression"}),
        "unsafe": frozenset({"unsafe_block"}),
        "struct": frozenset({"struct_item"}),
        "enum": frozenset({"enum_item"}),
        "trait": frozenset({"trait_item"}),
        "impl": frozenset({"impl_item"}),
        "generics": frozenset({"type_parameters"}),
        "macro": frozenset({"macro_definition"}),
        "try": frozenset({"try_expression"}),
        "question_mark": frozenset({"try_expression"}),
        "iterator_chain": frozenset(),  # see constructs.py
    },
    imports=_imports,
    doc_style="rustdoc",
    call_types=frozenset({"call_expression", "macro_invocation"}),
)

_ITERATOR_ADAPTERS = ("map", "filter", "fold", "filter_map", "flat_map", "zip", "enumerate",
                      "take_while", "skip_while", "sum", "collect")
#: Constructs that need more than a node type: an iterator chain calls an adapter.
CONSTRUCT_FINDERS: dict[str, Callable[[Any, LangSpec], list[Any]]] = {
    "iterator_chain": called(*_ITERATOR_ADAPTERS)}
#: Data structures that are syntax rather than a named type.
SYNTAX_TYPES = {"array": frozenset({"array_type", "array_expression"}),
                "tuple": frozenset({"tuple_type", "tuple_expression"})}
_IN_PATH = module_matches("::")


def _module_matches(imported: str, wanted: str) -> bool:
    """``use a::b`` brings ``a::b`` and ``a``'s; ``use a::{b, c}`` is ``a::b`` and ``a::c``."""
    if "{" in imported:
        head, _, rest = imported.partition("{")
        return any(_module_matches(head + part.strip().strip("}"), wanted)
                   for part in rest.split(","))
    return _IN_PATH(imported, wanted)


MODULE_MATCHES = _module_matches
UNSUPPORTED_RULES: frozenset[str] = frozenset()

#: No syntax check of its own that is quick and stable.
COMPILER = None


# -- sizes ----------------------------------------------------------------------------------------

#: Kinds (lower case) whose stated size is a limit.
BOUNDED = frozenset({"array", "arrayvec"})

#: Kinds (lower case) that take no size or capacity where they are built.
NO_CAPACITY = frozenset({"btreemap", "btreeset", "linkedlist"})


def constants(root: Any) -> list[tuple[Any, Any]]:
    """``(name node, value node)`` of each name bound once as a constant."""
    return [(n.child_by_field_name("name"), n.child_by_field_name("value")) for n in walk(root)
            if n.type == "const_item" or (n.type == "static_item" and not any(
                c.type == "mutable_specifier" for c in n.children))]


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


def containers(root: Any, consts: dict[str, int]) -> list[Container]:
    """Every container built with a form that can state a size (see :mod:`.sizes`)."""
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


CONSTANTS = constants
FINDER = containers


# -- versions -------------------------------------------------------------------------------------

#: The syntax each version added.
FEATURES: list[Feature] = [
    ("async", 2018, _is("async", "async_block")),
    (".await", 2018, _is("await_expression")),
    ("dyn", 2018, _is("dynamic_type")),
]


def parse_version(value: Any) -> float:
    """A Rust edition: ``2015``, ``2018``, ``2021``."""
    match = re.fullmatch(r"(\d{4})", str(value).strip().lower())
    if not match:
        raise ValueError(f"not a rust version: {value!r}")
    return float(match.group(1))


PARSE_VERSION = parse_version
