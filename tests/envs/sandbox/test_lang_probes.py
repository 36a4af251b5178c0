"""Probes: each assertion becomes an observation of its actual side; expected sides vanish."""

from __future__ import annotations

import re

import pytest

from codeloop.envs.sandbox.languages.probes import ProbeError, derive_probe, lint_cell
from codeloop.envs.tasks import load_tasks
from codeloop.envs.tasks.build_bank import bank_objects, lint_bank

LANGS = ("cpp", "java", "javascript", "typescript", "rust", "go", "ruby")


@pytest.mark.parametrize(("language", "cell", "observed", "dropped"), [
    ("cpp", 'CHECK((f("a")) == (std::string("SECRET")));', '::codeloop::observe(0, ((f("a"))));',
     '"SECRET"'),
    ("cpp", "CHECK_EQ(g(2), 77);", "::codeloop::observe(0, (g(2)));", "77"),
    ("java", 'assertEquals("SECRET", A.f("a"));', 'codeloopObserve(0, A.f("a"));', '"SECRET"'),
    ("javascript", 'assert.deepStrictEqual(f("a"), ["SECRET"]);', 'assert.observe(0, f("a"));',
     '"SECRET"'),
    ("typescript", 'assert.strictEqual(f("a"), 77);', 'assert.observe(0, f("a"));', "77"),
    ("rust", 'assert_eq!(f("a"), Err("SECRET".to_string()));',
     'codeloop_rt::observe(0, &(f("a")));', '"SECRET"'),
    ("go", 'got, err := F("a")\nt.ExpectNoErr(err)\nt.ExpectEq(got, "SECRET")',
     'got, err := F("a")\nt.ObserveErr(0, err)\nt.Observe(1, got)', '"SECRET"'),
    ("go", '_, err := F("")\nt.ExpectErr(err, "SECRET")', '_, err := F("")\nt.ObserveErr(0, err)',
     '"SECRET"'),
    ("ruby", 'assert_equal "SECRET", f("a")', 'codeloop_observe(0, (f("a")))', '"SECRET"'),
    ("ruby", 'assert f("a") == ["SECRET"]', 'codeloop_observe(0, (f("a")))', '"SECRET"'),
    ("ruby", 'e = assert_raises(ArgumentError) { f("") }\nassert_equal "SECRET", e.message',
     'e = codeloop_observe_raises(0, ArgumentError) { f("") }\ncodeloop_observe(1, (e.message))',
     '"SECRET"'),
])
def test_an_assertion_becomes_an_observation_of_its_actual_side(language, cell, observed,
                                                                 dropped):
    probe = derive_probe(language, cell)
    assert probe.source == observed
    assert any(dropped in e for e in probe.expected) and dropped not in probe.source
    assert [s.index for s in probe.sites] == list(range(len(probe.sites)))


@pytest.mark.parametrize(("language", "cell", "observed"), [
    # A boolean assertion observes its boolean, with a leading ! dropped so that the probe does
    # not say which boolean the reference gives.
    ("cpp", "CHECK(!ok(1));", "::codeloop::observe(0, (ok(1)));"),
    ("java", "assertFalse(A.ok(1));", "codeloopObserve(0, A.ok(1))"),
    ("java", "assertTrue(!A.ok(1));", "codeloopObserve(0, A.ok(1))"),
    ("javascript", "assert(!ok(1));", "assert.observe(0, ok(1))"),
    ("rust", "assert!(!ok(1));", "codeloop_rt::observe(0, &(ok(1)))"),
    ("ruby", "refute ok(1)", "codeloop_observe(0, !!(ok(1)))"),
    ("ruby", "assert !ok(1)", "codeloop_observe(0, !!(ok(1)))"),
    ("ruby", "assert(not(ok(1)))", "codeloop_observe(0, !!(ok(1)))"),
])
def test_boolean_assertions_observe_the_boolean(language, cell, observed):
    assert derive_probe(language, cell).source.rstrip(";") == observed.rstrip(";")


def test_the_bank_cpp_exception_idiom_observes_both_ways_out():
    cell = ('try {\n    (void)f("");\n    CHECK(false);\n} catch (const std::invalid_argument& e) '
            '{\n    CHECK_EQ(std::string(e.what()), std::string("empty numeral"));\n}')
    probe = derive_probe("cpp", cell)
    assert "::codeloop::observe(0, (false))" in probe.source
    assert "::codeloop::observe(1, (std::string(e.what())))" in probe.source
    assert "empty numeral" not in probe.source
    assert [s.line for s in probe.sites] == [3, 5]


def test_throws_assertions_observe_what_was_thrown():
    java = derive_probe("java", "IllegalArgumentException e = assertThrows("
                        "IllegalArgumentException.class, () -> A.f(\"\"));\n"
                        "assertEquals(\"empty\", e.getMessage());")
    assert "codeloopObserveThrows(0, IllegalArgumentException.class, () -> A.f(\"\"))" in \
        java.source and "codeloopObserve(1, e.getMessage())" in java.source
    js = derive_probe("javascript", "assert.throws(() => f(''), { name: 'RangeError', "
                      "message: 'SECRET' });")
    assert js.source == "assert.observeThrows(0, () => f(''), ['message', 'name']);"


