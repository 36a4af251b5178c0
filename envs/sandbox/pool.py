"""Host side of the warm fork-servers: workers, their channel, and a thread-safe pool.

A backend subclasses :class:`ForkServerSandbox` and says how to start one worker (a fork-server
inside its sandbox, see :mod:`codeloop.envs.sandbox.harness`) by returning a :class:`Channel` to
it. Its pool (:class:`~codeloop.envs.sandbox.workers.WorkerPool`) keeps up to ``workers`` of
them (default: the number of cores), hands one to each call of :meth:`ForkServerSandbox.run`
(callers may be on several threads), and replaces a worker that died or misbehaved; a worker
runs one job per turn: the candidate and every test of the turn.
"""

from __future__ import annotations

import base64
import json
import logging
import os
import select
import threading
import time
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_SANDBOX_ERROR,
    JOB_TIMEOUT,
    Job,
    JobResult,
    TestCase,
    fill_not_run,
)
from codeloop.envs.sandbox.cpus import default_pool_size, rank_cpus
from codeloop.envs.sandbox.harness import PREIMPORT, SOURCES
from codeloop.envs.sandbox.memo import PartMemo
from codeloop.envs.sandbox.plain_cache import PlainCache, cache_dir
from codeloop.envs.sandbox.protocol import new_nonce, result_from_frames, wall_limit_message
from codeloop.envs.sandbox.retry import run_resuming, run_with_retry
from codeloop.envs.sandbox.workers import SandboxUnavailable, WorkerPool

log = logging.getLogger(__name__)

def _in_sandbox_source() -> bytes:
    """What runs inside: the call channel, then the harness's modules, as one program."""
    here = Path(__file__).parent
    parts = [(here / name).read_text() for name in SOURCES]
    return "\n".join(p.replace("from __future__ import annotations\n", "")
                     for p in parts).encode()


HARNESS_SOURCE = _in_sandbox_source()
#: Extra seconds the host waits past a job's own limit before it gives the worker up.
GRACE_S = 5.0
#: The most a server may move a job's deadline for the time it waited for a CPU.
MAX_EXTENSION_S = 3600.0


class WorkerLost(RuntimeError):
    """The worker's channel closed or stopped answering."""


class Channel:
    """A byte channel to one fork-server; subclasses implement the transport."""

    def write(self, data: bytes) -> None:
        """Writes all of ``data``."""
        raise NotImplementedError

    def read_exact(self, n: int, deadline: float) -> bytes:
        """Reads exactly ``n`` bytes before ``deadline`` (monotonic), or raises WorkerLost."""
        raise NotImplementedError

    def close(self) -> None:
        """Stops the worker and frees what it holds."""
        raise NotImplementedError

    def diagnostics(self) -> str:
        """What the worker said on its error stream, for messages (may be empty)."""
        return ""

    def cpu_s(self) -> float | None:
        """CPU seconds the worker and its jobs' processes have used, or None if unknown."""
        return None


class FdChannel(Channel):
    """A channel over two file descriptors (a subprocess's stdin and stdout)."""

    def __init__(self, write_fd: int, read_fd: int):
        self._wfd = write_fd
        self._rfd = read_fd
        self._buf = bytearray()

    def write(self, data: bytes) -> None:
        """See :class:`Channel`."""
        view = memoryview(data)
        try:
            while view:
                view = view[os.write(self._wfd, view):]
        except OSError as exc:
            raise WorkerLost(f"the worker stopped reading ({exc})") from exc

    def read_exact(self, n: int, deadline: float) -> bytes:
        """See :class:`Channel`."""
        while len(self._buf) < n:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise WorkerLost("the worker did not answer in time")
            ready, _, _ = select.select([self._rfd], [], [], remaining)
            if not ready:
                continue
            try:
                chunk = os.read(self._rfd, 1 << 20)
            except OSError as exc:
                raise WorkerLost(f"the worker's channel broke ({exc})") from exc
            if not chunk:
                raise WorkerLost("the worker exited")
            self._buf += chunk
        data = bytes(self._buf[:n])
        del self._buf[:n]
        return data


