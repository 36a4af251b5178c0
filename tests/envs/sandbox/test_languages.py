"""Language sandboxes: each language's tests in its idiom, warm and cold, judged by observation."""

from __future__ import annotations

import pytest

from codeloop.envs.sandbox.base import JOB_OK, JOB_SETUP_ERROR, Job, TestCase
from codeloop.envs.sandbox.lang_conformance import DIALECTS, LANG_LIMITS
from codeloop.envs.sandbox.languages import LANGUAGES, LanguageSandbox
from codeloop.envs.sandbox.languages.toolchains import make_toolchain
from codeloop.envs.sandbox.pool import SandboxUnavailable

pytestmark = pytest.mark.slow

# A right and a wrong implementation of add per language, and a test that catches the wrong one.
ADD = {
    "java": ("public class Solution { public static int add(int a, int b) { return a + b; } }",
             "public class Solution { public static int add(int a, int b) { return a - b; } }"),
    "javascript": ("function add(a, b) { return a + b; }", "function add(a, b) { return a - b; }"),
    "typescript": ("function add(a: number, b: number): number { return a + b; }",
                   "function add(a: number, b: number): number { return a - b; }"),
    "cpp": ("int add(int a, int b) { return a + b; }", "int add(int a, int b) { return a - b; }"),
    "rust": ("pub fn add(a: i32, b: i32) -> i32 { a + b }",
             "pub fn add(a: i32, b: i32) -> i32 { a - b }"),
    "go": ("package solution\n\nfunc Add(a, b int) int { return a + b }\n",
           "package solution\n\nfunc Add(a, b int) int { return a - b }\n"),
}
BROKEN = {  # does not compile (or, for JavaScript, does not load)
    "java": "public class Solution { int add( }", "javascript": "function add(a, b { }",
    "typescript": "function add(a: number): string { return a; }", "cpp": "int add(int a {",
    "rust": "fn add(a: i32) -> i32 { a + \"x\" }", "go": "package solution\n\nfunc Add( {\n",
}


def _sandbox(language: str, warm: bool = True) -> LanguageSandbox:
    try:
        return LanguageSandbox(language, workers=1, warm=warm)
    except SandboxUnavailable as exc:
        pytest.skip(str(exc))


def _job(language: str, code: str) -> Job:
    d = DIALECTS[language]
    return Job(code=code, tests=(TestCase("right", d.check_add(1, 2, 3)),
                                 TestCase("catches_minus", d.check_add(2, 2, 4))),
               limits=LANG_LIMITS)


def _judge(sandbox: LanguageSandbox, language: str, code: str):
    """Judges ``code`` on the add tests against the right add."""
    return sandbox.run(_job(language, code), references={"right": ADD[language][0],
                                                         "catches_minus": ADD[language][0]})


def test_every_language_has_a_toolchain_and_a_dialect():
    assert set(LANGUAGES) == {"java", "javascript", "typescript", "cpp", "rust", "go"}
    assert set(DIALECTS) == set(LANGUAGES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_right_passes_wrong_fails_broken_is_a_setup_error(language):
    with _sandbox(language) as sandbox:
        right = _judge(sandbox, language, ADD[language][0])
        assert right.status == JOB_OK, right.message
        assert [o.status for o in right.outcomes] == ["passed", "passed"]
        wrong = _judge(sandbox, language, ADD[language][1])
        assert wrong.status == JOB_OK, wrong.message
        assert [o.status for o in wrong.outcomes] == ["failed", "failed"]
        # The message quotes the assertion, and what the code and the reference computed.
        assert "got 0, want 4" in wrong.outcomes[1].message, wrong.outcomes[1].message
        broken = _judge(sandbox, language, BROKEN[language])
        assert broken.status == JOB_SETUP_ERROR, broken
        assert not any(o.passed for o in broken.outcomes)
        assert right.extra["pid_namespace"] is True


@pytest.mark.parametrize("language", ["cpp", "java"])
def test_cold_mode_gives_the_same_verdicts(language):
    with _sandbox(language, warm=False) as sandbox:
        assert sandbox.name.endswith("-cold")
        result = _judge(sandbox, language, ADD[language][1])
    assert [o.status for o in result.outcomes] == ["failed", "failed"]


def test_a_crashing_test_does_not_take_the_others_with_it():
    # The program dies in the first test; the server restarts it from the second.
    code = ("#include <cstdlib>\nint add(int a, int b) { if (a == 1) std::abort(); "
            "return a + b; }\n")
    with _sandbox("cpp") as sandbox:
        result = _judge(sandbox, "cpp", code)
    assert result.status == JOB_OK
    assert [o.status for o in result.outcomes] == ["error", "passed"]
    assert "signal" in result.outcomes[0].message
    assert result.extra["restarts"] == 1


def test_java_warm_compiler_serves_job_after_job():
    with _sandbox("java") as warm:
        first = _judge(warm, "java", ADD["java"][0])
        second = _judge(warm, "java", ADD["java"][0])
    assert first.status == second.status == JOB_OK
    assert second.extra["server_ms"]["compile_ms"] > 0


def test_typescript_type_errors_are_setup_errors_with_the_diagnostic():
    with _sandbox("typescript") as sandbox:
        result = _judge(sandbox, "typescript", BROKEN["typescript"])
    assert result.status == JOB_SETUP_ERROR
    assert "TS2322" in result.message or "not assignable" in result.message


def test_toolchains_write_tests_in_the_languages_idiom():
    # Java tests extend the assertion base class; Go tests receive a testing.T look-alike.
    java = make_toolchain("java").files("class Solution {}", (TestCase("a", "assertTrue(true);"),))
    assert "extends CodeloopAssert" in java["CodeloopTests.java"]
    go = make_toolchain("go").files("package x\n", (TestCase("a", "t.Errorf(\"x\")"),))
    assert go["solution.go"].startswith("package main")
    assert "func codeloopT0(t *codeloopT)" in go["codeloop_main.go"]
