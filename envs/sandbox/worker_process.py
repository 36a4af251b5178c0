"""Starting a worker process on the host: its channel, its environment, its job uids.

:class:`PopenChannel` starts a worker (from one long-lived thread, :class:`_Spawner`, so the
parent-death signal is tied to this process, not to the thread that asked), in a pids cgroup
of its own where there is one, and kills its whole process group when closed;
:func:`scrubbed_env` is the environment it sees, :func:`pdeathsig_prefix` kills it with this
process, and :func:`job_uid` draws the uid its jobs run as when root.
"""

from __future__ import annotations

import functools
import os
import queue
import random
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from codeloop.envs.sandbox.cgroups import _new_worker_cgroup
from codeloop.envs.sandbox.clock import cpu_seconds
from codeloop.envs.sandbox.pool import FdChannel

# Variables a worker may see; everything else (API keys, tokens, cloud credentials) is dropped.
SAFE_ENV_KEYS = ("PATH", "LANG", "LC_ALL", "TZ")


def scrubbed_env(home: str, tmp: str) -> dict[str, str]:
    """Returns the environment for sandboxed code: a short allow-list, nothing secret."""
    env = {k: os.environ[k] for k in SAFE_ENV_KEYS if k in os.environ}
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    env.update(HOME=home, TMPDIR=tmp, PYTHONDONTWRITEBYTECODE="1", PYTHONIOENCODING="utf-8",
               PYTHONHASHSEED="0", LANG=env.get("LANG", "C.UTF-8"))
    return env


#: Job uids are drawn from [JOB_UID_BASE, JOB_UID_BASE + JOB_UID_SLOTS). The examiner runs at
#: ``harness.EXAMINER_UID_OFFSET`` (1,000,000) above its job and a language compiler at 1,500,000
#: above, so with 500,000 slots the three bands never meet: no job shares a uid with any examiner
#: or compiler, its own or another worker's.
JOB_UID_BASE = 200_000
JOB_UID_SLOTS = 500_000
_uid_lock = threading.Lock()
_uids_given: set[int] = set()
_uid_random = random.SystemRandom()


def job_uid(index: int) -> int | None:
    """A fresh unprivileged uid for a new worker when we are root (else None).

    Unique within this process (``index`` is ignored: two sandboxes of one process, e.g. one
    closing while the next starts, must not share uids), so that RLIMIT_NPROC counts one
    worker's jobs only and a job cannot signal anything but its own processes. Drawn at random
    rather than from the pid: pids repeat across PID namespaces (every container's, every
    ``.ci/capped.sh`` run's), and two codeloop processes on one host with the same pid gave
    their workers the same uids. Two processes now meet on a uid with odds of about one in
    ``JOB_UID_SLOTS`` per pair of live workers.
    """
    if os.geteuid() != 0:
        return None
    with _uid_lock:
        while True:
            uid = JOB_UID_BASE + _uid_random.randrange(JOB_UID_SLOTS)
            if uid not in _uids_given:
                _uids_given.add(uid)
                return uid


def process_tree_cpu_s(root: int) -> float:
    """CPU seconds of a process and its descendants, reaped children included, from /proc.

    Unreadable or vanished processes count as nothing.
    """
    total, todo = 0.0, [root]
    while todo:
        pid = todo.pop()
        total += max(cpu_seconds(pid), 0.0)
        try:
            for task in os.listdir(f"/proc/{pid}/task"):
                todo += [int(c) for c in Path(f"/proc/{pid}/task/{task}/children")
                         .read_text().split()]
        except (OSError, ValueError):
            pass
    return total


#: What the spawner thread is asked: a function that starts the process, and where to put the
#: process (or why it could not start).
_SpawnRequest = tuple[Callable[[], "subprocess.Popen[bytes]"],
                      "queue.SimpleQueue[subprocess.Popen[bytes] | BaseException]"]


