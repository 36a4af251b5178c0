"""``--retry-errored``: only errored episodes, and those with turns the machine could not judge,
are played again; the others are kept as they are."""

from __future__ import annotations

import json

import pytest

from codeloop.runner import EPISODES_FILE, EvalConfig, run_eval


@pytest.fixture(autouse=True)
def skip_html_reports(monkeypatch):
    """The HTML/plot reports take seconds and are tested with the reporting code."""
    import codeloop.reporting

    monkeypatch.setattr(codeloop.reporting, "write_run_reports", lambda out, summary, eps: [])


def test_episodes_with_unjudged_turns_are_retried_and_the_others_kept(tmp_path):
    config = EvalConfig(policies=["reference"], tasks="bank", limit=2, max_rounds=2,
                        out=str(tmp_path), workers=1)
    run_eval(config, progress=False)
    path = tmp_path / EPISODES_FILE
    records = [json.loads(x) for x in path.read_text().splitlines()]
    # The sandbox failed on the first episode's last turn: judged by nobody.
    records[0]["turns"][-1].update(status="errored", error="sandbox crashed")
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    kept = records[1]

    assert run_eval(config, progress=False).ran == 0  # a plain resume keeps everything
    config.retry_errored = True
    result = run_eval(config, progress=False)
    assert result.ran == 1
    again = [e for e in result.episodes if e.task_id == records[0]["task_id"]]
    assert len(again) == 1 and not any(t.errored for t in again[0].turns)
    other = next(e for e in result.episodes if e.task_id == kept["task_id"])
    assert other.to_dict() == kept


def test_rounds_with_no_recorded_reply_are_not_retried(tmp_path):
    # A replay with no record for a round plays it unanswered: --retry-errored would play the
    # same nothing again, so it keeps such an episode (and the CLI does not suggest it).
    from codeloop.rewards.episode import UNANSWERED_PREFIX

    config = EvalConfig(policies=["reference"], tasks="bank", limit=1, max_rounds=2,
                        out=str(tmp_path), workers=1, retry_errored=True)
    run_eval(config, progress=False)
    path = tmp_path / EPISODES_FILE
    (record,) = [json.loads(x) for x in path.read_text().splitlines()]
    record["turns"][-1].update(status="errored",
                               error=UNANSWERED_PREFIX + "no recorded reply for task x turn 2")
    path.write_text(json.dumps(record) + "\n")
    result = run_eval(config, progress=False)
    assert result.ran == 0
    assert result.episodes[0].turns[-1].unanswered
