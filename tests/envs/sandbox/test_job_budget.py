"""The job's time budget is a function of the verdicts, so verdicts do not move with the load.

Issue 25, item 5. Before, the job's budget counted measured CPU time, passing tests' too:
where a slow answer ran out of it (stubborn and forgetful ``fizzbuzz``, stubborn
``rotate_list``) moved between two runs of one tree, and ``summary.json`` was not reproducible.
Now a timed-out test is charged exactly its limit, a test that ends in time nothing
(``clock.charged_s``); measured time meets only the machine's generous allowance.
"""

from __future__ import annotations

import pytest

from codeloop.envs.sandbox import Job, Limits, TestCase
from codeloop.envs.sandbox.base import JOB_TIMEOUT, NOT_RUN
from codeloop.envs.sandbox.clock import (
    _out_of_budget,
    budget_left_s,
    budget_spent,
    charged_s,
)
from codeloop.envs.sandbox.memo import PartMemo
from tests.envs.sandbox.test_cpu_time_limits import WORK, _expected, _iterations

LIMITS = Limits(timeout_s=1.0, test_timeout_s=0.3, memory_mb=256, max_processes=32)
CODE = (WORK + "def spin():\n    while True:\n        pass\n"
        "def nap():\n    import time\n    time.sleep(1000)\n")


@pytest.mark.parametrize("timeouts, charged, left", [
    (0, 0.0, 1.0), (1, 0.3, 0.7), (3, 0.9, 0.1), (4, 1.0, 0.0), (9, 1.0, 0.0)])
def test_each_timeout_is_charged_its_limit_and_never_more_than_the_budget(timeouts, charged,
                                                                          left):
    assert charged_s(timeouts, 0.3, 1.0) == pytest.approx(charged)
    assert budget_left_s(timeouts, 0.3, 1.0) == pytest.approx(left)
    assert budget_spent(timeouts, 0.3, 1.0) is (left == 0.0)


def test_a_budget_short_by_rounding_is_spent():
    # 3 x 0.7 is 2.0999999999999996: no fourth test gets a limit of a few attoseconds.
    assert budget_left_s(3, 0.7, 2.1) == 0.0


def _job() -> tuple[Job, list[tuple[str, str]]]:
    """A slow answer: passing tests whose CPU sums past the budget, timeouts among them."""
    n = _iterations(0.12)
    ok = f"assert work({n}) == {_expected(n)}"
    kinds = ["pass", "pass", "spin", "pass", "nap", "pass", "fail", "spin", "fast", "spin",
             "pass", "pass"]
    source = {"pass": ok, "fail": "assert work(3) == 0", "spin": "assert spin() == 1",
              "nap": "assert nap() == 1", "fast": f"assert work(10) == {_expected(10)}"}
    tests = tuple(TestCase(f"t{i}", source[k]) for i, k in enumerate(kinds))
    spent = _out_of_budget(1.0, 4)
    expected = [
        ("passed", ""), ("passed", ""),
        ("timeout", "the test used more than 0.3s of CPU time"),
        ("passed", ""),
        # A sleeper meets the wall-clock backstop; it is charged its CPU limit all the same.
        ("timeout", "the test ran past 1.2s of wall-clock time (waiting or sleeping)"),
        ("passed", ""),
        ("failed", None),
        ("timeout", "the test used more than 0.3s of CPU time"),
        # 0.9 s charged: the tests after it may use the 0.1 s left, and one that ends in time
        # costs nothing, however much CPU the passing tests before it measured.
        ("passed", ""),
        ("timeout", "the test used more than 0.1s of CPU time, what was left of the job's "
                    "1s time budget"),
        (NOT_RUN, spent), (NOT_RUN, spent)]
    return Job(code=CODE, tests=tests, limits=LIMITS), expected


def _statuses(result) -> list[tuple[str, str | None]]:
    assert result.status == JOB_TIMEOUT, result.message
    assert result.message == _out_of_budget(1.0, 4)
    return [(o.status, None if o.status == "failed" else o.message) for o in result.outcomes]


def _verdicts(sandbox, job: Job) -> list[tuple[str, str | None]]:
    return _statuses(sandbox.run(job))


@pytest.mark.slow
def test_a_slow_answer_gets_the_same_verdicts_quiet_and_on_a_busy_machine(local_sandbox,
                                                                          request):
    job, expected = _job()
    memo, local_sandbox.memo = local_sandbox.memo, None  # every run runs, none replayed
    try:
        quiet = _verdicts(local_sandbox, job)
        request.getfixturevalue("busy_machine")  # three runnable tasks per core from here
        busy = [_verdicts(local_sandbox, job) for _ in range(2)]
    finally:
        local_sandbox.memo = memo
    assert quiet == expected
    assert busy == [expected, expected]


def test_a_resumed_part_is_replayed_across_runs_of_the_same_job(local_sandbox):
    # The memo's key holds the budget the earlier parts spent (their timeouts), not what
    # they measured: a second run replays every part, the resumed ones included (before,
    # their measured CPU was in the key, and only the first part was ever replayed).
    job, expected = _job()
    memo, local_sandbox.memo = local_sandbox.memo, PartMemo()
    try:
        first = _verdicts(local_sandbox, job)
        ran = local_sandbox.memo.misses
        again = local_sandbox.run(job)
        assert local_sandbox.memo.misses == ran  # nothing ran the second time
    finally:
        local_sandbox.memo = memo
    assert first == expected
    assert _statuses(again) == expected
    assert again.duration_s < 1.0  # replayed parts take none of the sandbox's time


def test_a_tests_plain_cache_key_is_the_same_with_the_jobs_settings_computed_once():
    # The main job keys ~450 tests a turn; the job's part of each key is now computed once.
    # Keys must not change: the profiles already on disk stay valid.
    import hashlib
    import json
    from dataclasses import asdict

    from codeloop.envs.sandbox.plain_cache import FORMAT, PlainCache

    cache = PlainCache(b"harness", None)
    job = Job("x = 1", limits=LIMITS, files={"b.txt": "2", "a.txt": "1"})
    test = TestCase("t", "assert x", reference="x = 1")
    before = hashlib.sha256(json.dumps([
        FORMAT, cache.fingerprint, test.reference, test.source, asdict(job.limits),
        job.strict_eq, sorted(job.files.items()), job.allow_exec]).encode()).hexdigest()
    assert cache.key(test, job) == cache.key(test, job, cache.settings(job)) == before


def test_an_outcome_is_found_by_its_id_the_first_of_its_name():
    from codeloop.envs.sandbox.base import JOB_OK, JobResult, TestOutcome

    result = JobResult(JOB_OK, (TestOutcome("a", "passed"), TestOutcome("b", "failed", "x"),
                                TestOutcome("b", "passed")))
    assert result.outcome("b") == TestOutcome("b", "failed", "x")
    assert result.outcome("a").status == "passed" and result.outcome("c") is None
