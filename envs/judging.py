"""Judging one reply: the single path every caller takes (world, probes, training rewards).

A reply is judged in two steps, always the same: the code is extracted
(:func:`codeloop.rewards.extract.extract_code`), then every active instruction's checks run on it
(:func:`judge_code`: :func:`codeloop.rewards.checks.evaluate`, static rules in-process, all
tests in ONE sandbox job, then the one rule for a job the machine could not run).
:class:`codeloop.envs.world.CodingWorld` judges live rounds with it and probes with
:func:`judge_code`, and the training rewards judge a completion in the place of a reference
round with it, so a verdict means the same thing in evaluation, in a dynamic developer's probe
and in every training mode. What judges is one
:class:`~codeloop.rewards.checks.referee.Referee`, passed in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from codeloop.envs.sandbox.base import Limits, Sandbox
from codeloop.envs.tasks.schema import Task, instruction_references
from codeloop.rewards.checks.evaluate import evaluate
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.extract import EXTRACTION_RULES, extract_code
from codeloop.rewards.verdict import InstructionVerdict

__all__ = ["MACHINE_FAULT_REASON", "Judgement", "instruction_references", "judge_code",
           "judge_reply", "tests_unjudged"]

MACHINE_FAULT_REASON = "not judged: the machine could not run the tests"
"""Reason of a test unit whose job the machine could not run (no machine text in it: the
turn's ``error`` keeps that)."""


@dataclass(frozen=True)
class Judgement:
    """What judging a reply found.

    Attributes:
        code: The extracted code, or None when the reply holds none.
        extraction_note: How the code was found, or why none was.
        verdicts: The verdict of each active instruction, in order.
        sandbox_s: Seconds the sandbox job took (None when no job ran).
        machine_fault: Why the sandbox job could not run, even on a fresh worker, or None.
            With a fault, every test unit is *not judged* (:func:`tests_unjudged`): the job
            says nothing about the code; static units keep their verdicts.
    """

    code: str | None
    extraction_note: str
    verdicts: dict[str, InstructionVerdict]
    sandbox_s: float | None
    machine_fault: str | None = None


def tests_unjudged(verdict: InstructionVerdict) -> InstructionVerdict:
    """The verdict with its test units not judged (their job never ran); static units kept."""
    return replace(verdict, results=tuple(
        replace(r, passed=False, reason=MACHINE_FAULT_REASON, judged=False) if r.sandboxed else r
        for r in verdict.results))


def judge_code(task: Task, code: str | None, extraction_note: str, ids: Sequence[str],
               referee: Referee | Sandbox | None, *, limits: Limits | None = None,
               strict_eq: bool | None = None) -> Judgement:
    """Judges extracted code on instructions of the task: the one evaluation and fault rule.

    Args:
        task: The task (its checks judge; its references judge another language's tests).
        code: The extracted code, or None.
        extraction_note: How the code was found, or why none was (every unit's reason when
            ``code`` is None).
        ids: The instructions to judge (``"base"`` included); they need not be active.
        referee: What judges (a bare sandbox, with ``limits``/``strict_eq``, is read by
            :meth:`Referee.of`).
        limits: Job limits (with a bare sandbox only).
        strict_eq: Strict equality in test asserts (with a bare sandbox only).

    Returns:
        The verdicts; with a machine fault, its reason and the test units not judged.
    """
    verdicts, job = evaluate(
        code, [(iid, task.checks_of(iid)) for iid in ids], referee, limits=limits,
        strict_eq=strict_eq, no_code_reason=extraction_note, language=task.language,
        references=instruction_references(task))
    fault = (job.message or job.status) if job is not None and job.machine_fault else None
    if fault is not None:
        verdicts = {iid: tests_unjudged(v) for iid, v in verdicts.items()}
    return Judgement(code, extraction_note, verdicts, job.duration_s if job else None, fault)


def judge_reply(task: Task, reply: str, active: Sequence[str],
                referee: Referee | Sandbox | None, *, limits: Limits | None = None,
                strict_eq: bool | None = None) -> Judgement:
    """Judges a raw reply on the task's active instructions.

    Args:
        task: The task (its entry point guides extraction; its checks judge).
        reply: The coder's raw reply.
        active: Ids of the instructions whose checks apply (``"base"`` included).
        referee: What judges (a bare sandbox, with ``limits``/``strict_eq``, is read by
            :meth:`Referee.of`).
        limits: Job limits (with a bare sandbox only).
        strict_eq: Strict equality in test asserts (with a bare sandbox only).

    Returns:
        The extraction and the verdicts.
    """
    # A benchmark run in compat mode extracts as that benchmark's harness does.
    compat_rule = EXTRACTION_RULES.get(str(task.metadata.get("compat", "")))
    extraction = (compat_rule(reply) if compat_rule is not None
                  else extract_code(reply, task.entry_point, task.language))
    return judge_code(task, extraction.code, extraction.note, active, referee, limits=limits,
                      strict_eq=strict_eq)
