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

import contextlib
import dataclasses
import fcntl
import hashlib
import json
import os
import platform
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from codeloop.agents.developers import make_developer
from codeloop.agents.policies import Policy, make_policy
from codeloop.envs.sandbox import Job, JobResult, Limits, Sandbox
from codeloop.envs.sandbox.config import SandboxConfig
from codeloop.envs.tasks import Task, load_tasks
from codeloop.envs.tasks.sources import DEFAULT_TASKS, skipped_summary
from codeloop.envs.tasks.spec import TaskSpec
from codeloop.episode_loop import episode_seed, play_episode
from codeloop.episodes_file import read_episodes
from codeloop.rewards.benchmarks import benchmark_summary
from codeloop.rewards.checks.judge_config import JudgeConfig
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.episode import Episode
from codeloop.rewards.metrics import summarize
from codeloop.rewards.passk import passk_summary
from codeloop.rewards.reply_stats import truncation

EPISODES_FILE = "episodes.jsonl"
SUMMARY_FILE = "summary.json"
MANIFEST_FILE = "manifest.json"
LOCK_FILE = ".lock"
BACKENDS = ("local", "ray")

# Config fields that change what an episode's result is: a resume must not mix them.
RESULT_FIELDS = ("tasks", "developer", "voice", "developer_options", "voice_options", "strict_eq",
                 "max_rounds", "test_timeout_s", "judge")
RESULT_POLICY_OPTIONS = ("model", "temperature", "top_p", "max_tokens", "seed", "system_prompt",
                         "dtype", "stop", "extra_body")
SECRET_OPTIONS = ("api_key",)


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


class RunLockedError(RuntimeError):
    """Another run is writing to the same output directory."""


def latest_per_key(episodes: Iterable[Episode]) -> list[Episode]:
    """One episode per ``(policy, task, seed)``: the last one recorded (file order kept)."""
    by_key: dict[tuple[str, str, int | None], Episode] = {}
    for ep in episodes:
        by_key.pop((ep.policy, ep.task_id, ep.seed), None)
        by_key[(ep.policy, ep.task_id, ep.seed)] = ep
    return list(by_key.values())


def git_revision() -> str | None:
    """The git revision of the codeloop checkout, when it is one."""
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                             cwd=Path(__file__).resolve().parent, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None if out.returncode == 0 else None


def _git_dirty() -> bool | None:
    try:
        out = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                             capture_output=True, text=True,
                             cwd=Path(__file__).resolve().parent, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return None
    return bool(out.stdout.strip()) if out.returncode == 0 else None


def _versions(extra: Iterable[str] = ()) -> dict[str, str]:
    from importlib import metadata

    out = {"python": platform.python_version(), "platform": platform.platform()}
    for dist in ("codeloop", "gymnasium", "pettingzoo", "openai", "docker", "numpy", "trl",
                 "transformers", "torch", *extra):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            continue
    return out


