"""Verdicts: what a check says about a piece of code.

A *check unit* is the smallest thing that passes or fails: one unit test, or one static rule.
An instruction's verdict aggregates the units of all its checks; metrics count units (the
"tests" of CodeIF-Bench's CA) and instructions (IA, IFR).

A unit has three states: passed, failed, or *not judged* (an LLM-judged check with no judge
configured, or whose judge gave no readable answer). A not-judged unit is never a failure: the
metrics leave it out and count it apart (:mod:`codeloop.rewards.metrics`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cached_property
from typing import Any


class VerdictStatus(StrEnum):
    """The state of a check unit and of an instruction verdict (records hold the value)."""

    PASSED = "passed"
    FAILED = "failed"
    NOT_JUDGED = "not judged"
    """Nobody could decide it: neither a pass nor a failure (the metrics leave it out)."""


PASSED, FAILED, NOT_JUDGED = VerdictStatus.PASSED, VerdictStatus.FAILED, VerdictStatus.NOT_JUDGED
"""The states of a check unit and of an instruction verdict."""

HELD_OUT_REASON = {PASSED: "held-out test passed", FAILED: "held-out test failed",
                   NOT_JUDGED: "held-out test not judged"}
"""What a party to the episode may read of a held-out unit (:meth:`CheckResult.shown`)."""


@dataclass(frozen=True)
class CheckResult:
    """The outcome of one check unit (one unit test or one static rule).

    Attributes:
        check: Name of the unit, e.g. ``"test 2"`` or ``"docstring"``.
        passed: Whether the unit passed.
        reason: A short explanation a developer would understand, for passes and failures.
        duration_s: Wall time spent on this unit, when known.
        judged: False when nobody could decide the unit (``passed`` is then False and
            meaningless): it counts neither as a pass nor as a failure.
        held_out: True for a held-out test unit: it counts in the verdict like any other,
            but feedback never quotes or names it (only how many held-out units failed).
        sandboxed: True for a test unit (it ran, or was due to run, in the sandbox job);
            False for a static rule or an LLM-judged unit. Records written before this field
            read back as False.
    """

    check: str
    passed: bool
    reason: str
    duration_s: float = 0.0
    judged: bool = True
    held_out: bool = False
    sandboxed: bool = False

    @property
    def status(self) -> VerdictStatus:
        """``passed``, ``failed`` or ``not judged``."""
        if not self.judged:
            return NOT_JUDGED
        return PASSED if self.passed else FAILED

    def shown(self, known: frozenset[str] = frozenset()) -> CheckResult:
        """This unit as the episode's parties may see it (the coder's and developer's infos).

        A held-out unit's reason quotes its test's call and values (``got ..., want ...``); a
        policy that reads it, or a developer agent that passes it on, could memorise the
        answer instead of fixing the code. Its reason is replaced by its status alone, unless
        it is one of ``known`` (reasons shown units already give, such as "no code to check":
        those tell nothing of this unit). Shown units are returned unchanged. Records and
        reports keep the full reason.
        """
        if not self.held_out or self.reason in known:
            return self
        return replace(self, reason=HELD_OUT_REASON[self.status])

    def to_dict(self) -> dict[str, Any]:
        """Returns a JSON-ready dict (``not_judged``, ``held_out``, ``sandboxed`` only when set)."""
        out: dict[str, Any] = {
            "check": self.check,
            "passed": self.passed,
            "reason": self.reason,
            "duration_s": round(self.duration_s, 6),
        }
        if not self.judged:
            out["not_judged"] = True
        if self.held_out:
            out["held_out"] = True
        if self.sandboxed:
            out["sandboxed"] = True
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CheckResult:
        """Builds a result from :meth:`to_dict` output."""
        return cls(
            check=str(data["check"]),
            passed=bool(data["passed"]),
            reason=str(data.get("reason", "")),
            duration_s=float(data.get("duration_s", 0.0)),
            judged=not data.get("not_judged", False),
            held_out=bool(data.get("held_out", False)),
            sandboxed=bool(data.get("sandboxed", False)),
        )


@dataclass(frozen=True)
class InstructionVerdict:
    """All check units of one instruction (or of the base problem) on one answer.

    Attributes:
        instruction_id: The instruction judged (``"base"`` for the base problem).
        results: One entry per check unit, in the instruction's order.
    """

    instruction_id: str
    results: tuple[CheckResult, ...] = field(default_factory=tuple)
    # status and the unit counts are cached (cached_property): the verdict and its units are
    # frozen, and a report or summary reads them hundreds of thousands of times, each a pass
    # over hundreds of held-out units.

    @cached_property
    def status(self) -> VerdictStatus:
        """The instruction's state: ``passed``, ``failed`` or ``not judged``.

        ``failed`` when a judged unit failed (or there are no units); else ``not judged`` when
        a unit was not judged (the instruction cannot be said to hold); else ``passed``.
        """
        if not self.results or any(r.judged and not r.passed for r in self.results):
            return FAILED
        if any(not r.judged for r in self.results):
            return NOT_JUDGED
        return PASSED

    @property
    def passed(self) -> bool:
        """True when every unit was judged and passed."""
        return self.status == PASSED

    @property
    def judged(self) -> bool:
        """False when the verdict is ``not judged`` (metrics leave the instruction out)."""
        return self.status != NOT_JUDGED

    @cached_property
    def n_units(self) -> int:
        """Number of judged check units (the units the metrics count)."""
        return sum(1 for r in self.results if r.judged)

    @cached_property
    def n_passed(self) -> int:
        """Number of check units that passed."""
        return sum(1 for r in self.results if r.judged and r.passed)

    @cached_property
    def n_not_judged(self) -> int:
        """Number of check units nobody could judge."""
        return sum(1 for r in self.results if not r.judged)

    def failures(self) -> list[CheckResult]:
        """Returns the failing (judged) units."""
        return [r for r in self.results if r.judged and not r.passed]

    def shown(self) -> InstructionVerdict:
        """The verdict with held-out units' own reasons withheld (:meth:`CheckResult.shown`)."""
        known = frozenset(r.reason for r in self.results if not r.held_out)
        return replace(self, results=tuple(r.shown(known) for r in self.results))

    def shown_failures(self) -> list[CheckResult]:
        """Returns the failing units that feedback may quote (held-out units left out)."""
        return [r for r in self.failures() if not r.held_out]

    @property
    def n_held_out_failed(self) -> int:
        """Number of held-out units that failed (all feedback may say of them)."""
        return sum(1 for r in self.failures() if r.held_out)

    def summary(self) -> str:
        """One line: pass/fail/not judged and the first failure's (or the not-judged) reason."""
        if self.passed:
            return f"{self.instruction_id}: passed ({self.n_units} checks)"
        if self.status == NOT_JUDGED:
            unjudged = next(r for r in self.results if not r.judged)
            return (f"{self.instruction_id}: NOT JUDGED ({self.n_not_judged} of "
                    f"{len(self.results)} checks) - {unjudged.check}: {unjudged.reason}")
        first = self.failures()[0] if self.failures() else None
        why = f" - {first.check}: {first.reason}" if first else ""
        return f"{self.instruction_id}: FAILED {self.n_passed}/{self.n_units}{why}"

    def to_dict(self) -> dict[str, Any]:
        """Returns a JSON-ready dict."""
        return {
            "instruction_id": self.instruction_id,
            "passed": self.passed,
            "status": self.status,
            "results": [r.to_dict() for r in self.results],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> InstructionVerdict:
        """Builds a verdict from :meth:`to_dict` output."""
        return cls(
            instruction_id=str(data["instruction_id"]),
            results=tuple(CheckResult.from_dict(r) for r in data.get("results", [])),
        )
