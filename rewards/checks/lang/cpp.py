"""C++'s checks side (a language plugin: see ``codeloop.envs.sandbox.languages.plugin``).

The static rules read C++ on the ``tree-sitter-cpp`` grammar (PyPI, the ``langs`` extra): its
node types (:data:`SPEC`), the sizes its containers state (:data:`CONSTANTS`, :data:`FINDER`),
the syntax each version added (:data:`FEATURES`), and ``g++ -fsyntax-only`` where the grammar
rejects code (:data:`COMPILER`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from codeloop.rewards.checks.lang.constructs import module_matches
from codeloop.rewards.checks.lang.languages import (
    LangSpec,
    _c_control_bodies,
    _c_loops,
    _grammar,
    _strip_quotes,
    _text,
    _walk,
)
from codeloop.rewards.checks.lang.sizes import (
    CAPACITY,
    LENGTH,
    Container,
    _args,
    static_int,
)
from codeloop.rewards.checks.lang.syntax import Compiler, text, walk
from codeloop.rewards.checks.lang.version import Feature, _binary, _is

# -- syntax tree ----------------------------------------------------------------------------------

def _imports(root: Any) -> list[str]:
    return [_strip_quotes(_text(n.child_by_field_name("path"))) for n in _walk(root)
            if n.type == "preproc_include" and n.child_by_field_name("path") is not None]


def _const_qualified(declaration: Any) -> bool:
    """A constant is declared ``const`` or ``constexpr``."""
    return any(c.type == "type_qualifier" and text(c) in ("const", "constexpr")
               for c in declaration.children)


SPEC = LangSpec(
    name="cpp",
    grammar=_grammar("tree_sitter_cpp"),
    functions=frozenset({"function_definition"}),
    lambdas=frozenset({"lambda_expression"}),
    types=frozenset({"class_specifier", "struct_specifier", "enum_specifier"}),
    blocks=frozenset({"compound_statement", "field_declaration_list"}),
    function_bodies=frozenset({"compound_statement"}),
    comments=frozenset({"comment"}),
    naming={
        "functions": """
            (function_definition
                declarator: (function_declarator declarator: (identifier) @n))
            (function_definition
                declarator: (function_declarator declarator: (field_identifier) @n))
            (function_definition declarator: (_ (function_declarator declarator: (identifier) @n)))
        """,
        "classes": """
            (class_specifier name: (type_identifier) @n)
            (struct_specifier name: (type_identifier) @n)
            (enum_specifier name: (type_identifier) @n)
        """,
        "variables": """
            (declaration declarator: (identifier) @n) @decl
            (declaration declarator: (init_declarator declarator: (identifier) @n)) @decl
            (parameter_declaration declarator: (identifier) @n)
            (parameter_declaration declarator: (_ (identifier) @n))
            (field_declaration declarator: (field_identifier) @n)
            (for_range_loop declarator: (identifier) @n)
        """,
        "constants": """
            (declaration declarator: (init_declarator declarator: (identifier) @n)) @decl
            (preproc_def name: (identifier) @n)
        """,
    },
    constructs={
        **_c_loops("for_range_loop"),
        "switch": frozenset({"switch_statement"}),
        "ternary": frozenset({"conditional_expression"}),
        "try": frozenset({"try_statement"}),
        "throw": frozenset({"throw_statement", "throw_expression"}),
        "lambda": frozenset({"lambda_expression"}),
        "class": frozenset({"class_specifier"}),
        "struct": frozenset({"struct_specifier"}),
        "goto": frozenset({"goto_statement"}),
        "template": frozenset({"template_declaration"}),
        "auto": frozenset({"placeholder_type_specifier"}),
        "pointer": frozenset({"pointer_declarator"}),
        "new": frozenset({"new_expression"}),
        "delete": frozenset({"delete_expression"}),
        "macro": frozenset({"preproc_def", "preproc_function_def"}),
        "namespace": frozenset({"namespace_definition"}),
    },
    imports=_imports,
    control_bodies=_c_control_bodies("for_range_loop"),
    doc_style="doxygen",
    call_types=frozenset({"call_expression"}),
    constant_declaration=_const_qualified,
    typed_returns=True,
)

#: Constructs that need more than a node type: none.
CONSTRUCT_FINDERS: dict[str, Callable[[Any, LangSpec], list[Any]]] = {}
#: Data structures that are syntax rather than a named type.
SYNTAX_TYPES = {"array": frozenset({"array_declarator"})}
MODULE_MATCHES = module_matches("/")
UNSUPPORTED_RULES: frozenset[str] = frozenset()

#: C++'s own syntax check for code tree-sitter rejects.
COMPILER = Compiler(("g++", "-std=c++20", "-fsyntax-only", "-w", "{file}"), "main.cpp")


# -- sizes ----------------------------------------------------------------------------------------

#: Kinds (lower case) whose stated size is a limit.
BOUNDED = frozenset({"array", "bitset"})

#: Kinds (lower case) that take no size or capacity where they are built.
NO_CAPACITY = frozenset({"map", "set", "multimap", "multiset", "stack", "queue",
                  "priority_queue"})

_CPP_COUNT = frozenset({"vector", "deque", "list", "forward_list", "valarray"})

_CPP_SEQUENCES = _CPP_COUNT | frozenset({"set", "map", "unordered_set", "unordered_map",
                                         "multiset", "multimap", "unordered_multiset",
                                         "unordered_multimap"})


def constants(root: Any) -> list[tuple[Any, Any]]:
    """``(name node, value node)`` of each name bound once as a constant."""
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


def containers(root: Any, consts: dict[str, int]) -> list[Container]:
    """Every container built with a form that can state a size (see :mod:`.sizes`)."""
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


CONSTANTS = constants
FINDER = containers


# -- versions -------------------------------------------------------------------------------------

def _cpp_if_constexpr(n: Any) -> bool:
    return n.type == "if_statement" and any(c.type == "constexpr" for c in n.children)


#: The syntax each version added.
FEATURES: list[Feature] = [
    ("a lambda", 11, _is("lambda_expression")),
    ("auto", 11, _is("placeholder_type_specifier")),
    ("nullptr", 11, _is("nullptr")),
    ("a range-based for", 11, _is("for_range_loop")),
    ("constexpr", 11, _is("constexpr")),
    ("static_assert", 11, _is("static_assert_declaration")),
    ("a structured binding", 17, _is("structured_binding_declarator")),
    ("if constexpr", 17, _cpp_if_constexpr),
    ("a fold expression", 17, _is("fold_expression")),
    ("a concept", 20, _is("concept_definition", "requires_clause", "requires_expression")),
    ("a coroutine", 20, _is("co_await_expression", "co_return_statement",
                            "co_yield_statement")),
    ("<=>", 20, _binary("<=>")),
]


def parse_version(value: Any) -> float:
    """A C++ standard: ``c++17``, ``gnu++20``, ``17`` (``98`` and ``03`` come before ``11``)."""
    match = re.fullmatch(r"(?:c\+\+|gnu\+\+)?(\d{2})", str(value).strip().lower())
    if not match:
        raise ValueError(f"not a cpp version: {value!r}")
    year = int(match.group(1))
    return 3.0 if year in (98, 3) else float(year)


PARSE_VERSION = parse_version
