"""Planning a run: every (policy, task, seed) it must play, and which are already done."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from codeloop.envs.tasks import Task
from codeloop.episode_loop import episode_seed
from codeloop.rewards.episode import Episode

PlannedEpisode = tuple[str, Task, int]
"""``(policy spec, task, episode seed)``."""

EpisodeKey = tuple[str, str, int | None]
"""``(policy, task id, seed)``: what identifies an episode in ``episodes.jsonl``."""

NEEDS_REFERENCES = ("reference", "stubborn", "forgetful")
"""Scripted baselines that answer with a task's reference solutions."""


@dataclass
class RunPlan:
    """What a run must do, decided before its first episode.

    Attributes:
        tasks: The tasks, after ``limit``.
        skipped: The records the loader could not judge, counted by reason.
        planned: Every episode of the run, in a stable order.
        done: Episodes already in ``episodes.jsonl`` that are kept (not to be played again).
        todo: The planned episodes still to play.
        digests: A short hash of each task's content.
        previous: The manifest of the run being resumed, if any.
        recorded: Every record ``episodes.jsonl`` held when the run was planned, superseded
            ones included, in file order: with the episodes this run appends, what the file
            holds at the end (the run holds its lock), so it need not be read again.
    """

    tasks: list[Task]
    skipped: dict[str, Any]
    planned: list[PlannedEpisode]
    done: list[Episode]
    todo: list[PlannedEpisode]
    digests: dict[str, str]
    previous: dict[str, Any] | None = field(default=None)
    recorded: list[Episode] = field(default_factory=list)

    @property
    def resumed_with(self) -> int:
        """Planned episodes found already done."""
        return len(self.planned) - len(self.todo)

    def keep(self, episodes: Iterable[Episode]) -> list[Episode]:
        """The episodes of this plan, one per key, the last one recorded (file order kept)."""
        planned = {(spec, task.id, seed) for spec, task, seed in self.planned}
        return [e for e in latest_per_key(episodes) if key_of(e) in planned]


def key_of(episode: Episode) -> EpisodeKey:
    """The ``(policy, task id, seed)`` of an episode."""
    return (episode.policy, episode.task_id, episode.seed)


def check_references(policies: Sequence[str], tasks: Sequence[Task]) -> None:
    """Refuses up front to run reference-based baselines on tasks that have no references.

    Raises:
        ValueError: Naming the policies and how many tasks lack references.
    """
    scripted = [p for p in policies if p in NEEDS_REFERENCES]
    missing = [t.id for t in tasks if not t.references]
    if scripted and missing:
        raise ValueError(
            f"{len(missing)} of {len(tasks)} tasks have no reference solutions (e.g. "
            f"{missing[0]}), which the {', '.join(scripted)} baseline(s) play; evaluate a "
            "model instead (--model NAME --base-url URL, --policy hf:PATH or "
            "--policy replay:FILE)")


def plan_episodes(policies: Sequence[str], tasks: Sequence[Task], seed: int,
                  episodes_per_task: int) -> list[PlannedEpisode]:
    """Every (policy spec, task, seed) the run must play, in a stable order.

    Args:
        policies: Policy specs.
        tasks: The tasks.
        seed: The run's seed; sample ``k`` of a task is seeded from ``seed + k`` and its id.
        episodes_per_task: Samples per (policy, task).
    """
    return [(spec, task, episode_seed(seed + k, task.id))
            for spec in policies for task in tasks for k in range(episodes_per_task)]


def task_digest(task: Task) -> str:
    """A short hash of a task's content (prompt, instructions, checks, references)."""
    blob = json.dumps(task.to_dict(), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:16]


def latest_per_key(episodes: Iterable[Episode]) -> list[Episode]:
    """One episode per ``(policy, task, seed)``: the last one recorded (file order kept)."""
    by_key: dict[EpisodeKey, Episode] = {}
    for ep in episodes:
        by_key.pop(key_of(ep), None)
        by_key[key_of(ep)] = ep
    return list(by_key.values())


def needs_retry(episode: Episode) -> bool:
    """True for what ``--retry-errored`` plays again.

    That is an errored episode, or one with a turn the machine could not judge (a sandbox
    fault, not the policy's doing). A round with no answer at all (a replay with no record for
    it) is not: playing it again gives the same nothing.
    """
    return not episode.completed or any(t.errored and not t.unanswered for t in episode.turns)


def make_plan(tasks: list[Task], skipped: dict[str, Any], *, policies: Sequence[str], seed: int,
              episodes_per_task: int, recorded: Iterable[Episode], retry_errored: bool,
              previous: dict[str, Any] | None = None) -> RunPlan:
    """Plans a run from its tasks and the episodes already recorded in its directory.

    Args:
        tasks: The tasks to play (after ``limit``).
        skipped: The records the loader could not judge, counted by reason.
        policies: Policy specs.
        seed: The run's seed.
        episodes_per_task: Samples per (policy, task).
        recorded: Episodes already in ``episodes.jsonl`` (a resumed run's).
        retry_errored: Play again those :func:`needs_retry` selects.
        previous: The manifest of the run being resumed, if any.

    Returns:
        The plan.

    Raises:
        ValueError: When a reference-based baseline meets a task without references.
    """
    check_references(policies, tasks)
    recorded = list(recorded)
    planned = plan_episodes(policies, tasks, seed, episodes_per_task)
    done = [e for e in latest_per_key(recorded) if not (retry_errored and needs_retry(e))]
    done_keys = {key_of(e) for e in done}
    todo = [(spec, task, s) for spec, task, s in planned if (spec, task.id, s) not in done_keys]
    return RunPlan(tasks=tasks, skipped=skipped, planned=planned, done=done, todo=todo,
                   digests={t.id: task_digest(t) for t in tasks}, previous=previous,
                   recorded=recorded)
