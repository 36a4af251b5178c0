"""Every backend that runs here: verdicts, limits, the pool, thread safety."""

from __future__ import annotations

import os
import threading
import time

import pytest

from codeloop.envs.sandbox import Job, Limits, TestCase, make_sandbox
from codeloop.envs.sandbox.base import JOB_CRASHED, JOB_OK, JOB_SETUP_ERROR, JOB_TIMEOUT

ADD = "def add(a, b):\n    return a + b\n"


def run(sandbox, code, *tests, **limits):
    cases = tuple(TestCase(f"t{i}", src) for i, src in enumerate(tests))
    return sandbox.run(Job(code=code, tests=cases, limits=Limits(**limits)))


def test_pass_fail_error_and_messages(backend):
    result = run(backend, ADD, "assert add(1, 2) == 3", "assert add(1, 2) == 4",
                 "raise KeyError('k')", "def test_f():\n    assert add(2, 2) == 4\n")
    assert result.status == JOB_OK, result.message
    assert [o.status for o in result.outcomes] == ["passed", "failed", "error", "passed"]
    assert "got 3, expected 4" in result.outcomes[1].message
    assert "KeyError" in result.outcomes[2].message
    assert result.backend == backend.name


def test_setup_error_and_syntax_error(backend):
    assert run(backend, "raise ValueError('boom')", "assert True").status == JOB_SETUP_ERROR
    bad = run(backend, "def f(:\n", "assert True")
    assert bad.status == JOB_SETUP_ERROR and "compile" in bad.message
    broken_test = run(backend, ADD, "assert (", "assert add(1, 1) == 2")
    assert [o.status for o in broken_test.outcomes] == ["error", "passed"]


def test_test_timeout_then_next_test_runs(backend):
    code = ADD + "def spin():\n    while True:\n        pass\n"
    result = run(backend, code, "spin()", "assert add(1, 1) == 2", test_timeout_s=0.5,
                 timeout_s=5)
    assert result.status == JOB_OK
    assert [o.status for o in result.outcomes] == ["timeout", "passed"]


def test_job_timeout_kills_everything(backend):
    t0 = time.perf_counter()
    result = run(backend, "import time\ntime.sleep(60)\n", "assert True", timeout_s=1.0,
                 test_timeout_s=30)
    assert result.status == JOB_TIMEOUT
    assert time.perf_counter() - t0 < 8


def test_exit_is_never_a_pass(backend):
    assert run(backend, "import os\nos._exit(0)\n", "assert True").status == JOB_CRASHED
    result = run(backend, "import sys\ndef f():\n    sys.exit(0)\n", "f()")
    assert not result.outcomes[0].passed


def test_memory_limit_is_relative_to_the_interpreter(backend):
    # A small headroom must still let ordinary code run (an absolute cap would not).
    ok = run(backend, ADD + "x = list(range(10000))\n", "assert add(1, 2) == 3", memory_mb=64)
    assert ok.status == JOB_OK and ok.outcomes[0].passed, ok.message
    big = run(backend, "def f():\n    return bytearray(512 * 1024 * 1024)\n", "f()",
              memory_mb=64)
    assert not big.outcomes[0].passed and "MemoryError" in big.outcomes[0].message


def test_files_are_provided_read_only(backend):
    job = Job(code="def read():\n    return open('data.txt').read()\n",
              tests=(TestCase("t", "assert read() == 'hello'"),), files={"data.txt": "hello"})
    result = backend.run(job)
    assert result.outcomes[0].passed, result.outcomes[0].message


def test_output_is_captured(backend):
    result = run(backend, "print('hi from code')\n" + ADD, "print('hi from test')")
    assert "hi from code" in result.stdout and "hi from test" in result.stdout


def test_concurrent_callers(backend):
    results = []

    def worker(i):
        r = run(backend, ADD, f"assert add({i}, 1) == {i + 1}")
        results.append(r.status == JOB_OK and r.outcomes[0].passed)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert results == [True] * 6


def test_worker_replaced_after_it_dies(backend):
    # Jobs cannot kill their worker where it is PID 1 or of another uid (see the conformance
    # suite); a worker can still die (engine or host trouble): simulated by closing it.
    worker = backend.workers.acquire()
    backend.workers.release(worker, True)
    worker.channel.close()  # simulates a dead worker (engine or process gone)
    result = run(backend, ADD, "assert add(1, 2) == 3")
    assert result.status in (JOB_CRASHED, JOB_OK)
    again = run(backend, ADD, "assert add(1, 2) == 3")
    assert again.status == JOB_OK and again.outcomes[0].passed


@pytest.mark.parametrize("snippet", [
    "import gc\ngc.get_objects()",
    "import sys\nsys.settrace(None)",
    "import subprocess\nsubprocess.run(['true'])",
    "open('/proc/self/mem', 'rb')",
])
def test_audit_hook_blocks(backend, snippet):
    # The candidate's code does it, called from a test (tests themselves may run in a trusted
    # process of their own, where nothing needs blocking).
    body = "".join(f"    {line}\n" for line in snippet.splitlines())
    result = run(backend, ADD + "def probe():\n" + body, "probe()")
    assert result.outcomes[0].status == "error"
    assert "not allowed" in result.outcomes[0].message


