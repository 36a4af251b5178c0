"""A language job and a Python job through the one call, ``Sandbox.run(job)`` (issue 26, item 1).

The job says what its language's sandbox needs (its language, each test's reference, whether
the code is the task's own), so a referee runs any job with ``referee.run(job)`` and every
caller reaches a language sandbox through :meth:`Referee.sandbox_for` alone. Runs real
sandboxes (bubblewrap or unshare, node): run inside ``.ci/capped.sh``.
"""

from __future__ import annotations

import inspect
from dataclasses import replace

import pytest

from codeloop.envs.sandbox.base import JOB_OK, Job, Sandbox, TestCase
from codeloop.envs.sandbox.config import SandboxConfig
from codeloop.envs.sandbox.lang_conformance import LANG_LIMITS
from codeloop.envs.sandbox.languages import LanguageSandbox
from codeloop.envs.sandbox.pool import SandboxUnavailable
from codeloop.rewards.checks import evaluate
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.checks.spec import Check

pytestmark = pytest.mark.slow

PY_ADD = "def add(a, b):\n    return a + b\n"
JS_ADD = "function add(a, b) { return a + b; }"
JS_SUB = "function add(a, b) { return a - b; }"
JS_TEST = "assert.strictEqual(add(2, 2), 4);"


@pytest.fixture(scope="module")
def referee():
    try:
        made = Referee.build(SandboxConfig("local", workers=1, limits=LANG_LIMITS))
    except SandboxUnavailable as exc:
        pytest.skip(str(exc))
    with made:
        yield made


def test_a_python_and_a_language_job_take_the_same_call(referee):
    python = Job(PY_ADD, (TestCase("t", "assert add(2, 2) == 4", reference=PY_ADD),),
                 limits=LANG_LIMITS, language="python")
    js = Job(JS_ADD, (TestCase("t", JS_TEST, reference=JS_ADD),), limits=LANG_LIMITS,
             language="javascript")
    try:
        referee.sandbox_for("javascript")
    except SandboxUnavailable as exc:
        pytest.skip(str(exc))
    for job in (python, js):
        result = referee.run(job)  # the one call, whatever the language
        assert result.status == JOB_OK and result.outcomes[0].passed, result.message
    # Judged by observation against the test's reference: a wrong answer fails.
    wrong = referee.run(replace(js, code=JS_SUB))
    assert wrong.status == JOB_OK and not wrong.outcomes[0].passed


def test_the_job_says_what_the_language_sandbox_needs(referee):
    try:
        js_sandbox = referee.sandbox_for("javascript")
    except SandboxUnavailable as exc:
        pytest.skip(str(exc))
    assert isinstance(js_sandbox, LanguageSandbox) and isinstance(js_sandbox, Sandbox)
    inspect.signature(js_sandbox.run).bind(Job(""))  # Sandbox.run(job): one argument
    bare = Job(JS_ADD, (TestCase("t", JS_TEST),), limits=LANG_LIMITS, language="javascript")
    # A candidate's test without a reference cannot be judged: the machine's fault.
    unjudged = js_sandbox.run(bare)
    assert unjudged.machine_fault and "no reference" in unjudged.message
    # The task's own code (trusted) runs the assertions as written: no reference needed.
    assert js_sandbox.run(replace(bare, trusted=True)).status == JOB_OK
    failing = js_sandbox.run(replace(bare, code=JS_SUB, trusted=True))
    assert failing.status == JOB_OK and not failing.outcomes[0].passed
    # A job of another language is refused before it reaches a worker.
    started = js_sandbox.started_workers
    refused = js_sandbox.run(replace(bare, language="python"))
    assert refused.machine_fault and "python job" in refused.message
    assert js_sandbox.started_workers == started


def test_evaluate_sends_each_language_through_sandbox_for(referee):
    checks = [Check("tests", {"tests": [JS_TEST]})]
    try:
        referee.sandbox_for("javascript")
    except SandboxUnavailable as exc:
        pytest.skip(str(exc))
    right, job = evaluate(JS_ADD, [("base", checks)], referee, language="javascript",
                          references={"base": JS_ADD})
    assert job is not None and right["base"].passed, job.message
    wrong, _ = evaluate(JS_SUB, [("base", checks)], referee, language="javascript",
                        references={"base": JS_ADD})
    assert not wrong["base"].passed
    py, _ = evaluate(PY_ADD, [("base", [Check("tests", {"tests": ["assert add(2, 2) == 4"]})])],
                     referee)
    assert py["base"].passed
