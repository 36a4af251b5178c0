"""The labelled corpus of the rule checkers, and the accuracy measurement over it.

One file per static rule, ``<kind>.txt``, in a plain format a reviewer can read::

    # kind: forbid
    # params: {"constructs": ["for"]}          <- default params (JSON), optional

    === pass: a while loop is not a for loop   <- label (pass/fail) and what the case shows
    params: {"constructs": ["while"]}          <- optional params (JSON), replacing the defaults
    def f(n):
        ...

Everything after the optional ``params:`` line up to the next ``===`` line is the code. Each
case's label is what a careful human reviewer says about the code; :func:`measure` runs the
checker and reports agreement per rule.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codeloop.rewards.checks.lines import physical_lines
from codeloop.rewards.checks.parsing import parse_code
from codeloop.rewards.checks.static import RULE_CHECKABLE, run_static

CORPUS_DIR = Path(__file__).parent

EVASION = "evasion:"
"""Note prefix of a case that once satisfied a rule's letter without following it."""


@dataclass(frozen=True)
class Case:
    """One labelled example.

    Attributes:
        kind: The static rule.
        expected: True when the code follows the rule (a ``pass`` case).
        note: What the case shows.
        params: Rule parameters.
        code: The code.
        where: ``file:line`` of the case.
    """

    kind: str
    expected: bool
    note: str
    params: dict[str, Any]
    code: str
    where: str


@dataclass
class KindAccuracy:
    """Agreement of one checker with its labels."""

    kind: str
    passing: int = 0
    failing: int = 0
    agreed: int = 0
    evasions: int = 0  # cases noted "evasion: ...": replies that once passed by the letter
    wrong: list[tuple[Case, bool, str]] = field(default_factory=list)

    @property
    def total(self) -> int:
        """Number of cases."""
        return self.passing + self.failing

    @property
    def accuracy(self) -> float:
        """Share of cases where the checker agrees with the label."""
        return self.agreed / self.total if self.total else 0.0


def parse_corpus_file(path: Path) -> list[Case]:
    """Reads one corpus file.

    Raises:
        ValueError: On a malformed header or case line (naming file and line).
    """
    kind = path.stem
    defaults: dict[str, Any] = {}
    cases: list[Case] = []
    current: dict[str, Any] | None = None
    # Python's line ends only: cases hold form feeds, which splitlines() would split at.
    lines = physical_lines(path.read_text(encoding="utf-8"))

    def close() -> None:
        if current is not None:
            code = "\n".join(current["lines"]).strip("\n") + "\n"
            params = current["params"] if current["has_params"] else defaults
            cases.append(Case(kind, current["expected"], current["note"], params, code,
                              current["where"]))

    for lineno, line in enumerate(lines, start=1):
        if current is None and line.startswith("# params:"):
            defaults = json.loads(line.split(":", 1)[1])
            continue
        if current is None and line.startswith("# kind:"):
            if line.split(":", 1)[1].strip() != kind:
                raise ValueError(f"{path}:{lineno}: kind does not match the file name")
            continue
        if line.startswith("=== "):
            close()
            label, _, note = line[4:].partition(":")
            if label.strip() not in ("pass", "fail"):
                raise ValueError(f"{path}:{lineno}: label must be 'pass' or 'fail'")
            current = {"expected": label.strip() == "pass", "note": note.strip(),
                       "params": {}, "has_params": False, "lines": [],
                       "where": f"{path.name}:{lineno}"}
            continue
        if current is not None:
            if not current["lines"] and line.startswith("params:"):
                current["params"] = json.loads(line.split(":", 1)[1])
                current["has_params"] = True
            else:
                current["lines"].append(line)
    close()
    return cases


def load_corpus(kinds: Iterable[str] | None = None) -> list[Case]:
    """All labelled cases, optionally only of some rules."""
    wanted = set(kinds) if kinds is not None else None
    cases: list[Case] = []
    for path in sorted(CORPUS_DIR.glob("*.txt")):
        if wanted is None or path.stem in wanted:
            cases.extend(parse_corpus_file(path))
    return cases


def judge_case(case: Case) -> tuple[bool, str]:
    """Runs the case's checker on its code."""
    tree, _ = parse_code(case.code)
    return run_static(case.kind, case.code, tree, case.params)


def measure(kinds: Iterable[str] | None = None) -> dict[str, KindAccuracy]:
    """Per-rule agreement with the labels, for every rule-checkable kind.

    Returns:
        Kind -> accuracy record; a rule without a corpus file appears with zero cases.
    """
    chosen = list(kinds) if kinds is not None else list(RULE_CHECKABLE)
    out = {k: KindAccuracy(k) for k in chosen}
    for case in load_corpus(chosen):
        acc = out.setdefault(case.kind, KindAccuracy(case.kind))
        if case.expected:
            acc.passing += 1
        else:
            acc.failing += 1
        acc.evasions += case.note.startswith(EVASION)
        got, reason = judge_case(case)
        if got == case.expected:
            acc.agreed += 1
        else:
            acc.wrong.append((case, got, reason))
    return out
