"""Verdicts: what a check says about a piece of code.

A *check unit* is the smallest thing that passes or fails: one unit test, or one static rule.
An instruction's verdict aggregates the units of all its checks; metrics count units (the
"tests" of CodeIF-Bench's CA) and instructions (IA, IFR).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class CheckResult:
    """The outcome of one check unit (one unit test or one static rule).

    Attributes:
        check: Name of the unit, e.g. ``"test 2"`` or ``"docstring"``.
        passed: Whether the unit passed.
        reason: A short explanation a developer would understand, for passes and failures.
        duration_s: Wall time spent on this unit, when known.
    """

    check: str
    passed: bool
    reason: str
    duration_s: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        """Returns a JSON-ready dict."""
        return {
            "check": self.check,
            "passed": self.passed,
            "reason": self.reason,
            "duration_s": round(self.duration_s, 6),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CheckResult:
        """Builds a result from :meth:`to_dict` output."""
        return cls(
            check=str(data["check"]),
            passed=bool(data["passed"]),
            reason=str(data.get("reason", "")),
            duration_s=float(data.get("duration_s", 0.0)),
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

    @property
    def passed(self) -> bool:
        """True when every unit passed (an instruction with no units never passes)."""
        return bool(self.results) and all(r.passed for r in self.results)

    @property
    def n_units(self) -> int:
        """Number of check units."""
        return len(self.results)

    @property
    def n_passed(self) -> int:
        """Number of check units that passed."""
        return sum(1 for r in self.results if r.passed)

    def failures(self) -> list[CheckResult]:
        """Returns the failing units."""
        return [r for r in self.results if not r.passed]

    def summary(self) -> str:
        """One line: pass/fail and the first failure's reason."""
        if self.passed:
            return f"{self.instruction_id}: passed ({self.n_units} checks)"
        first = self.failures()[0] if self.failures() else None
        why = f" - {first.check}: {first.reason}" if first else ""
        return f"{self.instruction_id}: FAILED {self.n_passed}/{self.n_units}{why}"

    def to_dict(self) -> dict[str, Any]:
        """Returns a JSON-ready dict."""
        return {
            "instruction_id": self.instruction_id,
            "passed": self.passed,
            "results": [r.to_dict() for r in self.results],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> InstructionVerdict:
        """Builds a verdict from :meth:`to_dict` output."""
        return cls(
            instruction_id=str(data["instruction_id"]),
            results=tuple(CheckResult.from_dict(r) for r in data.get("results", [])),
        )
