"""Which check kinds exist: ``tests``, the static rules, and rules of ``codeloop.checks`` plugins.

Task validation and the judge ask :func:`known_check_kind` before they use a kind, so a
plugin's rule is registered (its entry point loaded) the first time a task names it.
"""

from __future__ import annotations

from codeloop.rewards.checks.spec import TEST_KIND
from codeloop.rewards.checks.static import STATIC_RULES


def known_check_kind(kind: str) -> bool:
    """True for ``tests`` and registered static rules, loading ``codeloop.checks`` plugins.

    An entry point of the ``codeloop.checks`` group names a rule function
    ``rule(source, tree, params) -> (passed, reason)`` (registered under the entry point's
    name, its docstring's first line as summary) or a module whose ``static_rule`` decorators
    register its rules when it is imported. Plugins load the first time a kind is unknown.
    """
    from codeloop.rewards.checks.lang.registry import LANG_RULES
    if kind == TEST_KIND or kind in STATIC_RULES or kind in LANG_RULES:
        return True
    return STATIC_RULES.knows(kind)
