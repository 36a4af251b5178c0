"""Building developers from names: ``make_developer("static", voice="template")``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from codeloop.agents.developers.base import Developer, Strategy, Voice
from codeloop.agents.developers.dynamic import DynamicStrategy
from codeloop.agents.developers.followup import FollowupStrategy
from codeloop.agents.developers.llm_voice import LLMVoice
from codeloop.agents.developers.repair import RepairStrategy
from codeloop.agents.developers.static import StaticStrategy
from codeloop.agents.developers.template_voice import TemplateVoice
from codeloop.agents.developers.upfront import UpfrontStrategy
from codeloop.rewards.plugins import load_group

_STRATEGIES: dict[str, Callable[..., Strategy]] = {
    "static": StaticStrategy,
    "dynamic": DynamicStrategy,
    "repair": RepairStrategy,
    "upfront": UpfrontStrategy,
    "followup": FollowupStrategy,
}
_VOICES: dict[str, Callable[..., Voice]] = {"template": TemplateVoice, "llm": LLMVoice}


def register_strategy(name: str, factory: Callable[..., Strategy]) -> None:
    """Makes a strategy available by name."""
    _STRATEGIES[name] = factory


def register_voice(name: str, factory: Callable[..., Voice]) -> None:
    """Makes a voice available by name (the part before ``:`` in a voice spec)."""
    _VOICES[name] = factory


def available_strategies() -> list[str]:
    """Registered strategy names (entry-point plugins included)."""
    _load_plugins()
    return sorted(_STRATEGIES)


def _load_plugins() -> None:
    # Third-party strategies: the ``codeloop.developers`` entry points, loaded on first need.
    load_group("codeloop.developers", register_strategy, _STRATEGIES.__contains__)


def available_voices() -> list[str]:
    """Registered voice names."""
    return sorted(_VOICES)


def make_developer(
    strategy: str = "static",
    voice: str = "template",
    strategy_options: dict[str, Any] | None = None,
    voice_options: dict[str, Any] | None = None,
) -> Developer:
    """Builds a developer.

    Args:
        strategy: Strategy name (see :func:`available_strategies`).
        voice: Voice spec: a name, or ``name:argument`` (e.g. ``llm:MODEL``).
        strategy_options: Keyword arguments for the strategy.
        voice_options: Keyword arguments for the voice.

    Raises:
        ValueError: For an unknown strategy or voice.
    """
    if strategy not in _STRATEGIES:
        _load_plugins()
    if strategy not in _STRATEGIES:
        raise ValueError(f"unknown developer strategy {strategy!r}; choose one of "
                         f"{', '.join(available_strategies())}")
    name, _, arg = voice.partition(":")
    if name not in _VOICES:
        raise ValueError(f"unknown voice {name!r}; choose one of {', '.join(available_voices())}")
    voice_kwargs = dict(voice_options or {})
    if arg:
        voice_kwargs.setdefault("model", arg)
    try:
        built_strategy = _STRATEGIES[strategy](**(strategy_options or {}))
    except TypeError as exc:
        raise ValueError(f"developer strategy {strategy!r} does not take these options "
                         f"{sorted(strategy_options or {})}: {exc}") from exc
    try:
        built_voice = _VOICES[name](**voice_kwargs)
    except TypeError as exc:
        raise ValueError(f"voice {name!r} does not take these options "
                         f"{sorted(voice_kwargs)}: {exc}") from exc
    return Developer(built_strategy, built_voice)
