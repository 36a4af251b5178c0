"""Running an evaluation: many episodes in parallel, written as they finish, resumable.

Files in the output directory:
    ``episodes.jsonl``: one finished episode a line, appended and flushed at once;
    ``summary.json``: per-policy metrics (a pure function of ``episodes.jsonl``);
    ``manifest.json``: the run's config, versions, seeds and git revision;
    ``report.md``: a human-readable report.
A run killed at any point and started again with the same ``out`` skips the episodes already
in ``episodes.jsonl`` (a torn last line is cut off), so none is lost or run twice.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from agents.developers import make_developer
from agents.policies import Policy, make_policy
from codeloop.episode_loop import episode_seed, play_episode
from envs.sandbox import Limits, Sandbox, make_sandbox
from envs.tasks import Task, load_tasks
from rewards.episode import Episode
from rewards.metrics import summarize

EPISODES_FILE = "episodes.jsonl"
SUMMARY_FILE = "summary.json"
MANIFEST_FILE = "manifest.json"


@dataclass
class EvalConfig:
    """Everything that defines an evaluation run.

    Attributes:
        policies: Policy specs (``reference``, ``replay:FILE``, ``openai:MODEL`` ...).
        tasks: Task spec (see :func:`envs.tasks.load_tasks`).
        developer: Developer strategy name.
        voice: Voice spec.
        sandbox: Sandbox backend name.
        seed: Run seed; each episode's seed derives from it and the task id.
        episodes_per_task: Episodes per (policy, task), with seeds ``seed, seed+1, ...``.
        out: Output directory.
        workers: Episodes in flight at once (0: one per core).
        limit: Play only the first ``limit`` tasks.
        strict_eq: Strict equality in test asserts.
        max_rounds: Hard cap on rounds per episode.
        test_timeout_s: Per-test time limit in the sandbox.
        policy_options: Options for model-backed policies.
        developer_options: Options for the developer strategy.
        voice_options: Options for the voice.
    """

    policies: list[str] = field(default_factory=lambda: ["reference", "stubborn", "forgetful"])
    tasks: str = "bank"
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
    """

    out: Path
    summary: dict[str, Any]
    episodes: list[Episode]
    ran: int
    skipped: int
    wall_s: float


def read_episodes(path: Path, repair: bool = False) -> list[Episode]:
    """Reads ``episodes.jsonl``; with ``repair``, cuts off a torn last line (killed mid-write).

    Raises:
        ValueError: On a corrupt line that is not the last one.
    """
    if not path.exists():
        return []
    data = path.read_bytes()
    lines = data.split(b"\n")
    episodes = []
    good_bytes = 0
    for i, raw in enumerate(lines):
        if not raw.strip():
            good_bytes += len(raw) + (1 if i < len(lines) - 1 else 0)
            continue
        try:
            episodes.append(Episode.from_dict(json.loads(raw)))
        except (ValueError, KeyError) as exc:
            if i == len(lines) - 1 or (i == len(lines) - 2 and not lines[-1]):
                if repair:
                    with path.open("r+b") as fh:
                        fh.truncate(good_bytes)
                break
            raise ValueError(f"{path}:{i + 1}: corrupt episode record: {exc}") from exc
        good_bytes += len(raw) + 1
    return episodes


def git_revision() -> str | None:
    """The git revision of the codeloop checkout, when it is one."""
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                             cwd=Path(__file__).resolve().parent, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None if out.returncode == 0 else None


def _versions() -> dict[str, str]:
    from importlib import metadata

    out = {"python": platform.python_version()}
    for dist in ("codeloop", "gymnasium", "pettingzoo", "openai", "docker", "numpy", "trl",
                 "transformers", "torch"):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            continue
    return out


def _write_json(path: Path, obj: Any) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(obj, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, path)


class EpisodeWriter:
    """Appends episodes to ``episodes.jsonl``, one line each, flushed and synced at once."""

    def __init__(self, path: Path):
        self.path = path
        self._lock = threading.Lock()
        self._fh = path.open("a", encoding="utf-8")

    def write(self, episode: Episode) -> None:
        """Appends one episode."""
        line = json.dumps(episode.to_dict(), ensure_ascii=False) + "\n"
        with self._lock:
            self._fh.write(line)
            self._fh.flush()
            os.fsync(self._fh.fileno())

    def close(self) -> None:
        """Closes the file."""
        self._fh.close()


