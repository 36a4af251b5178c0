"""Host side of the language sandboxes: a pool of bubblewrap workers for one language.

Each worker is :mod:`codeloop.envs.sandbox.languages.server` started inside the same bubblewrap
confinement as the Python backend (:class:`codeloop.envs.sandbox.local.BwrapSandbox`: private
PID, network, IPC and UTS namespaces, a read-only ``/usr``, private ``/work`` and ``/tmp``)
plus the toolchain's own directories, read-only, and a private ``/cache`` for what the worker
keeps warm. As root, the compiler runs as one unprivileged uid and the tests as another, so a
job can neither touch the warm compiler nor the cache that later jobs use.

Threat model of the results: a test's outcome counts only as a line on descriptor 3 carrying a
nonce the server made for the job and handed to the test program on descriptor 4, read by the
runtime before the candidate's ``main``-time code runs and kept in a local variable; exit codes
and output never count, and any line without the nonce makes the job a protocol error. The
candidate runs in the same process as its tests, so native code (C++, Rust, Go, and any language
reading ``/proc/self/mem``) that deliberately scans its own memory or intercepts descriptor 4
before the runtime (a C++ global constructor, a Go ``init``) can forge results: that is outside
what this channel defends against, and needs test programs whose expected values never enter the
candidate's process (see ``docs/ARCHITECTURE.md``).
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_OK,
    JOB_SANDBOX_ERROR,
    JOB_TIMEOUT,
    Job,
    JobResult,
    TestOutcome,
    fill_not_run,
)
from codeloop.envs.sandbox.languages.toolchains import Toolchain, make_toolchain
from codeloop.envs.sandbox.local import BwrapSandbox, PopenChannel, job_uid, scrubbed_env
from codeloop.envs.sandbox.pool import SandboxUnavailable, WorkerLost

log = logging.getLogger(__name__)

SERVER_SOURCE = Path(__file__).with_name("server.py").read_bytes()
#: Reads the server's source from stdin (a length line, then the source, unbuffered so that the
#: messages after it stay in the pipe) and runs it: no file of the host needs to be visible.
BOOTSTRAP = (
    "import os\n"
    "h = b''\n"
    "while not h.endswith(b'\\n'):\n"
    "    c = os.read(0, 1)\n"
    "    if not c: raise SystemExit(0)\n"
    "    h += c\n"
    "n = int(h); s = b''\n"
    "while len(s) < n:\n"
    "    c = os.read(0, n - len(s))\n"
    "    if not c: raise SystemExit(0)\n"
    "    s += c\n"
    "exec(compile(s, '<codeloop-language-server>', 'exec'), {'__name__': '__main__'})\n"
)
#: Isolated mode, no ``site``: the server needs the standard library only.
INTERPRETER_FLAGS = ("-I", "-S")
GRACE_S = 5.0
CACHE_BYTES = 512 * 1024 * 1024


def _send(channel: PopenChannel, payload: dict[str, Any]) -> None:
    data = json.dumps(payload).encode()
    channel.write(len(data).to_bytes(4, "big") + data)


def _recv(channel: PopenChannel, deadline: float) -> dict[str, Any]:
    size = int.from_bytes(channel.read_exact(4, deadline), "big")
    if size > 64 << 20:
        raise WorkerLost(f"the worker sent a {size}-byte message")
    msg = json.loads(channel.read_exact(size, deadline))
    if not isinstance(msg, dict):
        raise WorkerLost("the worker sent a message that is not an object")
    return msg


class _Worker:
    def __init__(self, channel: PopenChannel, index: int, info: dict[str, Any]):
        self.channel = channel
        self.index = index
        self.info = info
        self.jobs = 0


class LanguageSandbox:
    """Runs jobs of one language in warm bubblewrap workers (a :class:`Sandbox`).

    Args:
        language: One of :data:`~codeloop.envs.sandbox.languages.toolchains.TOOLCHAINS`.
        workers: Pool size (default: the number of cores).
        warm: Keep compilers warm between jobs (see the toolchains module); False compiles
            every job from a cold start (for comparison).
        start_timeout_s: How long a worker may take to start and warm up.

    Raises:
        SandboxUnavailable: Without bubblewrap or the language's toolchain.
    """

    isolation = frozenset({"net", "fs", "pid", "nproc"} | ({"user"} if os.geteuid() == 0
                                                             else set()))

    def __init__(self, language: str, workers: int | None = None, warm: bool = True,
                 start_timeout_s: float = 180.0):
        from codeloop.envs.sandbox.languages.toolchains import ToolchainMissing

        try:
            self.toolchain: Toolchain = make_toolchain(language)
        except ToolchainMissing as exc:
            raise SandboxUnavailable(str(exc)) from exc
        self.language = language
        self.warm = warm
        self.name = f"bwrap-{language}" + ("" if warm else "-cold")
        self.size = max(1, int(workers or os.cpu_count() or 1))
        self.start_timeout_s = start_timeout_s
        self._bwrap = BwrapSandbox(workers=1, extra_ro_binds=self.toolchain.binds)
        self._cond = threading.Condition()
        self._idle: list[_Worker] = []
        self._free = list(range(self.size))
        self._closed = False
        self.started_workers = 0

    # -- workers -----------------------------------------------------------------------------

    def command(self) -> list[str]:
        """The bubblewrap command line of one worker."""
        base = self._bwrap.command()
        python = self._bwrap.python
        # bubblewrap's own arguments end where the Python backend's interpreter starts.
        cmd = base[:len(base) - 1 - base[::-1].index(python)]
        # Directories bubblewrap makes on its own for a bind below them are 0700: the
        # toolchains (run as unprivileged uids) read /etc/java-*, /etc/ssl through them.
        first = cmd.index("--ro-bind")
        cmd[first:first] = ["--perms", "0755", "--dir", "/etc", "--perms", "0755", "--dir",
                            "/etc/ssl"]
        i = cmd.index("--chdir")
        cmd[i:i] = ["--perms", "0755", "--size", str(CACHE_BYTES), "--tmpfs", "/cache"]
        return cmd + [python, *INTERPRETER_FLAGS, "-c", BOOTSTRAP]

    def _config(self, index: int) -> dict[str, Any]:
        uid = job_uid(index)
        tc = self.toolchain
        env = dict(scrubbed_env("/work/run", "/tmp"), **tc.env)
        return {
            "cache": "/cache", "workdir": "/work", "clean_dirs": ["/work", "/tmp"],
            "job_uid": uid, "compile_uid": None if uid is None else uid + 1_500_000,
            "env": env, "setup_files": tc.setup_files, "setup": tc.setup,
            "warm": {"argv": tc.warm_argv} if (self.warm and tc.warm_argv) else None,
        }

    def _start(self, index: int) -> _Worker:
        cmd = self.command()
        channel = PopenChannel(cmd, scrubbed_env("/work", "/tmp"))
        try:
            channel.write(f"{len(SERVER_SOURCE)}\n".encode() + SERVER_SOURCE)
            _send(channel, self._config(index))
            ready = _recv(channel, time.monotonic() + self.start_timeout_s)
        except (WorkerLost, ValueError) as exc:
            note = channel.diagnostics().strip()[-2000:]
            channel.close()
            raise SandboxUnavailable(f"the {self.name} sandbox did not start: {exc}\n{note}") \
                from exc
        if ready.get("type") != "ready":
            channel.close()
            raise SandboxUnavailable(f"the {self.name} sandbox did not start: "
                                     f"{ready.get('message', ready)}")
        return _Worker(channel, index, ready)

    def _acquire(self) -> _Worker:
        with self._cond:
            while True:
                if self._closed:
                    raise SandboxUnavailable(f"the {self.name} sandbox is closed")
                if self._idle:
                    return self._idle.pop()
                if self._free:
                    index = self._free.pop(0)
                    break
                self._cond.wait()
        try:
            worker = self._start(index)
        except BaseException:
            with self._cond:
                self._free.append(index)
                self._cond.notify()
            raise
        with self._cond:
            self.started_workers += 1
        return worker

    def _release(self, worker: _Worker, healthy: bool) -> None:
        with self._cond:
            if healthy and not self._closed:
                self._idle.append(worker)
            else:
                self._free.append(worker.index)
            self._cond.notify()
        if not healthy or self._closed:
            worker.channel.close()

    def warm_up(self) -> None:
        """Starts every worker now rather than on first use."""
        workers = []
        try:
            for _ in range(self.size):
                workers.append(self._acquire())
        finally:
            for worker in workers:
                self._release(worker, True)

    # -- jobs --------------------------------------------------------------------------------

    def _message(self, job: Job) -> dict[str, Any]:
        tc, lim = self.toolchain, job.limits
        files = tc.files(job.code, job.tests)
        compile_step = tc.compile(files, self.warm)
        run = [a.replace("{memory_mb}", str(lim.memory_mb)) for a in tc.run(files, self.warm)]
        return {
            "op": "run", "files": {**files, **dict(job.files)}, "compile": compile_step,
            "run": run, "test_ids": [t.id for t in job.tests], "timeout_s": lim.timeout_s,
            "test_timeout_s": lim.test_timeout_s, "memory_mb": lim.memory_mb,
            "data_extra_mb": tc.data_extra_mb, "startup_s": tc.startup_s,
            "max_open_files": lim.max_open_files, "max_file_size_mb": lim.max_file_size_mb,
            "max_processes": max(lim.max_processes, tc.min_processes),
            "max_output_bytes": lim.max_output_bytes,
        }

    def run(self, job: Job) -> JobResult:
        """Runs one job (see :class:`~codeloop.envs.sandbox.base.Sandbox`)."""
        started = time.perf_counter()
        try:
            worker = self._acquire()
        except (SandboxUnavailable, OSError) as exc:
            why = f"the sandbox could not start the job: {exc}"
            return JobResult(JOB_SANDBOX_ERROR, fill_not_run(job.tests, {}, why), why,
                             duration_s=time.perf_counter() - started, backend=self.name)
        healthy = False
        try:
            result, healthy = self._run_on(worker, job, started)
            return result
        finally:
            self._release(worker, healthy)

    def _run_on(self, worker: _Worker, job: Job, started: float) -> tuple[JobResult, bool]:
        deadline = time.monotonic() + job.limits.timeout_s + GRACE_S
        try:
            _send(worker.channel, self._message(job))
            reply = _recv(worker.channel, deadline)
        except (WorkerLost, ValueError) as exc:
            timed_out = time.monotonic() >= deadline
            why = (f"the job exceeded its {job.limits.timeout_s:g}s time limit and its worker "
                   "was replaced" if timed_out else
                   f"the sandbox worker died during the job ({exc}); it has been replaced")
            return JobResult(JOB_TIMEOUT if timed_out else JOB_CRASHED,
                             fill_not_run(job.tests, {}, why), why,
                             duration_s=time.perf_counter() - started, backend=self.name,
                             extra={"worker": worker.index, "worker_lost": True}), False
        worker.jobs += 1
        reported = {tid: TestOutcome(tid, status, message, float(dur))
                    for tid, status, message, dur in reply.get("outcomes", [])}
        status = str(reply.get("status", JOB_SANDBOX_ERROR))
        message = str(reply.get("message", ""))
        why = message or "not reported"
        outcomes = fill_not_run(job.tests, reported if status in (JOB_OK, JOB_TIMEOUT) else {},
                                why)
        if status == JOB_OK and any(o.status == "not_run" for o in outcomes):
            status = JOB_CRASHED
        extra = {"worker": worker.index, "language": self.language, "warm": self.warm,
                 "strays_killed": int(reply.get("strays", 0)),
                 "leftover_files": int(reply.get("leftovers", 0)),
                 "surviving_processes": int(reply.get("survivors", 0)),
                 "restarts": int(reply.get("restarts", 0)),
                 "pid_namespace": bool(worker.info.get("pid_ns")),
                 "server_ms": reply.get("phases_ms", {})}
        result = JobResult(status, outcomes, message, stdout=str(reply.get("stdout", "")),
                           stderr=str(reply.get("stderr", "")),
                           duration_s=time.perf_counter() - started, backend=self.name,
                           extra=extra)
        healthy = (not reply.get("retire") and int(reply.get("leftovers", 0)) == 0
                   and int(reply.get("survivors", 0)) == 0)
        return result, healthy

    def close(self) -> None:
        """Stops every idle worker (busy ones when their job ends)."""
        with self._cond:
            self._closed = True
            idle, self._idle = self._idle, []
            self._cond.notify_all()
        for worker in idle:
            worker.channel.close()

    def __enter__(self) -> LanguageSandbox:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
