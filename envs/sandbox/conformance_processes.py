"""Conformance cases on a job's lifetime: how it ends, its time, its processes and resources.

Exits before and during the tests, fake results at exit, CPU-time and wall-clock limits
(disarmed alarms, sleeps, threads), fork and memory bombs, runaway output, blocked input,
recursion, ignored signals, left-behind processes and threads (:func:`process_cases`); then
descriptor exhaustion, segfaults and signals sent out of the job (:func:`crash_cases`). Part of
:func:`codeloop.envs.sandbox.conformance.default_cases`, in its order.
"""

from __future__ import annotations

from codeloop.envs.sandbox.base import (
    JOB_CRASHED,
    JOB_OK,
    JOB_PROTOCOL_ERROR,
    JOB_SETUP_ERROR,
    JOB_TIMEOUT,
    TestCase,
)
from codeloop.envs.sandbox.conformance_case import (
    _ADD,
    _ADD_TESTS,
    CASE_LIMITS,
    Case,
    _all_pass,
    _any_status,
    _both,
    _one_test_timed_out_by,
    _output_capped,
    _status_in,
    _test_statuses,
)
from codeloop.envs.sandbox.harness import MAGIC

#: A called function's first lines that turn its CPU-time alarm off.
_DISARM = ("    signal.setitimer(signal.ITIMER_PROF, 0)\n"
           "    signal.signal(signal.SIGPROF, signal.SIG_IGN)\n")
#: When code that sleeps is stopped: the wall-clock backstop of a test's CPU-time limit.
_WALL_BACKSTOP_S = CASE_LIMITS.test_timeout_s * CASE_LIMITS.wall_factor


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


def process_cases() -> list[Case]:
    """Exits, forged output at exit, time limits, bombs, output, input, recursion, leftovers."""
    spin = "def add(a, b):\n    while True:\n        pass\n"
    return [
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
        # Time limits are CPU time, which the examiner reads from /proc: the code's own alarm is
        # only a courtesy, and neither disarming it nor sleeping gets a slow answer through.
        Case("cpu_alarm_disarmed", "disarms its CPU-time alarm and ignores SIGPROF, then spins",
             "import signal\ndef add(a, b):\n" + _DISARM + "    while True:\n        pass\n",
             tests=_ADD_TESTS[:1], expect=_one_test_timed_out_by("CPU time"),
             max_seconds=_WALL_BACKSTOP_S),
        Case("slow_answer_alarm_disarmed", "disarms its alarm, computes past the CPU limit "
             "(less than the examiner's grace), then answers right",
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
    ]


def crash_cases() -> list[Case]:
    """Descriptor exhaustion, segfaults, and signals sent to processes outside the job."""
    return [
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
    ]
