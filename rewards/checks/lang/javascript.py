"""JavaScript's checks side (a language plugin: see ``codeloop.envs.sandbox.languages.plugin``).

The static rules read JavaScript on the ``tree-sitter-javascript`` grammar (PyPI, the ``langs``
extra): its node types (:data:`SPEC`), the sizes its containers state (:data:`CONSTANTS`,
:data:`FINDER`), the syntax each version added (:data:`FEATURES`), and ``node --check`` where
the grammar rejects code (:data:`COMPILER`).
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
    LENGTH,
    Container,
    _args,
    static_int,
)
from codeloop.rewards.checks.lang.syntax import Compiler, text, walk
from codeloop.rewards.checks.lang.version import Feature, _binary, _is

# -- syntax tree ----------------------------------------------------------------------------------

_JS_FUNCTIONS = frozenset({"function_declaration", "generator_function_declaration",
                           "method_definition"})

_JS_CONSTRUCTS = {
    **_c_loops("for_in_statement"),
    "switch": frozenset({"switch_statement"}),
    "ternary": frozenset({"ternary_expression"}),
    "try": frozenset({"try_statement"}),
    "throw": frozenset({"throw_statement"}),
    "lambda": frozenset({"arrow_function", "function_expression"}),
    "class": frozenset({"class_declaration", "class"}),
    "new": frozenset({"new_expression"}),
    "var": frozenset({"variable_declaration"}),
    "async": frozenset({"await_expression"}),
    "generator": frozenset({"generator_function_declaration", "yield_expression"}),
    "spread": frozenset({"spread_element"}),
    "template_string": frozenset({"template_string"}),
}

_JS_NAMING = {
    "functions": """
        (function_declaration name: (identifier) @n)
        (generator_function_declaration name: (identifier) @n)
        (method_definition name: (property_identifier) @n)
        (variable_declarator name: (identifier) @n value: [(arrow_function) (function_expression)])
    """,
    "classes": "(class_declaration name: (_) @n)",
    "variables": """
        (variable_declarator name: (identifier) @n)
        (formal_parameters (identifier) @n)
        (formal_parameters (assignment_pattern left: (identifier) @n))
    """,
    "constants": """
        (program (lexical_declaration "const" (variable_declarator
            name: (identifier) @n value: [(number) (string) (true) (false)])))
    """,
}


def _imports(root: Any) -> list[str]:
    out = []
    for node in _walk(root):
        if node.type in ("import_statement", "export_statement"):
            source = node.child_by_field_name("source")
            if source is not None:
                out.append(_strip_quotes(_text(source)))
        elif node.type == "call_expression":
            fn = node.child_by_field_name("function")
            args = node.child_by_field_name("arguments")
            if fn is not None and _text(fn) in ("require", "import") and args is not None:
                strings = [c for c in args.named_children if c.type in ("string",
                                                                         "template_string")]
                if strings:
                    out.append(_strip_quotes(_text(strings[0])))
    return [m.removeprefix("node:") for m in out]


SPEC = LangSpec(
    name="javascript",
    grammar=_grammar("tree_sitter_javascript"),
    functions=_JS_FUNCTIONS,
    lambdas=frozenset({"arrow_function", "function_expression"}),
    types=frozenset({"class_declaration"}),
    blocks=frozenset({"statement_block", "class_body"}),
    function_bodies=frozenset({"statement_block"}),
    comments=frozenset({"comment"}),
    naming=_JS_NAMING,
    constructs=_JS_CONSTRUCTS,
    imports=_imports,
    control_bodies=_c_control_bodies("for_in_statement"),
    doc_style="jsdoc",
    call_types=frozenset({"call_expression", "new_expression"}),
)

#: Constructs that need more than a node type: none.
CONSTRUCT_FINDERS: dict[str, Callable[[Any, LangSpec], list[Any]]] = {}
#: Data structures that are syntax rather than a named type.
SYNTAX_TYPES = {"array": frozenset({"array"}), "object": frozenset({"object"})}
MODULE_MATCHES = module_matches("/")
UNSUPPORTED_RULES: frozenset[str] = frozenset()

#: JavaScript's own syntax check for code tree-sitter rejects.
COMPILER = Compiler(("node", "--max-old-space-size=256", "--check", "{file}"), "main.js")


# -- sizes ----------------------------------------------------------------------------------------

#: Kinds (lower case) whose stated size is a limit.
BOUNDED = frozenset({"int8array", "uint8array", "uint8clampedarray", "int16array",
                         "uint16array", "int32array", "uint32array", "float32array",
                         "float64array", "bigint64array", "biguint64array"})

#: Kinds (lower case) that take no size or capacity where they are built.
NO_CAPACITY = frozenset({"map", "set", "weakmap", "weakset"})

_JS_TYPED = frozenset({"Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array",
                       "Uint16Array", "Int32Array", "Uint32Array", "Float32Array",
                       "Float64Array", "BigInt64Array", "BigUint64Array", "ArrayBuffer"})


def constants(root: Any) -> list[tuple[Any, Any]]:
    """``(name node, value node)`` of each name bound once as a constant."""
    out = []
    for node in walk(root):
        if node.type == "lexical_declaration" and node.children and \
                node.children[0].type == "const":
            for decl in node.named_children:
                if decl.type == "variable_declarator":
                    out.append((decl.child_by_field_name("name"),
                                decl.child_by_field_name("value")))
    return out


def containers(root: Any, consts: dict[str, int]) -> list[Container]:
    """Every container built with a form that can state a size (see :mod:`.sizes`)."""
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


CONSTANTS = constants
FINDER = containers


# -- versions -------------------------------------------------------------------------------------

def _js_let_const(n: Any) -> bool:
    return bool(n.type == "lexical_declaration")


#: The syntax each version added.
FEATURES: list[Feature] = [
    ("an arrow function", 2015, _is("arrow_function")),
    ("a class", 2015, _is("class_declaration", "class")),
    ("let/const", 2015, _js_let_const),
    ("a template string", 2015, _is("template_string")),
    ("spread", 2015, _is("spread_element")),
    ("**", 2016, _binary("**")),
    ("async/await", 2017, _is("await_expression", "async")),
    ("optional chaining (?.)", 2020, _is("optional_chain")),
    ("??", 2020, _binary("??")),
    ("a class field", 2022, _is("field_definition", "public_field_definition")),
    ("a #private member", 2022, _is("private_property_identifier")),
]


def parse_version(value: Any) -> float:
    """An ECMAScript year: ``es6`` (2015), ``ES2020``, ``2017``; ``es5`` is 2009."""
    raw = str(value).strip().lower()
    if raw in ("es5", "5"):
        return 2009
    if raw in ("es6", "6"):
        return 2015
    match = re.fullmatch(r"(?:es)?(\d{4})", raw)
    if not match:
        raise ValueError(f"not a javascript version: {value!r}")
    return float(match.group(1))


PARSE_VERSION = parse_version
