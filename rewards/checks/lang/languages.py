"""The language table of the static checks: grammars and the node types each concern looks at.

One :class:`LangSpec` per language, in one place, so that every rule module (naming, layout,
comments, constructs, functions) is written once over the table. The grammars are the PyPI
``tree-sitter-<language>`` packages (the ``langs`` extra), loaded through the ``tree-sitter``
package's ``Language``/``Parser`` API (0.22 and later).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from codeloop.envs.sandbox.languages.plugin import PartView

#: Node types of a syntax error in every grammar.
ERROR_TYPES = frozenset({"ERROR"})


@dataclass(frozen=True)
class LangSpec:
    """What the rules need to know about one language's syntax tree.

    Attributes:
        name: The language name (as in ``codeloop.envs.tasks.languages``).
        grammar: Returns the tree-sitter language capsule.
        functions: Node types of function and method definitions (lambdas excluded).
        lambdas: Node types of anonymous functions.
        types: Node types of class, struct, interface, enum and trait declarations.
        blocks: Node types of ``{ ... }`` bodies whose statements are indented one level.
        function_bodies: Node types of function bodies (for brace styles).
        comments: Node types of comments.
        naming: Query per naming category (``functions``, ``classes``, ``variables``,
            ``constants``), capturing the identifiers as ``@n``.
        constructs: Construct name -> node types that are it.
        imports: Returns the imported modules of a tree.
        control_bodies: ``(node type, field)`` pairs whose body must be a block in 1TBS.
        exempt_functions: Function names the rules do not judge (``main``, ``init``).
        doc_style: The language's documentation comment convention.
    """

    name: str
    grammar: Callable[[], Any]
    functions: frozenset[str]
    lambdas: frozenset[str]
    types: frozenset[str]
    blocks: frozenset[str]
    function_bodies: frozenset[str]
    comments: frozenset[str]
    naming: dict[str, str]
    constructs: dict[str, frozenset[str]]
    imports: Callable[[Any], list[str]]
    control_bodies: tuple[tuple[str, str], ...] = ()
    exempt_functions: frozenset[str] = frozenset({"main"})
    doc_style: str = ""
    call_types: frozenset[str] = field(default_factory=frozenset)


def _text(node: Any) -> str:
    return node.text.decode("utf-8", "replace") if node is not None else ""


def _walk(node: Any):
    stack = [node]
    while stack:
        cur = stack.pop()
        yield cur
        stack.extend(reversed(cur.children))


def _strip_quotes(text: str) -> str:
    return text.strip().strip("\"'`<>")


def _java_imports(root: Any) -> list[str]:
    out = []
    for node in _walk(root):
        if node.type == "import_declaration":
            text = _text(node).removeprefix("import").strip().rstrip(";").strip()
            out.append(text.removeprefix("static ").strip())
    return out


def _js_imports(root: Any) -> list[str]:
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


def _cpp_imports(root: Any) -> list[str]:
    return [_strip_quotes(_text(n.child_by_field_name("path"))) for n in _walk(root)
            if n.type == "preproc_include" and n.child_by_field_name("path") is not None]


def _rust_imports(root: Any) -> list[str]:
    out = []
    for node in _walk(root):
        if node.type == "use_declaration":
            arg = node.child_by_field_name("argument")
            out.append(_text(arg).replace(" ", ""))
        elif node.type == "extern_crate_declaration":
            name = node.child_by_field_name("name")
            out.append(_text(name))
    return out


def _go_imports(root: Any) -> list[str]:
    return [_strip_quotes(_text(n.child_by_field_name("path"))) for n in _walk(root)
            if n.type == "import_spec" and n.child_by_field_name("path") is not None]


def _grammar(module: str, attr: str = "language") -> Callable[[], Any]:
    def load() -> Any:
        import importlib

        return getattr(importlib.import_module(module), attr)()
    return load


def _c_loops(for_each: str) -> dict[str, frozenset[str]]:
    """The loop and ``if`` constructs of the C family (Java, JavaScript, TypeScript, C++).

    Their grammars name the statements alike and differ in the for-each statement only.
    """
    return {
        "for": frozenset({"for_statement"}),
        "for_each": frozenset({for_each}),
        "while": frozenset({"while_statement"}),
        "do_while": frozenset({"do_statement"}),
        "loop": frozenset({"for_statement", for_each, "while_statement", "do_statement"}),
        "if": frozenset({"if_statement"}),
    }


def _c_control_bodies(for_each: str, alternative: tuple[str, str] = ("else_clause", "")
                      ) -> tuple[tuple[str, str], ...]:
    """``(node type, field)`` of the C family's control bodies (1TBS wants blocks there)."""
    return (("if_statement", "consequence"), alternative, ("for_statement", "body"),
            (for_each, "body"), ("while_statement", "body"), ("do_statement", "body"))


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

