"""Language jobs carry each test's reference; without one a test cannot be judged."""

from __future__ import annotations

import importlib

import pytest

from codeloop.envs.judging import instruction_references, judge_reply
from codeloop.envs.sandbox.base import JOB_OK, JOB_SANDBOX_ERROR, Job, JobResult, TestCase
from codeloop.envs.sandbox.base import TestOutcome as Outcome
from codeloop.envs.tasks import load_tasks
from codeloop.rewards.checks.spec import Check

evaluate_module = importlib.import_module("codeloop.rewards.checks.evaluate")


class _FakeLanguageSandbox:
    """Records how evaluate() sends a job: judged with references, or as assertions.

    A double: it records the job a real language sandbox would receive through the one
    ``Sandbox.run(job)`` call (the real one is exercised in test_languages.py).
    """

    name = "fake-cpp"
    language = "cpp"

    def __init__(self):
        self.calls = []

    def run(self, job):
        refs = {t.id: t.reference for t in job.tests if t.reference is not None}
        self.calls.append(("assertions" if job.trusted else "run", job, refs))
        return JobResult(JOB_OK, tuple(Outcome(t.id, "passed") for t in job.tests))

    def close(self):
        pass


def _checks(*sources):
    return (Check("tests", {"tests": list(sources)}),)


def test_each_test_is_sent_with_its_instructions_reference():
    sandbox = _FakeLanguageSandbox()
    evaluate_module.evaluate("int f();", [("base", _checks("CHECK_EQ(f(), 1);")),
                                          ("late", _checks("CHECK_EQ(f(), 2);"))],
                             sandbox, language="cpp", references={"base": "R0", "late": "R1"})
    kind, job, refs = sandbox.calls[-1]
    assert kind == "run" and refs == {"base#0.0": "R0", "late#0.0": "R1"}
    assert job.language == "cpp" and not job.trusted
    assert [t.id for t in job.tests] == ["base#0.0", "late#0.0"]


def test_a_worlds_probe_of_instructions_not_given_yet_sends_their_references():
    # Dynamic developers probe instructions the model has not been given yet: their tests are
    # judged against the references of the turns that introduce them.
    from codeloop.agents.developers import make_developer
    from codeloop.envs.world import CodingWorld

    task = load_tasks("bank@lang=cpp,roman_to_int")[0]
    sandbox = _FakeLanguageSandbox()
    world = CodingWorld(task, make_developer("static"), sandbox)
    world.open()
    world.submit(f"```cpp\n{task.references[0]}```")
    later = task.instructions[-1].id
    world.probe([later])
    _, job, refs = sandbox.calls[-1]
    assert [t.id for t in job.tests] and set(refs) == {t.id for t in job.tests}
    assert set(refs.values()) == {instruction_references(task)[later]}


def test_only_a_tasks_own_code_runs_the_assertions():
    sandbox = _FakeLanguageSandbox()
    evaluate_module.evaluate("ref", [("a", _checks("CHECK(true);"))], sandbox, language="cpp",
                             trusted_code=True)
    evaluate_module.evaluate("answer", [("a", _checks("CHECK(true);"))], sandbox,
                             language="cpp")
    assert [c[0] for c in sandbox.calls] == ["assertions", "run"]


def test_instruction_references_are_the_turns_that_introduced_them():
    task = load_tasks("bank@lang=cpp,roman_to_int")[0]
    refs = instruction_references(task)
    assert refs["base"] == task.references[0]
    for k, ins in enumerate(task.instructions, start=1):
        assert refs[ins.id] == task.references[k]
    python = load_tasks("bank@lang=python,roman_to_int")[0]
    # Python's tests learn from theirs where plain data is due (issue 21, item 2).
    assert instruction_references(python)["base"] == python.references[0]


def test_judge_reply_sends_the_tasks_references():
    task = load_tasks("bank@lang=cpp,roman_to_int")[0]
    sandbox = _FakeLanguageSandbox()
    active = ["base", task.instructions[0].id]
    judged = judge_reply(task, f"```cpp\n{task.references[1]}```", active, sandbox)
    _, job, refs = sandbox.calls[-1]
    assert set(refs) == {t.id for t in job.tests}
    assert {refs[t.id] for t in job.tests if t.id.startswith("base")} == {task.references[0]}
    assert all(v.passed for v in judged.verdicts.values())


def test_a_language_test_without_a_reference_is_a_machine_fault_not_a_verdict():
    from codeloop.envs.sandbox.languages import LanguageSandbox
    from codeloop.envs.sandbox.pool import SandboxUnavailable

    try:
        sandbox = LanguageSandbox("cpp", workers=1)
    except SandboxUnavailable as exc:
        pytest.skip(str(exc))
    with sandbox:
        job = Job(code="int f() { return 1; }", tests=(TestCase("t", "CHECK_EQ(f(), 1);"),))
        result = sandbox.run(job)
        assert result.status == JOB_SANDBOX_ERROR and result.machine_fault
        assert "no reference" in result.message and not result.outcomes[0].passed
        leaky = sandbox.run(Job(code="", tests=(TestCase("t", "CHECK(f() == 1 || g());"),)),
                            references={"t": "int f();"})
        assert leaky.status == JOB_SANDBOX_ERROR and "cannot be judged" in leaky.message
        assert sandbox.started_workers == 0  # refused before any worker started


def test_without_the_grammars_a_language_job_is_a_machine_fault(monkeypatch):
    from codeloop.envs.sandbox.languages import LanguageSandbox
    from codeloop.envs.sandbox.languages import sandbox as sandbox_module
    from codeloop.envs.sandbox.pool import SandboxUnavailable

    def missing(language, source):
        raise ModuleNotFoundError("No module named 'tree_sitter'", name="tree_sitter")

    monkeypatch.setattr(sandbox_module, "derive_probe", missing)
    try:
        sandbox = LanguageSandbox("cpp", workers=1)
    except SandboxUnavailable as exc:
        pytest.skip(str(exc))
    with sandbox:
        result = sandbox.run(Job(code="", tests=(TestCase("t", "CHECK_EQ(f(), 1);"),)),
                             references={"t": "int f();"})
    assert result.machine_fault and "langs" in result.message
