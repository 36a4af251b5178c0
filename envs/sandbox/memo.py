"""Job parts already judged, replayed instead of run again.

A job's verdicts are a function of its inputs (the code, the tests in order, the limits and
the time budget its earlier parts spent, which is their count of timed-out tests: see
``clock.charged_s``): the sandbox makes them so (CPU-time limits, a fresh candidate process
per part, no state kept between jobs, a fixed hash seed). So a part whose inputs were judged
before needs no second run, in this turn or a later one. Two kinds of hit:

- *the same part*: every input equal, the stored result is the answer;
- *a part that ended early*: a run that stopped at test k (its process timed out or died and
  was retired, or the job's budget ran out) decided tests 1..k from tests 1..k alone (the
  examiner compiles the later ones but runs nothing of them, and the candidate's process never
  sees a test). A later part whose tests begin with the same k tests gets the same outcomes
  for them and the same stop; :func:`~codeloop.envs.sandbox.retry.run_resuming` then resumes
  the rest as it would have, from the spent budget the stored run recorded.

What a part measured (``Job.spent_s``: CPU and wall seconds, which move with the load) is not
in the key: it meets only the machine's allowance and backstop, whose stops are never stored.
Before, it was, so a resumed part never matched one of another run or of another chain of
parts (at turn k, the parts after a timeout ran again though turn k-1 had judged them).

A candidate whose answers draw on randomness or the clock (``random`` unseeded, ``time``) is
the exception: its first draw is replayed, so within a run the same code gets the same verdict
at every turn instead of a fresh sample. Runs turn the memo on (``SandboxConfig.make``);
``CODELOOP_SANDBOX_MEMO=0`` turns it off where fresh samples are wanted.

The second is what makes a policy that keeps its answer cheap: each turn's job is the last
one's tests plus the new instruction's, so the test that timed out at turn 3 is not paid
again at turns 4 to 9 (it was 14 s a turn of ``dedupe_preserve_order``'s ``linear_time``
under load). Only results the examiner decided by its own accounting are kept: never a machine
fault, a lost worker, the server's wall-clock backstop, the examiner's allowance of measured CPU
time, or a process that died before the examiner could say so (those depend on the machine, not
on the inputs).
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import asdict, replace

from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_OK,
    JOB_SETUP_ERROR,
    JOB_TIMEOUT,
    NOT_RUN,
    TIMEOUT,
    Job,
    JobResult,
    TestOutcome,
)
from codeloop.envs.sandbox.clock import budget_spent

#: Stored parts at most (least recently used dropped first); a bank turn's result is a few kB.
MAX_ENTRIES = 4096
#: And their size at most, roughly (captured output and messages: up to 64 kB a part each).
MAX_BYTES = 64 << 20


def _job_key(job: Job) -> hashlib._Hash:
    """A running hash over everything but the tests that decides a part's outcomes."""
    head = json.dumps({
        "code": job.code, "limits": asdict(job.limits), "strict_eq": job.strict_eq,
        "files": sorted(job.files.items()), "allow_exec": job.allow_exec,
        "profile": job.profile, "spent_timeouts": job.spent_timeouts,
    }, sort_keys=True)
    return hashlib.sha256(head.encode())


def _prefix_keys(job: Job) -> list[str]:
    """``keys[k]``: the key of the job's first ``k`` tests (``keys[0]``: no test)."""
    running = _job_key(job)
    keys = [running.hexdigest()]
    for test in job.tests:
        running.update(json.dumps([test.id, test.source, list(test.plain)]).encode())
        keys.append(running.hexdigest())
    return keys


def _decided_alone(job: Job, result: JobResult) -> bool:
    """Whether the result is the examiner's own verdict on the inputs (see the module docstring)."""
    if result.extra.get("backstop") or result.extra.get("worker_lost"):
        return False
    if result.status in (JOB_OK, JOB_SETUP_ERROR):
        return True
    if result.status == JOB_TIMEOUT:
        # The examiner's stop (with its spent frame) at the time budget its timed-out tests
        # spent, not at the allowance of measured CPU time (the load's doing as much as the
        # code's).
        timeouts = job.spent_timeouts + sum(o.status == TIMEOUT for o in result.outcomes)
        return "cpu_s" in result.extra and budget_spent(
            timeouts, job.limits.test_timeout_s, job.limits.timeout_s)
    if result.status == JOB_CRASHED:
        # Retired or lost after a test the examiner reported: the examiner said where it stopped.
        return "cpu_s" in result.extra and any(o.status != NOT_RUN for o in result.outcomes)
    return False


