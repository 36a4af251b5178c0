"""Simulated developers: strategies (what to do next) and voices (how to say it)."""

from agents.developers.base import Decision, Developer, Strategy, Voice, speak
from agents.developers.dynamic import DynamicStrategy
from agents.developers.feedback import LEVELS as FEEDBACK_LEVELS
from agents.developers.feedback import build_feedback
from agents.developers.followup import FollowupStrategy
from agents.developers.leak_guard import Leak, LeakGuard
from agents.developers.llm_voice import PERSONAS, LLMVoice
from agents.developers.registry import (
    available_strategies,
    available_voices,
    make_developer,
    register_strategy,
    register_voice,
)
from agents.developers.repair import RepairStrategy
from agents.developers.static import StaticStrategy
from agents.developers.template_voice import TemplateVoice
from agents.developers.upfront import UpfrontStrategy

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
