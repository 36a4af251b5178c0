"""Simulated developers: strategies (what to do next) and voices (how to say it)."""

from agents.developers.base import Decision, Developer, Strategy, Voice
from agents.developers.registry import (
    available_strategies,
    available_voices,
    make_developer,
    register_strategy,
    register_voice,
)
from agents.developers.static import StaticStrategy
from agents.developers.template_voice import TemplateVoice

__all__ = [
    "Decision",
    "Developer",
    "StaticStrategy",
    "Strategy",
    "TemplateVoice",
    "Voice",
    "available_strategies",
    "available_voices",
    "make_developer",
    "register_strategy",
    "register_voice",
]
