"""Registering language rules and running one on an answer."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from codeloop.registry import Registry
from codeloop.rewards.checks.lang.languages import LangSpec, spec
from codeloop.rewards.checks.lang.syntax import compiler_accepts, first_error, parse

LangRuleFunc = Callable[[str, Any, LangSpec, Mapping[str, Any]], tuple[bool, str]]


@dataclass(frozen=True)
class LangRule:
    """A static rule over a tree-sitter syntax tree.

    Attributes:
        kind: The check kind (``lang_naming`` ...).
        func: ``(source, root node, language spec, params) -> (passed, reason)``.
        summary: One line on what it checks.
        params: Parameter name -> description (``language`` is always required).
        only: The languages it supports, or None for every language with a checks side
            whose ``UNSUPPORTED_RULES`` does not name it.
    """

    kind: str
    func: LangRuleFunc
    summary: str
    params: Mapping[str, str]
    only: tuple[str, ...] | None = None

    @property
    def languages(self) -> tuple[str, ...]:
        """The languages it supports (registered plugins included)."""
        from codeloop.envs.sandbox.languages.plugin import PartView

        if self.only is not None:
            return self.only
        unsupported = PartView("checks", "UNSUPPORTED_RULES")
        return tuple(lang for lang in unsupported if self.kind not in unsupported[lang])


LANG_RULES: Registry[LangRule] = Registry("language rule")
"""Language rules by check kind (``lang_naming`` ...), on the one registry type: a new rule
is a :func:`lang_rule` (or ``LANG_RULES.register``); a new *language* is a plugin whose checks
side says which rules it does not support (``UNSUPPORTED_RULES``)."""


def lang_rule(kind: str, summary: str, params: Mapping[str, str],
              languages: tuple[str, ...] | None = None) -> Callable[[LangRuleFunc], LangRuleFunc]:
    """Registers a language rule under ``kind`` (for every language unless ``languages``)."""
    def wrap(func: LangRuleFunc) -> LangRuleFunc:
        LANG_RULES.register(kind, LangRule(kind, func, summary,
                                           {"language": "the code's language", **params},
                                           languages), help=summary)
        return func
    return wrap


def run_lang_rule(kind: str, source: str, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Runs one language rule on ``source``, turning every failure into a verdict.

    Args:
        kind: A registered language rule.
        source: The candidate's code.
        params: The rule's parameters, ``language`` included.

    Returns:
        ``(passed, reason)``.

    Raises:
        KeyError: For an unknown rule or language (a task error, not a verdict).
    """
    rule = LANG_RULES[kind]
    lang = str(params.get("language", ""))
    lspec = spec(lang)
    if lang not in rule.languages:
        raise KeyError(f"{kind} does not support {lang}")
    tree = parse(source, lang)
    error = first_error(tree.root_node)
    note = ""
    if error is not None:
        line = error.start_point[0] + 1
        # The grammar is not the language: where tree-sitter rejects code the compiler accepts
        # (C++ `= {}` default arguments), the rule runs on the tree it could build.
        if not compiler_accepts(source, lang):
            return False, (f"the code does not parse as {lang} (line {line}), so the rule "
                           "cannot be checked")
        note = f" (tree-sitter could not read line {line}; the {lang} compiler accepts the code)"
    try:
        passed, reason = rule.func(source, tree.root_node, lspec, params)
        return passed, reason + note
    except RecursionError:
        return False, "the code nests too deeply for the rule to check it"
    except (ValueError, TypeError) as exc:
        return False, f"the check could not run: {exc}"
