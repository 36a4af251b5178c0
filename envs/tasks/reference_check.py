"""Proving a task's references.

Each reference passes what is active at its turn, and no instruction is trivially satisfied
by the previous turn's reference or by the base reference.

Usage: ``python -m codeloop.envs.tasks.reference_check [SPEC]`` (default: the bundled bank).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from codeloop.envs.sandbox import Sandbox, make_sandbox
from codeloop.envs.tasks.schema import Task
from codeloop.envs.tasks.sources import load_tasks
from codeloop.rewards.checks import evaluate
from codeloop.rewards.episode import BASE_ID


@dataclass(frozen=True)
class ReferenceProblem:
    """One thing wrong with a task's references."""

    task_id: str
    turn: int
    problem: str

    def __str__(self) -> str:
        return f"{self.task_id} turn {self.turn}: {self.problem}"


def check_task_references(task: Task, sandbox: Sandbox) -> list[ReferenceProblem]:
    """Checks one task's per-turn and solo references.

    Args:
        task: A task with ``references``.
        sandbox: Where tests run.

    Returns:
        Every problem found (empty when the references are sound).
    """
    problems: list[ReferenceProblem] = []
    if task.references is None:
        return [ReferenceProblem(task.id, 0, "the task has no references")]
    # No instruction may hold for the base solution either: a model that keeps its first
    # answer (the stubborn baseline) must score IA = 0 after turn 1.
    base_ref = task.references[0]
    verdicts, _ = evaluate(base_ref, [(i.id, i.checks) for i in task.instructions], sandbox,
                           language=task.language)
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
                                   language=task.language)
            if verdicts[new.id].passed:
                problems.append(ReferenceProblem(
                    task.id, turn, f"instruction {new.id!r} already holds for the previous "
                    "turn's reference (trivially satisfied)"))
        active = task.active_after(given)
        verdicts, _ = evaluate(ref, [(i, task.checks_of(i)) for i in active], sandbox,
                               language=task.language)
        for verdict in verdicts.values():
            if not verdict.passed:
                problems.append(ReferenceProblem(
                    task.id, turn, f"reference fails {verdict.summary()}"))
    for ins in task.instructions:
        if ins.solo_reference is None:
            continue
        active = task.active_after([BASE_ID, ins.id])
        verdicts, _ = evaluate(ins.solo_reference, [(i, task.checks_of(i)) for i in active],
                               sandbox, language=task.language)
        for verdict in verdicts.values():
            if not verdict.passed:
                problems.append(ReferenceProblem(
                    task.id, 0, f"solo reference of {ins.id!r} fails {verdict.summary()}"))
    return problems


def main(argv: list[str] | None = None) -> int:
    """Checks every task of a spec and prints the problems."""
    argv = sys.argv[1:] if argv is None else argv
    tasks = load_tasks(argv[0] if argv else "bank")
    sandbox = make_sandbox("local")
    bad = 0
    for task in tasks:
        for problem in check_task_references(task, sandbox):
            print(problem)
            bad += 1
    sandbox.close()
    print(f"{len(tasks)} tasks checked, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
