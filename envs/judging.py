"""Judging one reply: the single path every caller takes (world, training rewards, probes aside).

A reply is judged in two steps, always the same: the code is extracted
(:func:`codeloop.rewards.extract.extract_code`), then every active instruction's checks run on it
(:func:`codeloop.rewards.checks.evaluate`: static rules in-process, all tests in ONE sandbox
job). :class:`codeloop.envs.world.CodingWorld` judges live rounds with it and the training
rewards judge a completion in the place of a reference round with it, so a verdict means the
same thing in evaluation and in every training mode.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from codeloop.envs.sandbox.base import Limits, Sandbox
from codeloop.envs.tasks.schema import Task, instruction_references
from codeloop.rewards.checks.evaluate import evaluate
from codeloop.rewards.extract import EXTRACTION_RULES, extract_code
from codeloop.rewards.verdict import InstructionVerdict


@dataclass(frozen=True)
class Judgement:
    """What judging a reply found.

    Attributes:
        code: The extracted code, or None when the reply holds none.
        extraction_note: How the code was found, or why none was.
        verdicts: The verdict of each active instruction, in order.
        sandbox_s: Seconds the sandbox job took (None when no job ran).
        machine_fault: Why the sandbox job could not run, even on a fresh worker (the
            verdicts then say nothing about the code), or None.
    """

    code: str | None
    extraction_note: str
    verdicts: dict[str, InstructionVerdict]
    sandbox_s: float | None
    machine_fault: str | None = None


def judge_reply(task: Task, reply: str, active: Sequence[str], sandbox: Sandbox, *,
                limits: Limits | None = None, strict_eq: bool = True) -> Judgement:
    """Judges a raw reply on the task's active instructions.

    Args:
        task: The task (its entry point guides extraction; its checks judge).
        reply: The coder's raw reply.
        active: Ids of the instructions whose checks apply (``"base"`` included).
        sandbox: Where the tests run.
        limits: Sandbox limits for the job.
        strict_eq: Strict equality in test asserts.

    Returns:
        The extraction and the verdicts.
    """
    # A benchmark run in compat mode extracts as that benchmark's harness does.
    compat_rule = EXTRACTION_RULES.get(str(task.metadata.get("compat", "")))
    extraction = (compat_rule(reply) if compat_rule is not None
                  else extract_code(reply, task.entry_point, task.language))
    verdicts, job = evaluate(
        extraction.code, [(iid, task.checks_of(iid)) for iid in active], sandbox,
        limits=limits, strict_eq=strict_eq, no_code_reason=extraction.note,
        language=task.language, references=instruction_references(task))
    fault = (job.message or job.status) if job is not None and job.machine_fault else None
    return Judgement(extraction.code, extraction.note, verdicts,
                     job.duration_s if job else None, fault)
