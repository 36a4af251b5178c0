"""Hostile code gets a verdict from every rule and from evaluate, never an exception."""

from __future__ import annotations

import ast
import time

import pytest

from codeloop.rewards.checks import Check, evaluate
from codeloop.rewards.checks.parsing import MAX_CODE_CHARS, TOO_LONG, UNPARSEABLE, parse_code
from codeloop.rewards.checks.static import RULE_CHECKABLE, run_static

PARAMS = {"max": 3, "max_lines": 5, "constructs": ["for", "recursion"], "calls": ["print"],
          "required": ["dict"], "exceptions": ["ValueError"], "functions": "snake_case",
          "variables": "snake_case"}

# Deep, but shallow enough for the parser: the rules must cope with what parses.
DEEP = {
    "sum": "def f(x):\n    return " + "+".join(["x"] * 900) + "\n",
    "unary": "def f(x):\n    return " + "-" * 900 + "x\n",
    "ternary": "def f(x):\n    return " + "1 if x else " * 900 + "0\n",
    "attribute": "def f(x):\n    return x" + ".a" * 900 + "\n",
    "annotation": "def f(x: " + "|".join(["int"] * 900) + ") -> int:\n    return 1\n",
    "lambdas": "f = " + "lambda: " * 150 + "1\n",
}


@pytest.mark.parametrize("name", sorted(DEEP))
def test_every_rule_gives_a_verdict_on_deep_code(name):
    source = DEEP[name]
    tree, reason = parse_code(source)
    assert tree is not None, reason
    for kind in RULE_CHECKABLE:
        passed, why = run_static(kind, source, tree, PARAMS)
        assert isinstance(passed, bool) and why, kind


def test_unparsing_a_deep_annotation_is_a_failed_verdict_not_a_crash():
    source = DEEP["annotation"]
    passed, why = run_static("type_hints", source, ast.parse(source),
                             {"exact": {"f": {"x": "int"}}})
    assert not passed and "nests too deeply" in why


def test_code_over_the_cap_is_too_long_to_judge():
    tree, reason = parse_code("x = 1\n" * (MAX_CODE_CHARS // 6 + 1))
    assert tree is None and reason.startswith(TOO_LONG)


@pytest.mark.parametrize("source,fragment", [
    ("def f():\n    return " + "-" * 3000 + "1\n", "nests deeper"),
    ("def f():\n    return " + "+".join(["1"] * 12000) + "\n", "nests deeper"),
    ("f = " + "lambda: " * 3000 + "1\n", "nests deeper"),
    ("def f():\n    return '\ud800'\n", "not valid Unicode"),
    ("def f():\n    return 1\x00\n", ""),
])
def test_evaluate_gives_every_unit_the_parse_failure(source, fragment):
    checks = [Check("forbid", {"constructs": ["for"]}), Check("complexity", {"max": 3})]
    started = time.perf_counter()
    verdicts, job = evaluate(source, [("i", checks)], None)
    assert time.perf_counter() - started < 1.0
    assert job is None
    results = verdicts["i"].results
    assert len(results) == 2
    assert all(not r.passed and r.reason.startswith(UNPARSEABLE) and fragment in r.reason
               for r in results)


def test_a_large_reply_is_judged_by_every_rule_in_bounded_time():
    one = ("def f{i}(a, b):\n    '''Doc.'''\n    if a and b:\n"
           "        return [x for x in range(a) if x]\n    return f{i}(b, a)\n\n")
    source = "".join(one.format(i=i) for i in range(200))  # about 22 KB
    tree, _ = parse_code(source)
    started = time.perf_counter()
    for kind in RULE_CHECKABLE:
        run_static(kind, source, tree, PARAMS)
    assert time.perf_counter() - started < 20.0  # generous: the machine is shared


def test_a_reply_built_to_make_the_callable_flow_slow_is_judged_in_bounded_time():
    # Every function hands functions on through parameters, and the ring of calls is real
    # recursion: past its work budget the flow turns coarse (any value may be any callable),
    # which is fast and still sees the recursion.
    one = "def g{i}(f, *xs):\n    return f(g{j}, *xs) or g{k}(g{i}, f)\n"
    parts = [one.format(i=i, j=(i * 7 + 3) % 1000, k=(i + 1) % 1000) for i in range(1000)]
    source = "".join(parts)
    assert len(source) < MAX_CODE_CHARS
    started = time.perf_counter()
    passed, why = run_static("forbid", source, ast.parse(source), {"constructs": ["recursion"]})
    assert time.perf_counter() - started < 20.0  # generous: the machine is shared
    assert not passed and "recursion" in why


@pytest.mark.parametrize("budget", [0, None])
def test_the_coarse_flow_still_sees_recursion_through_a_parameter(monkeypatch, budget):
    import codeloop.rewards.checks.flow as flow

    if budget is not None:
        monkeypatch.setattr(flow, "_FLOW_WORK", budget)
    code = ("def fact(me, n):\n    return 1 if n < 2 else n * me(me, n - 1)\n\n"
            "def factorial(n):\n    return fact(fact, n)\n")
    passed, why = run_static("forbid", code, ast.parse(code), {"constructs": ["recursion"]})
    assert not passed and "recursion" in why
