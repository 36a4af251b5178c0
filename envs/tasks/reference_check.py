"""Proving a task's references.

Each reference passes what is active at its turn, and no instruction is trivially satisfied
by the previous turn's reference or by the base reference. A task in another language than
Python runs its tests twice per turn: as written (the authored assertions prove the expected
values) and as the probes that judge answers (each turn's reference observes what the
reference that introduced each instruction observes, so probes compile and match).

Usage: ``python -m codeloop.envs.tasks.reference_check [SPEC]`` (default: the bundled bank).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass

from codeloop.envs.sandbox import Sandbox
from codeloop.envs.sandbox.config import SandboxConfig
from codeloop.envs.tasks.schema import Task, instruction_references
from codeloop.envs.tasks.sources import load_tasks
from codeloop.rewards.checks import evaluate
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.checks.spec import Check
from codeloop.rewards.episode import BASE_ID


@dataclass(frozen=True)
class ReferenceProblem:
    """One thing wrong with a task's references."""

    task_id: str
    turn: int
    problem: str

    def __str__(self) -> str:
        return f"{self.task_id} turn {self.turn}: {self.problem}"


def check_task_references(task: Task, referee: Referee | Sandbox) -> list[ReferenceProblem]:
    """Checks one task's per-turn and solo references.

    Args:
        task: A task with ``references``.
        referee: What judges them, as it judges answers (a bare Python sandbox is read by
            :meth:`Referee.of <codeloop.rewards.checks.referee.Referee.of>`; a language
            sandbox that referee starts is closed before this returns).

    Returns:
        Every problem found (empty when the references are sound).
    """
    if isinstance(referee, Referee):
        return _check(task, referee)
    with Referee.of(referee) as own:  # closes its language sandboxes, never the caller's
        return _check(task, own)


def _check(task: Task, sandbox: Referee) -> list[ReferenceProblem]:
    problems: list[ReferenceProblem] = []
    if task.references is None:
        return [ReferenceProblem(task.id, 0, "the task has no references")]
    # No instruction may hold for the base solution either: a model that keeps its first
    # answer (the stubborn baseline) must score IA = 0 after turn 1.
    base_ref = task.references[0]
    verdicts, _ = evaluate(base_ref, [(i.id, i.checks) for i in task.instructions], sandbox,
                           language=task.language, trusted_code=True)
    for ins in task.instructions:
        if verdicts[ins.id].passed:
            problems.append(ReferenceProblem(
                task.id, 1, f"instruction {ins.id!r} already holds for the base reference"))
    given = [BASE_ID]
    for turn, ref in enumerate(task.references, start=1):
        if turn > 1:
            new = task.instructions[turn - 2]
            given.append(new.id)
            # The new instruction must fail on the previous turn's reference.
            verdicts, _ = evaluate(task.references[turn - 2], [(new.id, new.checks)], sandbox,
                                   language=task.language, trusted_code=True)
            if verdicts[new.id].passed:
                problems.append(ReferenceProblem(
                    task.id, turn, f"instruction {new.id!r} already holds for the previous "
                    "turn's reference (trivially satisfied)"))
        active = task.active_after(given)
        checks = [(i, task.checks_of(i)) for i in active]
        verdicts, _ = evaluate(ref, checks, sandbox, language=task.language, trusted_code=True)
        for verdict in verdicts.values():
            if not verdict.passed:
                problems.append(ReferenceProblem(
                    task.id, turn, f"reference fails {verdict.summary()}"))
        if task.language != "python":
            problems += _probe_problems(task, turn, ref, checks, sandbox)
    for ins in task.instructions:
        if ins.solo_reference is None:
            continue
        active = task.active_after([BASE_ID, ins.id])
        verdicts, _ = evaluate(ins.solo_reference, [(i, task.checks_of(i)) for i in active],
                               sandbox, language=task.language, trusted_code=True)
        for verdict in verdicts.values():
            if not verdict.passed:
                problems.append(ReferenceProblem(
                    task.id, 0, f"solo reference of {ins.id!r} fails {verdict.summary()}"))
    return problems


def _probe_problems(task: Task, turn: int, ref: str,
                    checks: Sequence[tuple[str, Sequence[Check]]],
                    sandbox: Referee) -> list[ReferenceProblem]:
    """The turn's reference judged as an answer is: against each instruction's reference."""
    verdicts, job = evaluate(ref, checks, sandbox, language=task.language,
                             references=instruction_references(task))
    if job is not None and job.machine_fault:
        return [ReferenceProblem(task.id, turn, f"probes cannot be judged: {job.message}")]
    return [ReferenceProblem(task.id, turn, f"reference fails as probes {v.summary()}")
            for v in verdicts.values() if not v.passed]


def main(argv: list[str] | None = None) -> int:
    """Checks every task of a spec and prints the problems."""
    argv = sys.argv[1:] if argv is None else argv
    tasks = load_tasks(argv[0] if argv else "bank")
    bad = 0
    # One referee for every task, so each language's sandbox starts once.
    with Referee.build(SandboxConfig("local")) as referee:
        for task in tasks:
            for problem in check_task_references(task, referee):
                print(problem)
                bad += 1
    print(f"{len(tasks)} tasks checked, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
