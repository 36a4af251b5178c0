"""TypeScript's checks side (a language plugin: see ``codeloop.envs.sandbox.languages.plugin``).

The static rules read TypeScript on the ``tree-sitter-typescript`` grammar (PyPI, the ``langs``
extra): its node types (:data:`SPEC`), the sizes its containers state (:data:`CONSTANTS`,
:data:`FINDER`), the syntax each version added (:data:`FEATURES`); it has no syntax check of its
own quick enough (:data:`COMPILER` is None).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from codeloop.rewards.checks.lang import javascript
from codeloop.rewards.checks.lang.javascript import _JS_CONSTRUCTS, _JS_NAMING
from codeloop.rewards.checks.lang.languages import (
    LangSpec,
    _grammar,
)
from codeloop.rewards.checks.lang.syntax import text, walk

# -- syntax tree ----------------------------------------------------------------------------------

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

# TypeScript's grammar extends JavaScript's: the same entry, with its declarations added.
SPEC = replace(
    javascript.SPEC,
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
)


def _any_type(root: Any, spec: LangSpec) -> list[Any]:
    return [n for n in walk(root) if n.type == "predefined_type" and text(n) == "any"]


#: Constructs that need more than a node type: ``any`` is the predefined type.
CONSTRUCT_FINDERS: dict[str, Callable[[Any, LangSpec], list[Any]]] = {"any": _any_type}
#: Data structures that are syntax rather than a named type.
SYNTAX_TYPES = {"array": frozenset({"array", "array_type"}),
                "object": frozenset({"object", "object_type"})}
MODULE_MATCHES = javascript.MODULE_MATCHES
UNSUPPORTED_RULES: frozenset[str] = frozenset()
#: No syntax check of its own that is quick and stable.
COMPILER = None


# -- sizes ----------------------------------------------------------------------------------------

BOUNDED = javascript.BOUNDED
NO_CAPACITY = javascript.NO_CAPACITY
CONSTANTS = javascript.CONSTANTS
FINDER = javascript.FINDER


# -- versions -------------------------------------------------------------------------------------

FEATURES = javascript.FEATURES


def parse_version(value: Any) -> float:
    """An ECMAScript year: ``es6`` (2015), ``ES2020``, ``2017``; ``es5`` is 2009."""
    raw = str(value).strip().lower()
    if raw in ("es5", "5"):
        return 2009
    if raw in ("es6", "6"):
        return 2015
    match = re.fullmatch(r"(?:es)?(\d{4})", raw)
    if not match:
        raise ValueError(f"not a typescript version: {value!r}")
    return float(match.group(1))


PARSE_VERSION = parse_version
