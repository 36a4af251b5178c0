"""Static checks: rules verified on the candidate's source and syntax tree, in-process.

Each rule is a function ``(source, tree, params) -> (passed, reason)`` registered under a kind
name with :func:`static_rule` (:mod:`registry`). The tree is parsed once per answer. Rules look
at the syntax tree (never at regexes over the text where a tree exists), so comments and
strings that mention a forbidden word do not trip them. The rules live by family in
:mod:`rules_functions`, :mod:`rules_layout` and :mod:`rules_structure`; this module registers
them all, adds the LLM judge, and runs any rule so that no code can raise out of it.

Scope parameters shared by the rules that look at functions:
    ``names``: only these functions/classes (by name; ``Class.method`` for methods).
    ``include_private``: also judge names starting with ``_`` (default False; dunders never).
"""

from __future__ import annotations

import ast
import tokenize
from collections.abc import Mapping
from typing import Any

# Importing the rule families registers them, in this order.
from codeloop.rewards.checks.compat import SOURCE_TRANSFORMS, codeif_bench_strip
from codeloop.rewards.checks.registry import (
    STATIC_RULES,
    FuncNode,
    Rule,
    StaticRule,
    iter_defs,
    selected_defs,
    static_rule,
)
from codeloop.rewards.checks.rules_functions import NAMING_STYLES, bound_names, radon_complexity
from codeloop.rewards.checks.rules_layout import check_pep8
from codeloop.rewards.checks.rules_structure import (
    CONSTRUCT_NAMES,
    DATA_STRUCTURES,
    imported_modules,
)

__all__ = ["CONSTRUCT_NAMES", "DATA_STRUCTURES", "NAMING_STYLES", "RULE_CHECKABLE",
           "SOURCE_TRANSFORMS", "STATIC_RULES", "FuncNode", "Rule", "StaticRule", "bound_names",
           "check_pep8", "codeif_bench_strip", "imported_modules", "iter_defs",
           "radon_complexity", "run_static", "selected_defs", "static_rule"]


@static_rule(
    "judge",
    "An LLM judge answers a rubric (checklist) about the code; for types no rule can verify "
    "(algorithm type, time complexity, situation, exemplar style). Judged by the referee's "
    "judge (codeloop eval --judge MODEL; CODELOOP_JUDGE_MODEL / _BASE_URL / _CACHE(_MODE) "
    "set its default).",
    {"instruction": "the instruction the code must follow",
     "checklist": "yes/no questions that must all be answered yes",
     "reference": "optional reference answer or exemplar the judge may compare with"},
)
def check_judge(source: str, tree: ast.Module, params: Mapping[str, Any]) -> tuple[bool, str]:
    """Delegates to :func:`codeloop.rewards.checks.judge_check.judge_rule`."""
    from codeloop.rewards.checks.judge_check import judge_rule

    return judge_rule(source, params)


RULE_CHECKABLE = tuple(k for k in STATIC_RULES if k != "judge")
"""Static kinds decided by rules alone (everything but the LLM judge)."""


def run_static(kind: str, source: str, tree: ast.Module | None,
               params: Mapping[str, Any]) -> tuple[bool, str]:
    """Runs one static rule, turning every failure into a verdict.

    Args:
        kind: Registered rule name.
        source: Candidate source.
        tree: Its parsed tree, or None when it does not parse.
        params: Rule parameters.

    Returns:
        ``(passed, reason)``.

    Raises:
        KeyError: For an unknown rule (a task-validation error, not a verdict).
    """
    rule = STATIC_RULES[kind]
    if tree is None:
        return False, "the code does not parse, so the rule cannot be checked"
    try:
        return rule.func(source, tree, params)
    except (RecursionError, MemoryError):
        # ast.unparse, mccabe and pycodestyle recurse; code that nests deeper than they can
        # follow cannot be shown to follow the rule.
        return False, "the code nests too deeply for the rule to check it"
    except (SyntaxError, tokenize.TokenError) as exc:
        return False, f"the code could not be tokenized for the rule: {exc}"
    except (ValueError, KeyError, TypeError) as exc:
        return False, f"the check could not run: {exc}"
    except Exception as exc:  # noqa: BLE001 - no candidate may crash the world
        return False, f"the check could not run: {type(exc).__name__}: {exc}"
