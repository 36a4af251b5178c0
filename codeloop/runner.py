"""Running an evaluation: many episodes in parallel, written as they finish, resumable.

Files in the output directory:
    ``episodes.jsonl``: one finished episode a line, appended, flushed and synced at once;
    ``summary.json``: per-policy metrics, overall and ``by_language``, and token usage (a pure
    function of ``episodes.jsonl``, so a resumed run writes the same bytes as an uninterrupted one);
    ``manifest.json``: the run's config (secrets masked), versions, seeds, git revision and
    every invocation that worked on it;
    ``report.md`` (and whatever else :func:`codeloop.reporting.write_run_reports` writes).

A run killed at any point (``kill -9`` included) and started again with the same ``out``
skips the episodes already in ``episodes.jsonl`` (a torn last line is cut off), so none is
lost or run twice. A lock on the directory stops two runs from writing to it at once, and a
resume with a config that would change results (another developer, voice, limits, sampling
options ...) is refused rather than mixed in.

Concurrency (local backend): ``workers`` episodes are in flight at once on threads, so model
calls overlap (by default as many as the policies' own concurrency); sandbox jobs are bounded
separately by ``sandbox_slots`` (default: one per core), since they are the CPU-bound part.
With ``backend="ray"`` each episode is a Ray task on an existing cluster (see
``docs/DISTRIBUTED.md``); the driver writes the same files.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from codeloop.agents.developers import make_developer
from codeloop.agents.policies import Policy, make_policy
from codeloop.envs.sandbox import Limits, Sandbox
from codeloop.envs.sandbox.config import SandboxConfig
from codeloop.envs.tasks import Task, load_tasks
from codeloop.envs.tasks.sources import DEFAULT_TASKS, skipped_summary
from codeloop.envs.tasks.spec import TaskSpec
from codeloop.episode_loop import play_episode
from codeloop.episodes_file import read_episodes
from codeloop.report.summary import run_summary, usage_by_policy
from codeloop.rewards.checks.judge_config import JudgeConfig
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.episode import Episode
from codeloop.run import manifest as manifests
from codeloop.run.local import (
    BoundedSandbox,
    EpisodeWriter,
    RunLockedError,
    auto_workers,
    close_policies,
    run_local,
    run_lock,
)
from codeloop.run.manifest import (
    RESULT_FIELDS,
    RESULT_POLICY_OPTIONS,
    SECRET_OPTIONS,
    describe_policies,
    git_revision,
    mask_secrets,
)
from codeloop.run.plan import (
    NEEDS_REFERENCES,
    RunPlan,
    latest_per_key,
    make_plan,
    needs_retry,
    task_digest,
)
from codeloop.run.progress import Progress

__all__ = [
    "BACKENDS", "EPISODES_FILE", "MANIFEST_FILE", "NEEDS_REFERENCES", "RESULT_FIELDS",
    "RESULT_POLICY_OPTIONS", "SECRET_OPTIONS", "SUMMARY_FILE", "BoundedSandbox", "EpisodeWriter",
    "EvalConfig", "RunLockedError", "RunResult", "auto_workers", "describe_policies",
    "git_revision", "latest_per_key", "needs_retry", "play_planned", "public_config",
    "read_episodes", "run_eval", "task_digest", "usage_by_policy",
]

EPISODES_FILE = "episodes.jsonl"
SUMMARY_FILE = "summary.json"
MANIFEST_FILE = "manifest.json"
BACKENDS = ("local", "ray")

_run_lock = run_lock  # the old private name, which tests hold the lock through


@dataclass
class EvalConfig:
    """Everything that defines an evaluation run.

    Attributes:
        policies: Policy specs (``reference``, ``replay:FILE``, ``openai:MODEL`` ...).
        tasks: Task spec (see :func:`codeloop.envs.tasks.load_tasks`).
        developer: Developer strategy name.
        voice: Voice spec.
        sandbox: Sandbox backend name.
        seed: Run seed; each episode's seed derives from it and the task id.
        episodes_per_task: Episodes per (policy, task), with seeds ``seed, seed+1, ...``.
        out: Output directory.
        workers: Episodes in flight at once (0: one per core, or the policies' concurrency
            when larger, so that model calls overlap).
        limit: Play only the first ``limit`` tasks.
        strict_eq: Strict equality in test asserts.
        max_rounds: Hard cap on rounds per episode.
        test_timeout_s: Per-test CPU-time limit in the sandbox (see ``Limits``).
        policy_options: Options for model-backed policies.
        developer_options: Options for the developer strategy.
        voice_options: Options for the voice.
        backend: ``local`` (threads in this process) or ``ray`` (Ray tasks on a cluster).
        sandbox_slots: Sandbox jobs at once on the local backend (0: one per core).
        ray_address: Cluster to join (None: ``RAY_ADDRESS``, else a local instance).
        ray_task_cpus: CPUs Ray reserves per episode (below 1 for model-bound runs).
        ray_working_dir: Ship this directory to the workers (``runtime_env``) when codeloop is
            not installed on every node.
        retry_errored: On resume, play again the episodes recorded as errored, or with a turn
            the machine could not judge (the new record replaces the old one in the summary).
        judge: The LLM judge of ``judge`` checks: ``model``, ``base_url``, ``cache``,
            ``cache_mode`` (empty: none, so those checks are not judged).
        config_file: The ``--config`` TOML file the options were read from, if any (recorded
            only: the other fields hold the resolved values).
    """

    policies: list[str] = field(default_factory=lambda: ["reference", "stubborn", "forgetful"])
    tasks: str = DEFAULT_TASKS
    developer: str = "static"
    voice: str = "template"
    sandbox: str = "local"
    seed: int = 0
    episodes_per_task: int = 1
    out: str = "runs/latest"
    workers: int = 0
    limit: int | None = None
    strict_eq: bool = True
    max_rounds: int | None = None
    test_timeout_s: float = 3.0
    policy_options: dict[str, Any] = field(default_factory=dict)
    developer_options: dict[str, Any] = field(default_factory=dict)
    voice_options: dict[str, Any] = field(default_factory=dict)
    backend: str = "local"
    sandbox_slots: int = 0
    ray_address: str | None = None
    ray_task_cpus: float = 1.0
    ray_working_dir: str | None = None
    retry_errored: bool = False
    judge: dict[str, Any] = field(default_factory=dict)
    config_file: str | None = None

    # The flat fields above are what manifests, TOML files and resumes store; these typed
    # views are what the run reads, each built in one place (and validated there).
    @property
    def task_spec(self) -> TaskSpec:
        """The tasks, as a :class:`~codeloop.envs.tasks.spec.TaskSpec`."""
        return TaskSpec.parse(self.tasks)

    @property
    def sandbox_config(self) -> SandboxConfig:
        """Backend, limits and equality rule, as a :class:`SandboxConfig`."""
        return SandboxConfig(self.sandbox, limits=Limits(test_timeout_s=self.test_timeout_s),
                             strict_eq=self.strict_eq)

    @property
    def judge_config(self) -> JudgeConfig:
        """The LLM judge of ``judge`` checks, as a :class:`JudgeConfig`."""
        return JudgeConfig.from_dict(self.judge)


@dataclass
class RunResult:
    """What :func:`run_eval` returns.

    Attributes:
        out: The output directory.
        summary: The content of ``summary.json``.
        episodes: Every episode of the run (resumed ones included).
        ran: Episodes played by this invocation.
        skipped: Episodes found already done.
        wall_s: Wall time of this invocation.
        lost: Episodes that could not be run at all (e.g. a Ray node died for good); they are
            not in ``episodes.jsonl`` and a rerun with the same ``out`` plays them.
    """

    out: Path
    summary: dict[str, Any]
    episodes: list[Episode]
    ran: int
    skipped: int
    wall_s: float
    lost: int = 0


def public_config(config: EvalConfig) -> dict[str, Any]:
    """The config as recorded in the manifest: secrets masked."""
    return mask_secrets(asdict(config))


def run_eval(
    config: EvalConfig,
    *,
    progress: bool = True,
    on_episode: Callable[[Episode], None] | None = None,
    policies: dict[str, Policy] | None = None,
    sandbox: Sandbox | None = None,
) -> RunResult:
    """Runs (or resumes) an evaluation and writes its files.

    Args:
        config: The run's definition.
        progress: Show a progress bar with ETA and live pass rates on stderr.
        on_episode: Called with each finished episode.
        policies: Pre-built policies by spec (else built with :func:`make_policy`).
        sandbox: A sandbox to use (else built from ``config.sandbox``; local backend only).

    Returns:
        The run's result; the files are in ``config.out``.

    Raises:
        ValueError: For an unknown backend, or an ``out`` holding a run with another config.
        RunLockedError: When another run is writing to ``out``.
    """
    if config.backend not in BACKENDS:
        raise ValueError(f"unknown backend {config.backend!r}; choose one of {BACKENDS}")
    if sandbox is None:
        _ = config.sandbox_config  # an unknown sandbox name is refused before any file
    out = Path(config.out)
    out.mkdir(parents=True, exist_ok=True)
    with run_lock(out):
        return _run_locked(config, out, progress, on_episode, policies, sandbox)


def _run_locked(config: EvalConfig, out: Path, progress: bool,
                on_episode: Callable[[Episode], None] | None,
                policies: dict[str, Policy] | None, sandbox: Sandbox | None) -> RunResult:
    # The run's jobs in order: plan, manifest, episodes, summary, reports.
    started = time.perf_counter()
    plan = _plan(config, out)
    _check_developer(config)
    built, owned = _build_policies(config, policies)
    workers = _workers(config, built)
    manifest = manifests.start_manifest(
        public_config(config), plan, backend=config.backend, workers=workers,
        sandbox_limits=dataclasses.asdict(config.sandbox_config.limits),
        described=describe_policies(built), run_seed=config.seed,
        episodes_per_task=config.episodes_per_task)
    manifests.write_json(out / MANIFEST_FILE, manifest)

    ran, lost, described, written = _play(config, plan, out, progress, on_episode, policies,
                                          built, owned, workers, sandbox)

    # What episodes.jsonl now holds, without reading its records again (2 s for the main job's
    # 52 MB): those there when planned, then those this run appended, under the run's lock.
    episodes = plan.keep([*plan.recorded, *written])
    summary = run_summary(episodes, plan.skipped)
    manifests.write_json(out / SUMMARY_FILE, summary)
    manifests.finish_manifest(
        manifest, ran=ran, lost=lost, wall_s=time.perf_counter() - started,
        usage=usage_by_policy(episodes), described={**described, **describe_policies(built)},
        complete=len(episodes) == len(plan.planned))
    manifests.write_json(out / MANIFEST_FILE, manifest)
    from codeloop.reporting import write_run_reports

    write_run_reports(out, summary, episodes)
    return RunResult(out, summary, episodes, ran=ran, skipped=plan.resumed_with,
                     wall_s=time.perf_counter() - started, lost=lost)


def _plan(config: EvalConfig, out: Path) -> RunPlan:
    """Loads the tasks and plans the run against what ``out`` already holds."""
    tasks = load_tasks(config.task_spec)
    # Records the loader could not judge, counted by reason (never dropped without a word).
    skipped = skipped_summary(getattr(tasks, "skipped", ()))
    if config.limit is not None:
        tasks = tasks[: config.limit]
    previous = manifests.check_resume(out / MANIFEST_FILE, public_config(config))
    plan = make_plan(list(tasks), skipped, policies=config.policies, seed=config.seed,
                     episodes_per_task=config.episodes_per_task,
                     recorded=read_episodes(out / EPISODES_FILE, repair=True),
                     retry_errored=config.retry_errored, previous=previous)
    manifests.check_tasks_unchanged(previous, plan.digests)
    return plan


def _check_developer(config: EvalConfig) -> None:
    """Fails before the first episode, not in every worker, on bad developer options."""
    try:
        make_developer(config.developer, config.voice, config.developer_options,
                       config.voice_options)
    except TypeError as exc:
        raise ValueError(f"bad developer or voice options: {exc}") from exc


def _build_policies(config: EvalConfig, given: dict[str, Policy] | None,
                    ) -> tuple[dict[str, Policy], list[Policy]]:
    """The policies by spec (given ones first), and those built here (closed at the end).

    On Ray, policies are built on the workers, so only the given ones are here.
    """
    built = dict(given or {})
    owned: list[Policy] = []
    if config.backend == "local":
        for spec in config.policies:
            if spec not in built:
                built[spec] = make_policy(spec, **config.policy_options)
                owned.append(built[spec])
    return built, owned


def _workers(config: EvalConfig, built: dict[str, Policy]) -> int:
    """Episodes in flight at once (0 on Ray: sized from the cluster's CPUs)."""
    if config.workers:
        return config.workers
    if config.backend == "local":
        return auto_workers(built.values(), _cores())
    return 0


def _cores() -> int:
    return max(1, os.cpu_count() or 1)


def _play(config: EvalConfig, plan: RunPlan, out: Path, progress: bool,
          on_episode: Callable[[Episode], None] | None, given: dict[str, Policy] | None,
          built: dict[str, Policy], owned: list[Policy], workers: int,
          sandbox: Sandbox | None) -> tuple[int, int, dict[str, Any], list[Episode]]:
    """Plays the plan's ``todo``, appending each finished episode to ``episodes.jsonl`` at once.

    Returns:
        Episodes played, episodes lost (Ray), what policies built on Ray workers said of
        themselves, and the episodes written, in file order.
    """
    writer = EpisodeWriter(out / EPISODES_FILE)
    bar = Progress(len(plan.planned), plan.resumed_with, progress, plan.done)
    ran = 0
    written: list[Episode] = []

    def finished(episode: Episode) -> None:
        nonlocal ran
        writer.write(episode)
        written.append(episode)
        ran += 1
        if on_episode:
            on_episode(episode)
        bar.advance(episode)

    lost = 0
    described: dict[str, Any] = {}  # what policies built on Ray workers say of themselves
    try:
        if config.backend == "ray":
            from codeloop.ray_backend import run_on_ray

            lost = run_on_ray(config, plan.todo, given or {}, finished, play_planned, described)
        else:
            owns_sandbox = sandbox is None
            base = sandbox or config.sandbox_config.make()
            bounded = BoundedSandbox(base, config.sandbox_slots or _cores())
            # One referee judges every episode: the bounded sandbox, the language sandboxes it
            # owns, the config's limits, equality rule and LLM judge (Ray workers build theirs).
            referee = Referee.build(config.sandbox_config, config.judge_config, python=bounded)
            try:
                run_local(plan.todo, functools.partial(play_planned, config), built, referee,
                          workers, finished)
            finally:
                referee.close()
                if owns_sandbox:
                    base.close()
    finally:
        writer.close()
        bar.close()
        close_policies(owned)
    return ran, lost, described, written


def play_planned(config: EvalConfig, spec: str, task: Task, seed: int, policy: Policy,
                 referee: Referee) -> Episode:
    """Plays one planned episode with the config's developer, judged by the run's referee."""
    developer = make_developer(config.developer, config.voice,
                               config.developer_options, config.voice_options)
    return play_episode(task, policy, developer, referee, seed=seed, policy_name=spec,
                        max_rounds=config.max_rounds)
