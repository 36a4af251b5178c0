"""The machine's faults are retried on a fresh worker and never blamed on the job.

Faults are injected through real seams: the subprocess backend's ``command_prefix`` (a shell
wrapper that makes the worker fail to start), and SIGKILL sent from the test to a worker's
process group while it runs a job (what the kernel's OOM killer or an operator would do).
"""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest

from codeloop.envs.sandbox import Job, TestCase
from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_OK,
    JOB_SANDBOX_ERROR,
    JOB_SETUP_ERROR,
    JobResult,
    fill_not_run,
)
from codeloop.envs.sandbox.local import SubprocessSandbox
from codeloop.envs.sandbox.retry import run_with_retry

JOB = Job("def f(x):\n    return x\n", (TestCase("t", "assert f(1) == 1"),))


def _failing_start(marker: str | None = None) -> list[str]:
    """A prefix that makes the worker exit before the harness starts.

    With ``marker``, only the first start fails (the marker directory records it).
    """
    fail = "echo 'injected: worker start failure' >&2; exit 3"
    script = f'mkdir {marker} 2>/dev/null && {{ {fail}; }}; exec "$@"' if marker else fail
    return ["/bin/sh", "-c", script, "sh"]


def test_a_worker_that_never_starts_gives_a_machine_fault_not_a_failure():
    # Injected: every worker start exits 3 before the harness runs.
    sandbox = SubprocessSandbox(workers=1, command_prefix=_failing_start())
    try:
        result = sandbox.run(JOB)
    finally:
        sandbox.close()
    assert result.status == JOB_SANDBOX_ERROR and result.machine_fault
    assert "injected: worker start failure" in result.message
    assert result.extra["attempts"] == 3
    assert sandbox.started_workers == 0


def test_a_one_off_start_failure_is_retried_into_a_normal_verdict(tmp_path):
    # Injected: the first worker start fails; the retry starts a fresh one that works.
    marker = tmp_path / "failed-once"
    sandbox = SubprocessSandbox(workers=1, command_prefix=_failing_start(str(marker)))
    sandbox.memo = None  # the second run must run, not be replayed (memo.py)
    try:
        result = sandbox.run(JOB)
        again = sandbox.run(JOB)
    finally:
        sandbox.close()
    assert marker.is_dir()
    assert result.status == JOB_OK and result.outcomes[0].passed
    assert result.extra["attempts"] == 2
    assert "attempts" not in again.extra  # the fresh worker stays warm
    assert sandbox.started_workers == 1


def _kill_workers_during_jobs(sandbox, times: int) -> threading.Thread:
    """Sends SIGKILL to the process group of the busy worker, ``times`` times."""

    def kill() -> None:
        killed: set[int] = set()
        deadline = time.monotonic() + 30
        while len(killed) < times and time.monotonic() < deadline:
            for worker in sandbox.workers.busy:
                pid = worker.channel.proc.pid
                if pid not in killed and worker.jobs == 0:
                    time.sleep(0.3)  # the job is sleeping inside by now
                    killed.add(pid)
                    os.killpg(pid, signal.SIGKILL)
            time.sleep(0.01)

    thread = threading.Thread(target=kill, daemon=True)
    thread.start()
    return thread


def test_a_worker_killed_under_a_job_once_is_retried_on_a_fresh_worker():
    sandbox = SubprocessSandbox(workers=1)  # its server is in the process group killed
    slow = Job("import time\ntime.sleep(1)\nx = 1\n", (TestCase("t", "assert x == 1"),))
    try:
        # Injected: the worker's process group is killed from outside, once, mid-job.
        killer = _kill_workers_during_jobs(sandbox, times=1)
        result = sandbox.run(slow)
        killer.join()
    finally:
        sandbox.close()
    assert result.status == JOB_OK and result.outcomes[0].passed
    assert result.extra["attempts"] == 2
    assert sandbox.started_workers == 2


def test_a_job_that_loses_its_worker_on_every_run_keeps_its_crash():
    sandbox = SubprocessSandbox(workers=1)  # its server is in the process group killed
    slow = Job("import time\ntime.sleep(1)\nx = 1\n", (TestCase("t", "assert x == 1"),))
    try:
        # Injected: the worker is killed under the job on its first and second run alike, as
        # it would be if the job itself brought its server down: the job's fault, not errored.
        killer = _kill_workers_during_jobs(sandbox, times=2)
        result = sandbox.run(slow)
        killer.join()
    finally:
        sandbox.close()
    assert result.status == JOB_CRASHED and not result.machine_fault
    assert result.extra["worker_lost"] and result.extra["attempts"] == 2


def _scripted(*statuses: str):
    calls = []

    def run_once(job: Job) -> JobResult:
        status = statuses[len(calls)]
        calls.append(status)
        lost = status == "lost"
        status = JOB_CRASHED if lost else status
        return JobResult(status, fill_not_run(job.tests, {}, status), status,
                         extra={"worker_lost": True} if lost else {})

    return run_once, calls


@pytest.mark.parametrize(("statuses", "runs", "final"), [
    ((JOB_OK,), 1, JOB_OK),
    ((JOB_SETUP_ERROR,), 1, JOB_SETUP_ERROR),  # the candidate's: never retried
    ((JOB_CRASHED,), 1, JOB_CRASHED),  # its own child crashed: never retried
    ((JOB_SANDBOX_ERROR, JOB_OK), 2, JOB_OK),
    ((JOB_SANDBOX_ERROR,) * 3, 3, JOB_SANDBOX_ERROR),
    (("lost", JOB_OK), 2, JOB_OK),
    (("lost", "lost"), 2, JOB_CRASHED),
    (("lost", JOB_SANDBOX_ERROR, JOB_SANDBOX_ERROR), 3, JOB_SANDBOX_ERROR),
])
def test_which_results_are_retried(statuses, runs, final, monkeypatch):
    monkeypatch.setattr("codeloop.envs.sandbox.retry.BACKOFF_S", (0.0, 0.0))
    run_once, calls = _scripted(*statuses)
    result = run_with_retry(run_once, JOB)
    assert len(calls) == runs
    assert result.status == final
    assert result.extra.get("attempts", 1) == runs


def test_a_resumed_part_counts_its_wall_time_less_its_waits_for_a_cpu():
    # A part that timed out on a starved machine took 100 s of wall time, 1 s of it not
    # waiting for a CPU (the examiner's wall_s): the job's 40 s backstop is not spent, and the
    # tests after it still run (before: "the job ran past 40s of wall-clock time").
    from codeloop.envs.sandbox.base import NOT_RUN, TestOutcome
    from codeloop.envs.sandbox.retry import run_resuming

    tests = (TestCase("slow", "assert f(1) == 1"), TestCase("t", "assert f(2) == 2"))
    parts: list[Job] = []

    def run(part: Job) -> JobResult:
        parts.append(part)
        if len(parts) == 1:
            return JobResult(JOB_CRASHED, (TestOutcome("slow", "timeout", "over"),
                                           TestOutcome("t", NOT_RUN, "replaced")),
                             "replaced", duration_s=100.0,
                             extra={"cpu_s": 3.0, "wall_s": 1.0,
                                    "retired_after_timeout": True})
        return JobResult(JOB_OK, (TestOutcome("t", "passed"),), duration_s=0.1,
                         extra={"cpu_s": 0.1, "wall_s": 0.1})

    result = run_resuming(run, Job("def f(x):\n    return x\n", tests))
    assert [o.status for o in result.outcomes] == ["timeout", "passed"]
    assert result.status == JOB_OK
    assert parts[1].spent_s == (3.0, 1.0)
