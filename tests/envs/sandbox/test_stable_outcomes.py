"""The same answer gets the same outcomes and messages on every run.

A test's verdict does not depend on what an earlier test of the job did to the process.

Before: after a test timed out while the code was calling back into a test object, the next
tests found the code's process alive or dead depending on timing, and passed or failed
("the code's process died during test b") from one run to the next. Now the examiner retires a
process a test timed out or died in, and the host runs the remaining tests on a fresh one.
Messages hold no object address (they differ on every run, and feedback quotes them).
Hostile code here exits or spins only inside the sandbox (a PID namespace on bwrap/unshare).
"""

from __future__ import annotations

import pytest

from codeloop.envs.sandbox import Job, TestCase
from codeloop.envs.sandbox.base import Limits

QUADRATIC = '''
def dedupe(items):
    out = []
    for x in items:
        if x not in out:
            out.append(x)
    return out
'''
# The examiner's own objects compared by the candidate: every __eq__ is a call back to the examiner,
# so the quadratic answer is interrupted mid-callback.
SLOW = '''
class Key:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return hash(self.v)
    def __eq__(self, other):
        return isinstance(other, Key) and self.v == other.v
keys = [Key(i) for i in range(1000)]
assert [k.v for k in dedupe(keys + keys)] == list(range(1000))
'''
TESTS = (TestCase("a", "assert dedupe([1, 1, 2]) == [1, 2]"), TestCase("slow", SLOW),
         TestCase("b", "assert dedupe([[1], [1], 2]) == [[1], 2]"),
         TestCase("c", "assert dedupe([{'a': 1}, {'a': 1}]) == [{'a': 1}]"))


@pytest.fixture
def fresh_runs(local_sandbox):
    """The shared sandbox running every job, none replayed (memo.py would answer a repeat)."""
    memo, local_sandbox.memo = local_sandbox.memo, None
    yield local_sandbox
    local_sandbox.memo = memo


def _outcomes(result):
    return [(o.id, o.status) for o in result.outcomes]


def test_tests_after_a_timeout_get_the_same_verdicts_every_time(fresh_runs):
    job = Job(code=QUADRATIC, tests=TESTS, limits=Limits(test_timeout_s=0.5))
    results = [fresh_runs.run(job) for _ in range(4)]
    assert [_outcomes(r) for r in results] == [[("a", "passed"), ("slow", "timeout"),
                                                ("b", "passed"), ("c", "passed")]] * 4
    # A timeout made the examiner change processes; nothing crashed.
    assert {r.status for r in results} == {"ok"}


def test_tests_after_a_process_exit_run_on_a_fresh_process(local_sandbox):
    code = "import os\ndef f(x):\n    if x == 0:\n        os._exit(3)\n    return x + 1\n"
    tests = (TestCase("dies", "assert f(0) == 1"), TestCase("ok", "assert f(1) == 2"),
             TestCase("wrong", "assert f(2) == 4"))
    result = local_sandbox.run(Job(code=code, tests=tests))
    assert _outcomes(result) == [("dies", "error"), ("ok", "passed"), ("wrong", "failed")]
    assert result.status == "crashed"
    assert "died during this test" in result.outcomes[0].message


def test_code_that_kills_its_process_in_every_test_fails_each_in_bounded_runs(local_sandbox):
    code = "import os\ndef f(x):\n    os._exit(1)\n"
    tests = tuple(TestCase(f"t{k}", f"assert f({k}) == {k}") for k in range(5))
    result = local_sandbox.run(Job(code=code, tests=tests))
    assert all(o.status == "error" and not o.passed for o in result.outcomes)
    assert result.extra["resumed_runs"] == 5


def test_messages_carry_no_object_address(fresh_runs):
    # Default reprs hold an address that changes on every run; feedback quotes these messages.
    code = ("class Stack:\n    pass\ndef make():\n    return Stack()\n"
            "def lookup(key):\n    return {}[key]\n")
    job = Job(code=code, tests=(TestCase("obj", "assert make() == 3"),
                                TestCase("fn", "assert lookup(lambda r: r) == 1")))
    runs = [[o.message for o in fresh_runs.run(job).outcomes] for _ in range(2)]
    assert runs[0] == runs[1]
    assert "<solution.Stack object at 0x…>" in runs[0][0], runs[0][0]
    assert "KeyError: <function <lambda> at 0x…>" in runs[0][1], runs[0][1]


def test_a_machine_fault_while_resuming_makes_the_whole_job_a_machine_fault(local_sandbox,
                                                                           monkeypatch):
    from codeloop.envs.sandbox.local import SubprocessSandbox
    from codeloop.envs.sandbox.retry import run_resuming

    monkeypatch.setattr("codeloop.envs.sandbox.retry.BACKOFF_S", (0.0, 0.0))
    # A real fault for the second run: its workers exit before the harness starts.
    broken = SubprocessSandbox(workers=1, command_prefix=["/bin/sh", "-c", "exit 3", "sh"])
    # One run of the working sandbox without its own resuming, then the broken one.
    runs = iter([local_sandbox._run_once, broken.run])
    code = "import os\ndef f(x):\n    if x == 0:\n        os._exit(3)\n    return x + 1\n"
    tests = (TestCase("dies", "assert f(0) == 1"), TestCase("ok", "assert f(1) == 2"))
    try:
        result = run_resuming(lambda job: next(runs)(job), Job(code=code, tests=tests))
    finally:
        broken.close()
    assert result.machine_fault and [o.id for o in result.outcomes] == ["dies", "ok"]
    assert not any(o.passed for o in result.outcomes)
