"""Conformance cases for the rules that keep a verdict out of the candidate's reach (issue 21).

Each case is a hostile reply that attacks one rule of docs/ARCHITECTURE.md's threat model
(Sandboxes): *names* (a test's builtins are the examiner's), *types* (where the task's reference
returns plain data, an object of the code is refused), *fault attribution* (bytes the
candidate writes never make a machine fault), *native code* (ctypes, allowed where the job is
confined, still reaches no verdict) and *job-wide time*. :func:`verdict_cases` is part of
:func:`codeloop.envs.sandbox.conformance.default_cases`.
"""

from __future__ import annotations

import base64
import json

from codeloop.envs.sandbox.base import JOB_SANDBOX_ERROR, JobResult, Limits, TestCase
from codeloop.envs.sandbox.conformance_case import CASE_LIMITS, Case, _all_pass, _no_pass


def _codes_verdict(result: JobResult) -> str:
    """No forged pass, and a verdict (never a machine fault: that would leave the turn out)."""
    if result.status == JOB_SANDBOX_ERROR or result.machine_fault:
        return f"the candidate's bytes made a machine fault: {result.message[:300]}"
    return _no_pass(result)


def _write_on_reply_channel(message: object) -> str:
    """Code that writes ``message`` (JSON, or raw bytes) as a call-channel message on fd 4."""
    raw = message if isinstance(message, bytes) else json.dumps(message).encode()
    blob = base64.b64encode(b"\x01CLC" + len(raw).to_bytes(4, "big") + raw).decode()
    return f"import base64 as _b, os as _o\n_o.write(4, _b.b64decode({blob!r}))\n"


_LIAR = (
    "class Liar:\n"
    "    def __bool__(self):\n        return True\n"
    "    def __len__(self):\n        return 2\n"
    "    def endswith(self, s):\n        return True\n"
    "    def startswith(self, s):\n        return True\n"
)
_TAG_REFERENCE = "def tag(n):\n    return 'n' + str(n)\n"
_TAG_TESTS = ("assert tag(12)", "assert tag(12).endswith('12')", "assert tag(3).startswith('n')",
              "assert [tag(4)][0] and len(tag(5)) == 2")

#: Finds the examiner (the server's other child) and tries every native way at its memory and
#: descriptors; returns the ways that worked. ``_bad_errno`` lists an errno that means the
#: kernel would have let the call through (a bad address, not a refused access).
_NATIVE_PROBE = r'''
import ctypes, errno, os

_libc = ctypes.CDLL(None, use_errno=True)

def _ppid(pid):
    with open(f"/proc/{pid}/stat", "rb") as fh:
        stat = fh.read()
    return int(stat[stat.rindex(b")") + 2:].split()[1])

def _find_examiner():
    zygote = os.getppid()
    server = _ppid(zygote)
    for entry in os.listdir("/proc"):
        if entry.isdigit() and int(entry) not in (zygote, os.getpid()):
            try:
                if _ppid(int(entry)) == server:
                    return int(entry)
            except (OSError, ValueError):
                pass
    return None

class _IoVec(ctypes.Structure):
    _fields_ = [("base", ctypes.c_void_p), ("len", ctypes.c_size_t)]

def attack():
    examiner = _find_examiner()
    if examiner is None:
        return ["the examiner was not found (the probe proves nothing)"]
    worked = []
    path = f"/proc/{examiner}/mem".encode()
    fd = _libc.open(path, os.O_RDONLY)
    if fd >= 0:
        worked.append("open(/proc/examiner/mem) through libc")
        os.close(fd)
    if _libc.ptrace(16, examiner, None, None) == 0:  # PTRACE_ATTACH
        worked.append("ptrace attach")
    buf = ctypes.create_string_buffer(64)
    local = _IoVec(ctypes.cast(buf, ctypes.c_void_p), 64)
    remote = _IoVec(ctypes.c_void_p(0x10000), 64)
    got = _libc.process_vm_readv(examiner, ctypes.byref(local), 1, ctypes.byref(remote), 1, 0)
    if got >= 0 or ctypes.get_errno() not in (errno.EPERM, errno.EACCES, errno.ESRCH):
        worked.append(f"process_vm_readv (errno {ctypes.get_errno()})")
    try:
        pidfd = os.pidfd_open(examiner)
    except OSError:
        pidfd = -1
    if pidfd >= 0:
        syscall = _libc.syscall
        syscall.restype = ctypes.c_long
        for target in (3, 4, 5):  # the result descriptor and the call channel's
            stolen = syscall(438, pidfd, target, 0)  # pidfd_getfd
            if stolen >= 0:
                worked.append(f"pidfd_getfd of the examiner's fd {target}")
                os.close(stolen)
        os.close(pidfd)
    return worked
'''


