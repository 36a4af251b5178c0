"""What a warm C++, Rust or Go build is made of, and that it changes nothing a program observes.

A warm worker precompiles C++'s common headers with codeloop's runtime header and compiles the
runtime's functions once (an object every job links); it builds Rust's runtime once as a crate
every job links; it links Go programs without DWARF or symbol table. These run the toolchains
bare on the host (:mod:`...languages.floor`), with the worker's own setup, compile and run
commands, on code written here (never a candidate's).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from codeloop.envs.sandbox.base import TestCase
from codeloop.envs.sandbox.languages.floor import HostToolchain
from codeloop.envs.sandbox.languages.toolchains import ToolchainMissing, make_toolchain

pytest.importorskip("tree_sitter")
from codeloop.envs.sandbox.languages.probes import derive_probe  # noqa: E402

CPP_CODE = """#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>
std::vector<int> evens(int n) {
  std::vector<int> v;
  for (int i = 0; i < n; i += 2) v.push_back(i);
  return v;
}
std::map<std::string, int> counts() { return {{"b", 2}, {"a", 1}}; }
std::set<char> letters() { return {'z', 'a'}; }
std::optional<double> half(int n) { if (n < 0) return std::nullopt; return n / 2.0; }
std::pair<std::string, bool> named() { return {"x\\n\\"y\\"", true}; }
int boom() { throw std::runtime_error("no"); }
"""
CPP_TESTS = (
    "CHECK_EQ(evens(7), std::vector<int>{0, 2, 4, 6});\nCHECK_EQ(evens(0).size(), 0u);",
    'CHECK_EQ(counts(), (std::map<std::string, int>{{"a", 1}, {"b", 2}}));',
    "CHECK_EQ(letters(), (std::set<char>{'a', 'z'}));",
    "CHECK_EQ(half(3), 1.5);\nCHECK_EQ(half(-1), std::nullopt);\nCHECK_EQ(-0.0 * 1, 0.0);",
    'CHECK_EQ(named(), std::make_pair(std::string("x"), true));',
    "CHECK_THROWS(boom());\nCHECK(!evens(3).empty());",
)
RUST_CODE = """use std::collections::{BTreeSet, HashMap};
pub fn evens(n: i32) -> Vec<i32> { (0..n).filter(|i| i % 2 == 0).collect() }
pub fn counts() -> HashMap<String, i64> {
    [("b".to_string(), 2), ("a".to_string(), 1)].into_iter().collect()
}
pub fn letters() -> BTreeSet<char> { ['z', 'a'].into_iter().collect() }
pub fn half(n: i32) -> Option<f64> { if n < 0 { None } else { Some(n as f64 / 2.0) } }
pub fn named() -> (String, bool) { ("x\\n\\"y\\"".to_string(), true) }
pub fn parse(s: &str) -> Result<i32, String> { s.parse::<i32>().map_err(|e| e.to_string()) }
"""
RUST_TESTS = (
    "assert_eq!(evens(7), vec![0, 2, 4, 6]);\nassert_eq!(evens(0).len(), 0);",
    "assert_eq!(counts().len(), 2);\nassert_eq!(counts(), HashMap::new());",
    "assert_eq!(letters(), BTreeSet::new());",
    "assert_eq!(half(3), Some(1.5));\nassert_eq!(half(-1), None);",
    'assert_eq!(named(), (String::new(), true));',
    'assert_eq!(parse("12"), Ok(12));\nassert_eq!(parse("x"), Err(String::new()));',
)
GO_CODE = """package solution

import (
	"errors"
	"sort"
)

func Evens(n int) []int {
	var out []int
	for i := 0; i < n; i += 2 {
		out = append(out, i)
	}
	return out
}

func Counts() map[string]int { return map[string]int{"b": 2, "a": 1} }

func Half(n int) (float64, error) {
	if n < 0 {
		return 0, errors.New("negative")
	}
	return float64(n) / 2, nil
}

func Sorted(words []string) []string { sort.Strings(words); return words }

func Index(xs []int, k int) int { return xs[k] }
"""
GO_TESTS = (
    "t.ExpectEq(Evens(7), []int{0, 2, 4, 6})\nt.ExpectEq(len(Evens(0)), 0)",
    "t.ExpectEq(Counts(), map[string]int{})",
    "h, err := Half(3)\nt.ExpectNoErr(err)\nt.ExpectEq(h, 1.5)\n"
    "_, err = Half(-1)\nt.ExpectErr(err, \"negative\")",
    't.ExpectEq(Sorted([]string{"b", "a\\n"}), []string{})',
    "t.ExpectEq(Index([]int{1}, 3), 0)",  # a panic: the runtime error's text is observed
)
CASES = {"cpp": (CPP_CODE, CPP_TESTS), "rust": (RUST_CODE, RUST_TESTS),
         "go": (GO_CODE, GO_TESTS)}
#: The file each warm build must not compile: the runtime's functions, built by the setup.
RUNTIME_SOURCE = {"cpp": "cpp/codeloop_rt.cpp", "rust": "rust/rt.rs"}


def _host(language: str, root: Path) -> HostToolchain:
    try:
        return HostToolchain(root, make_toolchain(language))
    except ToolchainMissing as exc:
        pytest.skip(str(exc))


def _probes(language: str) -> tuple[TestCase, ...]:
    return tuple(TestCase(f"t{k}", derive_probe(language, cell).source)
                 for k, cell in enumerate(CASES[language][1]))


@pytest.mark.parametrize("language", sorted(CASES))
def test_warm_and_cold_programs_observe_the_same_values(language, tmp_path):
    host = _host(language, tmp_path)
    host.setup()
    code, tests = CASES[language][0], _probes(language)
    cold = host.job(code, tests, warm=False)
    warm = host.job(code, tests, warm=True)
    panics = 1 if language == "go" else 0  # Go's last test ends in an index panic
    assert cold.completed == warm.completed == len(tests) - panics
    assert len(cold.observed) >= len(tests) + 2  # every site of every test, in order
    assert warm.observed == cold.observed
    assert warm.reports == cold.reports  # statuses and messages (Go's panic) alike


@pytest.mark.parametrize("language", sorted(RUNTIME_SOURCE))
def test_warm_jobs_link_the_runtime_the_setup_built(language, tmp_path):
    host = _host(language, tmp_path)
    host.setup()
    code, tests = CASES[language][0], _probes(language)[:1]
    # After the setup, the runtime's source is no longer needed by a warm job: break it.
    (host.paths["/cache"] / RUNTIME_SOURCE[language]).write_text("this is not code\n")
    assert host.job(code, tests, warm=True).completed == 1
    with pytest.raises(RuntimeError, match="failed"):
        host.job(code, tests, warm=False)  # the cold one compiles it in


def test_warm_cpp_jobs_load_the_precompiled_header(tmp_path):
    host = _host("cpp", tmp_path)
    host.setup()
    run = host.job(CPP_CODE, _probes("cpp")[:1], warm=True, extra_flags=["-H"])
    # g++ -H marks a precompiled header it used with '!' (an invalid one falls back silently
    # to parsing the headers, which would cost a job three times as much).
    gch = host.paths["/cache"] / "cpp" / "pch" / "codeloop.hpp.gch"
    assert f"! {gch}" in run.compiler_output.splitlines()
    assert "codeloop_rt.hpp" not in run.compiler_output  # inside the precompiled header
