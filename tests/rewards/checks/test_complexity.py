"""The ``complexity`` rule counts every decision point by default (radon's counting).

Boolean operators and conditional expressions are branches: moving an if/elif ladder into
``and``/``or`` chains or ``x if c else y`` must not lower the score. ``method: mccabe`` keeps
the mccabe package's statement-only count for CodeIF-Bench.
"""

from __future__ import annotations

import ast

import pytest

from codeloop.rewards.checks.static import radon_complexity, run_static

LADDER = '''
def fizz(i):
    return "FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i
'''
CHAIN = '''
def valid(name):
    return 3 <= len(name) <= 16 and name[0].isalpha() and name.isalnum() and "__" not in name
'''


def complexity(code: str, **params) -> tuple[bool, str]:
    """Runs the rule on ``code``."""
    return run_static("complexity", code, ast.parse(code), params)


@pytest.mark.parametrize(("code", "score"), [(LADDER, 4), (CHAIN, 4)])
def test_default_counts_boolean_operators_and_conditional_expressions(code, score):
    passed, reason = complexity(code, max=score - 1)
    assert not passed and f"complexity {score}" in reason
    assert complexity(code, max=score)[0]


@pytest.mark.parametrize("code", [LADDER, CHAIN])
def test_method_mccabe_keeps_the_mccabe_package_count(code):
    import mccabe

    visitor = mccabe.PathGraphingAstVisitor()
    visitor.preorder(ast.parse(code), visitor)
    (graph,) = visitor.graphs.values()
    assert graph.complexity() == 1
    assert complexity(code, max=1, method="mccabe")[0]
    assert not complexity(code, max=1, method="radon")[0]


def test_unknown_method_is_a_failed_check():
    passed, reason = complexity(CHAIN, max=9, method="halstead")
    assert not passed and "unknown complexity method" in reason


def test_functions_nested_in_a_named_function_are_judged():
    code = ("def total(xs):\n    def step(v):\n        return 0 if v < 0 else 10 if v > 10 "
            "else v\n    return sum(map(step, xs))\n\ndef other(x):\n    return x and 1 or 2\n")
    passed, reason = complexity(code, max=2, names=["total"])
    assert not passed and "total.step has complexity 3" in reason
    assert "other" not in reason
    assert complexity(code, max=3, names=["total"])[0]
    # CodeIF-Bench's harness scores cc_visit(inspect.getsource(f))[0]: f alone.
    assert complexity(code, max=2, names=["total"], compat="codeif-bench")[0]


RADON_CASES = [
    "def f(a, b):\n    assert a and b, 'msg'\n    return 1\n",
    "def f(a, b):\n    assert (1 if a else 2), (3 if b else 4)\n    return a or b\n",
    "def f(x):\n    g = lambda y: 1 if y else 2\n    return g(x)\n",
    "def f(xs):\n    return {x: y for x in xs if x for y in x if y if not y}\n",
    "def f(x):\n    match x:\n        case 1 if x and x:\n            return 1\n        case _:\n"
    "            return 0\n",
    "def f(x):\n    try:\n        return x\n    except (ValueError, TypeError):\n        return 0\n"
    "    else:\n        pass\n",
    "def f(x):\n    while x and x > 1:\n        x -= 1\n    else:\n"
    "        return f'{x if x else 0}'\n",
    "def f(x):\n    def g(y):\n        return y and 1\n    class C:\n        z = 1 if x else 2\n"
    "    return g(x) or C\n",
]


@pytest.mark.parametrize("code", RADON_CASES)
def test_radon_counting_is_radons(code):
    radon = pytest.importorskip("radon.complexity")
    (block,) = [b for b in radon.cc_visit(code) if b.name == "f"]
    node = ast.parse(code).body[0]
    assert radon_complexity(node) == block.complexity


LAMBDAS = '''
word = lambda i: "FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else str(i)
def fizzbuzz(n, key=lambda i: i and i or 0):
    inner = lambda v: v if v else 0
    return [word(i) for i in range(1, n + 1)]
class Table:
    pick = lambda self, x: x or 0
'''


def test_lambdas_outside_every_function_are_judged_as_functions():
    from codeloop.rewards.checks.rules_functions import free_lambdas

    found = {q: radon_complexity(n) for q, n in free_lambdas(ast.parse(LAMBDAS))}
    assert found == {"word": 3, "lambda at line 3": 3, "pick": 2}
    passed, reason = complexity(LAMBDAS, max=2)
    assert not passed and "word has complexity 3" in reason
    assert "lambda at line 3 has complexity 3" in reason
    # fizzbuzz itself: 1 + the comprehension + the lambda in its body.
    assert "fizzbuzz has complexity 3" in reason
    assert complexity(LAMBDAS, max=3)[0]
    # A named scope, compat mode (the harness scores functions only) and the mccabe method
    # (the package's own count) leave them out.
    assert complexity(LAMBDAS, max=3, names=["fizzbuzz"])[0]
    assert "word" not in complexity(LAMBDAS, max=2, compat="codeif-bench")[1]
    assert complexity(LAMBDAS, max=1, method="mccabe")[0]


def test_code_run_from_text_fails_natively_and_not_in_compat():
    code = 'def fizz(i):\n    return eval("\'Fizz\' if i % 3 == 0 else str(i)")\n'
    passed, reason = complexity(code, max=5)
    assert not passed and "runs code the rule cannot see (eval()" in reason
    assert not complexity(code, max=5, names=["fizz"])[0]
    # Outside the named scope it is not this rule's business; the harness does not look.
    other = code + "def plain(x):\n    return x\n"
    assert complexity(other, max=5, names=["plain"])[0]
    assert complexity(code, max=5, compat="codeif-bench")[0]
    assert complexity(code, max=5, method="mccabe")[0]