class _Spawner:
    """Starts worker processes from one thread that lives as long as this process.

    The kernel sends a parent-death signal (``PR_SET_PDEATHSIG``: bwrap's
    ``--die-with-parent``, ``setpriv --pdeathsig``) when the *thread* that forked the child
    ends, not the process. Workers are started by whichever thread first needs one (a runner's
    thread pool, a test's thread), so without this a worker would be killed when that thread
    finished, and its next job lost.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._queue: queue.SimpleQueue[_SpawnRequest] | None = None
        self._owner = -1

    def popen(self, launch: Callable[[], subprocess.Popen[bytes]]) -> subprocess.Popen[bytes]:
        """The process ``launch()`` starts, called in the spawner thread."""
        with self._lock:
            if self._queue is None or self._owner != os.getpid():  # a forked host: start anew
                self._queue, self._owner = queue.SimpleQueue(), os.getpid()
                threading.Thread(target=self._serve, args=(self._queue,), daemon=True,
                                 name="codeloop-sandbox-spawner").start()
            done: queue.SimpleQueue[subprocess.Popen[bytes] | BaseException] = \
                queue.SimpleQueue()
            self._queue.put((launch, done))
        started = done.get()
        if isinstance(started, BaseException):
            raise started
        return started

    @staticmethod
    def _serve(requests: queue.SimpleQueue[_SpawnRequest]) -> None:
        while True:
            launch, done = requests.get()
            try:
                done.put(launch())
            except BaseException as exc:  # noqa: BLE001 - handed to the caller
                done.put(exc)


_spawner = _Spawner()


@functools.cache
def pdeathsig_prefix() -> list[str]:
    """A command prefix that SIGKILLs the command when this process dies, or ``[]``.

    ``setpriv --pdeathsig KILL`` (util-linux) sets the signal, then execs the command (not
    set-uid, so the setting survives the exec). Wrappers such as ``unshare --kill-child``
    pass the death on to the namespace's init, whose exit kills the whole namespace.
    """
    found = shutil.which("setpriv")
    if not found:
        return []
    try:
        probe = subprocess.run([found, "--pdeathsig", "KILL", "--", "true"],
                               capture_output=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return []
    return [found, "--pdeathsig", "KILL", "--"] if probe.returncode == 0 else []


class PopenChannel(FdChannel):
    """A channel to a worker subprocess; closing kills its whole process group.

    Args:
        cmd: The worker's command.
        env: Its environment.
        cwd: Its working directory.
        cleanup: Directories to remove when the worker is closed.
        max_tasks: When root and a pids cgroup is available, the worker (server, jobs, their
            threads) goes into a cgroup of its own with this many tasks at most: a hard bound
            on fork bombs that RLIMIT_NPROC cannot give to root.
    """

    def __init__(self, cmd: list[str], env: dict[str, str], cwd: str | None = None,
                 cleanup: list[str] | None = None, max_tasks: int = 128):
        self._log = tempfile.TemporaryFile()
        # Raises OSError when the backend promised a pids bound it cannot give this worker:
        # the pool reports that as the machine's fault (a sandbox error), never the job's.
        self.cgroup = _new_worker_cgroup(max_tasks)
        if self.cgroup:
            cmd = ["/bin/sh", "-c", 'echo $$ > "$0/cgroup.procs" && exec "$@"', self.cgroup,
                   *cmd]
        self.proc = _spawner.popen(lambda: subprocess.Popen(
            cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._log,
            env=env, cwd=cwd, start_new_session=True, close_fds=True,
        ))
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self._cleanup = list(cleanup or [])
        super().__init__(self.proc.stdin.fileno(), self.proc.stdout.fileno())

    def cpu_s(self) -> float | None:
        """See :class:`Channel`: the worker's process tree, from ``/proc``."""
        return process_tree_cpu_s(self.proc.pid)

    def diagnostics(self) -> str:
        """See :class:`Channel`."""
        try:
            self._log.seek(0)
            return self._log.read()[-4000:].decode("utf-8", "replace")
        except (OSError, ValueError):
            return ""

    def close(self) -> None:
        """See :class:`Channel`."""
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.proc.kill()
        except ProcessLookupError:
            pass
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                if stream is not None:  # never: both are pipes
                    stream.close()
            except OSError:
                pass
        self._log.close()
        for path in self._cleanup:
            shutil.rmtree(path, ignore_errors=True)
        if self.cgroup:
            for _ in range(100):
                try:
                    os.rmdir(self.cgroup)
                    break
                except FileNotFoundError:
                    break
                except OSError:  # tasks still exiting
                    try:
                        pids = Path(self.cgroup, "cgroup.procs").read_text().split()
                    except OSError:
                        break
                    for pid in pids:
                        try:
                            os.kill(int(pid), signal.SIGKILL)
                        except (ProcessLookupError, ValueError):
                            pass
                    time.sleep(0.01)
