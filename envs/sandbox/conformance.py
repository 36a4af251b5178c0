"""A conformance suite for sandbox backends, in the spirit of gymnasium's ``check_env``.

:func:`check_sandbox` runs hostile programs through a backend. For each it checks a clear
verdict (no forged pass, no hang, the right status), then runs a probe job on the same worker
that proves the worker healthy, that no process of the hostile job survives, and that no file
it wrote is left; host-side checks add that nothing escaped to the host.

Usage::

    from codeloop.envs.sandbox import make_sandbox
    from codeloop.envs.sandbox.conformance import check_sandbox

    report = check_sandbox(make_sandbox("local"))
    print(report.summary())
    assert report.ok, report.failures

or ``python -m codeloop.envs.sandbox.conformance [BACKEND ...]``.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass, field

from codeloop.envs.sandbox.base import JOB_OK, Job, Sandbox, TestCase
from codeloop.envs.sandbox.conformance_case import Case
from codeloop.envs.sandbox.conformance_isolation import isolation_cases
from codeloop.envs.sandbox.conformance_processes import crash_cases, process_cases
from codeloop.envs.sandbox.conformance_tampering import attack_cases, tampering_cases
from codeloop.envs.sandbox.conformance_verdicts import verdict_cases

_PROBE = r'''
import os, tempfile

def _ppid(pid):
    with open(f"/proc/{pid}/stat", "rb") as fh:
        stat = fh.read()
    return int(stat[stat.rindex(b")") + 2:].split()[1])

def _comm(pid):
    try:
        with open(f"/proc/{pid}/comm") as fh:
            return fh.read().strip()
    except OSError:
        return ""

def strays(examiner=None):
    # This runs in the candidate's process, a child of the zygote, whose parent is the server:
    # every other process below the server is a leftover, but for the zygote and the examiner
    # (its pid comes from the test, which runs in the examiner: where the examiner cannot rename
    # itself, e.g. an unprivileged non-dumpable process in docker, its comm is the server's).
    me, zygote = os.getpid(), os.getppid()
    server = _ppid(zygote)
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) in (me, zygote, server, examiner):
            continue
        if _comm(entry) == "codeloop-exam":
            continue
        pid, hops = int(entry), 0
        try:
            while hops < 200:
                pid = _ppid(pid)
                hops += 1
                if pid == server:
                    found.append(int(entry))
                    break
                if pid <= 1:
                    break
        except (OSError, ValueError):
            pass
    return found

def leftovers():
    names = set(os.listdir("."))
    tmp = tempfile.gettempdir()
    names |= {os.path.join(tmp, n) for n in os.listdir(tmp)}
    # A mount point is the sandbox's own (the interpreter of a virtualenv under /tmp).
    return sorted(n for n in names if not os.path.ismount(n))
'''
_PROBE_TESTS = (
    TestCase("alive", "assert 1 + 1 == 2"),
    TestCase("no_stray_process", "import os\nassert strays(os.getpid()) == []"),
    TestCase("no_leftover_file", "assert leftovers() == []"),
)


@dataclass(frozen=True)
class CaseResult:
    """The outcome of one case on one backend."""

    name: str
    ok: bool
    problems: tuple[str, ...] = ()
    status: str = ""
    seconds: float = 0.0
    skipped: str = ""


@dataclass
class ConformanceReport:
    """What :func:`check_sandbox` found.

    Attributes:
        backend: The backend's name.
        results: One entry per case, in order.
    """

    backend: str
    results: list[CaseResult] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when no case failed (skipped cases do not fail)."""
        return all(r.ok or r.skipped for r in self.results)

    @property
    def passed(self) -> list[CaseResult]:
        """Cases that ran and conformed."""
        return [r for r in self.results if r.ok and not r.skipped]

    @property
    def failures(self) -> list[CaseResult]:
        """Cases that ran and did not conform."""
        return [r for r in self.results if not r.ok and not r.skipped]

    @property
    def skipped(self) -> list[CaseResult]:
        """Cases the backend cannot support, with the reason."""
        return [r for r in self.results if r.skipped]

    def summary(self) -> str:
        """A human-readable table of the cases."""
        lines = [f"conformance of {self.backend!r}: {len(self.passed)} passed, "
                 f"{len(self.failures)} failed, {len(self.skipped)} skipped"]
        for r in self.results:
            mark = "SKIP" if r.skipped else ("ok  " if r.ok else "FAIL")
            why = r.skipped or "; ".join(r.problems)
            lines.append(f"  {mark} {r.name:<28} {r.status:<15} {r.seconds:6.2f}s  {why}")
        return "\n".join(lines)



