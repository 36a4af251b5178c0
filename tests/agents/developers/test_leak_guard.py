"""The leak guard finds reference code, hidden test literals and expected outputs."""

from __future__ import annotations

import pytest

from codeloop.agents.developers.leak_guard import LeakGuard, normalize
from codeloop.envs.tasks.schema import task_from_dict

REF = "def fmt(n):\n    label = '<<' + str(n) + '>>'\n    return {'value': n, 'label': label}\n"
GUARDED = task_from_dict({
    "id": "toy/fmt",
    "entry_point": "fmt",
    "prompt": "Write `fmt(n)` that returns a dict with the number and a label for it.",
    "base_checks": [{"kind": "tests", "params": {"tests": [
        "assert fmt(4096) == {'value': 4096, 'label': '<<4096>>'}",
        "assert fmt(0)['label'] == '<<0>>'"]}}],
    "instructions": [{"id": "neg", "category": "exception_handling",
                      "text": "Raise ValueError('negative input') for negative numbers.",
                      "checks": [{"kind": "tests", "params": {"tests": [
                          "try:\n    fmt(-1)\nexcept ValueError as e:\n"
                          "    assert str(e) == 'negative input'\nelse:\n"
                          "    raise AssertionError('accepted -1')"]}}]}],
    "references": [REF, REF.replace("def fmt(n):\n", "def fmt(n):\n    if n < 0:\n"
                                    "        raise ValueError('negative input')\n")],
})


@pytest.fixture
def guard():
    return LeakGuard(GUARDED)


def kinds(leaks):
    return {leak.kind for leak in leaks}


def test_clean_messages_pass(guard):
    assert guard.check("Your function should also reject negative numbers.", [GUARDED.prompt]) \
        == []
    assert guard.check("", []) == []


def test_reference_code_is_caught_even_reformatted(guard):
    leaks = guard.check('Just write:  label = "<<"+str(n)+">>"  and you are done.')
    assert "reference_code" in kinds(leaks)


def test_hidden_test_lines_and_expected_outputs_are_caught(guard):
    leaks = guard.check("Hint: assert fmt(4096) == {'value': 4096, 'label': '<<4096>>'}")
    assert {"test_source", "expected_output", "test_literal"} <= kinds(leaks)
    leaks = guard.check('It must return {"value": 4096, "label": "<<4096>>"} for that input.')
    assert "expected_output" in kinds(leaks)


def test_distinctive_literals_are_caught(guard):
    assert "test_literal" in kinds(guard.check("Try calling it with 4096."))
    assert guard.check("Try calling it with 40960.") == []  # a different number


def test_what_the_strategy_revealed_is_allowed(guard):
    revealed = "Failing checks:\n- assert fmt(4096) == {'value': 4096, 'label': '<<4096>>'}"
    message = "The check assert fmt(4096) == {'value': 4096, 'label': '<<4096>>'} fails."
    assert guard.check(message, [revealed]) == []
    # The instruction's own text may be repeated: its message literal is not a secret then.
    assert guard.check("Raise ValueError('negative input') please.",
                       [i.text for i in GUARDED.instructions]) == []


def test_a_code_block_written_by_the_developer_is_caught(guard):
    msg = "Do it like this:\n```python\ndef fmt(n):\n    return n * 2\n```"
    assert "code_block" in kinds(guard.check(msg))
    own = "def fmt(n):\n    return n * 2\n"
    assert guard.check(f"Your code:\n```python\n{own}```\nfails for negatives.", [own]) == []


def test_normalize_ignores_spacing_case_and_quotes():
    assert normalize('A = "x"  + y') == normalize("a='x'+Y")
