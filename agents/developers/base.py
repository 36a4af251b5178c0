"""The developer simulator's shapes: a strategy decides, a voice words the decision.

Keeping the two apart is what lets users study feedback: the same decisions can be worded by
a template or by an LLM persona, and the same voice can serve every strategy. The strategy,
never the voice, decides when an episode ends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

import numpy as np

from codeloop.envs.tasks.schema import Task
from codeloop.rewards.episode import TurnRecord


class DecisionKind(StrEnum):
    """What the developer does next (a ``str``: records hold the value)."""

    OPEN = "open"
    """Gives the base problem (and whatever the strategy gives with it)."""
    INSTRUCTION = "instruction"
    """Gives new instructions."""
    FEEDBACK = "feedback"
    """Comments on the last answer."""
    END = "end"
    """Ends the episode."""


OPEN = DecisionKind.OPEN
INSTRUCTION = DecisionKind.INSTRUCTION
FEEDBACK = DecisionKind.FEEDBACK
END = DecisionKind.END


@dataclass(frozen=True)
class Decision:
    """What the developer does next.

    Attributes:
        kind: A :class:`DecisionKind`: ``open`` (the base problem), ``instruction`` (new
            instructions), ``feedback`` (comments on the last answer), or ``end``; a plain
            string is converted, and any other value refused.
        focus: The instruction the round is about (``"base"`` when opening); IA is measured on it.
        introduce: Instruction ids given for the first time in this round.
        drop: Instruction ids the developer gives up on (no longer checked).
        feedback: Structured facts for the voice (failing checks, errors ...), already filtered
            to what the strategy chose to reveal.
        reason: Why the strategy decided this (for logs and reports).
        meta: Extras recorded with the decision: what the strategy looked at (probe results,
            budget), and under ``"voice"`` what the voice did (LLM attempts, leaks caught,
            fallbacks). Left out of :meth:`to_dict` when empty, so older records stay identical.
    """

    kind: DecisionKind
    focus: str = ""
    introduce: tuple[str, ...] = ()
    drop: tuple[str, ...] = ()
    feedback: Mapping[str, Any] = field(default_factory=dict)
    reason: str = ""
    meta: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", DecisionKind(self.kind))

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
            **({"meta": dict(self.meta)} if self.meta else {}),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Decision:
        """Builds a decision from :meth:`to_dict` output (e.g. a turn record's ``decision``)."""
        return cls(
            kind=DecisionKind(str(data["kind"])),
            focus=str(data.get("focus", "")),
            introduce=tuple(data.get("introduce", ())),
            drop=tuple(data.get("drop", ())),
            feedback=dict(data.get("feedback", {})),
            reason=str(data.get("reason", "")),
            meta=dict(data.get("meta", {})),
        )


class Strategy(Protocol):
    """Decides the developer's next move from the task and the episode so far.

    A strategy must keep no per-episode state (one instance may serve many episodes): every
    decision is a function of the task, the turns so far and the episode's random generator.
    A strategy that needs to know whether the latest code already satisfies instructions not
    given yet sets ``uses_probe = True``; the world then calls
    ``after(task, turns, rng, probe=fn)`` where ``fn(ids)`` returns the latest answer's
    :class:`~codeloop.rewards.verdict.InstructionVerdict` for each id.
    """

    name: str

    def first(self, task: Task, rng: np.random.Generator) -> Decision:
        """The opening decision."""
        ...

    def after(self, task: Task, turns: Sequence[TurnRecord], rng: np.random.Generator) -> Decision:
        """The decision after the latest answer (``turns[-1]``)."""
        ...


class Voice(Protocol):
    """Words a decision as the developer's message.

    A voice may also define ``render_noted(task, decision, turns) -> (message, notes)``; the
    notes (what an LLM voice's guard did) are recorded in the decision's ``meta["voice"]``.
    """

    name: str

    def render(self, task: Task, decision: Decision, turns: Sequence[TurnRecord]) -> str:
        """Returns the message for ``decision``."""
        ...


def speak(voice: Voice, task: Task, decision: Decision,
          turns: Sequence[TurnRecord]) -> tuple[str, dict[str, Any]]:
    """Words a decision with a voice, with the voice's notes when it keeps any.

    Returns:
        ``(message, notes)``; notes are ``{}`` for voices without ``render_noted``.
    """
    noted = getattr(voice, "render_noted", None)
    if noted is not None:
        message, notes = noted(task, decision, turns)
        return message, dict(notes)
    return voice.render(task, decision, turns), {}


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
        """``strategy/voice``, e.g. ``static/template`` or ``dynamic[failing-tests]/template``.

        Strategies and voices may carry a ``label`` that adds their options (feedback level,
        persona ...), so that runs of differently configured developers stay apart in summaries.
        """
        strategy = getattr(self.strategy, "label", None) or self.strategy.name
        voice = getattr(self.voice, "label", None) or self.voice.name
        return f"{strategy}/{voice}"
