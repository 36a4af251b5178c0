"""Nothing a job starts outlives its worker, however the worker or its host ends (issue 22).

A job leaves a sleep-forever grandchild in a session of its own and a child that keeps forking;
then the worker is closed in the middle of the job (what the pool does to a lost worker), or its
outer process (bwrap, unshare, the server) is SIGKILLed, or the host process that owns the
sandbox is SIGKILLed. Afterwards no process of the job may be left: none carrying the job's
token on its command line and, inside ``.ci/capped.sh`` (its own PID namespace, so the count is
this test's alone), the process count is back where it was.

Run only under the outer net: ``bash .ci/capped.sh --max 3000 -- python -m pytest ...``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
import uuid

import pytest

from codeloop.envs.sandbox import Job, Limits, TestCase
from tests.envs.sandbox.conftest import build

BACKENDS = ["bwrap", "unshare", "subprocess"]

# The job's processes carry the token as a harmless second operand of sleep(1) (its arguments
# are summed), so they can be found on the host whatever namespace or session they are in.
_JOB = """
import os, subprocess, time
TOKEN = {token!r}
# A grandchild in a session of its own that sleeps forever: out of reach of killpg.
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.execv('/bin/sleep', ['sleep', '100000', TOKEN])
    os._exit(0)
# A child that keeps forking (a slow bomb: one sleeper every 0.1 s, at most 25).
subprocess.Popen(['/bin/sh', '-c',
                  'i=0; while [ $i -lt 25 ]; do /bin/sleep 100000 "$0" & i=$((i+1)); '
                  '/bin/sleep 0.1; done; wait', TOKEN], start_new_session=True)
def add(a, b):
    time.sleep(1000)
