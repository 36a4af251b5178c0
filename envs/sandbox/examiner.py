"""The examiner of a job: runs the tests on its own builtins and writes the verdicts.

Standard library only. Forked from the server for each job (:func:`_examine`), it holds the
tests, the nonce and the result descriptor; it reaches the candidate's objects only through
:class:`~codeloop.envs.sandbox.wire.Peer`, makes every comparison on decoded values, and
counts each test's time with :class:`~codeloop.envs.sandbox.clock._Clock`
(:func:`_examine_run`).

One of the in-sandbox sources (``harness.SOURCES``): sent into the sandbox with the others and
executed in one namespace with them (see :data:`harness.BOOTSTRAP`); also importable on the host.
"""

from __future__ import annotations

import _signal
import builtins
import os
import signal
import sys
import time
import types

if __name__ != "__codeloop_harness__":  # on the host; inside, harness.SOURCES came before
    from codeloop.envs.sandbox.clock import (
        JOB_CPU_ALLOWANCE,
        _allowance_over,
        _Clock,
        _out_of_budget,
        budget_left_s,
    )
    from codeloop.envs.sandbox.compile_tests import (
        _record_eq,
        describe,
        precompile_tests,
    )
    from codeloop.envs.sandbox.frames import (
        _J_REP,
        _J_REQ,
        MAGIC,
        RESULT_FD,
        _encoder,
        _stdio,
    )
    from codeloop.envs.sandbox.wire import (
        CallTimeout,
        Peer,
        PeerLost,
        ProtocolError,
        remote_index,
    )
    from codeloop.envs.sandbox.wire_proxies import dropping


class _ExaminerTimeout(BaseException):
    """The examiner's own alarm: the test itself (not a call) ran past its limit."""


def _examiner_alarm(signum, frame):  # noqa: ARG001 - signal handler signature
    raise _ExaminerTimeout()


#: The examiner's running test, for its wall-clock alarm: ``clock`` (a :class:`_Clock`) and
#: ``slack`` (seconds past the backstop the alarm waits, letting a call's own timeout win).
_BACKSTOP: dict = {}


def _examiner_wall_alarm(signum, frame):  # noqa: ARG001 - signal handler signature
    """The examiner's wall-clock alarm: fires again later while the job was only kept waiting.

    The alarm is set at the backstop; time the job's threads waited for a CPU does not count
    against it (see :class:`_Clock`), so where that moved the backstop, it is set again.
    """
    clock = _BACKSTOP.get("clock")
    if clock is not None and clock.by_delay:
        left = clock.wall_left(read=True) + _BACKSTOP.get("slack", 0.0)
        if left > 0:
            signal.setitimer(signal.ITIMER_REAL, left)
            return
    raise _ExaminerTimeout()


def _examine(job: dict, cfg: dict) -> None:
    """The examiner of one job (forked from the server): runs the tests, writes the verdicts.

    Tests run here with this process's own builtins and standard library; the names the
    candidate's module defines are values decoded from plain data or proxies that forward
    to the candidate's process (see :mod:`codeloop.envs.sandbox.wire`). Every comparison and
    every verdict is made here, on decoded values; only this process holds the nonce and the
    result descriptor.
    """
    import linecache

    nonce = str(job.get("nonce", ""))
    enc, pending = _encoder(), []

    def send(payload: dict) -> None:
        payload["nonce"] = nonce
        data = enc(payload).encode()
        pending.append(MAGIC + len(data).to_bytes(4, "big") + data)

    def flush() -> None:
        view = memoryview(b"".join(pending))
        pending.clear()
        while view:
            view = view[os.write(RESULT_FD, view):]

    state: dict = {"code_ran": False}
    try:
        _examine_run(job, cfg, send, linecache, state)
    except BaseException:  # noqa: BLE001 - see below
        import traceback

        # Whose fault: the machine's only where it provably is, before the candidate's
        # process got its code. From then on the examiner handles bytes the code wrote, and
        # whatever they make it raise is the code's verdict, never a machine fault (a turn
        # the metrics leave out): see protocol.result_from_frames.
        send({"type": "harness_error", "message": traceback.format_exc()[-1500:],
              "after_code": state["code_ran"]})
    finally:
        clock = state.get("clock")
        if clock is not None:
            try:  # what this part of the job used, for the parts after it (run_resuming)
                cpu = clock.now(full=True) - state["job_start"]
                wall = time.monotonic() - state["wall_start"]
                if clock.by_delay:
                    wall -= clock.excused() - state["excused_start"]
                send({"type": "spent", "cpu_s": cpu, "wall_s": max(wall, 0.0)})
            except BaseException:  # noqa: BLE001 - the host then counts wall time instead
                pass
        send({"type": "done"})
        flush()