def test_java_tolerance_stays_on_the_host():
    probe = derive_probe("java", "assertEquals(0.3, A.f(), 1e-9);")
    assert probe.source == "codeloopObserve(0, A.f());"
    assert probe.sites[0].tolerance == 1e-9


@pytest.mark.parametrize(("language", "cell", "why"), [
    ("cpp", "CHECK(f(1) < 3);", "compares"),
    ("cpp", "CHECK(a(1) && f(1) == 3);", "compares"),
    ("cpp", "CHECK_NE(f(1), 3);", "CHECK_NE"),
    ("java", "assertTrue(A.f(1) == 3);", "compares"),
    ("javascript", "assert.ok(f(1) === 3);", "compares"),
    ("typescript", "assert.notStrictEqual(f(1), 3);", "notStrictEqual"),
    ("rust", "assert!(f(1) < 3);", "compares"),
    ("rust", "assert_ne!(f(1), 3);", "assert_ne"),
    ("go", 'if got := F(1); got != 3 {\n\tt.Fatalf("got %v", got)\n}', "t.Fatalf"),
    ("go", "if !codeloopDeepEqual(F(1), []int{3}) {\n\tt.FailNow()\n}", "ExpectEq"),
    ("javascript", "const x = f(1);", "no assertion"),
    ("cpp", "CHECK(f(1);", "parse"),
])
def test_cells_that_would_leak_or_observe_nothing_are_refused(language, cell, why):
    with pytest.raises(ProbeError, match=why):
        derive_probe(language, cell)
    assert lint_cell(language, cell)


def _cells(language: str):
    for task in load_tasks(f"bank@lang={language}"):
        for iid in ["base", *(i.id for i in task.instructions)]:
            for check in task.checks_of(iid):
                yield from check.params.get("tests", [])


_LITERAL = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'|\b\d[\w.]*|\btrue\b|\bfalse\b')
#: The observation calls a probe adds, with their site index.
_OBSERVE = re.compile(r"\b(\w*(?:observe|Observe|OBSERVE)\w*)\((\d+), ")


def _without(text: str, parts: tuple[str, ...]) -> str:
    for part in parts:
        text = text.replace(part, "", 1)
    return text


def _literals(text: str) -> list[str]:
    return _LITERAL.findall(text)


@pytest.mark.parametrize("language", LANGS)
def test_no_probe_of_the_bank_holds_an_expected_value(language):
    # An expected argument may appear in a probe only as often as it appears in the cell
    # outside the expected arguments (an input that happens to equal it, such as a 3 in f(3)).
    cells = list(_cells(language))
    assert len(cells) >= 60
    for cell in cells:
        probe = derive_probe(language, cell)
        shown = _literals(_OBSERVE.sub(r"\1(", probe.source))
        rest = _literals(_without(cell, probe.expected))
        for expected in probe.expected:
            for literal in _literals(expected):
                assert shown.count(literal) <= rest.count(literal), (cell, literal)


def test_the_bank_lint_passes_and_catches_a_leaky_cell():
    objects = bank_objects()
    assert lint_bank(objects) == []
    leaky = dict(next(o for o in objects if o["language"] == "cpp"))
    leaky["base_checks"] = [{"kind": "tests", "params": {"tests": ["CHECK(f(1) == 2 || g());"]}}]
    problems = lint_bank([leaky])
    assert len(problems) == 1 and "base test 1" in problems[0] and "compares" in problems[0]


@pytest.mark.parametrize("language", LANGS)
def test_sites_carry_their_line_in_the_cell(language):
    cell = {"cpp": "int x = 1;\nCHECK_EQ(f(x), 2);", "java": "int x = 1;\nassertEquals(2, A.f(x));",
            "javascript": "const x = 1;\nassert.strictEqual(f(x), 2);",
            "typescript": "const x = 1;\nassert.strictEqual(f(x), 2);",
            "rust": "let x = 1;\nassert_eq!(f(x), 2);", "go": "x := 1\nt.ExpectEq(F(x), 2)",
            "ruby": "x = 1\nassert_equal 2, f(x)"}
    assert derive_probe(language, cell[language]).sites[0].line == 2


@pytest.mark.parametrize(("language", "cell"), [
    ("cpp", "std::vector<int> want{1, 2};\nCHECK_EQ(f(), want);"),
    ("java", "int want = 3;\nassertEquals(want, A.f());"),
    ("javascript", "const want = [1, 2];\nassert.deepStrictEqual(f(), want);"),
    ("typescript", "const { want } = { want: 3 };\nassert.strictEqual(f(), want);"),
    ("rust", "let want = vec![1, 2];\nassert_eq!(f(), want);"),
    ("go", "want := []int{1, 2}\nt.ExpectEq(F(), want)"),
    ("ruby", "want = [1, 2]\nassert_equal want, f"),
])
def test_an_expected_value_computed_in_the_test_is_refused(language, cell):
    # Dropping the assertion's expected side would leave the value in its declaration.
    with pytest.raises(ProbeError, match="which the test computes"):
        derive_probe(language, cell)


def test_a_throws_matcher_must_be_exact():
    with pytest.raises(ProbeError, match="literal values"):
        derive_probe("javascript", "assert.throws(() => f(), { message: /empty/ });")
