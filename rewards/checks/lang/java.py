"""Java's checks side (a language plugin: see ``codeloop.envs.sandbox.languages.plugin``).

The static rules read Java on the ``tree-sitter-java`` grammar (PyPI, the ``langs`` extra): its
node types (:data:`SPEC`), the sizes its containers state (:data:`CONSTANTS`, :data:`FINDER`),
the syntax each version added (:data:`FEATURES`), and ``javac`` where the grammar rejects code
(:data:`COMPILER`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from codeloop.rewards.checks.lang.constructs import called, module_matches
from codeloop.rewards.checks.lang.languages import (
    LangSpec,
    _c_control_bodies,
    _c_loops,
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
from codeloop.rewards.checks.lang.syntax import Compiler, text, walk
from codeloop.rewards.checks.lang.version import Feature, _is

# -- syntax tree ----------------------------------------------------------------------------------

def _imports(root: Any) -> list[str]:
    out = []
    for node in _walk(root):
        if node.type == "import_declaration":
            text = _text(node).removeprefix("import").strip().rstrip(";").strip()
            out.append(text.removeprefix("static ").strip())
    return out


def _static_final(declaration: Any) -> bool:
    """A constant is a ``static final`` field."""
    mods = next((c for c in declaration.children if c.type == "modifiers"), None)
    return {"static", "final"} <= (set(text(mods).split()) if mods is not None else set())


SPEC = LangSpec(
    name="java",
    grammar=_grammar("tree_sitter_java"),
    functions=frozenset({"method_declaration", "constructor_declaration"}),
    lambdas=frozenset({"lambda_expression"}),
    types=frozenset({"class_declaration", "interface_declaration", "enum_declaration",
                     "record_declaration"}),
    blocks=frozenset({"block", "class_body", "interface_body", "constructor_body",
                      "enum_body"}),
    function_bodies=frozenset({"block", "constructor_body"}),
    comments=frozenset({"line_comment", "block_comment"}),
    naming={
        "functions": "(method_declaration name: (identifier) @n)",
        "classes": """
            (class_declaration name: (identifier) @n)
            (interface_declaration name: (identifier) @n)
            (enum_declaration name: (identifier) @n)
            (record_declaration name: (identifier) @n)
        """,
        "variables": """
            (local_variable_declaration declarator: (variable_declarator name: (identifier) @n))
            (formal_parameter name: (identifier) @n)
            (enhanced_for_statement name: (identifier) @n)
            (field_declaration declarator: (variable_declarator name: (identifier) @n)) @field
        """,
        "constants": """
            (field_declaration declarator: (variable_declarator name: (identifier) @n)) @field
        """,
    },
    constructs={
        **_c_loops("enhanced_for_statement"),
        "switch": frozenset({"switch_expression", "switch_statement"}),
        "ternary": frozenset({"ternary_expression"}),
        "try": frozenset({"try_statement", "try_with_resources_statement"}),
        "throw": frozenset({"throw_statement"}),
        "lambda": frozenset({"lambda_expression", "method_reference"}),
        "class": frozenset({"class_declaration"}),
        "record": frozenset({"record_declaration"}),
        "interface": frozenset({"interface_declaration"}),
        "enum": frozenset({"enum_declaration"}),
        "new": frozenset({"object_creation_expression", "array_creation_expression"}),
        "generics": frozenset({"type_parameters"}),
        "annotation": frozenset({"marker_annotation", "annotation"}),
        "stream": frozenset(),  # see constructs.py: a call of .stream()
    },
    imports=_imports,
    control_bodies=_c_control_bodies("enhanced_for_statement", ("if_statement", "alternative")),
    doc_style="javadoc",
    call_types=frozenset({"method_invocation", "object_creation_expression"}),
    constant_declaration=_static_final,
    typed_returns=True,
)

#: Constructs that need more than a node type: ``stream`` is a call of ``.stream()``.
CONSTRUCT_FINDERS: dict[str, Callable[[Any, LangSpec], list[Any]]] = {"stream": called("stream")}
#: Data structures that are syntax rather than a named type.
SYNTAX_TYPES = {"array": frozenset({"array_type", "array_creation_expression"})}
_IN_PACKAGE = module_matches(".")


def _module_matches(imported: str, wanted: str) -> bool:
    """``import a.b.C`` brings ``a.b.C``; a wildcard ``a.b.*`` brings the package's classes."""
    if imported.endswith(".*"):
        # A wildcard brings the package's classes, not its subpackages.
        rest = wanted.removeprefix(imported[:-1])
        return imported[:-2] == wanted or (rest != wanted and "." not in rest and
                                           rest[:1].isupper())
    return _IN_PACKAGE(imported, wanted)