class PartMemo:
    """Results of job parts, keyed by their inputs, replayed for a part with the same ones.

    Thread-safe; bounded to :data:`MAX_ENTRIES` parts.
    """

    def __init__(self, max_entries: int = MAX_ENTRIES, max_bytes: int = MAX_BYTES):
        self._max = max_entries
        self._max_bytes = max_bytes
        self._bytes = 0
        self._lock = threading.Lock()
        # key of k tests -> (the result of a part of exactly those k tests, or None; the
        # result of a longer part that stopped after them, or None)
        self._parts: OrderedDict[str, tuple[JobResult | None, JobResult | None]] = OrderedDict()
        #: Parts answered from the memo, and parts run.
        self.hits = 0
        self.misses = 0

    def run(self, job: Job, run: Callable[[Job], JobResult]) -> JobResult:
        """The stored result of a part with the same inputs, else ``run(job)`` (then stored).

        Args:
            job: One part of a job (see :func:`~codeloop.envs.sandbox.retry.run_resuming`).
            run: Runs it on a worker.

        Returns:
            The part's result, with ``extra["replayed"]`` when it came from the memo.
        """
        keys = _prefix_keys(job)
        found = self._find(job, keys)
        if found is not None:
            return found
        result = run(job)
        self._store(job, keys, result)
        return result

    def _find(self, job: Job, keys: list[str]) -> JobResult | None:
        n = len(job.tests)
        with self._lock:
            for k in range(n, -1, -1):
                entry = self._parts.get(keys[k])
                # A part of exactly these tests, or one that stopped after the first k: a
                # part that ran to its end decides no longer one (there the same process
                # goes on with the next test).
                stored = None if entry is None else entry[0] if k == n else entry[1]
                if stored is not None:
                    self._parts.move_to_end(keys[k])
                    self.hits += 1
                    break
            else:
                self.misses += 1
                return None
        return _replay(stored, job, k)

    def _store(self, job: Job, keys: list[str], result: JobResult) -> None:
        n = len(job.tests)
        if not _decided_alone(job, result) or len(result.outcomes) != n:
            return
        reached = 0
        while reached < n and result.outcomes[reached].status != NOT_RUN:
            reached += 1
        if any(o.status != NOT_RUN for o in result.outcomes[reached:]):
            return  # not a prefix: nothing this module knows how to replay
        full = result if reached == n else None
        stop = result if reached < n or result.status == JOB_TIMEOUT else _stop_after_last(result)
        with self._lock:
            old = self._parts.pop(keys[reached], None)
            if old is not None:
                self._bytes -= _size(old)
            self._parts[keys[reached]] = (full, stop)
            self._bytes += _size((full, stop))
            while len(self._parts) > self._max or (self._bytes > self._max_bytes
                                                   and len(self._parts) > 1):
                self._bytes -= _size(self._parts.popitem(last=False)[1])


def _size(entry: tuple[JobResult | None, JobResult | None]) -> int:
    """Roughly what an entry holds, in bytes (what a result carries that can be large)."""
    result = entry[0] or entry[1]
    if result is None:
        return 0
    return (len(result.stdout) + len(result.stderr) + len(result.message)
            + sum(len(o.message) + 64 for o in result.outcomes))


def _stop_after_last(result: JobResult) -> JobResult | None:
    """What a longer part gets from a part whose last test retired its process, else None.

    The examiner stops using a process after a test that timed out or killed it; when that was
    the part's last test it says so (``extra["stopped"]``, see ``examiner._examine_run``), and
    a part with more tests would have ended there as a crash (or a retirement) with the
    examiner's words for the tests after it.
    """
    stopped = result.extra.get("stopped")
    if result.status != JOB_OK or not isinstance(stopped, dict):
        return None
    extra = {k: v for k, v in result.extra.items() if k != "stopped"}
    if stopped.get("retired"):
        extra["retired_after_timeout"] = True
    why = str(stopped.get("message", ""))
    return replace(result, status=JOB_CRASHED, message=why, extra=extra)


def _replay(stored: JobResult, job: Job, decided: int) -> JobResult:
    """The stored result laid over ``job``'s tests.

    The first ``decided`` outcomes as stored, the rest not run for the reason the stored run
    gave its own.
    """
    why = next((o.message for o in stored.outcomes[decided:]), stored.message)
    outcomes = stored.outcomes[:decided] + tuple(
        TestOutcome(t.id, NOT_RUN, why) for t in job.tests[decided:])
    # What the stored run took to start ("attempts") is no part of this one, nor its time:
    # a replayed part took none of the sandbox's.
    extra = {k: v for k, v in stored.extra.items() if k != "attempts"}
    return replace(stored, outcomes=outcomes, extra={**extra, "replayed": True},
                   duration_s=0.0)
