"""Rules that keep a verdict out of the candidate's reach (issue 21, items 1 and 2).

- Names: a test's builtins are always the examiner's, whatever the code's module binds.
- Types: where the task's reference returns plain data, an object of the code is refused
  (its ``__bool__`` or methods are never asked); the reference tells, once per task.
"""

from __future__ import annotations

import pytest

from codeloop.envs.sandbox import Job, Limits, TestCase
from codeloop.envs.sandbox.plain_cache import PlainCache
from codeloop.envs.sandbox.pool import HARNESS_SOURCE
from tests.envs.sandbox.conftest import build


@pytest.fixture(scope="module")
def sandbox():
    box = build("bwrap")
    yield box
    box.close()


def _run(sandbox, code: str, *tests: TestCase):
    return sandbox.run(Job(code=code, tests=tests))


@pytest.mark.parametrize("name, test", [
    ("abs", "assert abs(f(1) - 3) < 0.5"),
    ("len", "assert len(f(1)) == 3"),
    ("isinstance", "assert isinstance(f(1), str)"),
    ("type", "assert type(f(1)) is str"),
    ("sorted", "assert sorted(f(1)) == ['a', 'b']"),
])
def test_a_module_binding_a_builtin_does_not_change_what_the_test_calls(sandbox, name, test):
    code = (f"def f(x):\n    return 7\n"
            f"def {name}(*args, **kwargs):\n    return {{'abs': 0, 'len': 3, 'isinstance': True,"
            f" 'type': str, 'sorted': ['a', 'b']}}['{name}']\n")
    result = _run(sandbox, code, TestCase("t", test))
    assert not result.outcomes[0].passed, result.outcomes


def test_the_codes_own_functions_still_see_its_own_definitions(sandbox):
    code = "def abs(x):\n    return 42\ndef f(x):\n    return abs(x)\n"
    result = _run(sandbox, code, TestCase("t", "assert f(-1) == 42 and abs(-1) == 1\n"
                                               "import solution\nassert solution.abs(0) == 42"))
    assert result.outcomes[0].passed, result.outcomes


HOSTILE_STR = (
    "class Fake:\n"
    "    def __bool__(self):\n        return True\n"
    "    def endswith(self, s):\n        return True\n"
    "    def __len__(self):\n        return 2\n"
    "def f(x):\n    return Fake()\n"
)
CLASS_IN_PLACE = (
    "class f:\n"
    "    def __init__(self, x):\n        pass\n"
    "    def __bool__(self):\n        return True\n"
    "    def endswith(self, s):\n        return True\n"
)
REFERENCE = "def f(x):\n    return str(x) + '2'\n"
TRUTHY_TESTS = ["assert f(1)", "assert f(1).endswith('2')", "assert [f(1)][0]"]


@pytest.mark.parametrize("code", [HOSTILE_STR, CLASS_IN_PLACE])
@pytest.mark.parametrize("test", TRUTHY_TESTS)
def test_an_object_where_the_reference_returns_plain_data_is_refused(sandbox, code, test):
    result = _run(sandbox, code, TestCase("t", test, reference=REFERENCE))
    outcome = result.outcomes[0]
    assert not outcome.passed, outcome
    assert "where the task's reference returns plain data" in outcome.message


@pytest.mark.parametrize("test", TRUTHY_TESTS)
def test_without_a_reference_the_object_answers_for_itself(sandbox, test):
    # What the rule changes: with no reference nothing says plain data is due.
    result = _run(sandbox, HOSTILE_STR, TestCase("t", test))
    assert result.outcomes[0].passed, result.outcomes


def test_a_correct_answer_and_an_object_returning_reference_are_untouched(sandbox):
    assert _run(sandbox, REFERENCE, *(TestCase(f"t{i}", t, reference=REFERENCE)
                                      for i, t in enumerate(TRUTHY_TESTS))).status == "ok"
    objects = "class Box:\n    def __init__(self, v):\n        self.v = v\n" \
              "def make(v):\n    return Box(v)\n"
    result = _run(sandbox, objects, TestCase("t", "assert make(3).v == 3", reference=objects))
    assert result.outcomes[0].passed, result.outcomes


