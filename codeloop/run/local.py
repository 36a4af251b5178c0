"""Playing a run's episodes in this process.

A thread pool, a bound on sandbox jobs, the lock on the output directory and the writer of
``episodes.jsonl``.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from pathlib import Path
from typing import Any, TypeVar

from codeloop.agents.policies import Policy
from codeloop.envs.sandbox import Job, JobResult, Sandbox
from codeloop.envs.tasks import Task
from codeloop.rewards.episode import Episode
from codeloop.run.plan import PlannedEpisode

LOCK_FILE = ".lock"

_T = TypeVar("_T")
_J = TypeVar("_J")
"""What judges the episodes (a sandbox, or whatever ``play`` takes that holds one)."""


class RunLockedError(RuntimeError):
    """Another run is writing to the same output directory."""


@contextlib.contextmanager
def run_lock(out: Path) -> Iterator[None]:
    """Holds an exclusive lock on ``out`` (released by the OS if the process dies).

    Raises:
        RunLockedError: When another process holds it.
    """
    fh = (out / LOCK_FILE).open("a")
    try:
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            raise RunLockedError(f"another codeloop run is writing to {out}") from exc
        yield
    finally:
        fh.close()


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
        self.name: str = getattr(inner, "name", "?")
        self.slots = max(1, slots)
        self._sem = threading.BoundedSemaphore(self.slots)

    def run(self, job: Job) -> JobResult:
        """Runs a job when a slot is free."""
        with self._sem:
            return self.inner.run(job)

    def close(self) -> None:
        """Closes the inner sandbox."""
        self.inner.close()


def auto_workers(policies: Iterable[Any], cores: int) -> int:
    """Episodes in flight by default: the cores, or more when a policy can overlap calls."""
    want = cores
    for policy in policies:
        want = max(want, int(getattr(policy, "concurrency", 0) or 0),
                   int(getattr(policy, "batch_size", 0) or 0))
    return max(1, want)


def close_policies(policies: Iterable[Any]) -> None:
    """Closes each policy that can be closed; a failure to close is not the run's failure."""
    for policy in policies:
        close = getattr(policy, "close", None)
        if callable(close):
            with contextlib.suppress(Exception):
                close()


def run_local(todo: list[PlannedEpisode],
              play: Callable[[str, Task, int, Policy, _J], Episode], built: dict[str, Policy],
              judge: _J, workers: int, finished: Callable[[Episode], None]) -> None:
    """Plays the episodes on ``workers`` threads, calling ``finished`` with each in this thread.

    Args:
        todo: The episodes to play.
        play: Plays one of them: ``play(spec, task, seed, policy, judge) -> Episode``.
        built: The policies by spec.
        judge: What judges every episode (shared by the threads), handed to ``play``.
        workers: Threads.
        finished: Called with each finished episode, in the calling thread.
    """
    pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="episode")
    pending: set[Future[Episode]] = set()
    queue = iter(todo)

    def submit(items: list[PlannedEpisode]) -> None:
        for spec, task, seed in items:
            pending.add(pool.submit(play, spec, task, seed, built[spec], judge))

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


def _take(iterator: Iterator[_T], n: int) -> list[_T]:
    items = []
    for _ in range(n):
        try:
            items.append(next(iterator))
        except StopIteration:
            break
    return items
