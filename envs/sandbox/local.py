"""Local subprocess backend: one fresh interpreter per job, in its own process group.

Isolation here is process-level (process group, resource limits, scrubbed environment,
private temporary work directory); network and filesystem isolation come from the
bubblewrap/unshare layers when available (see :mod:`envs.sandbox.isolation`).
"""

from __future__ import annotations

import os
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from envs.sandbox.base import JOB_SANDBOX_ERROR, Job, JobResult, fill_not_run
from envs.sandbox.protocol import job_payload, new_nonce, result_from_frames

HARNESS = Path(__file__).with_name("harness.py")

# Variables a child may see; everything else (API keys, tokens, cloud credentials) is dropped.
SAFE_ENV_KEYS = ("PATH", "LANG", "LC_ALL", "TZ", "PYTHONHASHSEED")


def scrubbed_env(workdir: str) -> dict[str, str]:
    """Returns the environment for sandboxed code: a short allow-list, nothing secret."""
    env = {k: os.environ[k] for k in SAFE_ENV_KEYS if k in os.environ}
    env.setdefault("PATH", "/usr/bin:/bin")
    env.update(HOME=workdir, TMPDIR=workdir, PYTHONDONTWRITEBYTECODE="1",
               PYTHONIOENCODING="utf-8", PYTHONHASHSEED="0")
    return env


def _preexec(max_processes: int) -> None:  # pragma: no cover - runs in the child
    import resource

    os.setpgrp()
    try:
        resource.setrlimit(resource.RLIMIT_NPROC, (max_processes, max_processes))
    except (OSError, ValueError):
        pass


def _kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


class SubprocessSandbox:
    """Runs each job in a fresh ``python -I`` process (no OS-level isolation).

    Args:
        python: Interpreter for the jobs; defaults to the current one.
        command_prefix: Wrapper command (e.g. bubblewrap) put before the interpreter.
    """

    name = "subprocess"

    def __init__(self, python: str | None = None, command_prefix: list[str] | None = None):
        self.python = python or sys.executable
        self.command_prefix = list(command_prefix or [])

    def run(self, job: Job) -> JobResult:
        """Runs one job; see :class:`envs.sandbox.base.Sandbox`."""
        started = time.perf_counter()
        workdir = tempfile.mkdtemp(prefix="codeloop-job-")
        try:
            return self._run(job, workdir, started)
        except OSError as exc:
            why = f"the sandbox could not start the job: {exc}"
            return JobResult(JOB_SANDBOX_ERROR, fill_not_run(job.tests, {}, why), why,
                             duration_s=time.perf_counter() - started, backend=self.name)
        finally:
            shutil.rmtree(workdir, ignore_errors=True)

    def _run(self, job: Job, workdir: str, started: float) -> JobResult:
        for name, text in job.files.items():
            Path(workdir, name).write_text(text)
        nonce = new_nonce()
        read_fd, write_fd = os.pipe()
        cmd = [*self.command_prefix, self.python, "-I", str(HARNESS), "--result-fd", str(write_fd)]
        limits = job.limits
        proc = subprocess.Popen(
            cmd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=workdir,
            env=scrubbed_env(workdir),
            pass_fds=(write_fd,),
            preexec_fn=lambda: _preexec(limits.max_processes),
            close_fds=True,
        )
        os.close(write_fd)
        pgid = proc.pid
        try:
            payload = job_payload(job, nonce)
            try:
                assert proc.stdin is not None
                proc.stdin.write(payload)
                proc.stdin.close()
            except BrokenPipeError:
                pass
            data, out, err, timed_out = self._collect(proc, read_fd, limits, started)
        finally:
            _kill_group(pgid)  # descendants left behind go with the group
            os.close(read_fd)
            proc.wait()
        code = proc.returncode
        exit_note = f"killed by signal {-code}" if code and code < 0 else f"exit code {code}"
        return result_from_frames(
            job, data, nonce, timed_out=timed_out, exit_note=exit_note,
            stdout=out.decode("utf-8", "replace"), stderr=err.decode("utf-8", "replace"),
            duration_s=time.perf_counter() - started, backend=self.name,
        )

    @staticmethod
    def _collect(proc, read_fd, limits, started):
        cap = limits.max_output_bytes
        buffers = {"result": bytearray(), "out": bytearray(), "err": bytearray()}
        sel = selectors.DefaultSelector()
        sel.register(read_fd, selectors.EVENT_READ, "result")
        sel.register(proc.stdout, selectors.EVENT_READ, "out")
        sel.register(proc.stderr, selectors.EVENT_READ, "err")
        deadline = started + limits.timeout_s
        timed_out = False
        open_streams = 3
        while open_streams:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                timed_out = proc.poll() is None or open_streams > 0
                break
            for key, _ in sel.select(timeout=min(remaining, 0.5)):
                fd = key.fd
                chunk = os.read(fd, 65536)
                if not chunk:
                    sel.unregister(fd)
                    open_streams -= 1
                    continue
                buf = buffers[key.data]
                limit = (8 << 20) if key.data == "result" else cap
                if len(buf) < limit:
                    buf.extend(chunk[: limit - len(buf)])
            # The harness has exited and reported: don't wait for pipes a grandchild holds.
            if proc.poll() is not None and b'"type": "done"' in buffers["result"]:
                break
        sel.close()
        out, err = bytes(buffers["out"]), bytes(buffers["err"])
        if len(out) >= cap:
            out += b"\n[output truncated]"
        return bytes(buffers["result"]), out, err, timed_out

    def close(self) -> None:
        """Nothing to release: every job has its own process."""
