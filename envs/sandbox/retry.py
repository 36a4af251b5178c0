"""Whose fault an unfinished job is, and retrying the machine's faults on a fresh worker.

This module is the one place that decides it:

- ``sandbox_error``: the job never ran. The worker did not start (bwrap refused, a cgroup
  could not be made, the container engine failed), or the pool was closed. The machine's
  fault: tried again, on a fresh worker, a few times; if it still cannot run, the result stays
  ``sandbox_error`` and callers record the turn as errored (never as a failure).
- a worker lost during the job (``extra["worker_lost"]``, status ``crashed``): the fork-server
  itself died while the job ran. That is the harness crashing, or the machine killing it, or
  the candidate bringing its server down. It is tried once more on a fresh worker: a one-off
  fault then gives the job its real verdict; a job that loses its worker twice did it itself
  and keeps its ``crashed`` verdict, so no candidate can turn a failure into an errored turn.
- anything else (``ok``, ``setup_error``, ``timeout``, ``crashed`` without losing the worker,
  ``protocol_error``) is what the candidate's code did.

And one more decision: a job whose code's process was lost part-way (a test crashed it, or
timed out and the examiner retired it) gets its remaining tests run on a fresh process
(:func:`run_resuming`), so each test's verdict is the same whatever ran before it and however
loaded the machine was.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import replace

from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_OK,
    JOB_TIMEOUT,
    NOT_RUN,
    TIMEOUT,
    Job,
    JobResult,
    Limits,
    TestOutcome,
    fill_not_run,
)
from codeloop.envs.sandbox.clock import (
    JOB_CPU_ALLOWANCE,
    _allowance_over,
    _out_of_budget,
    budget_spent,
)
from codeloop.envs.sandbox.protocol import wall_limit_message

log = logging.getLogger(__name__)

#: Runs of one job at most when it cannot start (the first included).
ATTEMPTS = 3
#: Seconds to wait before each new attempt at starting (a transient shortage may pass).
BACKOFF_S = (0.05, 0.25)


def lost_its_worker(result: JobResult) -> bool:
    """True when the fork-server died while the job ran (not the job's own child process)."""
    return result.status == JOB_CRASHED and bool(result.extra.get("worker_lost"))


def run_with_retry(run_once: Callable[[Job], JobResult], job: Job,
                   attempts: int = ATTEMPTS) -> JobResult:
    """Runs a job, retrying the machine's faults (see the module docstring) on a fresh worker.

    The pool discards a worker that failed, so each retry gets a worker other than the one
    that failed: an idle one, or a newly started one.

    Args:
        run_once: Runs the job once on some worker (e.g. ``ForkServerSandbox._run_once``).
        job: The job.
        attempts: Runs at most, the first included.

    Returns:
        The first result that is not the machine's fault, else the last one; its ``extra``
        says how many runs it took (``attempts``) when more than one.
    """
    result = run_once(job)
    runs, lost = 1, 0
    while runs < attempts:
        if lost_its_worker(result):
            lost += 1
            if lost > 1:
                break  # the same job brought two workers down: its own doing
        elif not result.machine_fault:
            break
        log.warning("sandbox job could not run (%s); retrying on a fresh worker",
                    result.message.splitlines()[0] if result.message else result.status)
        if result.machine_fault:
            time.sleep(BACKOFF_S[min(runs, len(BACKOFF_S)) - 1])
        result = run_once(job)
        runs += 1
    if runs > 1:
        result = replace(result, extra={**result.extra, "attempts": runs})
    return result


def out_of_job_time(limits: Limits, cpu: float, wall: float, timeouts: int = 0) -> str:
    """Why the tests after a lost process were not run, or "" while the job may go on.

    The job's time budget spent by its timed-out tests (each charged its limit), the
    machine's allowance of measured CPU time, or the job's wall-clock backstop: the examiner's
    words for the same ends (``clock._out_of_budget``, ``clock._allowance_over``,
    ``protocol.wall_limit_message``).
    """
    if budget_spent(timeouts, limits.test_timeout_s, limits.timeout_s):
        return _out_of_budget(limits.timeout_s, timeouts)
    if cpu >= limits.timeout_s * JOB_CPU_ALLOWANCE:
        return _allowance_over(limits.timeout_s)
    if wall >= limits.timeout_s * limits.wall_factor:
        return wall_limit_message(limits)
    return ""


def run_resuming(run: Callable[[Job], JobResult], job: Job) -> JobResult:
    """Runs a job; tests its code's lost process did not reach run again on a fresh one.

    The examiner reports the test during which the process died or timed out, then stops using
    that process (see ``examiner._examine_run``); here the tests after it go to a new job with
    the same code, until every test has an outcome. Each round reports at least one more
    test, so a job of n tests takes at most n runs.

    The job keeps one time budget across its parts (``Job.spent_timeouts``): each timed-out
    test is charged exactly its limit (``clock.charged_s``), tests that end in time nothing,
    so where the budget runs out depends on the verdicts alone, never on the load. Once it is
    spent, the tests not yet run are ``not_run`` (failed, with the reason) and the job is a
    timeout: every test has a verdict, and n timeouts never cost n times the limit. What the
    parts measured (``Job.spent_s``) meets only the machine's allowance of CPU time and the
    job's wall-clock backstop.

    Args:
        run: Runs one job (with its own retries of the machine's faults).
        job: The job.

    Returns:
        Every test's outcome from the run that reached it, under the first run's status and
        message (the code crashed), or the last run's when only timeouts made the examiner
        replace the process and the rest ran to the end; a machine fault in a later run is
        returned as it is (the turn is then errored, not judged in part).
    """
    first = result = run(job)
    outcomes = {o.id: o for o in result.outcomes}
    pending, runs, all_retired = job, 1, True
    cpu, wall = job.spent_s
    timeouts = job.spent_timeouts
    limits = job.limits
    took = first.duration_s  # every part's wall time: what the turn spent in the sandbox
    while result.status == JOB_CRASHED and not lost_its_worker(result):
        reached = [o for o in result.outcomes if o.status != NOT_RUN]
        rest = tuple(t for t in pending.tests if outcomes[t.id].status == NOT_RUN)
        if not reached or not rest:
            break  # nothing reported (died before any test) or nothing left: as it is
        all_retired = all_retired and bool(result.extra.get("retired_after_timeout"))
        # One budget for the whole job: what this part used is spent for the next (its CPU
        # as the examiner counted it, its wall time less its waits for a CPU, as each test's
        # backstop counts it; the part's whole wall time where the examiner could not say).
        wall += float(result.extra.get("wall_s", result.duration_s))
        cpu += float(result.extra.get("cpu_s", result.duration_s))
        timeouts += sum(o.status == TIMEOUT for o in reached)
        why = out_of_job_time(limits, cpu, wall, timeouts)
        if why:
            result = replace(result, status=JOB_TIMEOUT, message=why)
            outcomes.update((t.id, TestOutcome(t.id, NOT_RUN, why)) for t in rest)
            break
        pending = replace(pending, tests=rest, spent_s=(cpu, wall), spent_timeouts=timeouts)
        result = run(pending)
        runs += 1
        took += result.duration_s
        if result.machine_fault:  # for the whole job: no verdict from a part of it
            return replace(result, outcomes=fill_not_run(job.tests, {}, result.message))
        outcomes.update((o.id, o) for o in result.outcomes)
    if result is first:
        return first
    merged = tuple(outcomes[t.id] for t in job.tests)
    extra = {**first.extra, "resumed_runs": runs}
    if result.status == JOB_TIMEOUT:
        # A later part used up the job's time: that is how the job ended, not a crash.
        return replace(first, status=JOB_TIMEOUT, message=result.message, outcomes=merged,
                       extra=extra, duration_s=took)
    if all_retired and result.status == JOB_OK:
        # Only timeouts made the examiner change processes: nothing crashed.
        return replace(first, status=JOB_OK, message="", outcomes=merged, extra=extra,
                       duration_s=took)
    return replace(first, outcomes=merged, extra=extra, duration_s=took)