def test_exec_allowed_when_asked(backend):
    job = Job(code="import subprocess\n",
              tests=(TestCase("t", "import subprocess, sys\n"
                                   "assert subprocess.run([sys.executable, '-c', 'pass'])"
                                   ".returncode == 0"),),
              allow_exec=True)
    result = backend.run(job)
    assert result.outcomes[0].passed, result.outcomes[0].message


def test_jobs_import_nothing_per_job(backend):
    # The per-job path once imported `secrets` in every child (about 1 ms of each job's CPU):
    # modules the harness needs are imported by the server, before the fork.
    result = run(backend, "import sys\nloaded = set(sys.modules)\n",
                 "assert 'secrets' not in loaded and 'hmac' not in loaded")
    assert result.status == JOB_OK and result.outcomes[0].passed, result.outcomes[0].message


def test_server_holds_no_module_with_fork_hooks_yet_jobs_can_use_them(backend):
    # threading and random run Python at every fork; the server leaves them to the jobs.
    probe = "import sys\nloaded = sorted({'threading', 'random'} & set(sys.modules))\n"
    result = run(backend, probe, "assert loaded == []")
    assert result.outcomes[0].passed, result.outcomes[0].message
    uses = ("import random, threading\nvalue = random.random()\nseen = []\n"
            "worker = threading.Thread(target=seen.append, args=(1,))\n"
            "worker.start()\nworker.join()\n")
    result = run(backend, uses, "assert 0 <= value < 1 and seen == [1]")
    assert result.outcomes[0].passed, result.outcomes[0].message


def test_site_packages_and_site_builtins_without_site(backend):
    # The server runs with -S: the interpreter's site-packages must still be on the path (a
    # docker image may have none), and site's exit() defined.
    code = ("import os, site, sys\n"
            "missing = [p for p in site.getsitepackages() if os.path.isdir(p)\n"
            "           and p not in sys.path]\n"
            "def stop():\n    exit(3)\n")
    result = run(backend, code, "assert missing == []",
                 "try:\n    stop()\nexcept SystemExit as e:\n    assert e.code == 3\n")
    assert [o.status for o in result.outcomes] == ["passed", "passed"], result.outcomes


def test_compile_warnings_reach_stderr_and_large_code_compiles_in_the_job(backend):
    # Small candidates are compiled by the server before the fork; what the compiler warned
    # about still reaches the job's standard error, as when compiling in the job.
    warned = run(backend, "x = 1\nsame = x is 1\n", "assert same")
    assert warned.outcomes[0].passed and "SyntaxWarning" in warned.stderr
    filler = "# " + "x" * 100 + "\n"
    big = filler * 700 + ADD  # past SERVER_COMPILE_MAX_CHARS: compiled in the job
    assert run(backend, big, "assert add(2, 3) == 5").outcomes[0].passed
    broken = run(backend, filler * 700 + "def f(:\n", "assert True")
    assert broken.status == JOB_SETUP_ERROR and "does not compile" in broken.message


@pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="needs two CPUs to pin to one")
@pytest.mark.parametrize("pin", [True, False])
def test_workers_pinned_to_one_cpu_each_when_asked(backend, pin):
    sandbox = make_sandbox(backend.name, workers=1)  # a fresh pool: workers start on first use
    sandbox.pin_cpus = pin
    try:
        result = run(sandbox, "import os\ncpus = sorted(os.sched_getaffinity(0))\n",
                     "assert len(cpus) == 1" if pin else "assert len(cpus) > 1")
        assert result.outcomes[0].passed, result.outcomes[0].message
    finally:
        sandbox.close()


def test_pinning_is_the_default_only_for_a_pool_as_large_as_the_cpus(monkeypatch):
    from codeloop.envs.sandbox.pool import _pin_by_default

    monkeypatch.delenv("CODELOOP_PIN_CPUS", raising=False)
    assert _pin_by_default(2, [0, 1]) and _pin_by_default(4, [0, 1])
    assert not _pin_by_default(1, [0, 1]) and not _pin_by_default(1, [0])
    monkeypatch.setenv("CODELOOP_PIN_CPUS", "0")
    assert not _pin_by_default(2, [0, 1])
    monkeypatch.setenv("CODELOOP_PIN_CPUS", "1")
    assert _pin_by_default(1, [0, 1])


def test_the_fork_floor_forks_on_a_warm_worker_and_leaves_it_usable(backend):
    started = backend.started_workers
    backend.fork_floor()
    backend.fork_floor()
    assert run(backend, ADD, "assert add(1, 2) == 3").outcomes[0].passed
    assert backend.started_workers <= max(started, 1)
