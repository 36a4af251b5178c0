"""A warm worker starts the next job's program while idle (node's and Ruby's), contained.

Issue 25, item 4: a node or Ruby job was bound by the runtime's start (50 ms of CPU for node),
which a worker can do between jobs. The server (:mod:`codeloop.envs.sandbox.languages.server`)
starts the next program once a job is over, in namespaces and limits of its own, blocked on
its nonce descriptor; the next job uses it when its command, limits and environment match.
These tests drive the real server code on the host (programs written here, never a
candidate's), then a real node and Ruby worker. Forks: run under ``bash .ci/capped.sh``.
"""

from __future__ import annotations

import os
import sys
import time

import pytest

from codeloop.envs.sandbox.base import Job, TestCase
from codeloop.envs.sandbox.languages import server as lang_server
from codeloop.envs.sandbox.languages.server_clock import _children

N_TESTS = 2
#: A test program: notes when it started (wall clock), burns ``sys.argv[1]`` s of CPU, reads
#: its nonce (where a prestarted program waits), then reports its start time as test 0's
#: observation and every test passed.
PROGRAM = ("import os, sys, time\n"
           "started = time.time()\n"
           "end = time.process_time() + float(sys.argv[1])\n"
           "while time.process_time() < end:\n"
           "    pass\n"
           "nonce = os.read(4, 100).strip()\n"
           "seen = repr(started).encode().hex().encode()\n"
           "out = b'CLO1 ' + nonce + b' 0 0 ' + seen + b'\\n'\n"
           f"for k in range({N_TESTS}):\n"
           "    out += b'CLR1 ' + nonce + b' ' + str(k).encode() + b' passed \\n'\n"
           "os.write(3, out)\n")


@pytest.fixture
def srv(tmp_path):
    if os.environ.get("CODELOOP_CAPPED") is None:
        if os.environ.get("CODELOOP_REQUIRE_TOOLCHAINS"):  # CI must run it
            pytest.fail("forks jobs: run under bash .ci/capped.sh")
        pytest.skip("forks jobs: run under bash .ci/capped.sh")
    work = tmp_path / "work"
    (work / "run").mkdir(parents=True)
    (tmp_path / "cache").mkdir()
    config = {"cache": str(tmp_path / "cache"), "workdir": str(work), "clean_dirs": [],
              "job_uid": None, "compile_uid": None, "env": {"PATH": os.environ["PATH"]}}
    server = lang_server.Server(config)
    server.probe_namespaces()
    yield server
    server.discard_pending()


def _job(burn_s: float = 0.0, max_processes: int = 16) -> dict:
    return {"run": [sys.executable, "-I", "-S", "-c", PROGRAM, str(burn_s)],
            "test_ids": [f"t{k}" for k in range(N_TESTS)], "timeout_s": 10.0,
            "test_timeout_s": 3.0, "wall_factor": 4.0, "memory_mb": 512, "data_extra_mb": 0,
            "startup_s": 1.0, "max_open_files": 64, "max_file_size_mb": 1,
            "max_processes": max_processes, "max_output_bytes": 4096, "prestart": True}


def _run(server: lang_server.Server, job: dict) -> tuple[float, lang_server.Clock, dict]:
    """Runs the job's program (the job loop without its cleanup, which on this host would
    signal every process it may); returns when the program started, the clock, outcomes."""
    clock = lang_server.Clock(job["timeout_s"], job["wall_factor"])
    outcomes, status, message, out, err, restarts = server.run_tests(job, "ab" * 16, clock)
    assert status == "ok", (status, message, bytes(err))
    assert [outcomes[k]["status"] for k in range(N_TESTS)] == ["passed"] * N_TESTS
    return float(outcomes[0]["observed"][0][1]), clock, outcomes


def _tree(pid: int) -> list[int]:
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo += _children(p)
    return out


def test_a_prestarted_program_runs_the_next_job(srv):
    job = _job()
    srv.prestart(job)
    assert srv.pending is not None
    # Its waiter, init and program all exist once prestart returns (before the reply goes
    # out), so a count of the machine's processes after a job always finds them.
    assert len(_tree(srv.pending.waiter)) == 3
    time.sleep(0.3)
    sent = time.time()
    started, _, _ = _run(srv, job)
    assert started < sent  # it was running before the job came
    assert srv.pending is None  # used once