def _examine_run(job: dict, cfg: dict, send, linecache, state: dict) -> None:
    uid = cfg.get("examiner_uid")
    if uid is not None:
        # Another unprivileged uid than the candidate's: the tests' own side effects get no
        # privilege, and the candidate can neither signal nor trace the examiner.
        os.setgroups([])
        os.setgid(uid)
        os.setuid(uid)
    os.chdir(cfg["workdir"])
    test_timeout = float(job.get("test_timeout_s", 3.0))
    # Code that sleeps or waits uses no CPU time: the wall clock stops it at this multiple.
    factor = max(1.0, float(job.get("wall_factor", 4.0)))
    clock = _Clock(int(job.get("candidate_pid") or 0), int(job.get("zygote_pid") or 0),
                   bool(job.get("pid_ns")))
    # One budget for the whole job, across its resumed parts (retry.run_resuming), spent only
    # by timed-out tests, each charged its limit (clock.charged_s): a function of the
    # verdicts, never of the load. The measured CPU time (earlier parts' included) meets only
    # the machine's generous allowance (clock.JOB_CPU_ALLOWANCE).
    job_total = float(job.get("timeout_s", 10.0))
    timeouts = int(job.get("spent_timeouts") or 0)
    job_start = clock.now(full=True)
    allowance = max(job_total * JOB_CPU_ALLOWANCE - float(job.get("spent_cpu_s") or 0.0), 1e-3)
    state["clock"], state["job_start"] = clock, job_start
    # The job's wall time, its waits for a CPU aside: what its later parts count against the
    # job's wall-clock backstop (retry.run_resuming), as each test's backstop does.
    state["wall_start"], state["excused_start"] = time.monotonic(), clock.excused()
    strict = bool(job.get("strict_eq", True))
    peer = Peer(_J_REP, _J_REQ, examiner=True, strict=strict)
    stdout = _stdio()[0]
    sys.stdout, sys.stderr = stdout, _stdio()[1]
    # What the code printed, written back out with unencodable characters (lone surrogates
    # a JSON message may carry) replaced: the code's text must not raise in the examiner.
    peer.out_hook = lambda text: sys.stdout.write(
        text.encode("utf-8", "replace").decode("utf-8"))
    code = job.get("code", "")
    # Only this job's sources: a message quotes the test that failed in this job.
    linecache.cache["solution.py"] = (len(code), None, code.splitlines(True), "solution.py")
    for t in job.get("tests", []):
        name = f"<test {t['id']}>"
        linecache.cache[name] = (len(t["source"]), None, t["source"].splitlines(True), name)
    state["code_ran"] = True  # from here on, what the examiner meets may come from the code
    peer.send(["job", {k: job.get(k) for k in (
        "code", "files", "test_timeout_s", "memory_mb", "max_open_files", "max_file_size_mb",
        "max_processes", "max_output_bytes", "allow_exec")}])
    # Loading may use the test limit for the import plus some slack for the process's start.
    clock.mark(test_timeout + 2.0)
    setup_wall = test_timeout * factor + 2.0
    clock.arm_wall(setup_wall)
    peer.cpu_left, peer.cpu_left_full = clock.left, clock.left_either
    try:
        setup = peer.recv(clock.deadline(setup_wall))
        if setup[0] != "s" or len(setup) != 6 or type(setup[1]) is not bool \
                or type(setup[3]) is not list or len(setup[3]) != 2 \
                or type(setup[3][0]) is not list or type(setup[3][1]) is not list \
                or len(setup[3][0]) != len(setup[3][1]):
            raise ProtocolError("a malformed setup message")
        if type(setup[4]) is str and setup[4]:
            peer.out_hook(setup[4])
        if not setup[1]:
            message = setup[2] if type(setup[2]) is str else ""
            send({"type": "setup", "ok": False, "message": message[:4000] or
                  "the code did not load"})
            return
        values = peer.unpack(setup[3][1], setup[5])
        names = {k: v for k, v in zip(setup[3][0], values, strict=True) if type(k) is str}
    except CallTimeout:
        send({"type": "setup", "ok": False, "message": clock.over(
            "importing the code", test_timeout, setup_wall)})
        return
    except (PeerLost, ProtocolError) as exc:
        send({"type": "lost",
              "message": f"the code's process died before the code was loaded ({exc})"})
        return
    finally:
        peer.cpu_left = peer.cpu_left_full = None
    send({"type": "setup", "ok": True})
    module = types.ModuleType("solution")
    module.__file__ = "solution.py"
    module.__dict__.update(names)
    sys.modules["solution"] = module
    # A test's free names: the examiner's builtins always win. A module of the code that binds
    # ``abs``, ``len``, ``isinstance`` or ``type`` would otherwise be what the TEST calls
    # (tests run with the code's names as globals, and globals come before builtins). The
    # code's own functions still see its own definitions; ``solution.abs`` stays reachable.
    shadowing = vars(builtins)
    names = {k: v for k, v in names.items() if k not in shadowing}
    # Which of the code's names answer calls, by the index its process knows them by: the
    # plain-data rule (a test's ``plain`` names, see protocol.plain_results) names them.
    index_of = {}
    for k, v in names.items():
        idx = remote_index(v)
        if idx is not None:
            index_of[k] = idx
    profiling = bool(job.get("profile"))
    compiled = job.pop("compiled", None) or precompile_tests(job.get("tests", []))
    # The examiner's own share of a test: its CPU time, and a wall-clock backstop (see _candidate
    # for _signal).
    _signal.signal(_signal.SIGPROF, _examiner_alarm)
    _signal.signal(_signal.SIGALRM, _examiner_wall_alarm)
    _BACKSTOP.update(clock=clock, slack=2 * peer.grace)
    test_wall = test_timeout * factor
    lost, retired = "", False  # retired: by the examiner after a timeout, not dead
    now: float | None = None
    for t, (tcode, error) in zip(job.get("tests", []), compiled, strict=True):
        tid, filename = t["id"], f"<test {t['id']}>"
        if lost:
            send({"type": "lost", "message": lost, "retired": retired})
            return
        # One reading per test boundary (the end of the last test, or now): the allowance
        # and the start of this test.
        now = clock.now(full=True) if now is None else now
        budget_left = budget_left_s(timeouts, test_timeout, job_total)
        if budget_left <= 0:
            send({"type": "over_budget", "message": _out_of_budget(job_total, timeouts)})
            return
        if now - job_start >= allowance:
            send({"type": "over_budget", "message": _allowance_over(job_total)})
            return
        if tcode is None:
            send({"type": "test", "id": tid, "status": "error", "message": error,
                  "duration_s": 0.0})
            continue
        compared: list = []
        ns = dict(names)
        ns.update(__builtins__=builtins, __name__="__codeloop_test__",
                  __codeloop_eq__=_record_eq(compared), __codeloop_drop__=dropping)
        status, message = "passed", ""
        if profiling:
            peer.profile = {}
        elif t.get("plain"):
            # The task's reference returns plain data from these functions in this test:
            # an object of the code there is wrong whatever it would answer if asked.
            peer.plain_due = {index_of[n]: n for n in t["plain"] if n in index_of}
            peer.plain_due.update((n, n) for n in t["plain"] if "." in n)  # methods
        else:
            peer.plain_due = {}
        t0 = time.perf_counter()
        # A test may use its own limit, or what the timed-out tests before it left of the
        # job's budget if that is less (a function of their verdicts, not of the load).
        limit, wall = (test_timeout, test_wall) if budget_left >= test_timeout else (
            budget_left, budget_left * factor)
        rest = "" if limit == test_timeout else \
            f", what was left of the job's {job_total:g}s time budget"
        peer.deadline = clock.deadline(wall)
        clock.mark(limit, now)
        clock.arm_wall(wall)
        peer.cpu_left, peer.cpu_left_full = clock.left, clock.left_either
        try:
            signal.setitimer(signal.ITIMER_PROF, limit + 2 * peer.grace)
            signal.setitimer(signal.ITIMER_REAL, wall + 2 * peer.grace)
            try:
                exec(tcode, ns)
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.setitimer(signal.ITIMER_PROF, 0)
        except (CallTimeout, _ExaminerTimeout):
            status = "timeout"
            message = clock.over("the test", limit, wall) + rest
            # Never reused: whether a process interrupted mid-call still answers depends on
            # timing, so the later tests would pass or fail by the machine's load. The host
            # runs them on a fresh process (see retry.run_resuming).
            lost = f"the code's process was replaced after test {tid} timed out"
            retired = True
        except PeerLost as exc:
            status, message = "error", f"the code's process died during this test ({exc})"
            lost, retired = f"the code's process died during test {tid}", False
        except ProtocolError as exc:
            status, message = "error", f"the code's process broke the call protocol ({exc})"
            lost = "the code's process broke the call protocol"
        except AssertionError as exc:
            status, message = "failed", describe(exc, filename, compared)
        except BaseException as exc:  # noqa: BLE001 - any other failure is an error
            status, message = "error", describe(exc, filename, compared)
        # A full reading: the children the code left running spent this test's time too.
        now = clock.now(full=True) if status != "timeout" and not lost and clock.by_cpu \
            else None
        if now is not None and clock.left(now) < 0:
            # It finished, past its time: an alarm the code disarmed, children it reaped only
            # at the end or never waited for. Whichever way the time went, the limit holds.
            status, message = "timeout", clock.over("the test", limit) + rest
        if peer.broken is not None and not lost:
            # The test caught what the broken channel raised and went on: the process is
            # gone or speaks no protocol, so no later answer of it can be trusted.
            status = "error"
            if peer.broken[0] is PeerLost:
                message = f"the code's process died during this test ({peer.broken[1]})"
                lost = f"the code's process died during test {tid}"
            else:
                message = f"the code's process broke the call protocol ({peer.broken[1]})"
                lost = "the code's process broke the call protocol"
        peer.deadline = peer.cpu_left = peer.cpu_left_full = None
        frame = {"type": "test", "id": tid, "status": status, "message": message[:4000],
                 "duration_s": time.perf_counter() - t0}
        if profiling:
            # Names are identifiers: one comma-joined string (any encoder writes it).
            frame["plain"] = ",".join(sorted(
                [n for n, i in index_of.items() if peer.profile.get(i)]
                + [k for k, plain in peer.profile.items() if type(k) is str and plain]))
        send(frame)
        if status == "timeout":
            timeouts += 1
            if budget_left_s(timeouts, test_timeout, job_total) <= 0:
                # Its limit spent what was left of the job's budget: the job ends here (a
                # timeout), the tests after it are not run, whatever process would answer.
                send({"type": "over_budget", "message": _out_of_budget(job_total, timeouts)})
                return
    if lost:
        # The last test retired the process: said, for a longer job with the same first
        # tests (which would have stopped here: memo.py), never changing this one's status.
        send({"type": "stopped", "message": lost, "retired": retired})
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BaseException:  # noqa: BLE001
            pass
