"""codeloop rewards with TRL's reward-function signature.

``GRPOTrainer`` calls a reward function as
``f(prompts=..., completions=..., completion_ids=..., **columns)``, where ``columns`` holds every
dataset column except ``prompt`` (one value per completion) plus ``trainer_state``,
``log_metric`` and ``log_extra``, and expects one float (or None) per completion.

- :class:`CodeLoopReward` (static rows): judges each completion as the answer to its
  (task, turn) row, all completions of a batch in parallel in the sandbox (one job each), and
  prices the episode so far (reference answers before, this completion last).
- :class:`EpisodeReward` (``rollout_func``): the rollout already played and priced whole
  episodes; this reads their returns from the rollout's extra fields.
- :class:`EnvironmentTerms` (``environment_factory``): logs the environments' terms; the
  reward itself comes from the environment's ``get_reward``.

Each logs every reward term under ``codeloop/<term>`` with ``log_metric`` (mean over the
batch) and ``log_extra`` (per completion, in the completions table), and keeps a history of the
batch means in ``self.history`` for scripts that want the curve without a logger.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from codeloop.agents.developers import Developer, make_developer
from codeloop.envs.sandbox import Limits, Sandbox
from codeloop.envs.tasks.schema import Task
from codeloop.rewards.checks.judge_config import JudgeConfig
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.episode import Episode
from codeloop.rewards.functions import TERMS, RewardFn, resolve_reward, reward_terms
from codeloop.training.conversation import ReferenceEpisodes, completion_text, rejudge_turn

RewardSpec = str | RewardFn | Mapping[str, float]


def _log(values: Mapping[str, Sequence[float | None]],
         log_metric: Callable[[str, float], None] | None,
         log_extra: Callable[[str, list[float | None]], None] | None,
         history: list[dict[str, float]], lock: threading.Lock,
         ) -> dict[str, float]:
    # One value per completion (None: not a codeloop row); means are over the others.
    means = {}
    for name, vals in values.items():
        known = [float(x) for x in vals if x is not None]
        means[name] = sum(known) / len(known) if known else 0.0
    for name, vals in values.items():
        if log_metric is not None:
            log_metric(f"codeloop/{name}", means[name])
        if log_extra is not None:
            log_extra(f"codeloop/{name}", [None if x is None else round(float(x), 4)
                                           for x in vals])
    with lock:
        history.append(means)
    return means


class CodeLoopReward:
    """Reward function for static (task, turn) rows, with TRL's signature.

    Args:
        tasks: The tasks the dataset's ``task_id`` column refers to.
        reward: The paid reward: a name of :data:`codeloop.rewards.functions.REWARDS`, a function of
            an episode, or a ``{name: weight}`` mix (default ``"shaped"``).
        terms: Terms logged separately (each a reward name).
        sandbox: A backend name, a running sandbox (``run`` is thread-safe), or a
            :class:`~codeloop.rewards.checks.referee.Referee` (then no ``limits``,
            ``strict_eq`` or ``judge``): one referee judges every completion and reference,
            built here once (:meth:`Referee.of <codeloop.rewards.checks.referee.Referee.of>`).
        workers: Completions judged in parallel (default: CPU count, at least 2).
        developer: The static developer that wrote the rows (default: static + template).
        limits: Sandbox limits per answer.
        strict_eq: Strict equality in test asserts (default True).
        judge: The LLM judge of ``judge`` checks (left out: none, those checks are not
            judged; the ``CODELOOP_JUDGE_*`` variables are the CLI's default only).
    """

    __name__ = "codeloop"

    def __init__(self, tasks: Sequence[Task], reward: RewardSpec = "shaped", *,
                 terms: Sequence[str] = TERMS, sandbox: str | Sandbox | Referee = "local",
                 workers: int | None = None, developer: Developer | None = None,
                 limits: Limits | None = None, strict_eq: bool | None = None,
                 judge: JudgeConfig | None = None):
        self.tasks = {t.id: t for t in tasks}
        self.reward_fn = resolve_reward(reward)
        self.terms = tuple(terms)
        for name in self.terms:
            resolve_reward(name)  # fail now on an unknown term, not mid-training
        self.referee = Referee.of(sandbox, limits=limits, strict_eq=strict_eq,
                                  **({} if judge is None else {"judge": judge}))
        self.workers = workers or max(2, os.cpu_count() or 2)
        self.developer = developer or make_developer("static")
        self.references = ReferenceEpisodes(self.referee, self.developer)
        self.history: list[dict[str, float]] = []
        self._lock = threading.Lock()

    def episode_for(self, task_id: str, turn: int, reply: str) -> Episode:
        """The episode so far with ``reply`` as the answer at ``turn``, judged and priced.

        Raises:
            KeyError: For a task id not among the tasks.
            ValueError: For a turn the task does not have.
        """
        task = self.tasks.get(task_id)
        if task is None:
            raise KeyError(f"reward asked about unknown task {task_id!r}; pass the same tasks "
                           "to CodeLoopReward as to the dataset")
        ref = self.references.get(task)
        if not 1 <= turn <= len(ref.turns):
            raise ValueError(f"task {task_id} has turns 1..{len(ref.turns)}, not {turn}")
        record = rejudge_turn(task, ref.turns[turn - 1], reply, self.referee)
        episode = Episode(task_id=task.id, policy="trainee", developer=ref.developer,
                          seed=ref.seed, language=task.language,
                          turns=[*ref.turns[: turn - 1], record],
                          categories=dict(ref.categories))
        from dataclasses import replace

        episode.turns[-1] = replace(record, reward=float(self.reward_fn(episode)))
        return episode

    def __call__(self, prompts: Sequence[Any], completions: Sequence[Any],
                 completion_ids: Sequence[Sequence[int]] | None = None, *,
                 task_id: Sequence[str | None] | None = None,
                 turn: Sequence[int | None] | None = None,
                 log_metric: Callable[[str, float], None] | None = None,
                 log_extra: Callable[[str, list[float | None]], None] | None = None,
                 **_: Any) -> list[float | None]:
        """Judges a batch of completions; returns the reward of each.

        Rows that are not codeloop rows (no ``task_id`` or ``turn`` column, or None there, as
        in a dataset concatenated with another one) get None, which TRL leaves out of the
        sum, so this function mixes with other reward functions and datasets. So do rows whose
        sandbox job could not run, even on a fresh worker (an errored turn: no score). Logged means
        are over the codeloop rows of the batch.
        """
        n = len(completions)
        ids = list(task_id) if task_id is not None else [None] * n
        turns = list(turn) if turn is not None else [None] * n
        mine = [i for i in range(n) if ids[i] is not None and turns[i] is not None]
        rewards: list[float | None] = [None] * n
        if not mine:
            return rewards
        jobs = [(str(ids[i]), int(turns[i]), completion_text(completions[i]))  # type: ignore[arg-type]
                for i in mine]
        with ThreadPoolExecutor(max_workers=self.workers) as pool:
            episodes = list(pool.map(lambda j: self.episode_for(*j), jobs))
        values: dict[str, list[float | None]] = {name: [None] * n for name in self.terms}
        for i, ep in zip(mine, episodes, strict=True):
            if ep.turns[-1].errored:  # the machine could not judge it: no reward, not 0
                continue
            rewards[i] = ep.turns[-1].reward
            for name, value in reward_terms(ep, self.terms).items():
                values[name][i] = value
        values["reward"] = list(rewards)
        _log(values, log_metric, log_extra, self.history, self._lock)
        return rewards


class EpisodeReward:
    """Reward function for ``rollout_func`` training: the return of each played episode.

    The rollout (:class:`codeloop.training.rollout.EpisodeRollout`) returns extra fields
    ``codeloop_return`` and ``codeloop_terms`` (one per completion), which TRL forwards to
    reward functions as keyword arguments.
    """

    __name__ = "codeloop"

    def __init__(self) -> None:
        self.history: list[dict[str, float]] = []
        self._lock = threading.Lock()

    def __call__(self, prompts: Sequence[Any], completions: Sequence[Any],
                 completion_ids: Sequence[Sequence[int]] | None = None, *,
                 codeloop_return: Sequence[float] | None = None,
                 codeloop_terms: Sequence[Mapping[str, float]] | None = None,
                 log_metric: Callable[[str, float], None] | None = None,
                 log_extra: Callable[[str, list[float | None]], None] | None = None,
                 **_: Any) -> list[float]:
        """Returns the episode returns the rollout computed.

        Raises:
            ValueError: When the rollout did not provide them (wrong rollout_func).
        """
        if codeloop_return is None:
            raise ValueError("EpisodeReward needs the 'codeloop_return' field that "
                             "codeloop.training.rollout.EpisodeRollout returns; "
                             "pass that rollout_func")
        values: dict[str, list[float]] = {}
        for terms in codeloop_terms or []:
            for name, value in terms.items():
                values.setdefault(name, []).append(float(value))
        values["return"] = [float(r) for r in codeloop_return]
        _log(values, log_metric, log_extra, self.history, self._lock)
        return [float(r) for r in codeloop_return]


class EnvironmentTerms:
    """Logs the terms of ``environment_factory`` episodes; pays nothing itself.

    TRL adds each environment's ``get_reward()`` as a reward source; this function returns
    None for every completion (TRL then leaves it out of the sum) and logs the per-episode
    terms of :func:`codeloop.training.environment.environment_terms`.
    """

    __name__ = "codeloop_terms"

    def __init__(self) -> None:
        self.history: list[dict[str, float]] = []
        self._lock = threading.Lock()

    def __call__(self, prompts: Sequence[Any], completions: Sequence[Any],
                 completion_ids: Sequence[Sequence[int]] | None = None, *,
                 environments: Sequence[Any] | None = None,
                 log_metric: Callable[[str, float], None] | None = None,
                 log_extra: Callable[[str, list[float | None]], None] | None = None,
                 **_: Any) -> list[float | None]:
        """Logs the environments' episode terms; returns None per completion."""
        from codeloop.training.environment import environment_terms

        values: dict[str, list[float]] = {}
        for env in environments or []:
            for name, value in environment_terms(env).items():
                values.setdefault(name, []).append(float(value))
        _log(values, log_metric, log_extra, self.history, self._lock)
        return [None] * len(completions)