def _write_json(path: Path, obj: Any) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(obj, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def public_config(config: EvalConfig) -> dict[str, Any]:
    """The config as recorded in the manifest: secrets masked."""
    data = asdict(config)
    for name in ("policy_options", "developer_options", "voice_options"):
        data[name] = {k: ("***" if k in SECRET_OPTIONS and v else v)
                      for k, v in getattr(config, name).items()}
    return data


class EpisodeWriter:
    """Appends episodes to ``episodes.jsonl``, one line each, flushed and synced at once."""

    def __init__(self, path: Path):
        self.path = path
        self._lock = threading.Lock()
        self._fh = path.open("a", encoding="utf-8")

    def write(self, episode: Episode) -> None:
        """Appends one episode (a single ``write`` of the whole line)."""
        line = episode.to_json_line() + "\n"
        with self._lock:
            self._fh.write(line)
            self._fh.flush()
            os.fsync(self._fh.fileno())

    def close(self) -> None:
        """Closes the file."""
        self._fh.close()


class BoundedSandbox:
    """A sandbox that runs at most ``slots`` jobs at once (the others wait).

    Many episodes wait on a model at the same time, but tests are CPU work: bounding the jobs
    by the cores keeps them from thrashing while every model call still overlaps.
    """

    def __init__(self, inner: Sandbox, slots: int):
        self.inner = inner
        self.name = getattr(inner, "name", "?")
        self.slots = max(1, slots)
        self._sem = threading.BoundedSemaphore(self.slots)

    def run(self, job: Job) -> JobResult:
        """Runs a job when a slot is free."""
        with self._sem:
            return self.inner.run(job)

    def close(self) -> None:
        """Closes the inner sandbox."""
        self.inner.close()


@contextlib.contextmanager
def _run_lock(out: Path) -> Iterator[None]:
    """Holds an exclusive lock on ``out`` (released by the OS if the process dies)."""
    fh = (out / LOCK_FILE).open("a")
    try:
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            raise RunLockedError(f"another codeloop run is writing to {out}") from exc
        yield
    finally:
        fh.close()


NEEDS_REFERENCES = ("reference", "stubborn", "forgetful")
"""Scripted baselines that answer with a task's reference solutions."""


def _check_references(policies: list[str], tasks: list[Task]) -> None:
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


def plan_episodes(config: EvalConfig, tasks: list[Task]) -> list[tuple[str, Task, int]]:
    """Every (policy spec, task, seed) the run must play, in a stable order."""
    plan = []
    for spec in config.policies:
        for task in tasks:
            for k in range(config.episodes_per_task):
                plan.append((spec, task, episode_seed(config.seed + k, task.id)))
    return plan


def task_digest(task: Task) -> str:
    """A short hash of a task's content (prompt, instructions, checks, references)."""
    blob = json.dumps(task.to_dict(), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:16]


def _check_tasks_unchanged(previous: dict[str, Any] | None, digests: dict[str, str]) -> None:
    """Refuses a resume when a task already played has changed since (its episodes are stale)."""
    old = (previous or {}).get("task_digests") or {}
    changed = sorted(t for t, d in digests.items() if t in old and old[t] != d)
    if changed:
        raise ValueError(f"task(s) changed since this run started: {', '.join(changed[:5])}"
                         f"{' ...' if len(changed) > 5 else ''}; use another --out")


def _result_identity(config: dict[str, Any]) -> dict[str, Any]:
    ident = {k: config.get(k) for k in RESULT_FIELDS}
    opts = config.get("policy_options") or {}
    ident["policy_options"] = {k: opts[k] for k in RESULT_POLICY_OPTIONS if k in opts}
    return ident


def _check_resume(manifest_path: Path, config: EvalConfig) -> dict[str, Any] | None:
    """The previous manifest; raises ValueError when its config would change results."""
    if not manifest_path.exists():
        return None
    try:
        previous = json.loads(manifest_path.read_text(encoding="utf-8"))
    except ValueError:
        return None  # a manifest torn by a kill: it is rewritten below
    old = _result_identity(previous.get("config", {}))
    new = _result_identity(public_config(config))
    diffs = [f"{k}: {old[k]!r} -> {new[k]!r}" for k in new if old.get(k) != new[k]]
    if diffs:
        raise ValueError(f"{manifest_path.parent} holds a run with another config ("
                         + "; ".join(diffs) + "); resume with the same options or use "
                         "another --out")
    return previous


def usage_by_policy(episodes: Iterable[Episode]) -> dict[str, dict[str, int]]:
    """Token usage totals per policy (plus ``turns`` and ``episodes``)."""
    out: dict[str, dict[str, int]] = {}
    for ep in episodes:
        tot = out.setdefault(ep.policy, {"episodes": 0, "turns": 0})
        tot["episodes"] += 1
        tot["turns"] += len(ep.turns)
        for turn in ep.turns:
            for key, value in turn.usage.items():
                tot[key] = tot.get(key, 0) + int(value)
    return out


def needs_retry(episode: Episode) -> bool:
    """True for what ``--retry-errored`` plays again.

    That is an errored episode, or one with a turn the machine could not judge (a sandbox
    fault, not the policy's doing).
    """
    return episode.status != "completed" or any(t.errored for t in episode.turns)


def describe_policies(policies: dict[str, Any]) -> dict[str, Any]:
    """Model, endpoint and sampling settings of each policy that can describe itself."""
    return {spec: policy.describe() for spec, policy in sorted(policies.items())
            if callable(getattr(policy, "describe", None))}


def auto_workers(policies: Iterable[Any], cores: int) -> int:
    """Episodes in flight by default: the cores, or more when a policy can overlap calls."""
    want = cores
    for policy in policies:
        want = max(want, int(getattr(policy, "concurrency", 0) or 0),
                   int(getattr(policy, "batch_size", 0) or 0))
    return max(1, want)


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
    out = Path(config.out)
    out.mkdir(parents=True, exist_ok=True)
    with _run_lock(out):
        return _run_locked(config, out, progress, on_episode, policies, sandbox)


def _run_locked(config: EvalConfig, out: Path, progress: bool,
                on_episode: Callable[[Episode], None] | None,
                policies: dict[str, Policy] | None, sandbox: Sandbox | None) -> RunResult:
    started = time.perf_counter()
    tasks = load_tasks(config.task_spec)
    # Records the loader could not judge, counted by reason (never dropped without a word).
    skipped = skipped_summary(getattr(tasks, "skipped", ()))
    if config.limit is not None:
        tasks = tasks[: config.limit]
    _check_references(config.policies, tasks)
    plan = plan_episodes(config, tasks)
    episodes_path = out / EPISODES_FILE
    manifest_path = out / MANIFEST_FILE
    previous = _check_resume(manifest_path, config)
    digests = {t.id: task_digest(t) for t in tasks}
    _check_tasks_unchanged(previous, digests)
    done = latest_per_key(read_episodes(episodes_path, repair=True))
    done_keys = {(e.policy, e.task_id, e.seed) for e in done
                 if not (config.retry_errored and needs_retry(e))}
    todo = [(spec, task, seed) for spec, task, seed in plan
            if (spec, task.id, seed) not in done_keys]
    cores = max(1, os.cpu_count() or 1)

    try:  # fail before the first episode, not in every worker
        make_developer(config.developer, config.voice, config.developer_options,
                       config.voice_options)
    except TypeError as exc:
        raise ValueError(f"bad developer or voice options: {exc}") from exc

    built = dict(policies or {})
    owned: list[Any] = []
    if config.backend == "local":
        for spec in config.policies:
            if spec not in built:
                built[spec] = make_policy(spec, **config.policy_options)
                owned.append(built[spec])
    if config.workers:
        workers = config.workers
    elif config.backend == "local":
        workers = auto_workers(built.values(), cores)
    else:
        workers = 0  # Ray: sized from the cluster's CPUs

    invocation = {"started_at": _now(), "resumed_with": len(plan) - len(todo),
                  "to_run": len(todo),
                  "command": sys.argv, "backend": config.backend, "workers": workers,
                  "host": platform.node()}
    manifest = {
        "config": public_config(config),
        "versions": _versions(("ray",) if config.backend == "ray" else ()),
        "git_revision": git_revision(),
        "git_dirty": _git_dirty(),
        # What a verdict's time limits mean: CPU time, with a wall-clock backstop (earlier
        # versions counted wall-clock time, which made verdicts depend on the machine's load).
        "sandbox_limits": {**dataclasses.asdict(config.sandbox_config.limits),
                           "clock": "cpu"},
        "n_tasks": len(tasks),
        "skipped_items": skipped,
        "task_ids": [t.id for t in tasks],
        "task_digests": {**((previous or {}).get("task_digests") or {}), **digests},
        "n_planned": len(plan),
        "seeds": {"run_seed": config.seed, "episodes_per_task": config.episodes_per_task,
                  "derivation": "crc32(f'{run_seed + k}/{task_id}/') & 0x7fffffff",
                  "episode_seeds": {t.id: sorted({s for _, task, s in plan if task.id == t.id})
                                    for t in tasks}},
        "invocations": [*(previous or {}).get("invocations", []), invocation],
        # A resumed Ray run keeps what its workers reported last time.
        "policies": {**((previous or {}).get("policies") or {}), **describe_policies(built)},
    }
    _write_json(manifest_path, manifest)

    writer = EpisodeWriter(episodes_path)
    bar = _Progress(len(plan), len(plan) - len(todo), progress,
                    [e for e in done if (e.policy, e.task_id, e.seed) in done_keys])
    new: list[Episode] = []

    def finished(episode: Episode) -> None:
        writer.write(episode)
        new.append(episode)
        if on_episode:
            on_episode(episode)
        bar.advance(episode)

    lost = 0
    described: dict[str, Any] = {}  # what policies built on Ray workers say of themselves
    try:
        if config.backend == "ray":
            from codeloop.ray_backend import run_on_ray

            lost = run_on_ray(config, todo, policies or {}, finished, play_planned, described)
        else:
            owns_sandbox = sandbox is None
            base = sandbox or config.sandbox_config.make()
            bounded = BoundedSandbox(base, config.sandbox_slots or cores)
            # One referee judges every episode: the bounded sandbox, the language sandboxes it
            # owns, the config's limits, equality rule and LLM judge (Ray workers build theirs).
            referee = Referee.build(config.sandbox_config, config.judge_config, python=bounded)
            try:
                _run_local(config, todo, built, referee, workers, finished)
            finally:
                referee.close()
                if owns_sandbox:
                    base.close()
    finally:
        writer.close()
        bar.close()
        for policy in owned:
            close = getattr(policy, "close", None)
            if callable(close):
                with contextlib.suppress(Exception):
                    close()

    episodes = latest_per_key(read_episodes(episodes_path))
    planned = {(spec, task.id, seed) for spec, task, seed in plan}
    episodes = [e for e in episodes if (e.policy, e.task_id, e.seed) in planned]
    summary = summarize(episodes)
    usage = usage_by_policy(episodes)
    for policy, data in summary.items():
        data["usage"] = usage.get(policy, {})
        mine = [e for e in episodes if e.policy == policy]
        for key, value in (("truncation", truncation(mine)), ("passk", passk_summary(mine))):
            if value is not None:
                data[key] = value
        data["by_language"] = {lang: summarize([e for e in mine if e.language == lang])[policy]
                               for lang in sorted({e.language for e in mine})}
        data.update(benchmark_summary(mine))  # CodeIF-Bench / MultiCodeIF's own figures
        if skipped["count"]:
            data["skipped_items"] = skipped
    _write_json(out / SUMMARY_FILE, summary)
    invocation.update(finished_at=_now(), ran=len(new), lost=lost,
                      wall_s=round(time.perf_counter() - started, 3))
    manifest["usage"] = usage
    # Again at the end: e.g. a server that refused seeds; Ray's workers built their own.
    before = manifest.get("policies")
    manifest["policies"] = {**(before if isinstance(before, dict) else {}), **described,
                            **describe_policies(built)}
    manifest["complete"] = len(episodes) == len(plan)
    _write_json(manifest_path, manifest)
    from codeloop.reporting import write_run_reports

    write_run_reports(out, summary, episodes)
    return RunResult(out, summary, episodes, ran=len(new), skipped=len(plan) - len(todo),
                     wall_s=time.perf_counter() - started, lost=lost)


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def play_planned(config: EvalConfig, spec: str, task: Task, seed: int, policy: Policy,
                 referee: Referee) -> Episode:
    """Plays one planned episode with the config's developer, judged by the run's referee."""
    developer = make_developer(config.developer, config.voice,
                               config.developer_options, config.voice_options)
    return play_episode(task, policy, developer, referee, seed=seed, policy_name=spec,
                        max_rounds=config.max_rounds)


def _run_local(config: EvalConfig, todo: list[tuple[str, Task, int]],
               built: dict[str, Policy], referee: Referee, workers: int,
               finished: Callable[[Episode], None]) -> None:
    pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="episode")
    pending: set[Future] = set()
    queue = iter(todo)

    def submit(items: list[tuple[str, Task, int]]) -> None:
        for spec, task, seed in items:
            pending.add(pool.submit(play_planned, config, spec, task, seed, built[spec],
                                    referee))

    try:
        # Keep a few more than `workers` queued so a worker never idles between episodes.
        submit(_take(queue, workers + 2))
        while pending:
            done, rest = wait(pending, return_when=FIRST_COMPLETED)
            pending.clear()
            pending.update(rest)
            for fut in done:
                finished(fut.result())
            submit(_take(queue, len(done)))
    except BaseException:
        # Ctrl-C or a failing callback: drop the queued episodes at once (the ones running
        # finish in the background and are not written; a resume plays them).
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown(wait=True)


