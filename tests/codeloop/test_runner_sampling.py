"""Repeated samples and reply facts in the run's summary and report: pass@k / pass^k over
``--episodes-per-task N``, replies cut by the token limit, token counts per policy."""

from __future__ import annotations

from math import comb

import pytest

from codeloop.agents.policies import NoCodePolicy, ReferencePolicy, Reply
from codeloop.envs.tasks import dump_tasks, load_tasks
from codeloop.report_md import render_markdown
from codeloop.rewards.passk import pass_at_k, pass_hat_k
from codeloop.runner import EvalConfig, run_eval


class CoinPolicy:
    """Solves the task on samples whose seed is even; reports every reply as cut at the limit
    on odd seeds (as an OpenAI-compatible server's ``finish_reason: "length"``)."""

    name = "coin"

    def __init__(self):
        self.good, self.bad = ReferencePolicy(), NoCodePolicy()

    def act(self, messages, context):
        even = context.seed % 2 == 0
        text = (self.good if even else self.bad).act(messages, context)
        text = text.text if isinstance(text, Reply) else text
        return Reply(text=text, usage={"prompt_tokens": 10, "completion_tokens": 4},
                     meta={"finish_reason": "stop" if even else "length"})


@pytest.fixture(autouse=True)
def skip_html_reports(monkeypatch):
    """The HTML/plot reports take seconds; the Markdown report is rendered in the test."""
    import codeloop.reporting

    monkeypatch.setattr(codeloop.reporting, "write_run_reports", lambda out, summary, eps: [])


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    tasks_file = tmp_path_factory.mktemp("tasks") / "tasks.jsonl"
    dump_tasks(load_tasks("bank")[:2], tasks_file)
    out = tmp_path_factory.mktemp("run")
    config = EvalConfig(policies=["coin"], tasks=str(tasks_file), episodes_per_task=5,
                        max_rounds=1, out=str(out), workers=2, seed=1)
    return run_eval(config, progress=False, policies={"coin": CoinPolicy()})


def test_estimators_match_their_definitions():
    for n in range(1, 7):
        for c in range(n + 1):
            for k in range(1, n + 1):
                assert pass_at_k(n, c, k) == pytest.approx(1 - comb(n - c, k) / comb(n, k))
                assert pass_hat_k(n, c, k) == pytest.approx(comb(c, k) / comb(n, k))
    assert pass_at_k(5, 0, 5) == 0.0 and pass_hat_k(5, 5, 5) == 1.0
    assert pass_at_k(4, 1, 4) == 1.0  # every sample drawn: the one success is among them
    with pytest.raises(ValueError):
        pass_at_k(3, 4, 1)


def test_summary_reports_pass_at_k_and_pass_hat_k_over_the_samples(run):
    by_task: dict[str, list[bool]] = {}
    for ep in run.episodes:
        by_task.setdefault(ep.task_id, []).append(ep.seed % 2 == 0)
    assert all(len(v) == 5 for v in by_task.values())
    passk = run.summary["coin"]["passk"]
    assert passk["samples_per_task"] == {"min": 5, "max": 5}
    assert set(passk["k"]) == {"1", "2", "4", "5"}
    for k in (1, 2, 4, 5):
        want_any = sum(1 - comb(5 - sum(v), k) / comb(5, k) for v in by_task.values()) / 2
        want_all = sum(comb(sum(v), k) / comb(5, k) for v in by_task.values()) / 2
        assert passk["k"][str(k)]["pass@k"] == pytest.approx(want_any, abs=1e-6)
        assert passk["k"][str(k)]["pass^k"] == pytest.approx(want_all, abs=1e-6)


def test_truncated_replies_are_counted_per_policy(run):
    odd = sum(ep.seed % 2 for ep in run.episodes)
    assert 0 < odd < len(run.episodes)  # the seeds differ, so both kinds occur
    assert run.summary["coin"]["truncation"] == {
        "replies": 10, "truncated": odd, "rate": round(odd / 10, 6)}
    assert run.summary["coin"]["usage"]["prompt_tokens"] == 100


def test_the_report_shows_tokens_truncation_and_pass_at_k(run):
    text = render_markdown(run.summary, run.episodes)
    section = text.split("## Replies and samples", 1)[1]
    odd = sum(ep.seed % 2 for ep in run.episodes)
    assert f"| coin | 100 | 40 | {odd} of 10 ({10 * odd:.1f}%) |" in section
    assert "pass@k" in section and "5: " in section


def test_single_samples_get_no_pass_at_k(tmp_path):
    result = run_eval(EvalConfig(policies=["reference"], tasks="bank", limit=1, max_rounds=1,
                                 out=str(tmp_path)), progress=False)
    assert "passk" not in result.summary["reference"]
    assert "truncation" not in result.summary["reference"]  # scripted: no finish reasons
