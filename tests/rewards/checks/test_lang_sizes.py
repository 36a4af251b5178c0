"""``lang_data_structure``'s ``sizes``: statically known container sizes in every language."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("tree_sitter")

from codeloop.rewards.checks.corpus_lang import load_corpus  # noqa: E402
from codeloop.rewards.checks.lang import LANGS, run_lang_rule  # noqa: E402
from codeloop.rewards.checks.lang.sizes import BOUNDED, same_kind  # noqa: E402


def _sized(code: str, language: str, kind: str, **bounds: int) -> tuple[bool, str]:
    return run_lang_rule("lang_data_structure", code,
                         {"language": language, "sizes": {kind: bounds}})


@pytest.mark.parametrize("language", sorted(LANGS))
def test_corpus_has_five_passing_and_five_failing_size_cases(language):
    cases = [c for _, c in load_corpus(["lang_data_structure"], [language])
             if "sizes" in c.params]
    assert sum(c.expected for c in cases) >= 5
    assert sum(not c.expected for c in cases) >= 5


@pytest.mark.parametrize(("language", "code", "kind", "size"), [
    ("java", "class A { int[] xs = new int[2500]; }", "array", 2500),
    ("java", "class A { Object q = new java.util.concurrent.ArrayBlockingQueue<>(7); }",
     "ArrayBlockingQueue", 7),
    ("cpp", "#include <array>\nstd::array<int, 2500> a;", "std::array", 2500),
    ("cpp", "int a[2 * 50];", "array", 100),
    ("rust", "fn f() { let v: Vec<u8> = Vec::with_capacity(0x10); }", "Vec", 16),
    ("rust", "fn f() { let v = ArrayVec::<[i32; 16]>::new(); }", "ArrayVec", 16),
    ("go", "package main\n\nfunc f() { _ = make([]int, 0, 2500) }", "slice", 2500),
    ("go", "package main\n\nfunc f() { _ = make(chan int, 8) }", "channel", 8),
    ("javascript", "const a = Array.from({length: 2500});", "Array", 2500),
    ("typescript", "const a: Uint8Array = new Uint8Array(32);", "Uint8Array", 32),
    ("ruby", "N = 50\nxs = Array.new(2 * N, 0)", "Array", 100),
    ("ruby", "xs = [1, 2, 3]", "array", 3),
])
def test_each_form_states_its_size(language, code, kind, size):
    assert _sized(code, language, kind, min=size, max=size)[0]
    ok, reason = _sized(code, language, kind, max=size - 1)
    assert not ok and f" {size}, more than {size - 1}" in reason


def test_a_vector_in_braces_holds_its_elements_not_a_count():
    # std::vector<int> v{10} is one element, v(10) ten: the tree tells them apart.
    assert _sized("#include <vector>\nstd::vector<int> v{10};", "cpp", "vector", max=1)[0]
    assert not _sized("#include <vector>\nstd::vector<int> v(10);", "cpp", "vector", max=1)[0]


def test_a_bound_on_a_kind_without_capacity_is_a_violation_with_its_reason():
    code = ("use std::collections::BTreeMap;\n"
            "fn f() { let m: BTreeMap<i32, i32> = BTreeMap::new(); }")
    ok, reason = _sized(code, "rust", "BTreeMap", max=2500)
    assert not ok and "takes no size or capacity in rust" in reason


@pytest.mark.parametrize("sizes", [{"Vec": {}}, {"Vec": 5}, {"Vec": {"max": "lots"}},
                                   {"Vec": {"most": 5}}, ["Vec"]])
def test_malformed_bounds_are_a_verdict_not_a_crash(sizes):
    ok, reason = run_lang_rule("lang_data_structure", "fn f() {}",
                               {"language": "rust", "sizes": sizes})
    assert not ok and "could not run" in reason


def test_constants_are_trusted_only_when_bound_once():
    once = "const N = 5;\nfunction f() { return new Array(N); }"
    assert _sized(once, "javascript", "Array", max=5)[0]
    shadowed = "const N = 5;\nfunction f(N) { return new Array(N); }"
    assert not _sized(shadowed, "javascript", "Array", max=5)[0]


def test_kind_names_compare_without_namespace_or_case():
    assert same_kind("std::vector", "vector") and same_kind("Array", "array")
    assert same_kind("chan", "channel") and not same_kind("Int32Array", "Array")
    assert all(kinds == {k.lower() for k in kinds} for kinds in BOUNDED.values())


def test_the_sizes_param_is_listed_with_the_rule(capsys):
    from codeloop.cli import main

    assert main(["checks", "list", "--json"]) == 0
    rows = {r["kind"]: r for r in json.loads(capsys.readouterr().out)}
    assert "sizes" in rows["lang_data_structure"]["params"]
    assert "capacity" in rows["lang_data_structure"]["params"]["sizes"]


def test_a_do_while_zero_body_runs_and_counts():
    # `do { ... } while (0)` runs its body once: only a false `if`/`while` hides code.
    code = "void f() { do { int a[10]; } while (0); }"
    assert _sized(code, "cpp", "array", max=10)[0]
    assert not _sized(code.replace("do {", "while (0) {").replace("} while (0);", "}"), "cpp",
                      "array", max=10)[0]
