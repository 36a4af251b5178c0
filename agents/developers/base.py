"""The developer simulator's shapes: a strategy decides, a voice words the decision.

Keeping the two apart is what lets users study feedback: the same decisions can be worded by
a template or by an LLM persona, and the same voice can serve every strategy. The strategy,
never the voice, decides when an episode ends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from envs.tasks.schema import Task
from rewards.episode import TurnRecord

OPEN = "open"
INSTRUCTION = "instruction"
FEEDBACK = "feedback"
END = "end"


@dataclass(frozen=True)
class Decision:
    """What the developer does next.

    Attributes:
        kind: ``open`` (the base problem), ``instruction`` (new instructions), ``feedback``
            (comments on the last answer), or ``end``.
        focus: The instruction the round is about (``"base"`` when opening); IA is measured on it.
        introduce: Instruction ids given for the first time in this round.
        drop: Instruction ids the developer gives up on (no longer checked).
        feedback: Structured facts for the voice (failing checks, errors ...), already filtered
            to what the strategy chose to reveal.
        reason: Why the strategy decided this (for logs and reports).
    """

    kind: str
    focus: str = ""
    introduce: tuple[str, ...] = ()
    drop: tuple[str, ...] = ()
    feedback: Mapping[str, Any] = field(default_factory=dict)
    reason: str = ""

    @property
    def ends(self) -> bool:
        """True when the episode is over."""
        return self.kind == END

    def to_dict(self) -> dict[str, Any]:
        """Returns a JSON-ready dict."""
        return {
            "kind": self.kind,
            "focus": self.focus,
            "introduce": list(self.introduce),
            "drop": list(self.drop),
            "feedback": dict(self.feedback),
            "reason": self.reason,
        }


class Strategy(Protocol):
    """Decides the developer's next move from the task and the episode so far."""

    name: str

    def first(self, task: Task, rng: np.random.Generator) -> Decision:
        """The opening decision."""
        ...

    def after(self, task: Task, turns: Sequence[TurnRecord], rng: np.random.Generator) -> Decision:
        """The decision after the latest answer (``turns[-1]``)."""
        ...


class Voice(Protocol):
    """Words a decision as the developer's message."""

    name: str

    def render(self, task: Task, decision: Decision, turns: Sequence[TurnRecord]) -> str:
        """Returns the message for ``decision``."""
        ...


@dataclass
class Developer:
    """A simulated developer: a strategy plus a voice.

    Attributes:
        strategy: Decides what happens next.
        voice: Words each decision.
    """

    strategy: Strategy
    voice: Voice

    @property
    def name(self) -> str:
        """``strategy/voice``, e.g. ``static/template``."""
        return f"{self.strategy.name}/{self.voice.name}"
