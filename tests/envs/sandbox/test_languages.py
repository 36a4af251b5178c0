"""Language sandboxes: each language's tests in its idiom, warm and cold, judged by observation."""

from __future__ import annotations

import contextlib

import pytest

from codeloop.envs.sandbox.base import JOB_OK, JOB_SETUP_ERROR, Job, TestCase
from codeloop.envs.sandbox.lang_conformance import DIALECTS, LANG_LIMITS, shared_sandbox
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
    "ruby": ("def add(a, b)\n  a + b\nend\n", "def add(a, b)\n  a - b\nend\n"),
}
BROKEN = {  # does not compile (or, for JavaScript, does not load)
    "java": "public class Solution { int add( }", "javascript": "function add(a, b { }",
    "typescript": "function add(a: number): string { return a; }", "cpp": "int add(int a {",
    "rust": "fn add(a: i32) -> i32 { a + \"x\" }", "go": "package solution\n\nfunc Add( {\n",
    "ruby": "def add(a, b\n  a + b\n",
}


def _sandbox(language: str, warm: bool = True):
    """A one-worker sandbox: the run's shared warm one (left open), or a cold one of its own."""
    try:
        if warm:
            return contextlib.nullcontext(shared_sandbox(language))
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
    assert set(LANGUAGES) == {"java", "javascript", "typescript", "cpp", "rust", "go", "ruby"}
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


