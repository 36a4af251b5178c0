"""What a conformance case is: a hostile program, its tests, and the verdict it must get.

The suites (:mod:`codeloop.envs.sandbox.conformance` and the verdict cases of
:mod:`codeloop.envs.sandbox.conformance_verdicts`) build on this module, which imports
neither of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from codeloop.envs.sandbox.base import JOB_OK, JobResult, Limits, TestCase

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
