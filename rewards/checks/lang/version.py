"""``lang_version``: the code uses no feature newer than a language version.

The features are syntax, recognised on the tree (a compiler flag such as ``--release`` or
``-std=`` checks the same at build time, but an answer is judged before and without one):

==========  ============================================================================
language    versions and what they added (the newest feature decides)
==========  ============================================================================
java        7 try-with-resources; 8 lambdas, method references; 10 ``var``; 14 switch
            rules (``->``); 15 text blocks; 16 records, ``instanceof`` patterns; 17 sealed
javascript  ES2015 arrows, classes, let/const, templates, spread; ES2016 ``**``; ES2017
typescript  async/await; ES2020 ``?.``, ``??``; ES2022 class fields, ``#private``
cpp         C++11 lambdas, ``auto``, ``nullptr``, range-for, ``constexpr``, static_assert;
            C++17 structured bindings, ``if constexpr``, fold expressions; C++20 concepts,
            ``requires``, coroutines, ``<=>``
rust        edition 2018 ``async``, ``.await``, ``dyn``
go          1.18 generics; 1.21 ``min``/``max``/``clear``; 1.22 range over an integer
ruby        1.9 ``->``; 2.0 keyword arguments, ``%i``; 2.3 ``&.``; 2.6 endless ranges; 2.7
            ``case``/``in``, ``_1``; 3.0 endless methods; 3.1 ``{x:}``, anonymous ``&``
            (:mod:`.ruby`)
==========  ============================================================================
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from codeloop.envs.sandbox.languages.plugin import PartView
from codeloop.rewards.checks.lang.languages import LangSpec
from codeloop.rewards.checks.lang.registry import lang_rule
from codeloop.rewards.checks.lang.syntax import fmt, text, walk

Feature = tuple[str, float, Callable[[Any], bool]]


def _is(*types: str) -> Callable[[Any], bool]:
    return lambda n: n.type in types


def _java_var(n: Any) -> bool:
    return n.type == "local_variable_declaration" and \
        text(n.child_by_field_name("type")) == "var"


def _java_pattern(n: Any) -> bool:
    return n.type == "instanceof_expression" and n.child_by_field_name("name") is not None


def _java_text_block(n: Any) -> bool:
    return n.type == "string_literal" and text(n).startswith('"""')


def _binary(op: str) -> Callable[[Any], bool]:
    return lambda n: n.type == "binary_expression" and any(c.type == op for c in n.children)


def _js_let_const(n: Any) -> bool:
    return n.type == "lexical_declaration"


def _cpp_if_constexpr(n: Any) -> bool:
    return n.type == "if_statement" and any(c.type == "constexpr" for c in n.children)


def _go_builtin(*names: str) -> Callable[[Any], bool]:
    return lambda n: n.type == "call_expression" and \
        text(n.child_by_field_name("function")) in names


def _go_range_int(n: Any) -> bool:
    if n.type != "range_clause":
        return False
    right = n.child_by_field_name("right")
    return right is not None and right.type == "int_literal"


#: The six built-in languages' features (every language's: :data:`FEATURES`).
BUILTIN_FEATURES: dict[str, list[Feature]] = {
    "java": [
        ("try-with-resources", 7, _is("try_with_resources_statement")),
        ("a lambda", 8, _is("lambda_expression")),
        ("a method reference", 8, _is("method_reference")),
        ("var", 10, _java_var),
        ("a switch rule (->)", 14, _is("switch_rule")),
        ("a text block", 15, _java_text_block),
        ("a record", 16, _is("record_declaration")),
        ("an instanceof pattern", 16, _java_pattern),
        ("sealed", 17, _is("sealed", "non-sealed")),
    ],
    "javascript": [
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
    ],
    "cpp": [
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
    ],
    "rust": [
        ("async", 2018, _is("async", "async_block")),
        (".await", 2018, _is("await_expression")),
        ("dyn", 2018, _is("dynamic_type")),
    ],
    "go": [
        ("generics", 1.18, _is("type_parameter_list")),
        ("min/max/clear", 1.21, _go_builtin("min", "max", "clear")),
        ("range over an integer", 1.22, _go_range_int),
    ],
}
BUILTIN_FEATURES["typescript"] = BUILTIN_FEATURES["javascript"]
#: Every language's features: a view of the language registry (each plugin's ``FEATURES``).
FEATURES: Mapping[str, list[Feature]] = PartView("checks", "FEATURES")


def parse_version(language: str, value: Any) -> float:
    """A comparable number for a version (each plugin's ``PARSE_VERSION``).

    Accepted: ``1.8``/``8`` (Java), ``es6``/``ES2020``, ``c++17``/``17`` (``98`` and ``03``
    come before ``11``), ``2018`` (Rust editions), ``1.21`` (Go), ``3.1`` (Ruby).
    """
    return PartView("checks", "PARSE_VERSION")[language](value)


def builtin_parse_version(language: str, value: Any) -> float:
    """:func:`parse_version` of the six built-in languages."""
    raw = str(value).strip().lower()
    if language in ("javascript", "typescript"):
        if raw in ("es5", "5"):
            return 2009
        if raw in ("es6", "6"):
            return 2015
        match = re.fullmatch(r"(?:es)?(\d{4})", raw)
    elif language == "java":
        match = re.fullmatch(r"(?:1\.)?(\d+)", raw)
    elif language == "cpp":
        match = re.fullmatch(r"(?:c\+\+|gnu\+\+)?(\d{2})", raw)
        if match:
            year = int(match.group(1))
            return 3.0 if year in (98, 3) else float(year)
    elif language == "go":
        match = re.fullmatch(r"(?:go)?(1\.\d+)", raw)
    else:
        match = re.fullmatch(r"(\d{4})", raw)
    if not match:
        raise ValueError(f"not a {language} version: {value!r}")
    return float(match.group(1))


@lang_rule("lang_version", "the code uses no syntax newer than the given language version "
           "(Java release, ES year, C++ standard, Rust edition, Go release, Ruby release)",
           {"max": "the newest version the code may need (e.g. 8, es2017, c++14, 2015, 1.17, "
                   "2.7)"})
def check_version(source: str, root: Any, spec: LangSpec,
                  params: Mapping[str, Any]) -> tuple[bool, str]:
    """No feature of a version newer than ``max`` appears."""
    limit = parse_version(spec.name, params["max"])
    newer = {}
    for node in walk(root):
        for name, version, test in FEATURES[spec.name]:
            if version > limit and name not in newer and test(node):
                newer[name] = (version, node.start_point[0] + 1)
    if newer:
        items = [f"{name} (needs {v:g}, line {line})" for name, (v, line) in newer.items()]
        return False, f"newer than {params['max']}: {fmt(items)}"
    return True, f"nothing newer than {params['max']}"


@lang_rule("lang_language", "the answer is code in the task's language (MultiCodeIF's "
           "language_type): it parses as that language (or its compiler accepts it) and holds "
           "at least one declaration or statement", {})
def check_language(source: str, root: Any, spec: LangSpec,
                   params: Mapping[str, Any]) -> tuple[bool, str]:
    """Code in the language: :func:`run_lang_rule` has already refused what does not parse."""
    if not any(child.is_named and child.type != "comment" for child in root.children):
        return False, f"the answer holds no {spec.name} declaration or statement"
    return True, f"the answer is {spec.name} code"