def plan_episodes(config: EvalConfig, tasks: list[Task]) -> list[tuple[str, Task, int]]:
    """Every (policy spec, task, seed) the run must play, in a stable order."""
    plan = []
    for spec in config.policies:
        for task in tasks:
            for k in range(config.episodes_per_task):
                plan.append((spec, task, episode_seed(config.seed + k, task.id)))
    return plan


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
        progress: Show a progress bar with live pass rates on stderr.
        on_episode: Called with each finished episode.
        policies: Pre-built policies by spec (else built with :func:`make_policy`).
        sandbox: A sandbox to use (else built from ``config.sandbox``).

    Returns:
        The run's result; the files are in ``config.out``.
    """
    started = time.perf_counter()
    out = Path(config.out)
    out.mkdir(parents=True, exist_ok=True)
    tasks = load_tasks(config.tasks)
    if config.limit is not None:
        tasks = tasks[: config.limit]
    plan = plan_episodes(config, tasks)
    episodes_path = out / EPISODES_FILE
    done = read_episodes(episodes_path, repair=True)
    done_keys = {(e.policy, e.task_id, e.seed) for e in done}
    built = dict(policies or {})
    for spec in config.policies:
        if spec not in built:
            built[spec] = make_policy(spec, **config.policy_options)
    todo = [(spec, task, seed) for spec, task, seed in plan
            if (spec, task.id, seed) not in done_keys]
    manifest = {
        "config": asdict(config),
        "versions": _versions(),
        "git_revision": git_revision(),
        "command": sys.argv,
        "n_tasks": len(tasks),
        "n_planned": len(plan),
        "resumed_with": len(done),
    }
    manifest_path = out / MANIFEST_FILE
    if manifest_path.exists():
        manifest["previous"] = json.loads(manifest_path.read_text()).get("started_at")
    manifest["started_at"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    _write_json(manifest_path, manifest)

    owns_sandbox = sandbox is None
    sandbox = sandbox or make_sandbox(config.sandbox)
    workers = config.workers or max(1, os.cpu_count() or 1)
    limits = Limits(test_timeout_s=config.test_timeout_s)
    writer = EpisodeWriter(episodes_path)
    bar = _progress(len(plan), len(done), progress)
    new: list[Episode] = []

    def job(spec: str, task: Task, seed: int) -> Episode:
        developer = make_developer(config.developer, config.voice,
                                   config.developer_options, config.voice_options)
        return play_episode(task, built[spec], developer, sandbox, seed=seed, policy_name=spec,
                            limits=limits, strict_eq=config.strict_eq,
                            max_rounds=config.max_rounds)

    try:
        with ThreadPoolExecutor(max_workers=workers) as pool:
            pending: set[Future] = set()
            queue = iter(todo)
            for item in _take(queue, workers * 2):
                pending.add(pool.submit(job, *item))
            while pending:
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for fut in finished:
                    episode = fut.result()
                    writer.write(episode)
                    new.append(episode)
                    if on_episode:
                        on_episode(episode)
                    _advance(bar, episode, new)
                for item in _take(queue, len(finished)):
                    pending.add(pool.submit(job, *item))
    finally:
        writer.close()
        if bar is not None:
            bar.close()
        if owns_sandbox:
            sandbox.close()

    episodes = read_episodes(episodes_path)
    planned = {(spec, task.id, seed) for spec, task, seed in plan}
    episodes = [e for e in episodes if (e.policy, e.task_id, e.seed) in planned]
    summary = summarize(episodes)
    _write_json(out / SUMMARY_FILE, summary)
    manifest["finished_at"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    manifest["wall_s"] = round(time.perf_counter() - started, 3)
    _write_json(manifest_path, manifest)
    from codeloop.reporting import write_run_reports

    write_run_reports(out, summary, episodes)
    return RunResult(out, summary, episodes, ran=len(new), skipped=len(plan) - len(todo),
                     wall_s=time.perf_counter() - started)


def _take(iterator: Iterable, n: int) -> list:
    items = []
    for _ in range(n):
        try:
            items.append(next(iterator))  # type: ignore[call-overload]
        except StopIteration:
            break
    return items


def _progress(total: int, initial: int, enabled: bool):
    if not enabled:
        return None
    try:
        from tqdm import tqdm
    except ImportError:  # pragma: no cover - tqdm is a core dependency
        return None
    return tqdm(total=total, initial=initial, unit="ep", file=sys.stderr, dynamic_ncols=True,
                desc="episodes")


def _advance(bar, episode: Episode, new: list[Episode]) -> None:
    if bar is None:
        return
    from rewards.metrics import conversation_accuracy, instruction_accuracy

    ok = [e for e in new if e.status == "completed" and e.turns]
    stats: dict[str, str] = {}
    if ok:
        ia = [x for e in ok for x in instruction_accuracy(e)]
        ca = [x for e in ok for x in conversation_accuracy(e)]
        stats = {"IA": f"{sum(ia) / len(ia):.2f}", "CA": f"{sum(ca) / len(ca):.2f}"}
    errored = len(new) - len(ok)
    if errored:
        stats["errored"] = str(errored)
    bar.set_postfix(stats, refresh=False)
    bar.update(1)
