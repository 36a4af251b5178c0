"""Go's checks side (a language plugin: see ``codeloop.envs.sandbox.languages.plugin``).

The static rules read Go on the ``tree-sitter-go`` grammar (PyPI, the ``langs`` extra): its node
types (:data:`SPEC`), the sizes its containers state (:data:`CONSTANTS`, :data:`FINDER`), the
syntax each version added (:data:`FEATURES`), and ``gofmt -e`` where the grammar rejects code
(:data:`COMPILER`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from codeloop.rewards.checks.lang.constructs import called, module_matches
from codeloop.rewards.checks.lang.languages import (
    LangSpec,
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
from codeloop.rewards.checks.lang.version import Feature, _is

# -- syntax tree ----------------------------------------------------------------------------------

def _imports(root: Any) -> list[str]:
    return [_strip_quotes(_text(n.child_by_field_name("path"))) for n in _walk(root)
            if n.type == "import_spec" and n.child_by_field_name("path") is not None]


SPEC = LangSpec(
    name="go",
    grammar=_grammar("tree_sitter_go"),
    functions=frozenset({"function_declaration", "method_declaration"}),
    lambdas=frozenset({"func_literal"}),
    types=frozenset({"type_spec"}),
    blocks=frozenset({"block", "field_declaration_list"}),
    function_bodies=frozenset({"block"}),
    comments=frozenset({"comment"}),
    naming={
        "functions": """
            (function_declaration name: (identifier) @n)
            (method_declaration name: (field_identifier) @n)
        """,
        "classes": "(type_spec name: (type_identifier) @n)",
        "variables": """
            (short_var_declaration left: (expression_list (identifier) @n))
            (var_spec name: (identifier) @n)
            (parameter_declaration name: (identifier) @n)
            (field_declaration name: (field_identifier) @n)
            (range_clause left: (expression_list (identifier) @n))
        """,
        "constants": "(const_spec name: (identifier) @n)",
    },
    constructs={
        "for": frozenset({"for_statement"}),
        "for_each": frozenset(),  # see constructs.py: a for statement with a range clause
        "loop": frozenset({"for_statement"}),
        "if": frozenset({"if_statement"}),
        "switch": frozenset({"expression_switch_statement", "type_switch_statement"}),
        "select": frozenset({"select_statement"}),
        "goroutine": frozenset({"go_statement"}),
        "defer": frozenset({"defer_statement"}),
        "channel": frozenset({"channel_type", "send_statement"}),
        "lambda": frozenset({"func_literal"}),
        "closure": frozenset({"func_literal"}),
        "goto": frozenset({"goto_statement"}),
        "struct": frozenset({"struct_type"}),
        "interface": frozenset({"interface_type"}),
        "pointer": frozenset({"pointer_type"}),
        "generics": frozenset({"type_parameter_list"}),
        "panic": frozenset(),  # see constructs.py: a call of panic
    },
    imports=_imports,
    exempt_functions=frozenset({"main", "init"}),
    doc_style="godoc",
    call_types=frozenset({"call_expression"}),
)

def _go_for(kind: str) -> Callable[[Any, LangSpec], list[Any]]:
    def find(root: Any, spec: LangSpec) -> list[Any]:
        out = []
        for node in walk(root):
            if node.type != "for_statement":
                continue
            heads = [c.type for c in node.named_children if c.type != "block"]
            if kind == "for_each" and "range_clause" in heads:
                out.append(node)
            elif kind == "while" and heads and heads[0] not in ("for_clause", "range_clause"):
                out.append(node)
        return out
    return find


#: Constructs that need more than a node type: Go's one ``for`` is a for-each with a range
#: clause and a while with a bare condition; ``panic`` is a call.
CONSTRUCT_FINDERS: dict[str, Callable[[Any, LangSpec], list[Any]]] = {
    "for_each": _go_for("for_each"), "while": _go_for("while"), "panic": called("panic")}
#: Data structures that are syntax rather than a named type.
SYNTAX_TYPES = {"map": frozenset({"map_type"}), "slice": frozenset({"slice_type"}),
                "array": frozenset({"array_type"}), "channel": frozenset({"channel_type"}),
                "struct": frozenset({"struct_type"})}
MODULE_MATCHES = module_matches("/")
UNSUPPORTED_RULES: frozenset[str] = frozenset()

#: Go's own syntax check for code tree-sitter rejects.
COMPILER = Compiler(("gofmt", "-e", "-l", "{file}"), "main.go", stderr_rejects=True)


# -- sizes ----------------------------------------------------------------------------------------

#: Kinds (lower case) whose stated size is a limit.
BOUNDED = frozenset({"array", "chan", "channel"})

#: Kinds (lower case) that take no size or capacity where they are built.
NO_CAPACITY: frozenset[str] = frozenset()


def constants(root: Any) -> list[tuple[Any, Any]]:
    """``(name node, value node)`` of each name bound once as a constant."""
    out = []
    for node in walk(root):
        if node.type == "const_spec":
            names = node.children_by_field_name("name")
            value = node.child_by_field_name("value")
            values = value.named_children if value is not None else []
            for i, name in enumerate(names):
                out.append((name, values[i] if i < len(values) else None))
    return out


def _go_literal_count(body: Any) -> int | None:
    if body is None:
        return 0
    return sum(1 for c in body.named_children if c.type in ("literal_element", "keyed_element"))


def containers(root: Any, consts: dict[str, int]) -> list[Container]:
    """Every container built with a form that can state a size (see :mod:`.sizes`)."""
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


CONSTANTS = constants
FINDER = containers


# -- versions -------------------------------------------------------------------------------------

def _go_builtin(*names: str) -> Callable[[Any], bool]:
    return lambda n: n.type == "call_expression" and \
        text(n.child_by_field_name("function")) in names


def _go_range_int(n: Any) -> bool:
    if n.type != "range_clause":
        return False
    right = n.child_by_field_name("right")
    return right is not None and right.type == "int_literal"


#: The syntax each version added.
FEATURES: list[Feature] = [
    ("generics", 1.18, _is("type_parameter_list")),
    ("min/max/clear", 1.21, _go_builtin("min", "max", "clear")),
    ("range over an integer", 1.22, _go_range_int),
]


def parse_version(value: Any) -> float:
    """A Go release: ``1.21``, ``go1.18``."""
    match = re.fullmatch(r"(?:go)?(1\.\d+)", str(value).strip().lower())
    if not match:
        raise ValueError(f"not a go version: {value!r}")
    return float(match.group(1))


PARSE_VERSION = parse_version