def default_cases() -> list[Case]:
    """The hostile programs of the suite, family by family, in the order they run.

    The order matters: a case may read what an earlier one left (``read_other_jobs_files``
    after ``leave_files``), on the same worker.
    """
    return [*verdict_cases(), *process_cases(), *isolation_cases(), *crash_cases(),
            *tampering_cases(), *attack_cases()]


def _isolation(sandbox: Sandbox) -> frozenset[str]:
    iso = getattr(sandbox, "isolation", None)
    if callable(iso):
        iso = iso()
    return frozenset(iso or ())


def check_sandbox(sandbox: Sandbox, cases: Iterable[Case] | None = None,
                  verbose: bool = False) -> ConformanceReport:
    """Runs the hostile programs through a backend and checks every verdict.

    Args:
        sandbox: The backend (any :class:`~codeloop.envs.sandbox.base.Sandbox`). Its ``isolation``
            attribute, when present, says which cases apply (``net``, ``fs``, ``nproc`` ...);
            the others are reported as skipped, with the reason.
        cases: The cases (default: :func:`default_cases`).
        verbose: Print each case as it finishes.

    Returns:
        The report; ``report.ok`` is True when every applicable case conformed.
    """
    name = getattr(sandbox, "name", type(sandbox).__name__)
    report = ConformanceReport(name)
    isolation = _isolation(sandbox)
    for case in list(cases) if cases is not None else default_cases():
        missing = case.requires - isolation
        if missing:
            report.results.append(CaseResult(
                case.name, False, skipped=f"backend {name!r} lacks {', '.join(sorted(missing))} "
                "isolation"))
            continue
        problems: list[str] = []
        slowdown = machine_slowdown()
        t0 = time.perf_counter()
        try:
            result = sandbox.run(Job(code=case.code, tests=case.tests, limits=case.limits))
        except Exception as exc:  # noqa: BLE001 - a backend must never raise
            report.results.append(CaseResult(case.name, False, (f"run() raised {exc!r}",)))
            continue
        seconds = time.perf_counter() - t0
        verdict = case.expect(result)
        if verdict:
            problems.append(verdict)
        # max_seconds is what the case may take on an idle machine; on a busy one every part
        # of it (worker restarts, the examiner's CPU) takes longer by the measured slowdown. The
        # verdict itself must not change with load (expect checks it); its speed may.
        slowdown = max(slowdown, machine_slowdown())
        if seconds > case.max_seconds * slowdown:
            problems.append(f"took {seconds:.1f}s (limit {case.max_seconds:g}s"
                            + (f" x {slowdown:.1f} for the load)" if slowdown > 1 else ")"))
        if case.host_check:
            escaped = case.host_check()
            if escaped:
                problems.append(escaped)
        probe = sandbox.run(Job(code=_PROBE, tests=_PROBE_TESTS))
        same = probe.extra.get("worker") == result.extra.get("worker")
        for outcome in probe.outcomes:
            if not outcome.passed:
                problems.append(f"after the case, probe {outcome.id}: "
                                f"{outcome.message or probe.message}")
        if probe.status != JOB_OK and not any(o.passed for o in probe.outcomes):
            problems.append(f"the worker is not healthy after the case: {probe.message}")
        if "worker" in result.extra and not same and not result.extra.get("worker_lost"):
            problems.append("the probe ran on another worker (pool busy?)")
        cr = CaseResult(case.name, not problems, tuple(problems), result.status, seconds)
        report.results.append(cr)
        if verbose:
            print(("ok   " if cr.ok else "FAIL ") + case.name, "; ".join(problems), flush=True)
    return report


def machine_slowdown(sample_s: float = 0.03) -> float:
    """Wall seconds per CPU second of a busy loop in this thread now: 1.0 on an idle core.

    On a machine whose cores other processes keep busy, it is about how many runnable tasks
    share a core; wall-clock bounds on the cases scale by it.
    """
    t0, c0 = time.perf_counter(), time.thread_time()
    while time.thread_time() - c0 < sample_s:
        pass
    return max(1.0, (time.perf_counter() - t0) / max(time.thread_time() - c0, 1e-6))


def main(argv: list[str] | None = None) -> int:
    """Runs the suite on the named backends and prints the reports."""
    from codeloop.envs.sandbox.registry import make_sandbox

    names = (sys.argv[1:] if argv is None else argv) or ["local"]
    bad = 0
    for backend in names:
        sandbox = make_sandbox(backend, workers=1)
        try:
            report = check_sandbox(sandbox, verbose=False)
        finally:
            sandbox.close()
        print(report.summary())
        bad += not report.ok
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