def _take(iterator: Iterator, n: int) -> list:
    items = []
    for _ in range(n):
        try:
            items.append(next(iterator))
        except StopIteration:
            break
    return items


class _Progress:
    """A tqdm bar (ETA from tqdm) with live IA/CA and errored counts in its postfix."""

    def __init__(self, total: int, initial: int, enabled: bool, resumed: list[Episode]):
        self.bar = None
        self.sums = {"IA": [0.0, 0], "CA": [0.0, 0]}
        self.errored = 0
        self.tokens = 0
        if not enabled:
            return
        try:
            from tqdm import tqdm
        except ImportError:  # pragma: no cover - tqdm is a core dependency
            return
        for ep in resumed:
            self._count(ep)
        self.bar = tqdm(total=total, initial=initial, unit="ep", file=sys.stderr,
                        dynamic_ncols=True, desc="episodes", smoothing=0.1)

    def _count(self, episode: Episode) -> None:
        from codeloop.rewards.metrics import conversation_accuracy, instruction_accuracy

        if episode.status != "completed" or not episode.turns:
            self.errored += 1
            return
        for name, fn in (("IA", instruction_accuracy), ("CA", conversation_accuracy)):
            values = [v for v in fn(episode) if v is not None]  # errored, not judged
            self.sums[name][0] += sum(values)
            self.sums[name][1] += len(values)
        self.tokens += sum(int(t.usage.get("total_tokens", 0)) for t in episode.turns)

    def advance(self, episode: Episode) -> None:
        """Counts a finished episode and moves the bar."""
        if self.bar is None:
            return
        self._count(episode)
        stats = {k: f"{s / n:.2f}" for k, (s, n) in self.sums.items() if n}
        if self.errored:
            stats["errored"] = str(self.errored)
        if self.tokens:
            stats["tok"] = str(self.tokens)
        self.bar.set_postfix(stats, refresh=False)
        self.bar.update(1)

    def close(self) -> None:
        """Closes the bar."""
        if self.bar is not None:
            self.bar.close()
