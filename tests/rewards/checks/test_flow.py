"""What the structural rules see: dynamic code, live code, recursion, and lines."""

from __future__ import annotations

import ast

import pytest

from codeloop.rewards.checks.flow import dynamic_code, live_walk, recursive_functions
from codeloop.rewards.checks.lines import code_lines, physical_lines, physical_lines_keepends


def _recursive(src: str) -> list[str]:
    return [getattr(n, "name", "lambda") for n in recursive_functions(ast.parse(src))]


@pytest.mark.parametrize("src,expected", [
    ("def f(n):\n    return f(n - 1)\n", ["f"]),
    ("def f(n):\n    g = f\n    return g(n - 1)\n", ["f"]),
    ("def f(n):\n    return h(n)\nh = f\n", ["f"]),
    ("def a(n):\n    return b(n)\ndef b(n):\n    return a(n)\ndef c():\n    return a(1)\n",
     ["a", "b"]),
    ("f = lambda n: f(n - 1)\n", ["lambda"]),
    ("def f(xs):\n    return list(map(f, xs))\n", ["f"]),
    ("class A:\n    def go(self, n):\n        return getattr(self, 'go')(n - 1)\n", ["go"]),
    ("def total(xs):\n    total = 0\n    return total\n", []),
    ("class L:\n    def append(self, x):\n        self.items.append(x)\n", []),
])
def test_recursion_is_a_cycle_in_the_call_graph(src, expected):
    assert _recursive(src) == expected


def test_a_dead_call_is_not_recursion_when_liveness_is_asked():
    tree = ast.parse("def f(n):\n    if False:\n        return f(n - 1)\n    return 1\n")
    assert recursive_functions(tree) and not recursive_functions(
        tree, {id(n) for n in live_walk(tree)})


@pytest.mark.parametrize("src,what", [
    ("exec('x = 1')\n", "exec()"),
    ("eval('1')\n", "eval()"),
    ("compile('1', '', 'eval')\n", "compile()"),
    ("__import__('os')\n", "__import__()"),
    ("import importlib\n", "import importlib"),
    ("from importlib import import_module\n", "import importlib"),
    ("import builtins\ngetattr(builtins, 'print')\n", "getattr(builtins, ...)"),
    ("__builtins__.print(1)\n", "__builtins__"),
    ("globals()['f'](1)\n", "globals()[...]"),
    ("import sys\nsys.modules['os']\n", "sys.modules[...]"),
])
def test_dynamic_code_is_found(src, what):
    assert [w for w, _ in dynamic_code(ast.parse(src))][:1] == [what]


def test_static_code_is_not_dynamic():
    src = ("import re\nimport builtins\npattern = re.compile('a')\n"
           "value = ast.literal_eval('1')\nraise builtins.ValueError('x')\n")
    assert dynamic_code(ast.parse(src)) == []
    assert dynamic_code(ast.parse("eval('1')\n"), frozenset({"eval"})) == []


def _live_calls(src: str) -> list[str]:
    return [n.func.id for n in live_walk(ast.parse(src))
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)]


@pytest.mark.parametrize("src,expected", [
    ("if False:\n    a()\nelse:\n    b()\n", ["b"]),
    ("if True:\n    a()\nelse:\n    b()\n", ["a"]),
    ("if not 1:\n    a()\n", []),
    ("while 0:\n    a()\nelse:\n    b()\n", ["b"]),
    ("def f():\n    return 1\n    a()\n", []),
    ("for x in y:\n    break\n    a()\nb()\n", ["b"]),
    ("x = False and a()\ny = True or b()\nz = c() and d()\n", ["c", "d"]),
    ("x = a() if 0 else b()\n", ["b"]),
    ("if cond:\n    a()\n", ["a"]),
])
def test_live_walk_skips_what_never_runs(src, expected):
    assert _live_calls(src) == expected


def test_live_walk_is_iterative_on_deep_trees():
    tree = ast.parse("x = " + "+".join(["a()"] * 900) + "\n")
    assert len(_live_calls_from(tree)) == 900


def _live_calls_from(tree: ast.AST) -> list[ast.AST]:
    return [n for n in live_walk(tree) if isinstance(n, ast.Call)]


def test_physical_lines_end_only_where_python_ends_them():
    src = "a = 1  # \f\f\x1c\u2028\nb = 2\r\nc = 3\rd = 4\n"
    assert physical_lines(src) == ["a = 1  # \f\f\x1c\u2028", "b = 2", "c = 3", "d = 4"]
    assert "".join(physical_lines_keepends(src)) == src
    assert len(src.splitlines()) > 4  # what the rules used to count


def test_code_lines_count_each_statement_on_a_line():
    src = "def f(x):\n    '''Doc.'''\n    a = 1; b = 2\n    if x: return a\n    # note\n\n" \
          "    return b\n"
    tree = ast.parse(src)
    func = tree.body[0]
    from codeloop.rewards.checks.lines import docstring_lines

    # def, `a = 1; b = 2` (2), `if x: return a` (2), return: 6
    assert code_lines(physical_lines(src), func, 1, 7, docstring_lines(func)) == 6