def test_the_reference_is_asked_once_per_task_and_test(sandbox, monkeypatch, tmp_path):
    # Every job runs (none replayed), and no profile is on disk yet.
    monkeypatch.setattr(sandbox, "memo", None)
    monkeypatch.setattr(sandbox, "plain_cache", PlainCache(HARNESS_SOURCE, tmp_path))
    runs = []
    real_run_once = sandbox._run_once
    monkeypatch.setattr(sandbox, "_run_once", lambda job: runs.append(job.profile)
                        or real_run_once(job))
    test = TestCase("t-once", "assert f(1) == '12'", reference=REFERENCE)
    _run(sandbox, HOSTILE_STR, test)
    _run(sandbox, HOSTILE_STR, test)
    assert runs == [True, False, False]


def test_a_profile_is_kept_on_disk_for_the_next_run(sandbox, monkeypatch, tmp_path):
    """A fresh sandbox (a new ``codeloop eval``) reads the profile the last one learnt."""
    monkeypatch.setattr(sandbox, "memo", None)
    monkeypatch.setattr(sandbox, "plain_cache", PlainCache(HARNESS_SOURCE, tmp_path))
    monkeypatch.setattr(sandbox, "_plain", {})  # learnt by the tests before: forgotten
    test = TestCase("t-disk", "assert f(1) == '12'", reference=REFERENCE)
    first = _run(sandbox, HOSTILE_STR, test)
    assert list(tmp_path.rglob("*.json"))
    monkeypatch.setattr(sandbox, "_plain", {})  # a new process: nothing in memory
    runs = []
    real_run_once = sandbox._run_once
    monkeypatch.setattr(sandbox, "_run_once", lambda job: runs.append(job.profile)
                        or real_run_once(job))
    again = _run(sandbox, HOSTILE_STR, test)
    assert runs == [False]  # no profile job: the names came from the disk
    assert [o.message for o in again.outcomes] == [o.message for o in first.outcomes]
    assert not again.outcomes[0].passed
    # Other settings, another profile: the disk's is not reused.
    monkeypatch.setattr(sandbox, "_plain", {})
    sandbox.run(Job(code=HOSTILE_STR, tests=(test,), limits=Limits(test_timeout_s=2.0)))
    assert runs == [False, True, False]


def test_a_failing_reference_is_not_kept_on_disk(sandbox, monkeypatch, tmp_path):
    monkeypatch.setattr(sandbox, "memo", None)
    monkeypatch.setattr(sandbox, "_plain", {})
    monkeypatch.setattr(sandbox, "plain_cache", PlainCache(HARNESS_SOURCE, tmp_path))
    _run(sandbox, HOSTILE_STR, TestCase("t-fails", "assert f(1) == '13'", reference=REFERENCE))
    assert not list(tmp_path.rglob("*.json"))


def test_judging_a_reply_passes_each_tests_reference_so_the_rule_applies(sandbox):
    from codeloop.envs.judging import judge_reply
    from codeloop.envs.tasks.schema import task_from_dict

    task = task_from_dict({
        "id": "t/tag", "language": "python", "entry_point": "tag", "prompt": "Write tag(n).",
        "base_checks": [{"kind": "tests", "params": {"tests": list(TRUTHY_TESTS[:2])}}],
        "instructions": [], "references": ["def f(x):\n    return str(x) + '2'\n"]})
    reply = "```python\n" + HOSTILE_STR + "```"
    verdict = judge_reply(task, reply, ["base"], sandbox).verdicts["base"]
    assert not verdict.passed, verdict
    right = judge_reply(task, "```python\n" + REFERENCE + "```", ["base"], sandbox)
    assert right.verdicts["base"].passed, right.verdicts


def test_a_method_returning_an_object_where_the_reference_returns_plain_data(sandbox):
    reference = "class Shelf:\n    def label(self):\n        return 'shelf-1'\n"
    liar = HOSTILE_STR + "class Shelf:\n    def label(self):\n        return Fake()\n"
    test = TestCase("t", "assert Shelf().label().endswith('-1')", reference=reference)
    outcome = _run(sandbox, liar, test).outcomes[0]
    assert not outcome.passed and "Shelf.label() returned" in outcome.message, outcome
    assert _run(sandbox, reference, test).outcomes[0].passed
