"""Ruby's checks side (a language plugin: see ``codeloop.envs.sandbox.languages.plugin``).

The static rules read Ruby on the ``tree-sitter-ruby`` grammar (PyPI, the ``langs`` extra);
where it rejects code, ``ruby -c`` decides (:data:`COMPILER`). Ruby has no braces and no
documentation-comment convention the rules know (RDoc and YARD are free text), so
``lang_braces``, ``lang_doc_comments`` and ``lang_indentation`` do not judge it
(:data:`UNSUPPORTED_RULES`); every other ``lang_*`` rule does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from codeloop.rewards.checks.lang.constructs import called, module_matches
from codeloop.rewards.checks.lang.languages import LangSpec, _grammar
from codeloop.rewards.checks.lang.sizes import LENGTH, Container, static_int
from codeloop.rewards.checks.lang.syntax import Compiler, text, walk


def _imports(root: Any) -> list[str]:
    """What ``require``/``require_relative`` load (a string literal argument)."""
    out = []
    for node in walk(root):
        if node.type != "call" or node.child_by_field_name("receiver") is not None:
            continue
        if text(node.child_by_field_name("method")) not in ("require", "require_relative"):
            continue
        args = node.child_by_field_name("arguments")
        first = args.named_children[0] if args is not None and args.named_children else None
        if first is not None and first.type == "string":
            out.append(text(first).strip("\"'"))
    return out


_LOOPS = frozenset({"for", "while", "until", "while_modifier", "until_modifier"})

SPEC = LangSpec(
    name="ruby",
    grammar=_grammar("tree_sitter_ruby"),
    functions=frozenset({"method", "singleton_method"}),
    lambdas=frozenset({"lambda"}),
    types=frozenset({"class", "module"}),
    blocks=frozenset({"body_statement", "block_body"}),
    function_bodies=frozenset({"body_statement"}),
    comments=frozenset({"comment"}),
    naming={
        "functions": """
            (method name: (identifier) @n)
            (singleton_method name: (identifier) @n)
        """,
        "classes": """
            (class name: (constant) @n)
            (module name: (constant) @n)
        """,
        "variables": """
            (assignment left: (identifier) @n)
            (operator_assignment left: (identifier) @n)
            (method_parameters (identifier) @n)
            (optional_parameter name: (identifier) @n)
            (keyword_parameter name: (identifier) @n)
            (block_parameters (identifier) @n)
            (lambda_parameters (identifier) @n)
        """,
        "constants": "(assignment left: (constant) @n)",
    },
    constructs={
        "for": frozenset({"for"}),
        "for_each": frozenset({"for"}),  # and the each family: see constructs.py's calls
        "while": frozenset({"while", "while_modifier"}),
        "until": frozenset({"until", "until_modifier"}),
        "loop": _LOOPS,
        "if": frozenset({"if", "if_modifier", "unless", "unless_modifier"}),
        "unless": frozenset({"unless", "unless_modifier"}),
        "case": frozenset({"case", "case_match"}),
        "switch": frozenset({"case", "case_match"}),
        "pattern_matching": frozenset({"case_match"}),
        "ternary": frozenset({"conditional"}),
        "lambda": frozenset({"lambda"}),
        "block": frozenset({"block", "do_block"}),
        "class": frozenset({"class"}),
        "module": frozenset({"module"}),
        "try": frozenset({"begin", "rescue", "rescue_modifier"}),
        "rescue": frozenset({"rescue", "rescue_modifier"}),
        "yield": frozenset({"yield"}),
        "string_interpolation": frozenset({"interpolation"}),
        "regex": frozenset({"regex"}),
        "global_variable": frozenset({"global_variable"}),
    },
    imports=_imports,
    exempt_functions=frozenset({"initialize"}),
    call_types=frozenset({"call"}),
    name_suffixes="?!",
)
#: Constructs that need more than a node type: the ``each`` family is a for-each too.
CONSTRUCT_FINDERS: dict[str, Callable[[Any, LangSpec], list[Any]]] = {
    "for_each": called("each", "each_with_index", "each_with_object", "each_char", "each_pair",
                       "times", "upto", "downto", "step")}
#: Data structures that are syntax rather than a named type.
SYNTAX_TYPES = {"array": frozenset({"array"}), "hash": frozenset({"hash"})}
MODULE_MATCHES = module_matches("/")
#: The rules that do not judge Ruby (see the module doc).
UNSUPPORTED_RULES = frozenset({"lang_braces", "lang_doc_comments", "lang_indentation"})
#: Ruby's own syntax check for code tree-sitter rejects (rubygems off: 40 ms less).
COMPILER = Compiler(("ruby", "--disable-gems", "-c", "{file}"), "main.rb")

# -- sizes -------------------------------------------------------------------------------------

#: Ruby's arrays, hashes and sets grow: no stated size is a limit.
BOUNDED: frozenset[str] = frozenset()
#: ``Hash.new`` and ``Set.new`` take a default value or elements, never a size (Ruby 3.1).
NO_CAPACITY = frozenset({"hash", "set"})


def constants(root: Any) -> list[tuple[Any, Any]]:
    """``NAME = value`` at any level (a capitalised name is a constant in Ruby)."""
    return [(n.child_by_field_name("left"), n.child_by_field_name("right"))
            for n in walk(root) if n.type == "assignment"
            and n.child_by_field_name("left") is not None
            and n.child_by_field_name("left").type == "constant"]


def containers(root: Any, consts: dict[str, int]) -> list[Container]:
    """Array literals (their element count), ``Array.new(n)``, ``Hash.new``, ``Set.new``."""
    out: list[Container] = []
    for node in walk(root):
        if node.type == "array":
            splat = any(c.type == "splat_argument" for c in node.named_children)
            out.append(Container("array", None if splat else node.named_child_count, LENGTH,
                                 node))
        elif node.type == "call" and text(node.child_by_field_name("method")) in ("new", "[]"):
            receiver = text(node.child_by_field_name("receiver"))
            args = node.child_by_field_name("arguments")
            first = args.named_children[0] if args is not None and args.named_children else None
            if receiver == "Array":
                size = static_int(first, consts) if first is not None else 0
                out.append(Container("Array", size, LENGTH, node))
            elif receiver in ("Hash", "Set"):
                out.append(Container(receiver, None, LENGTH, node))
    return out


CONSTANTS = constants
FINDER = containers

# -- versions ----------------------------------------------------------------------------------


def _is(*types: str) -> Any:
    return lambda n: n.type in types


def _safe_navigation(n: Any) -> bool:
    return n.type == "call" and text(n.child_by_field_name("operator")) == "&."


def _endless_method(n: Any) -> bool:
    return n.type in ("method", "singleton_method") and any(c.type == "=" for c in n.children)


def _endless_range(n: Any) -> bool:
    return n.type == "range" and n.child_by_field_name("end") is None and \
        n.child_by_field_name("begin") is not None


def _hash_shorthand(n: Any) -> bool:
    return n.type == "pair" and n.child_by_field_name("value") is None


def _numbered_parameter(n: Any) -> bool:
    return n.type == "identifier" and re.fullmatch(r"_[1-9]", text(n)) is not None


def _anonymous_block(n: Any) -> bool:
    return n.type in ("block_parameter", "block_argument") and not n.named_children


#: What each Ruby release added to the syntax the rules can see.
FEATURES = [
    ("a lambda literal (->)", 1.9, _is("lambda")),
    ("keyword arguments", 2.0, _is("keyword_parameter")),
    ("%i symbol arrays", 2.0, _is("symbol_array")),
    ("safe navigation (&.)", 2.3, _safe_navigation),
    ("an endless range", 2.6, _endless_range),
    ("pattern matching (case/in)", 2.7, _is("case_match")),
    ("a numbered block parameter", 2.7, _numbered_parameter),
    ("an endless method", 3.0, _endless_method),
    ("hash value shorthand", 3.1, _hash_shorthand),
    ("an anonymous block argument", 3.1, _anonymous_block),
]


def parse_version(value: Any) -> float:
    """``2.7``, ``3.1``, ``ruby 3.0``, ``3.1.2`` (the patch level is ignored)."""
    match = re.fullmatch(r"(?:ruby\s*)?(\d+\.\d)(?:\.\d+)?", str(value).strip().lower())
    if not match:
        raise ValueError(f"not a ruby version: {value!r}")
    return float(match.group(1))


PARSE_VERSION = parse_version