def test_without_a_prestart_each_job_starts_its_program(srv):
    sent = time.time()
    started, _, _ = _run(srv, _job())
    assert started > sent


def test_a_job_unlike_the_prestarted_one_starts_afresh(srv):
    srv.prestart(_job(max_processes=16))
    old = _tree(srv.pending.waiter)
    sent = time.time()
    started, _, _ = _run(srv, _job(max_processes=17))  # another task cap: another program
    assert started > sent
    assert srv.pending is None
    time.sleep(0.1)
    assert not [p for p in old if os.path.exists(f"/proc/{p}")]  # the unused one is gone


def test_a_prestarted_program_that_died_is_replaced(srv):
    job = _job()
    srv.prestart(job)
    lang_server._kill_tree(srv.pending.waiter)  # dies while idle (not reaped: the server does)
    time.sleep(0.2)
    sent = time.time()
    started, _, _ = _run(srv, job)  # the job is not blamed for it: a fresh program runs it
    assert started > sent


def test_a_job_is_charged_the_cpu_its_prestarted_program_used(srv):
    # The runtime's start counts against the job's limits as it did when the job started it
    # (the first test's startup_s allowance covers it): a prestart hides latency, not CPU.
    job = _job(burn_s=0.3)
    srv.prestart(job)
    deadline = time.monotonic() + 30
    while lang_server.tree_cpu_s(srv.pending.waiter) < 0.3 and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.1)
    _, clock, _ = _run(srv, job)
    assert clock.used_s >= 0.28


def test_the_host_asks_warm_node_and_ruby_workers_to_prestart():
    pytest.importorskip("tree_sitter")
    from codeloop.envs.sandbox.languages import LanguageSandbox
    from codeloop.envs.sandbox.languages.toolchains import ToolchainMissing

    job = Job(code="", tests=(TestCase("t0", "x"),))
    for language, want in (("javascript", True), ("ruby", True), ("typescript", False),
                           ("cpp", False)):
        for warm in (True, False):
            try:
                sandbox = LanguageSandbox(language, workers=1, warm=warm)
            except ToolchainMissing:
                continue
            try:
                assert sandbox._message(job)["prestart"] is (want and warm), (language, warm)
            finally:
                sandbox.close()


#: Per language: a solution whose test (run as written: a task's own code) asserts that the
#: program started before ``{sent}``, the host's clock when the job was sent.
STARTED_BEFORE = {
    "javascript": ("function started() { return performance.timeOrigin / 1000; }\n",
                   "assert.ok(started() < {sent});"),
    # Process start in clock ticks since boot, against the host's CLOCK_BOOTTIME.
    "ruby": ("def started\n  File.read('/proc/self/stat').split(') ')[1].split[19].to_i / "
             "100.0\nend\n", "assert started < {boot}"),
}


@pytest.mark.parametrize("language", sorted(STARTED_BEFORE))
def test_a_warm_worker_runs_each_job_in_a_program_it_started_while_idle(language):
    pytest.importorskip("tree_sitter")
    from codeloop.envs.sandbox.languages import LanguageSandbox
    from codeloop.envs.sandbox.languages.toolchains import ToolchainMissing

    code, check = STARTED_BEFORE[language]
    results = {}
    for warm in (True, False):
        try:
            sandbox = LanguageSandbox(language, workers=1, warm=warm)
        except ToolchainMissing as exc:
            pytest.skip(str(exc))
        try:
            first = sandbox.run_assertions(Job(code=code, tests=(
                TestCase("t0", check.format(sent=0, boot=0)),)))
            assert first.status == "ok", first.message
            time.sleep(0.5)
            sent, boot = time.time(), time.clock_gettime(time.CLOCK_BOOTTIME)
            test = TestCase("t0", check.format(sent=repr(sent), boot=repr(boot)))
            result = sandbox.run_assertions(Job(code=code, tests=(test,)))
            assert result.status == "ok", result.message
            results[warm] = result.outcomes[0].passed
            # Judged by observation too, against a reference (the same code): passes.
            probe = sandbox.run(Job(code=code, tests=(
                TestCase("t1", "assert.strictEqual(started() > 0, true);"
                         if language == "javascript" else "assert_equal true, started.positive?",
                         reference=code),)))
            assert probe.outcomes[0].passed, probe.outcomes[0].message
        finally:
            sandbox.close()
    # Warm: the program was up before its job was sent; cold: started for it.
    assert results == {True: True, False: False}
