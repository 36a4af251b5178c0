"""Episode records: the data every metric and reward is a pure function of."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from codeloop.rewards.verdict import InstructionVerdict

BASE_ID = "base"
"""Instruction id of the base problem (its prompt and base tests)."""


class TurnStatus(StrEnum):
    """Whether a turn's answer was judged (a ``str``: records hold the value)."""

    JUDGED = "judged"
    """A turn whose answer was judged (passing or failing)."""
    ERRORED = "errored"
    """A turn the machine could not judge (its sandbox job could not run, even on a fresh
    worker): it says nothing about the answer, so every metric and reward average leaves it
    out."""


class TurnKind(StrEnum):
    """What a round was (a ``str``: records hold the value)."""

    INSTRUCTION = "instruction"
    """The developer introduced something new."""
    FEEDBACK = "feedback"
    """The developer commented on the last answer to an earlier instruction."""


class EpisodeStatus(StrEnum):
    """How an episode ended (a ``str``: records hold the value)."""

    COMPLETED = "completed"
    """Played to its end."""
    ERRORED = "errored"
    """The policy or developer failed for good: out of every metric, never a zero."""


TURN_JUDGED = TurnStatus.JUDGED
TURN_ERRORED = TurnStatus.ERRORED
#: How an errored round's ``error`` starts when it had no answer at all (a replayed
#: benchmark output with no record for it): no retry can answer it.
UNANSWERED_PREFIX = "unanswered: "


