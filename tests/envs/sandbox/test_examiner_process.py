"""The examiner on a real backend: test styles that must keep working, and fresh state per job."""

from __future__ import annotations

import pytest

from codeloop.envs.sandbox import Job, TestCase, make_sandbox


@pytest.fixture(scope="module")
def sandbox():
    box = make_sandbox("local", workers=1)
    yield box
    box.close()


def _outcomes(sandbox, code: str, *tests: str) -> list[tuple[str, str]]:
    result = sandbox.run(Job(code=code, tests=tuple(TestCase(f"t{i}", t)
                                                    for i, t in enumerate(tests))))
    return [(o.status, o.message) for o in result.outcomes]


CODE = (
    "from typing import Optional\n"
    "def add(a: int, b: int = 2) -> Optional[int]:\n"
    "    '''Adds.'''\n"
    "    print('adding', a, b)\n"
    "    if a:\n        return a + b\n    return b\n"
    "class S:\n    def m(self, x: int) -> int:\n        return x\n"
)


def test_source_annotations_signature_and_printed_output_reach_the_tests(sandbox):
    got = _outcomes(
        sandbox, CODE,
        "import inspect\nsrc = inspect.getsource(add)\n"
        "assert src.startswith('from') is False and 'return b' in src\n"
        "assert add.__doc__ == 'Adds.' and str(inspect.signature(add)) == "
        "'(a: int, b: int = 2) -> Optional[int]'",
        "import typing\nfrom typing import Optional\n"
        "assert typing.get_type_hints(add) == {'a': int, 'b': int, 'return': Optional[int]}",
        "import inspect\nassert 'return x' in inspect.getsource(S.m)\n"
        "assert 'class S' in inspect.getsource(S)",
        "import io, contextlib\nbuf = io.StringIO()\nwith contextlib.redirect_stdout(buf):\n"
        "    add(1, 2)\nassert buf.getvalue() == 'adding 1 2\\n'",
    )
    assert got == [("passed", "")] * 4


def test_a_failure_quotes_the_failing_test_of_this_job_only(sandbox):
    first = _outcomes(sandbox, "def f():\n    return 1\n", "x = f()\nassert x == 2")
    second = _outcomes(sandbox, "def g():\n    return 3\n", "y = g()\nassert y == 4")
    assert first == [("failed", "assertion failed: assert x == 2; got 1, expected 2")]
    assert second == [("failed", "assertion failed: assert y == 4; got 3, expected 4")]


def test_nothing_of_an_earlier_job_is_visible_to_a_later_one(sandbox):
    _outcomes(sandbox, "import json, os, sys, linecache\njson.LEFT = 1\n"
                       "os.environ['LEFT'] = '1'\nsys.modules['left_module'] = json\n"
                       "SECRET = 'earlier'\n", "assert SECRET == 'earlier'")
    got = _outcomes(
        sandbox,
        "import json, os, sys, linecache\n"
        "def seen():\n"
        "    texts = [line for e in linecache.cache.values() for line in e[2]]\n"
        "    return [hasattr(json, 'LEFT'), 'LEFT' in os.environ, 'left_module' in "
        "sys.modules, any('earlier' in t for t in texts)]\n",
        "assert seen() == [False, False, False, False]",
        "import json, os\nassert not hasattr(json, 'LEFT') and 'LEFT' not in os.environ",
    )
    assert got == [("passed", "")] * 2


def test_a_call_the_test_drops_keeps_every_verdict_and_message(sandbox):
    # Its result is not sent (test_wire counts the bytes); what the call did is judged as
    # before: exceptions and where they rose, prints, in-place edits, an object where plain
    # data is due (test_wire), and the test's own calls.
    code = ("def big(n):\n    print('made', n)\n    return [str(i) for i in range(n)]\n"
            "def boom(x):\n    raise ValueError('bad ' + str(x))\n"
            "def edit(xs):\n    xs.append(4)\n    return xs\n"
            "class Box:\n    def put(self, x):\n        self.v = x\n        return [x] * 9\n")
    got = _outcomes(
        sandbox, code,
        "big(10 ** 6)",
        "import io, contextlib\nbuf = io.StringIO()\nwith contextlib.redirect_stdout(buf):\n"
        "    big(3)\nassert buf.getvalue() == 'made 3\\n'",
        "try:\n    boom(1)\nexcept ValueError as e:\n    assert str(e) == 'bad 1'\nelse:\n"
        "    raise AssertionError('no raise')",
        "boom(2)",
        "xs = [1]\nedit(xs)\nassert xs == [1, 4]",
        "b = Box()\nb.put(5)\nassert b.v == 5",
        "x = None\nx()",
        "def test_inner():\n    edit([])\n    big(2)\n    assert big(1) == ['1']",
    )
    assert got == [("passed", "")] * 3 + [("error", "ValueError: bad 2 at solution.py:5")] + [
        ("passed", "")] * 2 + [
        ("error", "TypeError: 'NoneType' object is not callable at <test t6>:2"),
        ("failed", "assertion failed: assert big(1) == ['1']; got ['0'], expected ['1']")]
