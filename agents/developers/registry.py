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
from codeloop.registry import Registry

STRATEGIES: Registry[Callable[..., Strategy]] = Registry("developer strategy",
                                                          group="codeloop.developers")
"""Strategy factories by name; third-party ones from the ``codeloop.developers`` entry points."""
VOICES: Registry[Callable[..., Voice]] = Registry("voice", group="codeloop.voices")
"""Voice factories by name (the part before ``:`` in a voice spec); third-party ones from the
``codeloop.voices`` entry points."""

STRATEGIES.register("static", StaticStrategy)
STRATEGIES.register("dynamic", DynamicStrategy)
STRATEGIES.register("repair", RepairStrategy)
STRATEGIES.register("upfront", UpfrontStrategy)
STRATEGIES.register("followup", FollowupStrategy)
VOICES.register("template", TemplateVoice)
VOICES.register("llm", LLMVoice)


def register_strategy(name: str, factory: Callable[..., Strategy]) -> None:
    """Makes a strategy available by name."""
    STRATEGIES.register(name, factory)


def register_voice(name: str, factory: Callable[..., Voice]) -> None:
    """Makes a voice available by name (the part before ``:`` in a voice spec)."""
    VOICES.register(name, factory)


def available_strategies() -> list[str]:
    """Registered strategy names (entry-point plugins included)."""
    return STRATEGIES.names()


def available_voices() -> list[str]:
    """Registered voice names (entry-point plugins included)."""
    return VOICES.names()


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
        UnknownName: For an unknown strategy or voice (a ValueError).
        ValueError: For options the strategy or the voice does not take.
    """
    strategy_factory = STRATEGIES.lookup(strategy)
    name, _, arg = voice.partition(":")
    voice_factory = VOICES.lookup(name)
    voice_kwargs = dict(voice_options or {})
    if arg:
        voice_kwargs.setdefault("model", arg)
    try:
        built_strategy = strategy_factory(**(strategy_options or {}))
    except TypeError as exc:
        raise ValueError(f"developer strategy {strategy!r} does not take these options "
                         f"{sorted(strategy_options or {})}: {exc}") from exc
    try:
        built_voice = voice_factory(**voice_kwargs)
    except TypeError as exc:
        raise ValueError(f"voice {name!r} does not take these options "
                         f"{sorted(voice_kwargs)}: {exc}") from exc
    return Developer(built_strategy, built_voice)
