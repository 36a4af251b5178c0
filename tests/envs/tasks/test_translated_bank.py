"""The bank's translations into Java, JavaScript, TypeScript, C++, Go, Rust and Ruby.

Each language's tasks are proven like Python's (every turn's reference passes what is active,
no instruction holds on the turn before or on the base reference, solo references pass) in that
language's sandbox, and selected with ``bank@lang=<language>``.
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from codeloop.envs.tasks import load_tasks
from codeloop.envs.tasks.reference_check import check_task_references

#: The fewest translated tasks each language must have (issue 14).
MINIMUM = {"java": 12, "javascript": 12, "cpp": 12, "typescript": 6, "go": 6, "rust": 6,
           "ruby": 6}


def _sandbox_or_skip(language: str):
    """The run's shared sandbox of the language, or a skip naming what is missing.

    Shared (:func:`~codeloop.envs.sandbox.lang_conformance.shared_sandbox`): the language
    tests of the sandbox directory start the same one, so each language's workers and
    reference pool start once per run instead of once per test; closed at exit. With
    ``CODELOOP_REQUIRE_TOOLCHAINS`` set (as CI does) a missing toolchain fails instead.
    """
    from codeloop.envs.sandbox.lang_conformance import shared_sandbox
    from codeloop.envs.sandbox.pool import SandboxUnavailable

    try:
        return shared_sandbox(language)
    except SandboxUnavailable as exc:
        if os.environ.get("CODELOOP_REQUIRE_TOOLCHAINS"):
            raise
        pytest.skip(f"no {language} sandbox here: {exc}")


def test_every_language_has_its_share_of_the_bank(bank):
    counts = Counter(t.language for t in bank)
    for language, least in MINIMUM.items():
        assert counts[language] >= least, (language, counts[language])


def test_translations_keep_their_python_task(bank):
    python = {t.id.rsplit("/", 1)[-1] for t in bank if t.language == "python"}
    for task in bank:
        if task.language == "python":
            continue
        name = task.id.rsplit("/", 1)[-1]
        assert task.id == f"bank/{task.language}/{name}"
        assert name in python and task.metadata["translated_from"] == f"bank/{name}"
        assert task.references is not None and len(task.references) == task.n_turns
        assert all(i.solo_reference for i in task.instructions), task.id
        assert all(c.is_test for i in task.instructions for c in i.checks), task.id


def test_language_filter_selects_one_language():
    java = load_tasks("bank@lang=java")
    assert java and {t.language for t in java} == {"java"}
    assert [t.id for t in load_tasks("bank@lang=cpp,roman_to_int")] == ["bank/cpp/roman_to_int"]
    with pytest.raises(ValueError, match="unknown language"):
        load_tasks("bank@lang=cobol")


@pytest.mark.slow
@pytest.mark.parametrize("language", sorted(MINIMUM))
def test_every_translated_reference_is_proven(language):
    sandbox = _sandbox_or_skip(language)
    tasks = load_tasks(f"bank@lang={language}")
    problems = [str(p) for t in tasks for p in check_task_references(t, sandbox)]
    assert problems == []


@pytest.mark.slow
@pytest.mark.parametrize("language", sorted(MINIMUM))
def test_answers_are_judged_against_the_reference_not_by_their_own_assertions(language):
    # The turn before an instruction fails its probes, with the reference's value quoted; the
    # instruction's own reference passes them.
    from codeloop.envs.judging import instruction_references
    from codeloop.rewards.checks import evaluate

    task = load_tasks(f"bank@lang={language},roman_to_int")[0]
    new = task.instructions[-2]  # invalid_numeral: the turn before compiles, and is wrong
    sandbox = _sandbox_or_skip(language)
    refs = instruction_references(task)
    before, job = evaluate(task.references[-3], [(new.id, new.checks)], sandbox,
                           language=language, references=refs)
    after, _ = evaluate(task.references[-2], [(new.id, new.checks)], sandbox,
                        language=language, references=refs)
    assert job is not None and not job.machine_fault, job.message
    assert not before[new.id].passed and after[new.id].passed
    failing = [r for r in before[new.id].results if not r.passed]
    assert failing and all("want" in r.reason for r in failing), [r.reason for r in failing]


def test_replies_are_read_in_the_task_language():
    from codeloop.agents.policies.base import fenced
    from codeloop.rewards.extract import extract_code

    code = "public final class A {\n}\n"
    assert extract_code(fenced(code, "java"), "A", "java").code == code
    assert extract_code(f"```\n{code}```", "A", "java").code == code
    got = extract_code("```cpp\nint f();\n```\n```c++\nint A() { return 1; }\n```", "A", "cpp")
    assert got.code == "int A() { return 1; }\n"
    wrong = extract_code(fenced(code, "python"), "A", "java")
    assert wrong.code is None and "java" in wrong.note
    assert extract_code(code, "A", "java").code == code  # bare code is taken whole


def test_a_missing_toolchain_errors_the_turn_rather_than_failing_it(monkeypatch):
    import importlib

    from codeloop.envs.sandbox.pool import SandboxUnavailable
    from codeloop.rewards.checks.spec import Check

    evaluate_module = importlib.import_module("codeloop.rewards.checks.evaluate")

    def unavailable(language: str, **_: object):
        raise SandboxUnavailable(f"{language}: javac not found")

    monkeypatch.setattr("codeloop.envs.sandbox.languages.LanguageSandbox", unavailable)
    checks = (Check("tests", {"tests": ["assertTrue(true);"]}),)
    verdicts, job = evaluate_module.evaluate("public final class A {}", [("base", checks)], None,
                                             language="java")
    assert job is not None and job.machine_fault and "javac not found" in job.message
    assert not verdicts["base"].passed
