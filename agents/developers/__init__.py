"""Simulated developers: strategies (what to do next) and voices (how to say it)."""

from codeloop.agents.developers.base import Decision, Developer, Strategy, Voice, speak
from codeloop.agents.developers.dynamic import DynamicStrategy
from codeloop.agents.developers.feedback import LEVELS as FEEDBACK_LEVELS
from codeloop.agents.developers.feedback import build_feedback
from codeloop.agents.developers.followup import FollowupStrategy
from codeloop.agents.developers.leak_guard import Leak, LeakGuard
from codeloop.agents.developers.llm_voice import PERSONAS, LLMVoice
from codeloop.agents.developers.registry import (
    available_strategies,
    available_voices,
    make_developer,
    register_strategy,
    register_voice,
)
from codeloop.agents.developers.repair import RepairStrategy
from codeloop.agents.developers.static import StaticStrategy
from codeloop.agents.developers.template_voice import TemplateVoice
from codeloop.agents.developers.upfront import UpfrontStrategy

__all__ = [
    "FEEDBACK_LEVELS",
    "PERSONAS",
    "Decision",
    "Developer",
    "DynamicStrategy",
    "FollowupStrategy",
    "LLMVoice",
    "Leak",
    "LeakGuard",
    "RepairStrategy",
    "StaticStrategy",
    "Strategy",
    "TemplateVoice",
    "UpfrontStrategy",
    "Voice",
    "build_feedback",
    "speak",
    "available_strategies",
    "available_voices",
    "make_developer",
    "register_strategy",
    "register_voice",
]
