"""A run's summary is one function of its episodes (issue 26, item 5).

``run_summary`` on a fixed list of episodes gives the known summary: the one HEAD's runner
assembled inline before the function existed (``tests/fixtures/run_summary/summary.json``,
written by those very lines), with the figures below also worked out by hand; and the runner
writes what that function returns.

The episodes exercise every part of ``summary.json``: two policies; Python and Java tasks; two
seeds of one task (pass@k); an errored episode; an errored turn; a not-judged verdict; token
usage and finish reasons (truncation); a CodeIF-Bench task id (the benchmark's own figures).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from codeloop.envs.tasks import dump_tasks, load_tasks
from codeloop.episode_loop import episode_seed
from codeloop.report.summary import run_summary
from codeloop.rewards.episode import TURN_ERRORED, Episode, TurnRecord
from codeloop.rewards.verdict import CheckResult, InstructionVerdict
from codeloop.runner import EPISODES_FILE, EvalConfig, run_eval

KNOWN = Path(__file__).resolve().parents[1] / "fixtures" / "run_summary" / "summary.json"
SKIPPED = {"count": 2, "by_reason": {"codeif-bench: no tests": 2}}


def _verdict(iid: str, *passed: bool | None) -> InstructionVerdict:
    # None: a unit nobody could judge (an LLM-judged check with no judge).
    return InstructionVerdict(iid, tuple(
        CheckResult(f"{iid}_{k}", bool(p), "ok" if p else "failed", judged=p is not None)
        for k, p in enumerate(passed)))


def _turn(n: int, kind: str, focus: str, active: tuple[str, ...],
          verdicts: dict[str, InstructionVerdict], *, usage: dict[str, int] | None = None,
          errored: bool = False) -> TurnRecord:
    return TurnRecord(turn=n, kind=kind, focus=focus,
                      introduced=(focus,) if kind == "instruction" else (), active=active,
                      developer_message=f"round {n}", reply="```python\npass\n```", code="pass",
                      extraction_note="fenced", verdicts={} if errored else verdicts,
                      usage=usage or {}, status=TURN_ERRORED if errored else "judged",
                      error="sandbox lost its worker\ndetails" if errored else None)


def summary_episodes() -> list[Episode]:
    """The fixed episodes (a new list each call)."""
    ok, usage = True, {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}
    finish = {"policy_meta": [{"finish_reason": "stop"}, {"finish_reason": "length"}]}
    model = "openai:m"
    return [
        # model, Python, seed 1: base passes, then the instruction fails one of two units
        Episode("sum", model, "static", seed=1, language="python", metadata=finish,
                categories={"i1": "style"}, turns=[
                    _turn(1, "instruction", "base", ("base",), {"base": _verdict("base", ok)},
                          usage=usage),
                    _turn(2, "instruction", "i1", ("base", "i1"),
                          {"base": _verdict("base", ok), "i1": _verdict("i1", ok, False)},
                          usage=usage)]),
        # model, Python, seed 2 of the same task: everything passes (pass@k over two samples)
        Episode("sum", model, "static", seed=2, language="python", metadata=finish,
                categories={"i1": "style"}, turns=[
                    _turn(1, "instruction", "base", ("base",), {"base": _verdict("base", ok)},
                          usage=usage),
                    _turn(2, "instruction", "i1", ("base", "i1"),
                          {"base": _verdict("base", ok), "i1": _verdict("i1", ok, ok)},
                          usage=usage)]),
        # model, Java: the second round could not be judged (errored turn)
        Episode("sum_java", model, "static", seed=1, language="java", turns=[
            _turn(1, "instruction", "base", ("base",), {"base": _verdict("base", False)}),
            _turn(2, "instruction", "i1", ("base", "i1"), {}, errored=True)]),
        # model: an episode the policy could not finish (errored, out of every metric)
        Episode("other", model, "static", seed=1, status="errored", error="API down",
                turns=[]),
        # reference, CodeIF-Bench id, with a not-judged unit on the instruction
        Episode("codeif-bench/single-round/7/style", "reference", "static", seed=1,
                categories={"i1": "style"}, turns=[
                    _turn(1, "instruction", "base", ("base",), {"base": _verdict("base", ok)}),
                    _turn(2, "instruction", "i1", ("base", "i1"),
                          {"base": _verdict("base", ok), "i1": _verdict("i1", None)})]),
    ]


def _dump(summary: dict) -> str:
    return json.dumps(summary, indent=2, sort_keys=True) + "\n"


def test_the_summary_of_fixed_episodes_is_the_known_one():
    assert _dump(run_summary(summary_episodes(), SKIPPED)) == KNOWN.read_text(encoding="utf-8")


def test_the_known_summary_is_right_by_hand():
    summary = run_summary(summary_episodes(), SKIPPED)
    model, ref = summary["openai:m"], summary["reference"]
    assert list(summary) == ["openai:m", "reference"]  # sorted policies
    assert (model["episodes"], model["errored"]) == (4, 1)
    # Round 1: base passes twice, fails in Java; round 2: i1 fails (seed 1), passes (seed 2),
    # and the Java round could not be judged (left out, counted apart).
    assert model["metrics"]["IA"]["per_turn"] == [2 / 3, 0.5]
    assert model["metrics"]["IA"]["n_per_turn"] == [3, 2]
    assert model["errored_turns"] == {"turns": 1, "reasons": {"sandbox lost its worker": 1}}
    assert model["usage"] == {"episodes": 4, "turns": 6, "prompt_tokens": 40,
                              "completion_tokens": 20, "total_tokens": 60}
    assert model["truncation"] == {"replies": 4, "truncated": 2, "rate": 0.5}
    # pass@1: "sum" succeeds in 1 of 2 samples (0.5), "sum_java" in none of 1 (0.0).
    assert model["passk"]["k"]["1"]["pass@k"] == 0.25
    assert sorted(model["by_language"]) == ["java", "python"]
    assert model["by_language"]["java"]["errored_turns"]["turns"] == 1
    assert model["skipped_items"] == SKIPPED
    assert ref["not_judged"] == {"units": 1, "instructions": 1}
    assert ref["codeif_bench"]["single-round"]["pass_rate"] == 1.0
    assert "truncation" not in ref and "passk" not in ref  # nothing to say: left out


def test_the_summary_does_not_depend_on_episode_order():
    episodes = summary_episodes()
    random.Random(7).shuffle(episodes)
    assert _dump(run_summary(episodes, SKIPPED)) == KNOWN.read_text(encoding="utf-8")


def test_no_skipped_records_no_skipped_items():
    summary = run_summary(summary_episodes(), {"count": 0, "by_reason": {}})
    assert all("skipped_items" not in data for data in summary.values())


def test_the_runner_writes_what_run_summary_returns(tmp_path, monkeypatch):
    import codeloop.reporting
    import codeloop.runner

    monkeypatch.setattr(codeloop.reporting, "write_run_reports", lambda out, summary, eps: [])
    tasks = tmp_path / "tasks.jsonl"
    task = load_tasks("bank")[0]
    dump_tasks([task], tasks)
    out = tmp_path / "run"
    out.mkdir()
    # The run's only episode is already recorded, so the run plays nothing and goes straight
    # to its summary.
    recorded = summary_episodes()[4]
    recorded.task_id, recorded.seed = task.id, episode_seed(0, task.id)
    (out / EPISODES_FILE).write_text(recorded.to_json_line() + "\n", encoding="utf-8")
    calls = []

    def spy(episodes, skipped=None):
        calls.append((list(episodes), skipped))
        return {"from": "run_summary"}

    monkeypatch.setattr(codeloop.runner, "run_summary", spy)
    result = run_eval(EvalConfig(policies=["reference"], tasks=str(tasks), out=str(out)),
                      progress=False)
    assert result.ran == 0
    assert [e.to_dict() for e in calls[0][0]] == [recorded.to_dict()]
    assert json.loads((out / "summary.json").read_text()) == {"from": "run_summary"}
    assert result.summary == {"from": "run_summary"}


@pytest.mark.parametrize("policy", ["openai:m", "reference"])
def test_the_known_summary_round_trips_episodes_jsonl(policy):
    # The summary of episodes read back from their JSON lines is the same: the runner reads
    # them from episodes.jsonl.
    episodes = [Episode.from_dict(json.loads(e.to_json_line())) for e in summary_episodes()]
    assert run_summary(episodes, SKIPPED)[policy] == json.loads(KNOWN.read_text())[policy]