class Worker:
    """One fork-server and its channel."""

    def __init__(self, channel: Channel, index: int, backend: str, info: Mapping[str, Any]):
        self.channel = channel
        self.index = index
        self.backend = backend
        self.info = dict(info)
        self.jobs = 0

    @staticmethod
    def start(channel: Channel, index: int, backend: str, config: Mapping[str, Any],
              timeout_s: float = 60.0) -> Worker:
        """Sends the harness and its configuration, and waits for ``ready``.

        Raises:
            SandboxUnavailable: When the worker does not come up.
        """
        try:
            channel.write(f"{len(HARNESS_SOURCE)}\n".encode() + HARNESS_SOURCE)
            _send(channel, dict(config))
            ready = _recv(channel, time.monotonic() + timeout_s)
        except WorkerLost as exc:
            note = channel.diagnostics().strip()[-2000:]
            channel.close()
            raise SandboxUnavailable(
                f"the {backend} sandbox did not start: {exc}" + (f"\n{note}" if note else "")
            ) from exc
        except BaseException:
            channel.close()  # never handed out: nobody else would stop it
            raise
        if ready.get("type") != "ready":
            channel.close()
            raise SandboxUnavailable(f"the {backend} sandbox answered {ready!r} at start")
        return Worker(channel, index, backend, ready)

    def run(self, job: Job) -> tuple[JobResult, bool]:
        """Runs one job; returns its result and whether the worker is still usable."""
        started = time.perf_counter()
        nonce = new_nonce()
        lim = job.limits
        message = {
            "op": "run",
            "nonce": nonce,
            "code": job.code,
            "tests": [{"id": t.id, "source": t.source, **({"plain": list(t.plain)}
                                                          if t.plain else {})}
                      for t in job.tests],
            "profile": job.profile,
            "spent_cpu_s": job.spent_s[0],
            "spent_wall_s": job.spent_s[1],
            "spent_timeouts": job.spent_timeouts,
            "test_timeout_s": lim.test_timeout_s,
            "timeout_s": lim.timeout_s,
            "wall_factor": lim.wall_factor,
            "strict_eq": job.strict_eq,
            "memory_mb": lim.memory_mb,
            "max_open_files": lim.max_open_files,
            "max_file_size_mb": lim.max_file_size_mb,
            "max_processes": lim.max_processes,
            "max_output_bytes": lim.max_output_bytes,
            "files": dict(job.files),
            "allow_exec": bool(getattr(job, "allow_exec", False)),
        }
        # The server stops the job at its wall-clock backstop; past that, the worker is lost.
        deadline = time.monotonic() + lim.timeout_s * lim.wall_factor + GRACE_S - job.spent_s[1]
        try:
            _send(self.channel, message)
            reply = _recv(self.channel, deadline)
            limit = deadline + MAX_EXTENSION_S
            while reply.get("type") == "extend":
                # The server moved the job's backstop by time the job waited for a CPU (a
                # starved machine, not the job): it stops the job itself, so wait as long.
                left = reply.get("left_s")
                if isinstance(left, int | float) and type(left) is not bool:
                    deadline = min(max(deadline, time.monotonic() + left + GRACE_S), limit)
                reply = _recv(self.channel, deadline)
        except WorkerLost as exc:
            timed_out = time.monotonic() >= deadline
            why = (wall_limit_message(lim) + "; its worker was replaced" if timed_out else
                   f"the sandbox worker died during the job ({exc}); it has been replaced")
            status = JOB_TIMEOUT if timed_out else JOB_CRASHED
            return JobResult(status, fill_not_run(job.tests, {}, why), why,
                             duration_s=time.perf_counter() - started, backend=self.backend,
                             extra={"worker": self.index, "worker_lost": True}), False
        self.jobs += 1
        if reply.get("harness_error"):
            why = f"the sandbox could not run the job: {reply['harness_error']}"
            return JobResult(JOB_SANDBOX_ERROR, fill_not_run(job.tests, {}, why), why,
                             duration_s=time.perf_counter() - started, backend=self.backend,
                             extra={"worker": self.index}), False
        try:
            data = base64.b64decode(reply.get("result", ""))
        except ValueError:
            data = b"\xff"  # undecodable: reported as tampering below
        extra = {
            "worker": self.index,
            "strays_killed": int(reply.get("strays", 0)),
            "leftover_files": int(reply.get("leftovers", 0)),
            "pid_namespace": bool(self.info.get("pid_ns")),
            "job_uid": self.info.get("job_uid"),
            "server_ms": reply.get("phases_ms", {}),
            # Stopped by the server's wall-clock backstop: the machine's timing, not the
            # examiner's accounting (never replayed, see memo.py).
            "backstop": bool(reply.get("timed_out")),
        }
        result = result_from_frames(
            job, data, nonce,
            timed_out=bool(reply.get("timed_out")),
            exit_note=str(reply.get("exit", "")),
            stdout=str(reply.get("stdout", "")),
            stderr=str(reply.get("stderr", "")),
            duration_s=time.perf_counter() - started,
            backend=self.backend,
            extra=extra,
        )
        return result, not reply.get("retire", False)

    def close(self) -> None:
        """Stops the worker."""
        try:
            self.channel.close()
        except Exception:  # noqa: BLE001 - best effort while tearing down
            log.debug("closing worker %s failed", self.index, exc_info=True)


