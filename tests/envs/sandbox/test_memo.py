"""Job parts already judged are replayed, never run again, and never change a verdict.

The main job's slowest episodes were a policy that keeps its answer: each turn's job is the
last turn's tests plus the new instruction's, so a test that timed out at turn 3 was paid
again at every later turn (``memo.py``).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from codeloop.envs.sandbox import Job, Limits, TestCase
from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_OK,
    JOB_SANDBOX_ERROR,
    JOB_TIMEOUT,
    NOT_RUN,
    JobResult,
)
from codeloop.envs.sandbox.base import (
    TestOutcome as Outcome,
)
from codeloop.envs.sandbox.memo import PartMemo, _decided_alone
from tests.envs.sandbox.conftest import build

LIMITS = Limits(timeout_s=2.0, test_timeout_s=0.4, memory_mb=256, max_processes=32)
# Spins on a negative argument: the turn's "stubborn" answer.
CODE = ("calls = 0\n"
        "def f(x):\n"
        "    global calls\n"
        "    calls += 1\n"
        "    while x < 0:\n"
        "        pass\n"
        "    return x + 1\n"
        "def count():\n"
        "    return calls\n")


def _tests(*sources: str) -> tuple[TestCase, ...]:
    return tuple(TestCase(f"t{i}", s) for i, s in enumerate(sources))


TURN_3 = _tests("assert f(1) == 2", "assert f(-1) == 0", "assert f(2) == 3")
TURN_4 = TURN_3 + _tests("", "", "", "assert f(5) == 6")[3:]


@pytest.fixture(scope="module")
def sandbox():
    box = build("bwrap")
    yield box
    box.close()


def _verdicts(result: JobResult) -> list[tuple[str, str, str]]:
    return [(o.id, o.status, o.message) for o in result.outcomes]


def test_a_longer_job_replays_the_part_that_stopped_and_runs_only_the_rest(sandbox):
    sandbox.memo = PartMemo()
    first = sandbox.run(Job(code=CODE, tests=TURN_3, limits=LIMITS))
    assert [o.status for o in first.outcomes] == ["passed", "timeout", "passed"]
    runs_before = sandbox.memo.misses
    later = sandbox.run(Job(code=CODE, tests=TURN_4, limits=LIMITS))
    # The part that timed out at t1 came from the memo; the resumed part (t2, t3) ran.
    assert sandbox.memo.hits >= 1
    assert sandbox.memo.misses == runs_before + 1
    assert _verdicts(later)[:3] == _verdicts(first)
    assert later.outcomes[3].status == "passed"
    assert later.status == first.status == JOB_OK


def test_a_timeout_in_the_last_test_stops_a_longer_job_there(sandbox):
    # Turn 3 of the main job: the instruction's test that times out is the job's last; at
    # turn 4 the same process would be retired there and the new tests run on a fresh one.
    sandbox.memo = PartMemo()
    ends = TURN_3[:2]
    first = sandbox.run(Job(code=CODE, tests=ends, limits=LIMITS))
    assert first.status == JOB_OK and first.outcomes[1].status == "timeout"
    assert not sandbox.run(Job(code=CODE, tests=ends, limits=LIMITS)).extra.get("resumed_runs")
    memo, hits, misses = sandbox.memo, sandbox.memo.hits, sandbox.memo.misses
    later = sandbox.run(Job(code=CODE, tests=TURN_4, limits=LIMITS))
    # The first part replayed (up to the retirement), only the part after it ran.
    assert (memo.hits, memo.misses) == (hits + 1, misses + 1)
    sandbox.memo = None
    fresh = sandbox.run(Job(code=CODE, tests=TURN_4, limits=LIMITS))
    assert (later.status, _verdicts(later)) == (fresh.status, _verdicts(fresh))
    assert later.extra.get("resumed_runs") == fresh.extra.get("resumed_runs") == 2


def test_replayed_verdicts_equal_a_fresh_run(sandbox):
    sandbox.memo = PartMemo()
    sandbox.run(Job(code=CODE, tests=TURN_3, limits=LIMITS))
    replayed = sandbox.run(Job(code=CODE, tests=TURN_4, limits=LIMITS))
    sandbox.memo = None
    fresh = sandbox.run(Job(code=CODE, tests=TURN_4, limits=LIMITS))
    assert (replayed.status, _verdicts(replayed)) == (fresh.status, _verdicts(fresh))


def test_a_part_that_ran_to_its_end_decides_no_longer_job(sandbox):
    # t1 leaves state in the process that t2 reads: replaying t1 and running t2 on a fresh
    # process would fail t2.
    sandbox.memo = PartMemo()
    one = _tests("assert f(1) == 2 and count() == 1")
    two = one + _tests("", "assert f(1) == 2 and count() == 2")[1:]
    assert sandbox.run(Job(code=CODE, tests=one, limits=LIMITS)).status == JOB_OK
    result = sandbox.run(Job(code=CODE, tests=two, limits=LIMITS))
    assert [o.status for o in result.outcomes] == ["passed", "passed"], _verdicts(result)
    assert sandbox.memo.hits == 0


def test_the_same_job_is_replayed_and_any_other_input_runs(sandbox):
    sandbox.memo = PartMemo()
    job = Job(code=CODE, tests=_tests("assert f(1) == 2"), limits=LIMITS)
    first = sandbox.run(job)
    again = sandbox.run(job)
    assert again.extra.get("replayed") and _verdicts(again) == _verdicts(first)
    hits = sandbox.memo.hits
    for other in (replace(job, code=CODE + "\n"), replace(job, strict_eq=False),
                  replace(job, limits=replace(LIMITS, test_timeout_s=0.5)),
                  replace(job, tests=_tests("assert f(1) == 2 ")),
                  replace(job, files={"data.txt": "x"})):
        assert not sandbox.run(other).extra.get("replayed")
    assert sandbox.memo.hits == hits


def _result(status: str, outcomes: tuple[Outcome, ...], **extra) -> JobResult:
    return JobResult(status, outcomes, "why", extra=extra)


@pytest.mark.parametrize("timed_out_before, result, kept", [
    (0, _result(JOB_OK, (Outcome("a", "passed"),)), True),
    (0, _result(JOB_CRASHED, (Outcome("a", "timeout"), Outcome("b", NOT_RUN)),
                cpu_s=0.5, retired_after_timeout=True), True),
    # The job's time budget (2 s) spent by five timeouts of 0.4 s: a function of the verdicts.
    (4, _result(JOB_TIMEOUT, (Outcome("a", "timeout"), Outcome("b", NOT_RUN)),
                cpu_s=2.0), True),
    # The same stop after one timeout can only be the allowance of measured CPU time, which
    # the load moves as much as the code: never replayed.
    (0, _result(JOB_TIMEOUT, (Outcome("a", "timeout"), Outcome("b", NOT_RUN)),
                cpu_s=2.0), False),
    (0, _result(JOB_TIMEOUT, (Outcome("a", "passed"), Outcome("b", NOT_RUN)),
                cpu_s=6.0), False),
    # The server's wall-clock backstop, a lost worker, a machine fault, a process that died
    # before the examiner could say where: the machine's timing, not the inputs'.
    (0, _result(JOB_TIMEOUT, (Outcome("a", NOT_RUN),), backstop=True), False),
    (0, _result(JOB_TIMEOUT, (Outcome("a", "passed"), Outcome("b", NOT_RUN)),
                backstop=True, cpu_s=1.0), False),
    (0, _result(JOB_CRASHED, (Outcome("a", NOT_RUN),), worker_lost=True), False),
    (0, _result(JOB_SANDBOX_ERROR, (Outcome("a", NOT_RUN),)), False),
    (0, _result(JOB_CRASHED, (Outcome("a", NOT_RUN),), cpu_s=0.1), False),
    (0, _result(JOB_CRASHED, (Outcome("a", "passed"), Outcome("b", NOT_RUN))), False),
])
def test_only_the_judges_own_verdicts_are_kept(timed_out_before, result, kept):
    job = Job("x = 1", _tests("assert x", "assert x"), limits=LIMITS,
              spent_timeouts=timed_out_before)
    assert _decided_alone(job, result) is kept


def test_the_memo_keeps_at_most_its_size():
    memo = PartMemo(max_entries=2)
    ran = []

    def run(job: Job) -> JobResult:
        ran.append(job.code)
        return _result(JOB_OK, tuple(Outcome(t.id, "passed") for t in job.tests))

    jobs = [Job(code=f"x = {i}", tests=_tests("assert x >= 0")) for i in range(3)]
    for job in jobs + jobs[2:] + jobs[:1]:
        memo.run(job, run)
    # jobs[0] was dropped when jobs[2] came in; jobs[2] was still there.
    assert ran == ["x = 0", "x = 1", "x = 2", "x = 0"]


def test_the_memo_keeps_at_most_its_bytes():
    memo = PartMemo(max_bytes=10_000)

    def run(job: Job) -> JobResult:
        return JobResult(JOB_OK, tuple(Outcome(t.id, "passed") for t in job.tests), "",
                         stdout="x" * 4000)

    for i in range(5):
        memo.run(Job(code=f"x = {i}", tests=_tests("assert x >= 0")), run)
    assert len(memo._parts) == 2  # 4 kB of output each: two fit under 10 kB


def test_a_runs_sandbox_replays_and_a_bare_one_runs_everything(monkeypatch):
    from codeloop.envs.sandbox import make_sandbox
    from codeloop.envs.sandbox.config import SandboxConfig

    bare = make_sandbox("subprocess", workers=1)
    run = SandboxConfig("subprocess", workers=1).make()
    monkeypatch.setenv("CODELOOP_SANDBOX_MEMO", "0")
    off = SandboxConfig("subprocess", workers=1).make()
    try:
        # A bare sandbox answers for the machine too (the conformance suite's health probes).
        assert bare.memo is None and off.memo is None
        assert isinstance(run.memo, PartMemo)
    finally:
        for box in (bare, run, off):
            box.close()