"""


def _token() -> str:
    return "0.000" + str(uuid.uuid4().int)[:12]


def _pids() -> set[int]:
    return {int(p) for p in os.listdir("/proc") if p.isdigit()}


def _live(pids: set[int]) -> dict[int, str]:
    """The processes among ``pids`` that are not zombies, with their command lines.

    A zombie is dead already; it waits only for its parent (the namespace's init) to reap it.
    """
    live = {}
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", "rb") as fh:
                state = fh.read().rpartition(b")")[2].split()[0]
            with open(f"/proc/{pid}/cmdline", "rb") as fh:
                cmdline = fh.read().replace(b"\0", b" ")[:200].decode("utf-8", "replace")
        except (OSError, IndexError):
            continue
        if state != b"Z":
            live[pid] = cmdline
    return live


def _with_token(token: str) -> list[int]:
    found = []
    for pid in _pids():
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as fh:
                if token.encode() in fh.read():
                    found.append(pid)
        except OSError:
            pass
    return found


def _wait_for(predicate, timeout_s: float) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


def _job(token: str) -> Job:
    return Job(code=_JOB.format(token=token), allow_exec=True,
               tests=(TestCase("t1", "assert add(1, 2) == 3"),),
               limits=Limits(timeout_s=60, test_timeout_s=30, wall_factor=2))


def _capped() -> bool:
    """Whether this test runs in a PID namespace of its own (``.ci/capped.sh`` says so).

    Only there is the process count this test's alone (other sessions share the machine).
    """
    return os.environ.get("CODELOOP_CAPPED") == "1"


def _assert_all_gone(token: str, before: set[int]) -> None:
    gone = _wait_for(lambda: not _with_token(token), 10)
    assert gone, f"the job's processes outlived their worker: {_with_token(token)}"
    if _capped():
        # Every live process not there before the worker started is one the job left.
        assert _wait_for(lambda: not _live(_pids() - before), 10), (
            f"the process count is not back where it was: {len(before)} before, "
            f"{len(_pids())} now; new: {_live(_pids() - before)}")


def _busy_worker(name: str, token: str):
    """A worker of backend ``name`` running the job, and the thread waiting for it.

    The worker is started here, not through the pool, so that closing it does not make the
    pool run the job again on a fresh one.
    """
    sandbox = build(name)
    sandbox.close()
    worker = sandbox._start_worker(0)
    thread = threading.Thread(target=worker.run, args=(_job(token),), daemon=True)
    thread.start()
    assert _wait_for(lambda: len(_with_token(token)) >= 4, 30), "the job never forked"
    return worker, thread


@pytest.mark.parametrize("name", BACKENDS)
def test_closing_a_busy_worker_ends_every_process_of_its_job(name):
    before, token = _pids(), _token()
    worker, thread = _busy_worker(name, token)
    try:
        worker.channel.close()  # what the pool does to a lost or unhealthy worker
        _assert_all_gone(token, before)
    finally:
        worker.close()
        thread.join(60)


@pytest.mark.parametrize("name", ["bwrap", "unshare"])
def test_killing_the_outer_process_ends_every_process_of_its_job(name):
    before, token = _pids(), _token()
    worker, thread = _busy_worker(name, token)
    try:
        # Only the outer process (bwrap or unshare), not its group: the wrapper crashes.
        os.kill(worker.channel.proc.pid, signal.SIGKILL)
        _assert_all_gone(token, before)
    finally:
        worker.close()
        thread.join(60)


_HOST = """
import sys, threading, time
sys.path.insert(0, {root!r})
from codeloop.envs.sandbox import make_sandbox
from tests.envs.sandbox.test_containment import _job
sandbox = make_sandbox({name!r}, workers=1)
threading.Thread(target=sandbox.run, args=(_job({token!r}),), daemon=True).start()
time.sleep(1000)
"""


@pytest.mark.parametrize("name", BACKENDS)
def test_killing_the_host_process_ends_every_process_of_its_job(name):
    build(name).close()  # skips where the backend does not work
    before = _pids()
    token = _token()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(__file__))))
    host = subprocess.Popen([sys.executable, "-c", textwrap.dedent(_HOST).format(
        root=root, name=name, token=token)], cwd=root)
    try:
        assert _wait_for(lambda: len(_with_token(token)) >= 4, 60), "the job never forked"
        host.kill()  # the host crashes: no close(), no atexit, no finalizer
        host.wait()
        _assert_all_gone(token, before)
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()


def test_capped_runs_side_by_side_give_their_commands_different_pids():
    # In every .ci/capped.sh namespace the command was pid 2, and process-local names derived
    # from the pid then repeat across .ci/run's sessions side by side: job uids were (200128
    # in both, one RLIMIT_NPROC between them, before local.job_uid drew them at random), and
    # the Docker backend's owner label (host:pid) still is. capped.sh now starts the command
    # at a random pid of its namespace.
    if os.geteuid() != 0:
        pytest.skip("capped.sh sets the namespace's next pid as root")
    capped = os.path.join(os.path.dirname(__file__), "..", "..", "..", ".ci", "capped.sh")
    code = ("import os; from codeloop.envs.sandbox.worker_process import job_uid; "
            "print(os.getpid(), job_uid(0))")
    runs = [subprocess.Popen(["bash", capped, "--max", "50", "--", sys.executable, "-c", code],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            for _ in range(2)]
    seen = [tuple(map(int, run.communicate(timeout=120)[0].split()[-2:])) for run in runs]
    assert all(run.returncode == 0 for run in runs)
    (pid_a, uid_a), (pid_b, uid_b) = seen
    assert pid_a != pid_b and uid_a != uid_b, seen


def test_capped_reports_the_cpu_time_of_its_whole_tree(tmp_path):
    # .ci/run's sessions share 2 cores with one another (and, on a developer's machine, with
    # everything else), so their wall times say little of their work: capped.sh reports the
    # CPU time of everything its command started, a process left running at the end included
    # (the namespace's end kills it before anything waits for it).
    if os.geteuid() != 0:
        pytest.skip("capped.sh counts CPU time in a cpuacct cgroup, which only root can make")
    if not any(os.path.isfile(f"/sys/fs/cgroup/{h}/cpuacct.usage")
               for h in ("cpuacct", "cpu,cpuacct")):
        pytest.skip("no cgroup v1 cpuacct hierarchy on this machine")
    capped = os.path.join(os.path.dirname(__file__), "..", "..", "..", ".ci", "capped.sh")
    marker = tmp_path / "orphan-spun"
    spin = "import time\nend = time.process_time() + 1.0\nwhile time.process_time() < end: pass\n"
    # The orphan spins 0.5 s of CPU, says so, and spins on until the namespace ends.
    orphan = ("import pathlib, time\nend = time.process_time() + 0.5\n"
              "while time.process_time() < end: pass\n"
              f"pathlib.Path({str(marker)!r}).touch()\nwhile True: pass\n")
    code = ("import os, subprocess, sys, time\n"
            f"subprocess.run([sys.executable, '-c', {spin!r}])\n"
            f"subprocess.Popen([sys.executable, '-c', {orphan!r}], start_new_session=True)\n"
            f"while not os.path.exists({str(marker)!r}): time.sleep(0.05)\n")
    run = subprocess.run(["bash", capped, "--max", "50", "--", sys.executable, "-c", code],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    line = next((ln for ln in run.stderr.splitlines() if "s of CPU" in ln), None)
    assert line is not None, run.stderr
    used = float(line.split("used ")[1].split(" s")[0])
    assert used >= 1.5, line  # the spin's 1 s and the orphan's first 0.5 s, at any load
