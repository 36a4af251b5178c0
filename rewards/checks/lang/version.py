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

from collections.abc import Callable, Mapping
from typing import Any

from codeloop.envs.sandbox.languages.plugin import PartView
from codeloop.rewards.checks.lang.languages import LangSpec
from codeloop.rewards.checks.lang.registry import lang_rule
from codeloop.rewards.checks.lang.syntax import fmt, walk

Feature = tuple[str, float, Callable[[Any], bool]]


def _is(*types: str) -> Callable[[Any], bool]:
    return lambda n: n.type in types


def _binary(op: str) -> Callable[[Any], bool]:
    return lambda n: n.type == "binary_expression" and any(c.type == op for c in n.children)


#: Every language's features: a view of the language registry (each plugin's ``FEATURES``).
FEATURES: Mapping[str, list[Feature]] = PartView("checks", "FEATURES")


def parse_version(language: str, value: Any) -> float:
    """A comparable number for a version (each plugin's ``PARSE_VERSION``).

    Accepted: ``1.8``/``8`` (Java), ``es6``/``ES2020``, ``c++17``/``17`` (``98`` and ``03``
    come before ``11``), ``2018`` (Rust editions), ``1.21`` (Go), ``3.1`` (Ruby).
    """
    return float(PartView("checks", "PARSE_VERSION")[language](value))


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
