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
from codeloop.registry import Registry

PolicyFactory = Callable[..., Policy]
POLICIES: Registry[PolicyFactory] = Registry("policy", group="codeloop.policies",
                                             choices_suffix=" (or NAME:ARG)")
"""Policy factories by name; third-party ones from the ``codeloop.policies`` entry points."""


def register_policy(name: str, factory: PolicyFactory, help_text: str = "") -> None:
    """Makes a policy available as ``name`` or ``name:ARG`` (ARG goes to ``factory(arg=...)``)."""
    POLICIES.register(name, factory, help=help_text)


def available_policies() -> dict[str, str]:
    """Registered policy names and their help texts (entry-point plugins included)."""
    return POLICIES.helps()


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
        UnknownName: For an unknown policy name (a ValueError; see
            :meth:`codeloop.registry.Registry.lookup`).
    """
    name, sep, arg = spec.partition(":")
    factory = POLICIES.lookup(name)
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