MODULE_MATCHES = _module_matches
UNSUPPORTED_RULES: frozenset[str] = frozenset()

#: Java's own syntax check for code tree-sitter rejects.
_PUBLIC = re.compile(r"\bpublic\s+(?:final\s+|abstract\s+)*(?:class|interface|enum|record)"
                     r"\s+([A-Za-z_]\w*)")


def _source_file(source: str) -> str:
    """A public class must live in a file of its name."""
    public = _PUBLIC.search(source)
    return f"{public.group(1)}.java" if public else "Main.java"


COMPILER = Compiler(("javac", "-J-Xmx256m", "-J-XX:CICompilerCount=2", "-proc:none", "-nowarn",
                     "-d", "{dir}", "{file}"), _source_file, bounded_memory=False)


# -- sizes ----------------------------------------------------------------------------------------

#: Kinds (lower case) whose stated size is a limit.
BOUNDED = frozenset({"array", "arrayblockingqueue", "linkedblockingqueue",
                   "linkedblockingdeque"})

#: Kinds (lower case) that take no size or capacity where they are built.
NO_CAPACITY = frozenset({"treemap", "treeset", "linkedlist", "concurrentskiplistmap",
                   "concurrentskiplistset", "stack"})

_JAVA_CAPACITY = frozenset({
    "ArrayList", "Vector", "HashMap", "HashSet", "LinkedHashMap", "LinkedHashSet", "Hashtable",
    "ArrayDeque", "PriorityQueue", "ConcurrentHashMap", "ArrayBlockingQueue",
    "LinkedBlockingQueue", "LinkedBlockingDeque", "PriorityBlockingQueue", "IdentityHashMap",
    "WeakHashMap", "StringBuilder", "StringBuffer", "BitSet"})


def constants(root: Any) -> list[tuple[Any, Any]]:
    """``(name node, value node)`` of each name bound once as a constant."""
    out = []
    for node in walk(root):
        if node.type in ("field_declaration", "local_variable_declaration"):
            mods = next((c for c in node.children if c.type == "modifiers"), None)
            if mods is not None and "final" in text(mods).split():
                for decl in node.children_by_field_name("declarator"):
                    out.append((decl.child_by_field_name("name"),
                                decl.child_by_field_name("value")))
    return out


def containers(root: Any, consts: dict[str, int]) -> list[Container]:
    """Every container built with a form that can state a size (see :mod:`.sizes`)."""
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


CONSTANTS = constants
FINDER = containers


# -- versions -------------------------------------------------------------------------------------

def _java_var(n: Any) -> bool:
    return n.type == "local_variable_declaration" and \
        text(n.child_by_field_name("type")) == "var"


def _java_pattern(n: Any) -> bool:
    return n.type == "instanceof_expression" and n.child_by_field_name("name") is not None


def _java_text_block(n: Any) -> bool:
    return n.type == "string_literal" and text(n).startswith('"""')


#: The syntax each version added.
FEATURES: list[Feature] = [
    ("try-with-resources", 7, _is("try_with_resources_statement")),
    ("a lambda", 8, _is("lambda_expression")),
    ("a method reference", 8, _is("method_reference")),
    ("var", 10, _java_var),
    ("a switch rule (->)", 14, _is("switch_rule")),
    ("a text block", 15, _java_text_block),
    ("a record", 16, _is("record_declaration")),
    ("an instanceof pattern", 16, _java_pattern),
    ("sealed", 17, _is("sealed", "non-sealed")),
]


def parse_version(value: Any) -> float:
    """A Java release as ``lang_version``'s ``max`` writes it: ``8``, ``1.8``, ``17``."""
    match = re.fullmatch(r"(?:1\.)?(\d+)", str(value).strip().lower())
    if not match:
        raise ValueError(f"not a java version: {value!r}")
    return float(match.group(1))


PARSE_VERSION = parse_version