# Each pair computes the same values in a different order (maps/sets filled forwards and
# backwards, -0.0 against 0.0, a long string): the canonical observations must be equal.
_SAME = {
    "cpp": ("#include <string>\n#include <unordered_map>\n#include <unordered_set>\n"
            "std::unordered_map<std::string, int> m() { std::unordered_map<std::string, int> x; "
            "for (int i = {A}; i != {B}; i += {S}) x[\"k\" + std::to_string(i)] = i; return x; }\n"
            "std::unordered_set<int> s() { std::unordered_set<int> x; "
            "for (int i = {A}; i != {B}; i += {S}) x.insert(i * 7); return x; }\n"
            "double z() { return {Z}; }\nstd::string big() { return std::string(5000, 'x') + "
            "\"{END}\"; }\n",
            ["CHECK_EQ(m(), m());", "CHECK_EQ(s(), s());", "CHECK_EQ(z(), 0.0);",
             "CHECK_EQ(big(), big());"]),
    "java": ("import java.util.*;\npublic class Solution {\n"
             "  public static Map<String, Integer> m() { "
             "Map<String, Integer> x = new LinkedHashMap<>(); "
             "for (int i = {A}; i != {B}; i += {S}) x.put(\"k\" + i, i); return x; }\n"
             "  public static Set<Integer> s() { Set<Integer> x = new LinkedHashSet<>(); "
             "for (int i = {A}; i != {B}; i += {S}) x.add(i * 7); return x; }\n"
             "  public static double z() { return {Z}; }\n"
             "  public static String big() { return \"x\".repeat(5000) + \"{END}\"; }\n}\n",
             ["assertEquals(null, Solution.m());", "assertEquals(null, Solution.s());",
              "assertEquals(0.0, Solution.z(), 0.0);", "assertEquals(null, Solution.big());"]),
    "javascript": ("function m() { const x = new Map(); for (let i = {A}; i !== {B}; i += {S}) "
                   "x.set('k' + i, i); return x; }\nfunction s() { const x = new Set(); "
                   "for (let i = {A}; i !== {B}; i += {S}) x.add(i * 7); return x; }\n"
                   "function o() { const x = {}; for (let i = {A}; i !== {B}; i += {S}) "
                   "x['k' + i] = i; return x; }\n"
                   "function z() { return {Z}; }\nfunction big() { return 'x'.repeat(5000) + "
                   "'{END}'; }\n",
                   ["assert.deepStrictEqual(m(), null);", "assert.deepStrictEqual(s(), null);",
                    "assert.deepStrictEqual(o(), null);", "assert.strictEqual(z(), 0);",
                    "assert.strictEqual(big(), null);"]),
    "rust": ("use std::collections::{HashMap, HashSet};\npub fn m() -> HashMap<String, i32> { "
             "let mut x = HashMap::new(); let mut i = {A}; while i != {B} { "
             "x.insert(format!(\"k{}\", i), i); i += {S}; } x }\npub fn s() -> HashSet<i32> { "
             "let mut x = HashSet::new(); let mut i = {A}; while i != {B} { x.insert(i * 7); "
             "i += {S}; } x }\npub fn z() -> f64 { {Z} }\npub fn big() -> String { "
             "\"x\".repeat(5000) + \"{END}\" }\n",
             ["assert_eq!(m(), m());", "assert_eq!(s(), s());", "assert_eq!(z(), 0.0);",
              "assert_eq!(big(), big());"]),
    "go": ("package solution\n\nimport \"strings\"\n\n"
           "func M() map[string]int { x := map[string]int{}; "
           "for i := {A}; i != {B}; i += {S} { x[\"k\"+string(rune('a'+i))] = i }; return x }\n"
           "func Z() float64 { z := 0.0; return {Z}z }\n"
           "func Big() string { return strings.Repeat(\"x\", 5000) + \"{END}\" }\n",
           ["t.ExpectEq(M(), nil)", "t.ExpectEq(Z(), 0.0)", "t.ExpectEq(Big(), nil)"]),
    "ruby": ("require \"set\"\n"
             "def m\n  x = {}\n  i = {A}\n  while i != {B}\n    x[\"k#{i}\"] = i\n    i += {S}\n"
             "  end\n  x\nend\n"
             "def s\n  x = Set.new\n  i = {A}\n  while i != {B}\n    x << i * 7\n    i += {S}\n"
             "  end\n  x\nend\n"
             "def z\n  {Z}\nend\n"
             "def big\n  \"x\" * 5000 + \"{END}\"\nend\n",
             ["assert_equal nil, m", "assert_equal nil, s", "assert_equal 0.0, z",
              "assert_equal nil, big"]),
}
_SAME["typescript"] = (
    _SAME["javascript"][0].replace("function m()", "function m(): Map<string, number>")
    .replace("new Map()", "new Map<string, number>()")
    .replace("function s()", "function s(): Set<number>")
    .replace("new Set()", "new Set<number>()")
    .replace("function o()", "function o(): Record<string, number>")
    .replace("const x = {};", "const x: Record<string, number> = {};"),
    _SAME["javascript"][1])


def _same(language: str, forwards: bool, end: str = "END") -> str:
    code, _ = _SAME[language]
    zero = "0.0" if forwards else "-0.0"
    if language == "go":
        zero = "" if forwards else "-"
    a, b, step = ("0", "20", "1") if forwards else ("19", "-1", "-1")
    return (code.replace("{A}", a).replace("{B}", b).replace("{S}", step)
            .replace("{Z}", zero).replace("{END}", end))


@pytest.mark.parametrize("language", LANGUAGES)
def test_observations_are_canonical_whatever_the_order(language):
    tests = tuple(TestCase(f"t{k}", src) for k, src in enumerate(_SAME[language][1]))
    reference = _same(language, True)
    with _sandbox(language) as sandbox:
        same = sandbox.run(Job(code=_same(language, False), tests=tests, limits=LANG_LIMITS),
                           references={t.id: reference for t in tests})
        assert same.status == JOB_OK, same.message
        assert [o.status for o in same.outcomes] == ["passed"] * len(tests), same.outcomes
        # A long value is compared whole (by hash), not by a prefix.
        other = sandbox.run(Job(code=_same(language, True, "FIN"), tests=tests[-1:],
                                limits=LANG_LIMITS), references={tests[-1].id: reference})
        assert other.outcomes[0].status == "failed", other.outcomes
