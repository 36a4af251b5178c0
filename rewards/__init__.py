"""Judgement: checks, verdicts, episode records, metrics and reward functions."""

from codeloop.rewards.episode import BASE_ID, Episode, TurnRecord
from codeloop.rewards.extract import Extraction, extract_code
from codeloop.rewards.metrics import (
    conversation_accuracy,
    instruction_accuracy,
    instruction_following_efficiency,
    instruction_forgetting_ratio,
    summarize,
)
from codeloop.rewards.verdict import CheckResult, InstructionVerdict

__all__ = [
    "BASE_ID",
    "CheckResult",
    "Episode",
    "Extraction",
    "InstructionVerdict",
    "TurnRecord",
    "conversation_accuracy",
    "extract_code",
    "instruction_accuracy",
    "instruction_following_efficiency",
    "instruction_forgetting_ratio",
    "summarize",
]
