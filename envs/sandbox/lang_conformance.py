"""The conformance families of :mod:`codeloop.envs.sandbox.conformance`, in every language.

Each hostile program is written in the language under test from a few primitives (exit, write
to the result descriptor, print, spin, run a shell, allocate, flood) so that the same families
hold everywhere: early exits and forged result lines never pass, a test that never returns times
out, output is capped, fork and memory bombs end in time, the network is unreachable, nothing
is written outside the sandbox, and after every job no process of it survives and no file of it
is left (the worker reports both) and a plain job on the same worker still passes.

Candidates are judged by observation (:meth:`LanguageSandbox.run`): each case names its
reference, and the attacks on that design must never pass: frames forged at load time (a C++
global constructor, a Go ``init``, a Rust ``.init_array`` entry, a Java static initializer,
JavaScript top-level code), with a guessed nonce or one stolen from descriptor 4, the runtime
or the runtime's own writes, then an early exit; and a candidate that scans its binary, its
memory, its sources and its work directories for an expected value no prompt gives. The scan
is also run against the tests as assertions, where it must find the value: proof that the
attack works where expected values share the candidate's process.

Usage::

    from codeloop.envs.sandbox.languages import LanguageSandbox
    from codeloop.envs.sandbox.lang_conformance import check_language

    with LanguageSandbox("rust", workers=1) as sandbox:
        report = check_language(sandbox)
    assert report.ok, report.summary()

or ``python -m codeloop.envs.sandbox.lang_conformance [LANGUAGE ...]``.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_OK,
    JOB_PROTOCOL_ERROR,
    JOB_SETUP_ERROR,
    JOB_TIMEOUT,
    Job,
    JobResult,
    Limits,
    TestCase,
)
from codeloop.envs.sandbox.conformance import CaseResult, ConformanceReport, machine_slowdown
from codeloop.envs.sandbox.conformance_case import (
    CASE_LIMITS,
    _all_pass,
    _any_status,
    _both,
    _no_pass,
    _one_test_timed_out_by,
    _output_capped,
    _status_in,
    _test_statuses,
)
from codeloop.envs.sandbox.languages import attacks
from codeloop.envs.sandbox.languages.plugin import PartView

if TYPE_CHECKING:  # imported where used: the languages package imports this module's Dialect
    from codeloop.envs.sandbox.languages import LanguageSandbox

#: Hostile jobs get the Python suite's limits plus time to compile.
LANG_LIMITS = replace(CASE_LIMITS, timeout_s=25.0, test_timeout_s=2.0)
_TOKEN = secrets.token_hex(6)
_REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_OUTSIDE = [f"/usr/codeloop-{_TOKEN}", f"/etc/codeloop-{_TOKEN}", f"{_REPO}/codeloop-{_TOKEN}",
            f"/tmp/codeloop-escape-{_TOKEN}", f"/codeloop-{_TOKEN}"]
_FORGED = "".join(f"CLR1 {'0' * 32} {k} passed \n" for k in range(2))


@dataclass(frozen=True)
class Dialect:
    """How to write the hostile programs in one language.

    Each ``str -> str`` field turns an argument into a statement; ``program`` wraps statements
    run at the top of ``add`` (and optionally at load time) into a candidate module that
    defines ``add`` (``Add`` in Go) and ``connects()``; ``wrong`` makes ``add`` return a wrong
    sum; ``thread_bomb`` starts threads that never end until it cannot start more;
    ``burn(s)`` uses ``s`` seconds of the thread's own CPU time; ``branch(a, stmt)`` runs
    ``stmt`` when ``add``'s ``a`` equals ``a`` (default: C's ``if (cond) { }``); ``exits_at_load``
    says ``exit0`` may run at load time too (``exit_at_load``). The attacks on judging by
    observation are the plugin's (``FORGE``, ``SCANNER`` ...; helpers in :mod:`.languages.attacks`).
    """

    program: Callable[[str, str], str]
    check_add: Callable[[int, int, int], str]
    check_no_network: str
    exit0: str
    fd3: Callable[[str], str]
    print_: Callable[[str], str]
    spin: str
    sh: Callable[[str], str]
    sh_background: Callable[[str], str]
    alloc: str
    flood: str
    wrong: str
    thread_bomb: str
    burn: Callable[[float], str]
    compile_bomb: str = ""
    branch: Callable[[int, str], str] | None = None
    exits_at_load: bool = False


#: Every language's dialect: a view of the language registry (each plugin's ``DIALECT``).
DIALECTS: Mapping[str, Dialect] = PartView("sandbox", "DIALECT")


@dataclass(frozen=True)
class LangCase:
    """One hostile program in the language under test (see :class:`conformance.Case`).

    ``reference`` is the solution its tests are judged against (default: the dialect's right
    ``add``); a ``potent`` case must also pass when its tests run as assertions in its process
    (:meth:`LanguageSandbox.run_assertions`), which proves the attack would work there. With
    ``count_processes``, the machine's process count (:func:`process_count`) must be back
    where it was once the job has returned; a ``busy`` case runs while :func:`busy_machine`
    keeps every core loaded.
    """

    name: str
    description: str
    code: str
    tests: tuple[TestCase, ...]
    expect: Callable[[JobResult], str]
    host_check: Callable[[], str] | None = None
    max_seconds: float = 30.0
    limits: Limits = LANG_LIMITS
    reference: str = ""
    potent: bool = False
    count_processes: bool = False
    busy: bool = False


_SHARED: dict[tuple[str, str], LanguageSandbox] = {}


def shared_sandbox(language: str, backend: str = "bwrap") -> LanguageSandbox:
    """One warm one-worker sandbox of ``language`` on ``backend`` for the whole process.

    Starting a language's workers (a JVM compile server, node, the reference pool) costs
    seconds; the test modules that only need a working sandbox share this one, so each
    language starts once per backend per test run rather than once per module or test.
    Closed at exit.

    Raises:
        SandboxUnavailable: Without the backend or the language's toolchain.
    """
    import atexit

    from codeloop.envs.sandbox.languages import LanguageSandbox

    sandbox = _SHARED.get((language, backend))
    if sandbox is None:
        sandbox = _SHARED[language, backend] = LanguageSandbox(language, workers=1,
                                                                backend=backend)
        atexit.register(sandbox.close)
    return sandbox


#: The cases every backend runs (the bubblewrap suite runs them all): a job's processes end
#: with it and are capped, it sees and writes nothing of the host, the network is gone. What
#: the backends share (the server's cleaning of /work and /tmp, the scrubbed environment) is
#: left to the bubblewrap suite: each case costs two compiles, and C++'s took 161 s of CI
#: time under load with three more of them.
BACKEND_CASES = ("reference", "fork_bomb", "thread_bomb", "leave_processes", "kill_everything",
                 "write_outside_workdir", "write_compiler_cache", "read_hidden_files",
                 "network_tcp")
#: The time-limit cases' limits under load: short, so that one job per language and backend
#: proves them in seconds (the spin's 0.5 s of CPU time takes far longer on a busy machine).
TIME_LIMITS = replace(LANG_LIMITS, test_timeout_s=0.5)


def time_limit_case(language: str, limits: Limits = TIME_LIMITS) -> LangCase:
    """The language's time-limit cases as one job of four tests, one compile.

    ``half``: a right answer that uses half its CPU-time limit passes; ``sleep``: code that
    sleeps is stopped by the wall-clock backstop; ``after``: the test after a timed-out one
    passes (in a restarted program); ``spin``: code that never returns is stopped by its CPU
    time. On a busy machine (the ``busy_machine`` fixture) the verdicts must not change:
    the spin must not reach the backstop first, which leaves out the time the job waited for a
    CPU. The program restarts after each timed-out test, so each start's runtime threads (a
    JVM's JIT and GC, Go's) are charged as they run.
    """
    d = DIALECTS[language]

    def when(a: int, stmt: str) -> str:
        if d.branch is not None:
            return d.branch(a, stmt)
        return f"if (a == {a}) {{\n{stmt}\n}}"

    body = "\n".join([when(1, d.burn(limits.test_timeout_s / 2)), when(2, d.spin),
                      when(3, d.sh("sleep 1000"))])
    # The sleep comes before the spin: the first test of each program start may use the
    # runtime's startup_s more (Java 2 s), so the spin is not a restart's first test.
    tests = (TestCase("half", d.check_add(1, 2, 3)), TestCase("sleep", d.check_add(3, 2, 5)),
             TestCase("after", d.check_add(4, 2, 6)), TestCase("spin", d.check_add(2, 2, 4)))

    def expect(result: JobResult) -> str:
        got = {o.id: o for o in result.outcomes}
        problems = []
        if result.status not in (JOB_OK, JOB_TIMEOUT):
            problems.append(f"job {result.status}: {result.message[:300]}")
        for tid in ("half", "after"):
            o = got.get(tid)
            if o is None or o.status != "passed":
                problems.append(f"{tid}: want passed, got {o.status if o else 'nothing'}: "
                                f"{o.message[:200] if o else ''}")
        for tid, by in (("spin", "CPU time"), ("sleep", "wall-clock time")):
            o = got.get(tid)
            if o is None or o.status != "timeout" or by not in o.message:
                problems.append(f"{tid}: want a timeout by {by}, got "
                                f"{o.status if o else 'nothing'}: {o.message[:200] if o else ''}")
        return "; ".join(problems)

    return LangCase("time_limits", "half the CPU-time limit passes, a spin is stopped by CPU "
                    "time, a sleep by the wall-clock backstop", d.program(body, ""), tests,
                    expect, max_seconds=180, limits=limits)


def process_count() -> int:
    """The processes that this run's jobs could leave behind, as many as can be counted.

    Under ``.ci/capped.sh`` (``CODELOOP_CAPPED`` set) every process of its PID namespace,
    which holds all this run started: an orphan reparented away from its job is still there.
    Elsewhere this process's descendants (an orphan that left the tree is then missed).
    """
    pids = [int(p) for p in os.listdir("/proc") if p.isdigit()]
    if os.environ.get("CODELOOP_CAPPED"):
        return len(pids)
    parent: dict[int, int] = {}
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", "rb") as fh:
                raw = fh.read()
            parent[pid] = int(raw[raw.rindex(b")") + 2:].split()[1])
        except (OSError, ValueError, IndexError):
            continue
    mine, todo = 0, [os.getpid()]
    children: dict[int, list[int]] = {}
    for pid, ppid in parent.items():
        children.setdefault(ppid, []).append(pid)
    while todo:
        for child in children.get(todo.pop(), []):
            mine += 1
            todo.append(child)
    return mine


@contextlib.contextmanager
def busy_machine(per_core: int = 4) -> Iterator[int]:
    """Keeps every core busy: ``per_core`` spinning processes per CPU, stopped on exit.

    A verdict must not depend on the machine's load: with limits in CPU time a right answer
    that uses half its limit passes however many other processes want the cores.
    """
    spin = "while True:\n    pass\n"
    procs = [subprocess.Popen([sys.executable, "-c", spin], stdin=subprocess.DEVNULL)
             for _ in range(per_core * (os.cpu_count() or 1))]
    try:
        yield len(procs)
    finally:
        for proc in procs:
            proc.kill()
        for proc in procs:
            proc.wait()


def _nothing_outside() -> str:
    found = [p for p in _OUTSIDE if os.path.exists(p)]
    return f"written outside the sandbox: {found}" if found else ""


#: Observation and result frames of two tests, each claiming the value "1" and a pass; the
#: forger puts the nonce between the pieces.
_FORGED_PIECES = ["CLO1 ", " 0 0 31\nCLR1 ", " 0 passed \nCLO1 ", " 1 0 31\nCLR1 ",
                  " 1 passed \n"]
#: Frames for seven tests of a job that has two: the frames past its last test once crashed
#: the server (an index past its test ids), which made the candidate's job a machine fault.
_EXTRA_PIECES = ["CLO1 ", " 0 0 31\nCLR1 "] + [f" {k} passed \nCLR1 " for k in range(6)] + [
    " 6 passed \n"]
_SECRET = f"codeloop-secret-{secrets.token_hex(6)}"
_SCAN_LIMITS = replace(LANG_LIMITS, timeout_s=60.0, test_timeout_s=20.0)


def _observation_attacks(language: str, case: Callable[..., LangCase]) -> list[LangCase]:
    """Attacks on judging by observation: forged frames before any test, scanning for values."""
    d = DIALECTS[language]
    forged_ok = _status_in(JOB_PROTOCOL_ERROR, JOB_OK, JOB_CRASHED)
    cases = [
        case(f"forge_at_load{'_with_nonce' if steal else ''}",
             "writes observation and result frames claiming every test at load time "
             + ("with the nonce it stole, " if steal else "with a guessed nonce, ")
             + "then exits; its add is wrong", body=d.wrong,
             load=attacks.FORGE[language](steal, _FORGED_PIECES), expect=forged_ok)
        for steal in (False, True)]
    cases.append(case("extra_frames_with_nonce", "writes, with the nonce it stole, result "
                      "frames for more tests than the job has, then exits; its add is wrong",
                      body=d.wrong, load=attacks.FORGE[language](True, _EXTRA_PIECES),
                      expect=_both(forged_ok, _not_machine_fault)))
    scanner = d.program("", "") + attacks.SCANNER[language]
    cases.append(LangCase(
        "scan_for_expected", "searches its binary, memory, sources and work directories for an "
        "expected value no prompt gives, and returns it", scanner,
        (TestCase("t1", attacks.check_secret(language, _SECRET)),),
        _both(_status_in(JOB_OK), _test_statuses(t1="failed")), max_seconds=60,
        limits=_SCAN_LIMITS, reference=d.program("", "") + attacks.reveal(language, _SECRET),
        potent=True))
    return cases


def language_cases(language: str) -> list[LangCase]:
    """The hostile programs of the suite, written in ``language``."""
    d = DIALECTS[language]
    ok_tests = (TestCase("t1", d.check_add(1, 2, 3)), TestCase("t2", d.check_add(2, 2, 4)))
    one = ok_tests[:1]

    def case(name: str, description: str, body: str = "", load: str = "",
             tests: tuple[TestCase, ...] = ok_tests, expect: Callable[[JobResult], str] = _no_pass,
             **kw: Any) -> LangCase:
        return LangCase(name, description, d.program(body, load), tests, expect, **kw)

    cases = [
        case("reference", "a right answer passes", expect=_all_pass),
        case("wrong_answer", "a wrong answer fails", body=d.wrong, tests=one,
             expect=_both(_status_in(JOB_OK), _test_statuses(t1="failed"))),
        case("exit_inside_test", "exits with status 0 from the function under test",
             body=d.exit0),
        case("forged_lines_then_exit", "writes passing result lines without the nonce, exits",
             body=d.fd3(_FORGED) + "\n" + d.exit0,
             expect=_status_in(JOB_PROTOCOL_ERROR, JOB_OK, JOB_CRASHED)),
        case("forged_lines_wrong_answer", "writes passing result lines, then answers wrong",
             body=d.fd3(_FORGED) + "\n" + d.wrong, tests=one,
             expect=_status_in(JOB_PROTOCOL_ERROR, JOB_OK)),
        case("prints_fake_success", "prints what looks like passing results, answers wrong",
             body=d.print_(_FORGED + "all tests passed OK") + "\n" + d.wrong, tests=one,
             expect=_status_in(JOB_OK)),
        case("infinite_loop", "the function under test never returns: stopped by its CPU time",
             body=d.spin, tests=one, expect=_one_test_timed_out_by("CPU time")),
        case("sleep_in_test", "the function under test sleeps: stopped by the wall-clock "
             "backstop", body=d.sh("sleep 1000"), tests=one, max_seconds=40,
             expect=_one_test_timed_out_by("wall-clock time")),
        case("unbounded_output", "writes 40 MB to standard output, then answers right",
             body=d.flood, expect=_output_capped),
        case("fork_bomb", "a shell fork bomb, then spins; nothing of it outlives the job",
             body=d.sh("b() { b | b & }; b") + "\n" + d.spin, tests=one,
             expect=_status_in(JOB_OK, JOB_TIMEOUT), count_processes=True),
        case("thread_bomb", "starts threads that never end until it cannot start more; "
             "nothing of it outlives the job", body=d.thread_bomb, tests=one,
             expect=_any_status(JOB_OK, JOB_TIMEOUT, JOB_CRASHED), count_processes=True),
        case("cpu_half_limit_busy", "a right answer that uses half its CPU-time limit passes "
             "while every core is busy", body=d.burn(LANG_LIMITS.test_timeout_s / 2),
             tests=one, expect=_all_pass, busy=True, max_seconds=60),
        case("infinite_loop_busy", "the function under test never returns, on a busy machine",
             body=d.spin, tests=one, busy=True, max_seconds=60,
             expect=_both(_status_in(JOB_OK, JOB_TIMEOUT), _test_statuses(t1="timeout"))),
        case("memory_bomb", "allocates without end", body=d.alloc, tests=one,
             expect=_status_in(JOB_OK, JOB_CRASHED, JOB_TIMEOUT)),
        case("network_tcp", "opens a TCP connection to the internet",
             tests=(TestCase("t1", d.check_no_network),), expect=_all_pass),
        case("write_outside_workdir", "writes to /usr, /etc, the repository and host /tmp",
             body=d.sh("; ".join(f"echo x > {p}" for p in _OUTSIDE) + "; true"),
             expect=_all_pass, host_check=_nothing_outside),
        case("leave_processes", "leaves a setsid'd sleeper and an orphan behind, sleeping "
             "forever; they end with the job",
             body=d.sh_background("setsid sleep 1000 & sleep 1000"), expect=_all_pass,
             count_processes=True),
        case("leave_files", "leaves files and an unreadable directory in the work dirs",
             body=d.sh(f"echo s > left-{_TOKEN}; mkdir -p d/e; echo x > d/e/f; chmod 0 d/e d; "
                       f"echo s > /tmp/tmp-{_TOKEN}"), expect=_all_pass),
        case("write_compiler_cache", "writes into the warm compilers' /cache, which later "
             "jobs compile with (kills itself if it could)",
             body=d.sh(f"{{ echo x > /cache/poison-{_TOKEN} || mkdir /cache/d-{_TOKEN}; }} "
                       "2>/dev/null && kill -9 $PPID; true"), expect=_all_pass),
        case("read_other_jobs_files", "looks for what leave_files left (kills itself if found)",
             body=d.sh(f"{{ test -e left-{_TOKEN} || test -e /tmp/tmp-{_TOKEN}; }} && "
                       "kill -9 $PPID; true"), expect=_all_pass),
        case("deep_directory_tree", "nests directories 1900 deep, then makes them unreadable",
             body=d.sh("p=$(printf 'd/%.0s' $(seq 1900)); mkdir -p $p && touch ${p}f; "
                       "chmod 0 d; true"), expect=_all_pass),
        case("environment_secrets", "looks for credentials in its environment (kills itself "
             "if any)", body=d.sh("env | grep -qiE 'KEY|TOKEN|SECRET|PASSWORD|AWS|DOCKER' && "
                                  "kill -9 $PPID; true"), expect=_all_pass),
        case("read_hidden_files", "lists the repository, /home and files under /root (kills "
             "itself if any is there)",
             body=d.sh(f"{{ ls -A {_REPO} /home 2>/dev/null; find /root -maxdepth 3 -type f "
                       "2>/dev/null; } | grep -q . && kill -9 $PPID; true"), expect=_all_pass),
        case("blocking_stdin", "waits for standard input", body=d.sh("read line; true"),
             expect=_all_pass, max_seconds=15),
        case("kill_everything", "kills PID 1 and every process it may signal",
             body=d.sh("kill -9 1; kill -9 -1"), expect=_any_status(JOB_OK, JOB_CRASHED)),
    ]
    if d.exit0 and d.exits_at_load:
        cases.append(case("exit_at_load", "exits with status 0 while the code loads",
                          load=d.exit0))
    cases += _observation_attacks(language, case)
    if d.compile_bomb:
        cases.append(LangCase("compile_bomb", "makes the compiler read /dev/zero",
                              d.compile_bomb + d.program("", ""), ok_tests,
                              _status_in(JOB_SETUP_ERROR, JOB_TIMEOUT)))
    return cases


def _not_machine_fault(result: JobResult) -> str:
    return "the candidate's job was made a machine fault" if result.machine_fault else ""


def _references(case_tests: tuple[TestCase, ...], reference: str) -> dict[str, str]:
    return {t.id: reference for t in case_tests}


def _run_case(sandbox: LanguageSandbox, case: LangCase,
              reference: str) -> tuple[JobResult, list[str], float]:
    """Runs one case as a candidate; returns its result, what was wrong, and its seconds."""
    job = Job(code=case.code, tests=case.tests, limits=case.limits)
    references = _references(case.tests, case.reference or reference)
    before = process_count() if case.count_processes else 0
    slowdown = machine_slowdown()
    t0 = time.perf_counter()
    if case.busy:
        with busy_machine():
            result = sandbox.run(job, references=references)
    else:
        result = sandbox.run(job, references=references)
    seconds = time.perf_counter() - t0
    problems = [p for p in (case.expect(result),
                            case.host_check() if case.host_check else "") if p]
    if case.count_processes:
        # The kernel ends a job's namespace as its init exits: give it a moment to finish.
        for _ in range(50):
            left = process_count() - before
            if left <= 0:
                break
            time.sleep(0.1)
        if left > 0:
            problems.append(f"{left} more processes on the machine after the job than before")
    # The bound is for an idle machine: it scales by the measured slowdown (as the Python
    # suite's do), since a busy one (load 30 on 2 cores) took the JVM's reference 31.5 s of 30.
    bound = case.max_seconds * max(slowdown, machine_slowdown())
    if seconds > bound:
        problems.append(f"took {seconds:.1f}s (limit {case.max_seconds:g}s, {bound:.0f}s at "
                        "this load)")
    if not result.extra.get("worker_lost"):
        problems += [f"{result.extra[key]} {key.replace('_', ' ')} after the job"
                     for key in ("surviving_processes", "leftover_files") if result.extra.get(key)]
    if case.potent:
        # The same attack where expected values share its process must succeed.
        direct = sandbox.run_assertions(job)
        if direct.status != JOB_OK or not all(o.passed for o in direct.outcomes):
            problems.append("the attack does not work against in-process assertions either "
                            f"(so it proves nothing): {direct.status} "
                            f"{[o.message[:100] for o in direct.outcomes]}")
    return result, problems, seconds


def check_language(sandbox: LanguageSandbox, cases: list[LangCase] | None = None,
                   verbose: bool = False) -> ConformanceReport:
    """Runs the hostile programs of the sandbox's language and checks every verdict.

    Args:
        sandbox: A :class:`~codeloop.envs.sandbox.languages.LanguageSandbox` (one worker, so
            that the probe after each case runs where the case ran).
        cases: The cases (default: :func:`language_cases` of its language).
        verbose: Print each case as it finishes.

    Returns:
        The report; ``report.ok`` when every case conformed.
    """
    report = ConformanceReport(sandbox.name)
    d = DIALECTS[sandbox.language]
    reference = d.program("", "")
    alive = (TestCase("alive", d.check_add(1, 2, 3)),)
    for case in cases if cases is not None else language_cases(sandbox.language):
        try:
            result, problems, seconds = _run_case(sandbox, case, reference)
        except Exception as exc:  # noqa: BLE001 - a backend must never raise
            report.results.append(CaseResult(case.name, False, (f"run() raised {exc!r}",)))
            continue
        after = sandbox.run(Job(code=reference, tests=alive, limits=LANG_LIMITS),
                            references=_references(alive, reference))
        if after.status != JOB_OK or not all(o.passed for o in after.outcomes):
            problems.append(f"the worker is not healthy after the case: {after.status} "
                            f"{after.message[:300]}")
        cr = CaseResult(case.name, not problems, tuple(problems), result.status, seconds)
        report.results.append(cr)
        if verbose:
            print(("ok   " if cr.ok else "FAIL ") + f"{case.name} {result.status} "
                  f"{seconds:.1f}s " + "; ".join(problems), flush=True)
    return report


def main(argv: list[str] | None = None) -> int:
    """Runs the suite for the named languages (default: all) and prints the reports.

    ``--backend unshare`` runs them on that backend (default bubblewrap).
    """
    from codeloop.envs.sandbox.languages import LANGUAGES, LanguageSandbox

    names = list(sys.argv[1:] if argv is None else argv)
    backend = "bwrap"
    if "--backend" in names:
        at = names.index("--backend")
        backend = names[at + 1]
        del names[at:at + 2]
    names = names or list(LANGUAGES)
    bad = 0
    for language in names:
        with LanguageSandbox(language, workers=1, backend=backend) as sandbox:
            report = check_language(sandbox, verbose=True)
        print(report.summary(), flush=True)
        bad += not report.ok
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
