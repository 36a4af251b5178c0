"""The rule-labelled set for judge validity, and ``codeloop checks agreement`` on it."""

from __future__ import annotations

import ast

import pytest

from codeloop.cli import main
from codeloop.envs.tasks import load_tasks
from codeloop.envs.tasks.rule_labels import checklist_question, rule_labelled_items
from codeloop.rewards.checks.static import RULE_CHECKABLE, run_static
from codeloop.rewards.judge import measure_agreement


@pytest.fixture(scope="module")
def items():
    return rule_labelled_items(load_tasks("bank"))


def test_labels_are_the_rules_verdicts_on_both_sides(items):
    tasks = load_tasks("bank")
    by_text = {ins.text: ins for t in tasks for ins in t.instructions}
    assert len(items) > 300
    positives = sum(i.label for i in items)
    assert 0.3 < positives / len(items) < 0.7  # balanced enough for kappa to mean something
    for item in items[::17]:
        ins = by_text[item.instruction]
        assert all(c.kind in RULE_CHECKABLE for c in ins.checks)
        tree = ast.parse(item.code)
        verdict = all(run_static(c.kind, item.code, tree, c.params)[0] for c in ins.checks)
        assert verdict == item.label
        assert item.checklist == (checklist_question(ins.text),)


class Oracle:
    """A stand-in judge that knows the labels (a test double: it checks the bookkeeping)."""

    model = "oracle"

    def __init__(self, labels):
        self.labels = labels

    def complete(self, messages, **params):
        prompt = messages[-1]["content"]
        label = self.labels[prompt]
        return f"1. {'YES' if label else 'NO'}\nVERDICT: {'PASS' if label else 'FAIL'}"


def test_a_judge_that_agrees_with_the_rules_scores_kappa_one(items):
    from codeloop.rewards.judge import RubricJudge

    subset = items[:40]
    judge = RubricJudge(None)
    prompts = {judge.messages(i.code, i.instruction, i.checklist, i.reference)[-1]["content"]:
               i.label for i in subset}
    report = measure_agreement(subset, Oracle(prompts), None)
    assert report.agreement == 1.0 and report.kappa == pytest.approx(1.0)


def test_cli_prints_agreement_and_kappa_against_a_server(capsys, tmp_path, items):
    from codeloop.testing.fake_openai import spawn_fake_server
    from codeloop.testing.serve import free_port

    # A fake endpoint (test double) that always says YES: agreement = share of positive
    # labels, kappa = 0 (a constant judge agrees no better than chance).
    server = spawn_fake_server(free_port(), reply="1. YES\nVERDICT: PASS")
    try:
        assert main(["checks", "agreement", "--rule-labelled", "--model", "yes-man",
                     "--base-url", server.base_url, "--limit", "30",
                     "--cache", str(tmp_path / "c.jsonl")]) == 0
    finally:
        server.kill()
    out = capsys.readouterr().out
    expected = sum(i.label for i in items[:30]) / 30
    assert f"agreement: {100 * expected:.1f}%" in out
    assert "Cohen's kappa (parseable items): 0.000" in out


def test_cli_needs_exactly_one_source_of_labels(capsys):
    assert main(["checks", "agreement", "--model", "m"]) == 2
    assert "not both" in capsys.readouterr().err
