"""Held-out tests count in the verdict and never reach the model through feedback.

A task with shown tests and held-out tests is judged for real in the sandbox; feedback at every
reveal level, and the messages of a played episode, are searched for anything of the held-out
units: their inputs, expected values, names or the values the failing comparison saw.
"""

from __future__ import annotations

import pytest
from conftest import ScriptPolicy

from codeloop.agents.developers import make_developer
from codeloop.agents.developers.feedback import LEVELS, build_feedback
from codeloop.envs.tasks.schema import task_from_dict
from codeloop.episode_loop import play_episode
from codeloop.rewards.checks.evaluate import evaluate
from codeloop.rewards.episode import TurnRecord
from codeloop.rewards.metrics import conversation_accuracy, instruction_accuracy
from codeloop.rewards.verdict import CheckResult

# Literals that appear only in held-out units: none may ever appear in feedback.
SECRETS = ("2121", "4242", "-77", "8484", "held_secret", "1.25",
           "2122", "4243", "-76", "6363", "12726", "-231")  # and what the answers compute there

TASK = {
    "id": "toy/double",
    "entry_point": "double",
    "prompt": "Write `double(x)` that returns twice x.",
    "base_checks": [
        {"kind": "tests", "params": {"tests": ["assert double(2) == 4"]}},
        {"kind": "tests", "params": {"held_out": True, "tests": [
            "assert double(2121) == 4242",
            "assert double(4242) == 8484",
            "assert double(-77) == -154  # held_secret"]}},
    ],
    "instructions": [
        {"id": "ints", "category": "exception_handling",
         "text": "Raise TypeError('int only') when x is not an int.",
         "checks": [
             {"kind": "tests", "params": {"tests": [
                 "try:\n    double('a')\nexcept TypeError as e:\n"
                 "    assert str(e) == 'int only'\nelse:\n    raise AssertionError('no error')"]}},
             {"kind": "tests", "params": {"held_out": True, "tests": [
                 "try:\n    double(1.25)\nexcept TypeError as e:\n"
                 "    assert str(e) == 'int only'\nelse:\n    raise AssertionError('no error')"]}},
         ]},
    ],
}
# Right on the shown test, wrong on every held-out one.
LOOKUP = "def double(x):\n    return {2: 4}.get(x, 3 * x)\n"
WRONG = "def double(x):\n    return x + 1\n"


@pytest.fixture(scope="module")
def task():
    return task_from_dict(TASK)


def _record(task, code, sandbox) -> TurnRecord:
    verdicts, _ = evaluate(code, [("base", task.checks_of("base"))], sandbox)
    return TurnRecord(turn=1, kind="instruction", focus="base", introduced=("base",),
                      active=("base",), developer_message="", reply=code, code=code,
                      extraction_note="", verdicts=verdicts)


def test_held_out_units_count_in_the_verdict(task, sandbox):
    record = _record(task, LOOKUP, sandbox)
    verdict = record.verdicts["base"]
    assert verdict.n_units == 4 and verdict.n_passed == 1 and not verdict.passed
    assert verdict.n_held_out_failed == 3
    assert [r.held_out for r in verdict.results] == [False, True, True, True]
    # Names of held-out units carry nothing of their source.
    assert all(r.check.startswith("held-out test") and "4242" not in r.check
               for r in verdict.results if r.held_out)
    # The record keeps the flag through JSON.
    assert CheckResult.from_dict(verdict.results[1].to_dict()).held_out


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_quotes_a_held_out_unit(task, sandbox, level):
    for code in (LOOKUP, WRONG):
        facts = build_feedback(task, _record(task, code, sandbox), level)
        text = repr(facts)
        for secret in SECRETS:
            assert secret not in text, (level, secret, text)
    facts = build_feedback(task, _record(task, LOOKUP, sandbox), level)
    if level.startswith("failing-tests"):
        assert facts["failing"] == ["3 held-out tests failed"]
    else:
        assert "failing" not in facts


def test_shown_failures_are_quoted_with_the_count(task, sandbox):
    facts = build_feedback(task, _record(task, WRONG, sandbox), "failing-tests")
    assert facts["failing"][0].startswith("assert double(2) == 4")
    assert facts["failing"][-1] == "3 held-out tests failed"


@pytest.mark.parametrize("strategy", ["dynamic", "repair"])
def test_episode_messages_never_quote_held_out(task, sandbox, strategy):
    dev = make_developer(strategy, strategy_options={"feedback": "failing-tests"})
    episode = play_episode(task, ScriptPolicy([WRONG, LOOKUP, LOOKUP, LOOKUP]), dev, sandbox,
                           seed=0)
    messages = " ".join(t.developer_message for t in episode.turns)
    assert "held-out tests failed" in messages
    for secret in SECRETS:
        assert secret not in messages
    # The metrics count held-out units: the lookup answer passes 1 unit of the base's 4.
    assert instruction_accuracy(episode)[1] == 0.0
    turn = episode.turns[1]
    assert turn.verdicts["base"].n_units == 4 and turn.verdicts["base"].n_passed == 1
    assert conversation_accuracy(episode)[1] < 0.5
