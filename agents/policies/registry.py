"""Building policies from specs: ``reference``, ``hf:PATH``, ``replay:FILE``, ``openai:MODEL``."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from codeloop.agents.policies.base import Policy
from codeloop.agents.policies.scripted import (
    ForgetfulPolicy,
    NoCodePolicy,
    ReferencePolicy,
    StubbornPolicy,
)
from codeloop.rewards.plugins import load_group, summary_of

PolicyFactory = Callable[..., Policy]
_POLICIES: dict[str, tuple[PolicyFactory, str]] = {}


def register_policy(name: str, factory: PolicyFactory, help_text: str = "") -> None:
    """Makes a policy available as ``name`` or ``name:ARG`` (ARG goes to ``factory(arg=...)``)."""
    _POLICIES[name] = (factory, help_text)


def available_policies() -> dict[str, str]:
    """Registered policy names and their help texts (entry-point plugins included)."""
    _load_plugins()
    return {k: v[1] for k, v in sorted(_POLICIES.items())}


def _load_plugins() -> None:
    # Third-party policies: the ``codeloop.policies`` entry points, loaded on first need.
    load_group("codeloop.policies",
               lambda name, factory: register_policy(name, factory, summary_of(factory)),
               _POLICIES.__contains__)


register_policy("reference", ReferencePolicy, "plays the task's per-turn reference solutions")
register_policy("stubborn", StubbornPolicy, "keeps its first answer whatever is asked")
register_policy("forgetful", ForgetfulPolicy, "follows only the latest instruction")
register_policy("no-code", NoCodePolicy, "answers in prose without code")



def _openai(*args: Any, **kwargs: Any) -> Policy:
    from codeloop.agents.policies.openai_policy import OpenAIPolicy

    return OpenAIPolicy(*args, **kwargs)


def _hf(*args: Any, **kwargs: Any) -> Policy:
    from codeloop.agents.policies.hf_policy import HFPolicy

    return HFPolicy(*args, **kwargs)


def _replay(*args: Any, **kwargs: Any) -> Policy:
    from codeloop.agents.policies.replay_policy import ReplayPolicy

    return ReplayPolicy(*args, **kwargs)


# Imported lazily: torch and the HTTP client are heavy and the scripted baselines need neither.
register_policy("openai", _openai, "openai:MODEL, any OpenAI-compatible endpoint (--base-url)")
register_policy("hf", _hf, "hf:PATH, a local transformers model, batched across episodes")
register_policy("replay", _replay, "replay:FILE[#POLICY], recorded replies by task and turn")

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
        _load_plugins()
    if name not in _POLICIES:
        raise ValueError(f"unknown policy {name!r}; choose one of "
                         f"{', '.join(available_policies())} (or NAME:ARG)")
    factory = _POLICIES[name][0]
    options = _accepted_options(factory, options)
    return factory(arg, **options) if sep else factory(**options)


def _accepted_options(factory: PolicyFactory, options: dict[str, Any]) -> dict[str, Any]:
    """The options a factory takes: all of them if it has ``**kwargs``, else the named ones.

    ``codeloop eval`` passes one set of model options to every policy of a run; the scripted
    baselines take none.
    """
    try:
        params = inspect.signature(factory).parameters.values()
    except (TypeError, ValueError):
        return options
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params):
        return options
    names = {p.name for p in params}
    return {k: v for k, v in options.items() if k in names}