_TS_NAMING = dict(_JS_NAMING)
_TS_NAMING.update({
    "classes": """
        (class_declaration name: (_) @n)
        (interface_declaration name: (_) @n)
        (type_alias_declaration name: (_) @n)
        (enum_declaration name: (_) @n)
    """,
    "variables": """
        (variable_declarator name: (identifier) @n)
        (required_parameter pattern: (identifier) @n)
        (optional_parameter pattern: (identifier) @n)
    """,
})

#: The six built-in languages' entries (each plugin's ``SPEC`` is read through :data:`LANGS`).
BUILTIN_LANGS: dict[str, LangSpec] = {}
#: Every language's entry: a view of the language registry (each plugin's ``SPEC``).
LANGS: Mapping[str, LangSpec] = PartView("checks", "SPEC")


def _add(spec: LangSpec) -> None:
    BUILTIN_LANGS[spec.name] = spec


_add(LangSpec(
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
    imports=_java_imports,
    control_bodies=_c_control_bodies("enhanced_for_statement", ("if_statement", "alternative")),
    doc_style="javadoc",
    call_types=frozenset({"method_invocation", "object_creation_expression"}),
))

_JAVASCRIPT = LangSpec(
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
    imports=_js_imports,
    control_bodies=_c_control_bodies("for_in_statement"),
    doc_style="jsdoc",
    call_types=frozenset({"call_expression", "new_expression"}),
)
_add(_JAVASCRIPT)

# TypeScript's grammar extends JavaScript's: the same entry, with its declarations added.
_add(replace(
    _JAVASCRIPT,
    name="typescript",
    grammar=_grammar("tree_sitter_typescript", "language_typescript"),
    types=frozenset({"class_declaration", "interface_declaration", "type_alias_declaration",
                     "enum_declaration", "abstract_class_declaration"}),
    blocks=frozenset({"statement_block", "class_body", "interface_body", "enum_body"}),
    naming=_TS_NAMING,
    constructs={**_JS_CONSTRUCTS,
                "interface": frozenset({"interface_declaration"}),
                "enum": frozenset({"enum_declaration"}),
                "any": frozenset(),  # see constructs.py: the predefined type ``any``
                "generics": frozenset({"type_parameters"}),
                "type_assertion": frozenset({"as_expression", "type_assertion"})},
))

_add(LangSpec(
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
    imports=_cpp_imports,
    control_bodies=_c_control_bodies("for_range_loop"),
    doc_style="doxygen",
    call_types=frozenset({"call_expression"}),
))

_add(LangSpec(
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
    imports=_rust_imports,
    doc_style="rustdoc",
    call_types=frozenset({"call_expression", "macro_invocation"}),
))

_add(LangSpec(
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
    imports=_go_imports,
    exempt_functions=frozenset({"main", "init"}),
    doc_style="godoc",
    call_types=frozenset({"call_expression"}),
))


@cache
def language(name: str) -> Any:
    """The tree-sitter ``Language`` of ``name``.

    Raises:
        KeyError: For a language without a grammar here.
        ImportError: When its grammar package is not installed (``pip install
            codeloop[langs]``).
    """
    import tree_sitter

    return tree_sitter.Language(LANGS[name].grammar())


def spec(name: str) -> LangSpec:
    """The table entry of ``name``; raises KeyError naming the known languages."""
    try:
        return LANGS[name]
    except KeyError:
        raise KeyError(f"no static checks for language {name!r} (known: "
                       f"{', '.join(LANGS)})") from None