def _send(channel: Channel, payload: Mapping[str, Any]) -> None:
    data = json.dumps(payload).encode()
    channel.write(len(data).to_bytes(4, "big") + data)


def _recv(channel: Channel, deadline: float) -> dict[str, Any]:
    size = int.from_bytes(channel.read_exact(4, deadline), "big")
    if size > 64 << 20:
        raise WorkerLost(f"the worker sent a {size}-byte message")
    try:
        msg = json.loads(channel.read_exact(size, deadline))
    except (ValueError, RecursionError) as exc:
        raise WorkerLost(f"the worker sent an undecodable message ({exc})") from exc
    if not isinstance(msg, dict):
        raise WorkerLost("the worker sent a message that is not an object")
    return msg


def _allowed_cpus() -> list[int]:
    try:
        return sorted(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return list(range(os.cpu_count() or 1))


def _pin_by_default(size: int, cpus: list[int]) -> bool:
    override = os.environ.get("CODELOOP_PIN_CPUS", "").strip()
    if override in ("0", "1"):
        return override == "1" and len(cpus) > 1
    return len(cpus) > 1 and size >= len(cpus)


class ForkServerSandbox:
    """A pool of warm fork-servers; subclasses implement :meth:`_channel` and :meth:`_config`.

    Args:
        workers: Pool size; defaults to the number of cores.
        start_timeout_s: How long a worker may take to come up.
    """

    name = "forkserver"
    #: What the backend isolates: any of ``"net"``, ``"fs"``, ``"pid"``, ``"user"``.
    isolation: frozenset[str] = frozenset()

    def __init__(self, workers: int | None = None, start_timeout_s: float = 60.0):
        #: CPUs this process may use (under accelerate/torchrun, this rank's share of them:
        #: :func:`~codeloop.envs.sandbox.cpus.rank_cpus`); with :attr:`pin_cpus`, worker ``i``
        #: (and every job it forks) runs on ``cpus[i % len(cpus)]``.
        self.cpus = rank_cpus(_allowed_cpus())
        self.size = max(1, int(workers or default_pool_size(self.cpus)))
        self.start_timeout_s = start_timeout_s
        #: Pin each worker to one CPU: a job then runs where its server's pages are hot, which
        #: measured 12-13% more jobs per second (bench/sandbox.py). By default only when the
        #: pool has a worker for every CPU, so that pinning cannot crowd a few CPUs (several
        #: small pools, say one per Ray actor); ``CODELOOP_PIN_CPUS=0`` or ``1`` overrides.
        self.pin_cpus = _pin_by_default(self.size, self.cpus)
        #: The workers: started on first use (or by :meth:`warm`), stopped by :meth:`close`.
        self.workers: WorkerPool[Worker] = WorkerPool(self.name, self.size, self._start_worker)
        #: Per (reference, test, settings): the functions that return plain data (see
        #: :meth:`_with_plain_results`); dict operations are atomic, threads may share it.
        self._plain: dict[str, tuple[str, ...]] = {}
        #: The same, kept on disk between runs (None: in memory only).
        self.plain_cache = PlainCache(HARNESS_SOURCE, cache_dir())
        #: Job parts already judged, replayed rather than run again (see
        #: :mod:`~codeloop.envs.sandbox.memo`), or None: every part runs. Off unless asked
        #: for (:meth:`remember_parts`; ``SandboxConfig.make`` does, so runs have it): a
        #: replay answers for the verdicts, not for the machine (a health probe, a job's
        #: strays or leftovers, what the conformance suite checks after each case).
        self.memo: PartMemo | None = None
        #: CPU seconds the job parts this sandbox ran used, as their examiners counted them
        #: (replayed parts cost none): what ``bench/mainjob.py`` compares.
        self.parts_cpu_s = 0.0
        self._cpu_lock = threading.Lock()

    @property
    def started_workers(self) -> int:
        """How many workers this sandbox has started, replacements included."""
        return self.workers.started

    def remember_parts(self) -> None:
        """Replays job parts already judged from now on (``CODELOOP_SANDBOX_MEMO=0``: never)."""
        if self.memo is None and os.environ.get("CODELOOP_SANDBOX_MEMO") != "0":
            self.memo = PartMemo()

    # -- to implement ------------------------------------------------------------------------

    def _channel(self, index: int) -> Channel:
        """Starts the process (or container) of worker ``index`` and returns its channel."""
        raise NotImplementedError

    def _config(self, index: int) -> dict[str, Any]:
        """The configuration message of worker ``index`` (see :func:`harness.serve`)."""
        return {"workdir": "/work", "clean_dirs": ["/work", "/tmp"], "job_uid": None,
                "preimport": list(PREIMPORT)}

    # -- pool --------------------------------------------------------------------------------

    def _start_worker(self, index: int) -> Worker:
        channel = self._channel(index)  # first: a backend's config may depend on it
        try:
            config = self._config(index)
            if self.pin_cpus:
                config["cpu"] = self.cpus[index % len(self.cpus)]
        except BaseException:
            channel.close()  # started, never handed out: nobody else would stop it
            raise
        return Worker.start(channel, index, self.name, config, self.start_timeout_s)

    def warm(self) -> None:
        """Starts every worker now rather than on first use."""
        self.workers.warm()

    def run(self, job: Job) -> JobResult:
        """Runs one job on a free worker; see :class:`codeloop.envs.sandbox.base.Sandbox`.

        A job that could not run (the machine's fault) is retried on a fresh worker, and
        the tests a lost process did not reach run on a fresh one: see
        :mod:`codeloop.envs.sandbox.retry`.
        """
        job = self._with_plain_results(job)
        return run_resuming(self._run_part, job)

    def _run_part(self, part: Job) -> JobResult:
        """One part of a job: replayed when judged before, else run (machine faults retried)."""
        if self.memo is None:
            return self._counted(part)
        return self.memo.run(part, self._counted)

    def _counted(self, part: Job) -> JobResult:
        result = run_with_retry(self._run_once, part)
        with self._cpu_lock:
            self.parts_cpu_s += float(result.extra.get("cpu_s", 0.0))
        return result

    def _with_plain_results(self, job: Job) -> Job:
        """The job with each test's :attr:`~TestCase.plain` names, learnt from its reference.

        A test with a reference is run once on it (a *profile* job, cached by reference, test
        and settings, in memory and on disk: :mod:`~codeloop.envs.sandbox.plain_cache`) to
        see which functions return only plain data there: a candidate's object in their
        place is then refused by the examiner, so it is never asked for its truthiness or its
        methods (``assert f(x)``, ``f(x).endswith("2")``). A reference that fails the test
        teaches nothing (no names).
        """
        if not any(t.reference is not None for t in job.tests):
            return job
        settings = self.plain_cache.settings(job)
        keys = {t.id: self.plain_cache.key(t, job, settings)
                for t in job.tests if t.reference is not None}
        todo: dict[str, list[TestCase]] = {}
        for t in job.tests:
            if t.reference is None or keys[t.id] in self._plain:
                continue
            stored = self.plain_cache.load(keys[t.id])
            if stored is not None:
                self._plain[keys[t.id]] = stored
            else:
                todo.setdefault(t.reference, []).append(t)
        for reference, tests in todo.items():
            profile = Job(code=reference, tests=tuple(replace(t, reference=None) for t in tests),
                          limits=job.limits, strict_eq=job.strict_eq, files=job.files,
                          allow_exec=job.allow_exec, profile=True)
            result = self._run_part(profile)
            if result.machine_fault:
                continue  # learnt nothing; the candidate's job still runs (without the rule)
            learnt = result.extra.get("plain", {})
            if len(self._plain) > 100_000:
                self._plain.clear()
            for t in tests:
                outcome = result.outcome(t.id)
                passed = outcome is not None and outcome.passed
                names = tuple(learnt.get(t.id, ())) if passed else ()
                self._plain[keys[t.id]] = names
                if passed:  # a failure teaches nothing, and may be the machine's
                    self.plain_cache.store(keys[t.id], names)
        tests = []
        for t in job.tests:
            plain = self._plain.get(keys[t.id], t.plain) if t.reference is not None else t.plain
            # Most tests learn no names: the same test, not a copy (replace() cost 0.2 ms).
            tests.append(t if plain == t.plain else replace(t, plain=plain))
        return replace(job, tests=tuple(tests))

    def _run_once(self, job: Job) -> JobResult:
        started = time.perf_counter()
        try:
            worker = self.workers.acquire()
        except (SandboxUnavailable, OSError) as exc:
            why = f"the sandbox could not start the job: {exc}"
            return JobResult(JOB_SANDBOX_ERROR, fill_not_run(job.tests, {}, why), why,
                             duration_s=time.perf_counter() - started, backend=self.name)
        healthy = False
        try:
            result, healthy = worker.run(job)
            return result
        finally:
            self.workers.release(worker, healthy)

    def workers_cpu_s(self) -> float | None:
        """CPU seconds the idle workers (servers, jobs, their processes) have used so far.

        None when a worker's transport cannot tell. Busy workers are left out: their jobs'
        processes are not all reaped yet, so what they used is not all counted.
        """
        total = 0.0
        for worker in self.workers.idle:
            seconds = worker.channel.cpu_s()
            if seconds is None:
                return None
            total += seconds
        return total

    def fork_floor(self) -> None:
        """Has a free worker fork a child that only exits, and waits for it.

        The least any job of a fork-server costs (``bench/sandbox.py`` reports it next to
        the jobs' own figures); it runs nothing of a job.

        Raises:
            WorkerLost: When the worker does not answer.
        """
        worker = self.workers.acquire()
        healthy = False
        try:
            _send(worker.channel, {"op": "fork"})
            healthy = _recv(worker.channel, time.monotonic() + 10.0).get("type") == "forked"
        finally:
            self.workers.release(worker, healthy)

    def close(self) -> None:
        """Stops every worker (busy ones when their job ends)."""
        self.workers.close()

    def __enter__(self) -> ForkServerSandbox:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
