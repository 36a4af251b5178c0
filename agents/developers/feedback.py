"""How much a feedback message reveals: the reveal levels, and the facts each one lets through.

The levels are ordered; each reveals everything the previous one does, plus more:

``none``
    Nothing about the answer: the developer only asks the model to look at its code again.
``pass-fail``
    Whether the answer meets the request (and a reminder of the request's own text).
``compiler-errors``
    Plus the error when the code does not parse, does not load, or is missing
    (ConvCodeWorld's compilation feedback).
``violated-instructions``
    Plus the text of every instruction in scope that the answer violates (MultiCodeIF's
    repair prompts name the violated constraints).
``failing-tests-partial``
    Plus, for each violated instruction, its first failing *shown* check and the reason it
    failed (ConvCodeWorld's partial execution feedback: a subset of the test results).
``failing-tests``
    Plus every failing *shown* check with the full test source and the reason (ConvCodeWorld's
    full execution feedback).

Held-out test units (:attr:`codeloop.rewards.checks.spec.Check.held_out`) count in every
verdict but no level quotes them: the two failing-tests levels say only ``N held-out tests
failed`` per violated instruction, never their source, name, inputs, or the values compared.
A policy therefore cannot pass them by memorising what feedback quoted (docs/FEEDBACK_LEVELS.md
lists what each level reveals).

The facts are a plain dict that voices word; a strategy builds it with :func:`build_feedback`
so that what is revealed is decided by the strategy, never by the voice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from codeloop.envs.tasks.schema import Task
from codeloop.rewards.checks.evaluate import NO_CODE_REASON
from codeloop.rewards.episode import BASE_ID, TurnRecord

LEVELS = (
    "none",
    "pass-fail",
    "compiler-errors",
    "violated-instructions",
    "failing-tests-partial",
    "failing-tests",
)
"""Reveal levels, from least to most revealing."""

ALIASES = {
    "nothing": "none",
    "pass/fail": "pass-fail",
    "passfail": "pass-fail",
    "compiler": "compiler-errors",
    "compile-errors": "compiler-errors",
    "violated": "violated-instructions",
    "partial": "failing-tests-partial",
    "failing-tests-full": "failing-tests",
    "full": "failing-tests",
}

_COMPILER_MARKERS = ("the code does not parse", "the code failed to load", NO_CODE_REASON)


def normalize_level(level: str) -> str:
    """Returns the canonical name of a reveal level.

    Raises:
        ValueError: For an unknown level.
    """
    name = ALIASES.get(level, level)
    if name not in LEVELS:
        raise ValueError(f"unknown feedback level {level!r}; choose one of {', '.join(LEVELS)}")
    return name


def reveals(level: str, at_least: str) -> bool:
    """True when ``level`` reveals everything ``at_least`` does."""
    return LEVELS.index(normalize_level(level)) >= LEVELS.index(normalize_level(at_least))


def compiler_error(record: TurnRecord) -> str | None:
    """The parse/load error of a judged answer, or None when its code loaded.

    Looks at the reasons of the failing checks: the checker reports a parse error, a failed
    import of the candidate module, or missing code on every unit. A round the machine could
    not judge has none: its failing units are the machine's, not the code's.
    """
    if record.errored:
        return None
    for verdict in record.verdicts.values():
        for result in verdict.failures():
            if any(result.reason.startswith(m) for m in _COMPILER_MARKERS):
                return result.reason
    return None


def _unit_sources(task: Task, iid: str) -> list[str | None]:
    """The test source behind each check unit of an instruction (None for static rules).

    Units come in the order the checker reports them: each test check expands to one unit per
    test, each static rule is one unit.
    """
    out: list[str | None] = []
    for check in task.checks_of(iid):
        if check.is_test:
            # A held-out unit's source is never quoted: None keeps the units aligned.
            tests = check.params.get("tests", [])
            out.extend([None] * len(tests) if check.held_out else tests)
        else:
            out.append(None)
    return out


def build_feedback(
    task: Task,
    record: TurnRecord,
    level: str,
    *,
    scope: Sequence[str] | None = None,
    include_code: bool = False,
) -> dict[str, Any]:
    """The facts a feedback message may reveal about a judged answer.

    Only what was judged is revealed. An instruction *not judged* (a ``judge`` check nobody
    could answer) is neither praised nor reported violated: it is left out of ``scope``,
    ``passed`` and ``violated``, and a not-judged unit is never a failing check. A round the
    machine could not judge (``record.errored``) reveals nothing about the answer (``scope``
    empty, ``passed`` None) and never the machine's error text; the built-in strategies give no
    feedback on such a round at all, this is the floor for any other strategy.

    Args:
        task: The task.
        record: The judged round the feedback is about.
        level: A reveal level (see :data:`LEVELS`).
        scope: Instruction ids the feedback is about (default: every active one).
        include_code: Quote the answer's code back (MultiCodeIF repair prompts do).

    Returns:
        A dict with ``level``, ``scope``, ``passed`` (None at level ``none``),
        ``show_instruction``, and as the level allows ``compiler_error``, ``violated``
        (instruction texts), ``violated_ids``, ``failing`` (one line per failing check) and
        ``previous_code``.
    """
    level = normalize_level(level)
    if record.errored:
        facts: dict[str, Any] = {"level": level, "scope": [], "passed": None,
                                 "show_instruction": level != "none"}
        if include_code and record.code:
            facts["previous_code"] = record.code  # the model's own code, no verdict on it
        return facts
    ids = [i for i in (scope if scope is not None else record.active)
           if i in record.verdicts and record.verdicts[i].judged]
    failing_ids = [i for i in ids if not record.passed(i)]
    facts = {"level": level, "scope": list(ids)}
    if level == "none":
        facts.update(passed=None, show_instruction=False)
    else:
        facts.update(passed=not failing_ids, show_instruction=True)
    if reveals(level, "compiler-errors"):
        error = compiler_error(record)
        if error:
            facts["compiler_error"] = error
    if reveals(level, "violated-instructions") and failing_ids:
        facts["violated_ids"] = failing_ids
        facts["violated"] = [task.prompt if i == BASE_ID else task.instruction(i).text
                             for i in failing_ids]
    if reveals(level, "failing-tests-partial") and failing_ids:
        full = level == "failing-tests"
        lines = []
        for iid in failing_ids:
            results = record.verdicts[iid].results
            sources = _unit_sources(task, iid)
            if len(sources) != len(results):  # the task changed since the record was made
                sources = [None] * len(results)
            failures = [(r, src) for r, src in zip(results, sources, strict=True)
                        if r.judged and not r.passed and not r.held_out]
            for result, src in failures if full else failures[:1]:
                source = src if full else None
                if source is not None:
                    lines.append(f"{source.strip()}\n  -> {result.reason}")
                else:
                    lines.append(f"{result.check}: {result.reason}")
            held = record.verdicts[iid].n_held_out_failed
            if held:
                # The count is all a held-out unit ever reveals: no name, source or value.
                lines.append(f"{held} held-out test{'s' if held != 1 else ''} failed")
        facts["failing"] = lines
    if include_code and record.code:
        facts["previous_code"] = record.code
    return facts