#: Children that spin, never waited for; the parent answers once they have used 0.8s of CPU,
#: having used almost none itself.
_UNWAITED_CHILDREN = r'''
import os, time

def _cpu(pid):
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read()
        return sum(int(v) for v in stat[stat.rindex(b")") + 2:].split()[11:13]) / 100
    except (OSError, ValueError):
        return 0.0

def add(a, b):
    kids = []
    for _ in range(2):
        pid = os.fork()
        if pid == 0:
            while True:
                pass
        kids.append(pid)
    while sum(_cpu(k) for k in kids) < 0.8:  # under heavy load the wall backstop ends it
        time.sleep(0.02)
    return a + b
'''


def verdict_cases() -> list[Case]:
    """The hostile replies of issue 21's rules (names, types, faults, native code, time)."""
    return [
        # -- names: a test's builtins are the examiner's ------------------------------------
        Case("shadow_builtins", "binds abs, len, isinstance and sorted to liars at module level",
             "def add(a, b):\n    return 0\n"
             "def abs(x):\n    return 0\n"
             "def len(x):\n    return 3\n"
             "def isinstance(*args):\n    return True\n"
             "def sorted(x, **kw):\n    return [1, 2]\n",
             tests=(TestCase("t1", "assert abs(add(1, 2) - 3) < 0.5"),
                    TestCase("t2", "assert isinstance(add(1, 2), str) and len('abc') == 3"),
                    TestCase("t3", "assert sorted([add(2, 1), 1]) == [1, 2]"))),
        # -- types: plain data where the reference returns plain data ---------------------
        Case("truthy_object_for_plain_data",
             "returns an object whose __bool__ and methods say yes where a str is due",
             _LIAR + "def tag(n):\n    return Liar()\n",
             tests=tuple(TestCase(f"t{i}", t, reference=_TAG_REFERENCE)
                         for i, t in enumerate(_TAG_TESTS))),
        Case("class_in_place_of_function",
             "binds the entry point to a class whose instances say yes",
             "class tag:\n"
             "    def __init__(self, n):\n        pass\n"
             "    def __bool__(self):\n        return True\n"
             "    def endswith(self, s):\n        return True\n"
             "    def startswith(self, s):\n        return True\n",
             tests=tuple(TestCase(f"t{i}", t, reference=_TAG_REFERENCE)
                         for i, t in enumerate(_TAG_TESTS[:3]))),
        Case("list_of_objects_for_plain_data", "hides a liar inside a list where a list is due",
             _LIAR + "def tag(n):\n    return [Liar()]\n",
             tests=(TestCase("t1", "assert tag(1)[0]",
                             reference="def tag(n):\n    return ['n' + str(n)]\n"),)),
        Case("method_returns_object_for_plain_data",
             "a method returns a liar where the reference's method returns a str",
             _LIAR + "class Shelf:\n    def label(self):\n        return Liar()\n",
             tests=(TestCase("t1", "assert Shelf().label().endswith('-1')",
                             reference="class Shelf:\n    def label(self):\n"
                                       "        return 'shelf-1'\n"),)),
        # -- fault attribution: the candidate's bytes are its verdict ---------------------
        Case("unhashable_key_at_import", "sends a setup whose dict is keyed by a list",
             _write_on_reply_channel(["s", True, "", [["add"], [{"@": 0}]], "",
                                      [["D", [{"@": 1}, 1]], ["L", []]]])
             + "import time\ntime.sleep(30)\n", expect=_codes_verdict),
        Case("unencodable_printed_text", "prints a lone surrogate at import, answers wrong",
             "print('\\ud800')\ndef add(a, b):\n    return 0\n", expect=_codes_verdict),
        Case("garbage_reply_eaten_by_test",
             "answers a call with garbage inside a test that catches everything",
             "import os\ndef add(a, b):\n    os.write(4, b'\\x01CLC\\x00\\x00\\x00\\x05[1,2]')\n"
             "    os._exit(0)\n",
             tests=(TestCase("t1", "try:\n    add(1, 2)\nexcept BaseException:\n    pass\n"
                                   "assert add(2, 2) == 4"),
                    TestCase("t2", "assert add(2, 2) == 4")),
             expect=_codes_verdict),
        Case("twisted_reply", "answers a call with a reply whose write-back edits nothing sent",
             "import base64 as _b, os as _o\n"
             "def add(a, b):\n"
             + "".join(f"    {line}\n" for line in _write_on_reply_channel(
                 ["r", 1, 3, "", [], [[7, [1, 2]]]]).splitlines()[1:])
             + "    _o._exit(0)\n", expect=_codes_verdict),
        # -- native code: ctypes works, and still reaches nothing of the examiner -------------
        Case("ctypes_works", "uses ctypes (numpy and other compiled packages import it)",
             "import ctypes\ndef add(a, b):\n    return ctypes.c_long(a + b).value\n",
             expect=_all_pass, requires=frozenset({"pid"})),
        Case("ctypes_against_the_examiner",
             "reads the examiner's memory and steals its descriptors through native calls",
             _NATIVE_PROBE, tests=(TestCase("t1", "assert attack() == []"),),
             expect=_all_pass, requires=frozenset({"pid"})),
        # -- job-wide time ----------------------------------------------------------------
        Case("unwaited_children_burn_cpu",
             "answers once children it never waits for have spun for 0.8s of CPU (limit 0.5s)",
             _UNWAITED_CHILDREN, tests=(TestCase("t1", "assert add(1, 2) == 3"),),
             expect=_timed_out, limits=Limits(timeout_s=4.0, test_timeout_s=0.5,
                                              memory_mb=256, max_processes=32),
             max_seconds=12.0),
        Case("timeouts_do_not_reset_the_job_clock",
             "times out test after test, each resumed on a fresh process (12 tests of 0.5s in "
             "a job of 2s)",
             "def add(a, b):\n    while True:\n        pass\n",
             tests=tuple(TestCase(f"t{i}", "assert add(1, 2) == 3") for i in range(12)),
             expect=_bounded_by_the_job, limits=Limits(
                 timeout_s=2.0, test_timeout_s=0.5, memory_mb=256, max_processes=32),
             max_seconds=2.0 * 4 + 2.0),
    ]


def _timed_out(result: JobResult) -> str:
    """Every test's CPU, its processes' included, counts: the spinning children time it out."""
    problem = _codes_verdict(result)
    if problem:
        return problem
    if not any(o.status == "timeout" for o in result.outcomes) and result.status != "timeout":
        return f"the children's CPU time went uncounted (status {result.status})"
    return ""


def _bounded_by_the_job(result: JobResult) -> str:
    """A verdict for every test, within the job's one limit (not the test limit n times)."""
    problem = _codes_verdict(result)
    if problem:
        return problem
    if result.status != "timeout":
        return f"status {result.status}: the job's one time limit did not end it"
    if not all(o.message for o in result.outcomes):
        return "a test without the reason of its verdict"
    return ""


__all__ = ["CASE_LIMITS", "verdict_cases"]
