"""The language table of the static checks: grammars and the node types each concern looks at.

One :class:`LangSpec` per language (each plugin's checks-side ``SPEC``: :mod:`.java`, :mod:`.cpp`
... :mod:`.ruby`), read through :data:`LANGS`, so that every rule module (naming, layout,
comments, constructs, functions) is written once over the table; the helpers the C family's
entries share are here. The grammars are the PyPI
``tree-sitter-<language>`` packages (the ``langs`` extra), loaded through the ``tree-sitter``
package's ``Language``/``Parser`` API (0.22 and later).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
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
        call_types: Node types of calls (``lang_data_structure``'s operations, recursion).
        constant_declaration: Whether the declaration a ``constants`` match sits in declares a
            constant (Java's ``static final`` fields, C++'s ``const``/``constexpr``); None:
            every match is one.
        name_suffixes: Characters a name may end with that are not part of its case (Ruby's
            ``?`` of a predicate, ``!`` of a mutator).
        typed_returns: Whether a function's declared return type says if it returns a value
            (Java, C++); otherwise a ``return`` with a value in its body does.
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
    constant_declaration: Callable[[Any], bool] | None = None
    name_suffixes: str = ""
    typed_returns: bool = False


def _text(node: Any) -> str:
    return node.text.decode("utf-8", "replace") if node is not None else ""


def _walk(node: Any) -> Iterator[Any]:
    stack = [node]
    while stack:
        cur = stack.pop()
        yield cur
        stack.extend(reversed(cur.children))


def _strip_quotes(text: str) -> str:
    return text.strip().strip("\"'`<>")


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


#: Every language's entry: a view of the language registry (each plugin's ``SPEC``).
LANGS: Mapping[str, LangSpec] = PartView("checks", "SPEC")


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
