"""What a conformance case is: a hostile program, its tests, and the verdict it must get.

:class:`Case`, the suite's limits, and the expectations a case's verdict is checked with
(``_status_in``, ``_test_statuses``, ``_one_test_timed_out_by`` ...). The suites
(:mod:`codeloop.envs.sandbox.conformance`, its case families ``conformance_processes``,
``conformance_isolation``, ``conformance_tampering`` and ``conformance_verdicts``, and the
language suite :mod:`codeloop.envs.sandbox.lang_conformance`) build on this module, which
imports none of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from codeloop.envs.sandbox.base import JOB_OK, JOB_TIMEOUT, JobResult, Limits, TestCase

#: Limits of the hostile jobs: short, so that the suite runs in seconds.
CASE_LIMITS = Limits(timeout_s=6.0, test_timeout_s=1.5, memory_mb=256, max_output_bytes=16384,
                     max_processes=32, max_open_files=128, max_file_size_mb=4)

_ADD = "def add(a, b):\n    return a + b\n"
_ADD_TESTS = (TestCase("t1", "assert add(1, 2) == 3"), TestCase("t2", "assert add(2, 2) == 4"))


def _no_pass(result: JobResult) -> str:
    passed = [o.id for o in result.outcomes if o.passed]
    if passed:
        return f"tests {passed} passed (forged pass) with status {result.status}"
    if not result.message and result.status != JOB_OK:
        return f"status {result.status} without an explanation"
    return ""


def _all_pass(result: JobResult) -> str:
    if result.status != JOB_OK:
        return f"status {result.status}: {result.message}"
    bad = [(o.id, o.status, o.message) for o in result.outcomes if not o.passed]
    return f"tests did not pass: {bad}" if bad else ""


@dataclass(frozen=True)
class Case:
    """One hostile program.

    Attributes:
        name: Short identifier.
        description: What it attacks.
        code: The candidate module.
        tests: Its tests.
        expect: Returns ``""`` when the result is the right verdict, else what is wrong.
        requires: Isolation the case needs (``net``, ``fs``, ``pid``, ``nproc``, ``user``);
            skipped, with the reason, on backends without it.
        host_check: Run on the host after the job; returns ``""`` or what escaped.
        max_seconds: The verdict must come within this wall time.
        limits: Limits of the job.
    """

    name: str
    description: str
    code: str
    tests: tuple[TestCase, ...] = _ADD_TESTS
    expect: Callable[[JobResult], str] = lambda r: _no_pass(r)
    requires: frozenset[str] = frozenset()
    host_check: Callable[[], str] | None = None
    max_seconds: float = 10.0
    limits: Limits = CASE_LIMITS


# -- expectations: what a verdict must be ---------------------------------------------------


def _status_in(*statuses: str) -> Callable[[JobResult], str]:
    def check(result: JobResult) -> str:
        problem = _no_pass(result)
        if problem:
            return problem
        if result.status not in statuses:
            return f"status {result.status} ({result.message}), expected one of {statuses}"
        return ""
    return check


def _any_status(*statuses: str) -> Callable[[JobResult], str]:
    # For programs whose answer is right: a pass is genuine, only the status matters.
    def check(result: JobResult) -> str:
        if result.status not in statuses:
            return f"status {result.status} ({result.message}), expected one of {statuses}"
        return ""
    return check


def _test_statuses(**wanted: str) -> Callable[[JobResult], str]:
    def check(result: JobResult) -> str:
        problems = []
        for tid, status in wanted.items():
            outcome = result.outcome(tid)
            got = outcome.status if outcome else "missing"
            if got != status:
                problems.append(f"{tid}: {got} ({outcome.message if outcome else ''}), "
                                f"expected {status}")
        return "; ".join(problems)
    return check


def _timed_out_by(tid: str, measure: str) -> Callable[[JobResult], str]:
    """Test ``tid`` timed out, and by ``measure`` (``CPU time`` or ``wall-clock time``)."""
    def check(result: JobResult) -> str:
        outcome = result.outcome(tid)
        if outcome is None or outcome.status != "timeout":
            return f"{tid}: {outcome.status if outcome else 'missing'}, expected a timeout"
        if measure not in outcome.message:
            return f"{tid} timed out ({outcome.message!r}), but not by its {measure}"
        return ""
    return check


def _one_test_timed_out_by(measure: str) -> Callable[[JobResult], str]:
    """The job's one test (``t1``) timed out by ``measure``; nothing passed."""
    return _both(_status_in(JOB_OK, JOB_TIMEOUT), _timed_out_by("t1", measure))


def _both(*checks: Callable[[JobResult], str]) -> Callable[[JobResult], str]:
    def check(result: JobResult) -> str:
        return "; ".join(p for p in (c(result) for c in checks) if p)
    return check


def _output_capped(result: JobResult) -> str:
    cap = CASE_LIMITS.max_output_bytes
    if len(result.stdout.encode()) > cap + 200:
        return f"stdout of {len(result.stdout)} characters exceeds the {cap}-byte cap"
    return _all_pass(result)