@dataclass(frozen=True)
class TurnRecord:
    """One round of the conversation: developer message, model reply, verdicts.

    Attributes:
        turn: 1-based round number (feedback rounds count).
        kind: A :class:`TurnKind` (``"instruction"`` when the developer introduced something
            new, ``"feedback"`` for a feedback round on an earlier instruction); a plain string
            is converted, and any other value refused.
        focus: The instruction this round is about (``"base"`` on the first turn); IA is
            measured on it.
        introduced: Instruction ids first given in this round.
        active: Instruction ids whose checks apply after this round (superseded and dropped
            instructions excluded), in the order they were given.
        developer_message: What the developer said.
        reply: The policy's raw reply.
        code: Code extracted from the reply, or None when there was none.
        extraction_note: How the code was found, or why none was.
        verdicts: Verdict of every active instruction on ``code``.
        reward: The reward the environment paid for this round.
        decision: The developer's structured decision behind the message.
        timings: Seconds spent per phase (``policy``, ``checks``, ...).
        usage: Token usage reported by a model-backed policy, if any.
        status: :attr:`TurnStatus.JUDGED`, or :attr:`TurnStatus.ERRORED` when the machine
            could not judge the answer (the verdicts then hold no information).
        error: Why an errored turn could not be judged.
    """

    turn: int
    kind: str
    focus: str
    introduced: tuple[str, ...]
    active: tuple[str, ...]
    developer_message: str
    reply: str
    code: str | None
    extraction_note: str
    verdicts: Mapping[str, InstructionVerdict]
    reward: float = 0.0
    decision: Mapping[str, Any] = field(default_factory=dict)
    timings: Mapping[str, float] = field(default_factory=dict)
    usage: Mapping[str, int] = field(default_factory=dict)
    status: TurnStatus = TurnStatus.JUDGED
    error: str | None = None

    def __post_init__(self) -> None:
        # Plain strings (older callers, hand-built records) become the enums, so a typo is
        # refused here rather than read as some other kind of round.
        object.__setattr__(self, "kind", TurnKind(self.kind))
        object.__setattr__(self, "status", TurnStatus(self.status))

    @property
    def errored(self) -> bool:
        """True when the machine could not judge this turn."""
        return self.status == TURN_ERRORED

    @property
    def unanswered(self) -> bool:
        """True for an errored round that had no answer to judge (see ``UNANSWERED_PREFIX``)."""
        return self.errored and (self.error or "").startswith(UNANSWERED_PREFIX)

    def has_verdict(self, instruction_id: str) -> bool:
        """True when this round judged the instruction (not errored, not *not judged*)."""
        verdict = self.verdicts.get(instruction_id)
        return not self.errored and verdict is not None and verdict.judged

    def passed(self, instruction_id: str) -> bool:
        """True when the instruction is active and its verdict passed."""
        verdict = self.verdicts.get(instruction_id)
        return verdict is not None and verdict.passed

    def to_dict(self) -> dict[str, Any]:
        """Returns a JSON-ready dict."""
        return {
            "turn": self.turn,
            "kind": self.kind,
            "focus": self.focus,
            "introduced": list(self.introduced),
            "active": list(self.active),
            "developer_message": self.developer_message,
            "reply": self.reply,
            "code": self.code,
            "extraction_note": self.extraction_note,
            "verdicts": {k: v.to_dict() for k, v in self.verdicts.items()},
            "reward": self.reward,
            "decision": dict(self.decision),
            "timings": {k: round(v, 6) for k, v in self.timings.items()},
            "usage": dict(self.usage),
            # Only errored turns carry these, so judged records read as they always have.
            **({"status": self.status, "error": self.error} if self.errored else {}),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TurnRecord:
        """Builds a record from :meth:`to_dict` output."""
        return cls(
            turn=int(data["turn"]),
            kind=str(data.get("kind", "instruction")),
            focus=str(data["focus"]),
            introduced=tuple(data.get("introduced", ())),
            active=tuple(data.get("active", ())),
            developer_message=str(data.get("developer_message", "")),
            reply=str(data.get("reply", "")),
            code=data.get("code"),
            extraction_note=str(data.get("extraction_note", "")),
            verdicts={
                k: InstructionVerdict.from_dict(v) for k, v in data.get("verdicts", {}).items()
            },
            reward=float(data.get("reward", 0.0)),
            decision=dict(data.get("decision", {})),
            timings=dict(data.get("timings", {})),
            usage=dict(data.get("usage", {})),
            status=TurnStatus(str(data.get("status", TurnStatus.JUDGED))),
            error=data.get("error"),
        )


@dataclass
class Episode:
    """A whole conversation on one task.

    Attributes:
        task_id: The task played.
        policy: Name of the policy (coder).
        developer: Name of the developer strategy (and voice).
        seed: The episode seed.
        turns: Turn records in order.
        categories: Instruction id -> taxonomy category, for breakdowns.
        status: :attr:`EpisodeStatus.COMPLETED`, or :attr:`EpisodeStatus.ERRORED` when the policy
            or developer failed for good (a plain string is converted).
        error: Why an errored episode stopped.
        metadata: Free-form extras (model, sandbox, usage totals ...).
        language: The task's programming language (records written before it existed read
            as ``"python"``).
    """

    task_id: str
    policy: str
    developer: str
    seed: int | None = None
    turns: list[TurnRecord] = field(default_factory=list)
    categories: dict[str, str] = field(default_factory=dict)
    status: EpisodeStatus = EpisodeStatus.COMPLETED
    error: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)
    language: str = "python"

    def __post_init__(self) -> None:
        self.status = EpisodeStatus(self.status)

    @property
    def completed(self) -> bool:
        """True when the episode was played to its end (it counts in the metrics)."""
        return self.status == EpisodeStatus.COMPLETED

    @property
    def key(self) -> str:
        """Identity of the episode within a run: ``policy/task_id/seed``."""
        return f"{self.policy}/{self.task_id}/{self.seed}"

    def to_dict(self) -> dict[str, Any]:
        """Returns a JSON-ready dict (one line of ``episodes.jsonl``)."""
        return {
            "task_id": self.task_id,
            "policy": self.policy,
            "developer": self.developer,
            "language": self.language,
            "seed": self.seed,
            "status": self.status,
            "error": self.error,
            "categories": dict(self.categories),
            "metadata": dict(self.metadata),
            "turns": [t.to_dict() for t in self.turns],
        }

    def to_json_line(self) -> str:
        """One line of ``episodes.jsonl`` (no newline), always encodable as UTF-8.

        Non-ASCII text is kept as is, except in an episode holding a lone surrogate (a reply
        can): that one is written with ASCII escapes, which ``json.loads`` turns back into
        the same string.
        """
        data = self.to_dict()
        line = json.dumps(data, ensure_ascii=False)
        try:
            line.encode("utf-8")
        except UnicodeEncodeError:
            line = json.dumps(data, ensure_ascii=True)
        return line

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Episode:
        """Builds an episode from :meth:`to_dict` output."""
        return cls(
            task_id=str(data["task_id"]),
            policy=str(data["policy"]),
            developer=str(data.get("developer", "")),
            seed=data.get("seed"),
            turns=[TurnRecord.from_dict(t) for t in data.get("turns", [])],
            categories=dict(data.get("categories", {})),
            status=EpisodeStatus(str(data.get("status", EpisodeStatus.COMPLETED))),
            error=data.get("error"),
            metadata=dict(data.get("metadata", {})),
            language=str(data.get("language", "python")),
        )
