"""Building policies from specs: ``reference``, ``hf:PATH``, ``replay:FILE``, ``openai:MODEL``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from agents.policies.base import Policy
from agents.policies.scripted import ForgetfulPolicy, NoCodePolicy, ReferencePolicy, StubbornPolicy

PolicyFactory = Callable[..., Policy]
_POLICIES: dict[str, tuple[PolicyFactory, str]] = {}


def register_policy(name: str, factory: PolicyFactory, help_text: str = "") -> None:
    """Makes a policy available as ``name`` or ``name:ARG`` (ARG goes to ``factory(arg=...)``)."""
    _POLICIES[name] = (factory, help_text)


def available_policies() -> dict[str, str]:
    """Registered policy names and their help texts."""
    return {k: v[1] for k, v in sorted(_POLICIES.items())}


register_policy("reference", ReferencePolicy, "plays the task's per-turn reference solutions")
register_policy("stubborn", StubbornPolicy, "keeps its first answer whatever is asked")
register_policy("forgetful", ForgetfulPolicy, "follows only the latest instruction")
register_policy("no-code", NoCodePolicy, "answers in prose without code")

BUILTIN_POLICIES = ("reference", "stubborn", "forgetful")
"""The scripted baselines ``codeloop eval`` runs by default."""


def make_policy(spec: str, **options: Any) -> Policy:
    """Builds a policy from a spec.

    Args:
        spec: ``NAME`` or ``NAME:ARG`` (e.g. ``replay:outputs.jsonl``, ``hf:./model``).
        **options: Policy options (temperature, base_url ...), passed to the factory.

    Raises:
        ValueError: For an unknown policy name.
    """
    name, sep, arg = spec.partition(":")
    if name not in _POLICIES:
        raise ValueError(f"unknown policy {name!r}; choose one of "
                         f"{', '.join(available_policies())} (or NAME:ARG)")
    factory = _POLICIES[name][0]
    return factory(arg, **options) if sep else factory(**options)
