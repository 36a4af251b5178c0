"""Issue 24: replay plays on past a missing round, pairs MultiCodeIF records by prompt, and
refuses to pick silently between CodeIF-Bench raw outputs and results files that disagree.

Fixtures are in the benchmarks' published shapes: ``outputs_gaps/n/model02_n.jsonl`` is an
n-round output file whose conversation for task 17 never asked Edge Case Handling (as 36 of 50
published conversations per model lack a round the task file has).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codeloop.agents.policies import TurnContext
from codeloop.agents.policies.replay_policy import ReplayPolicy
from codeloop.envs.tasks import load_tasks

FIXTURES = Path(__file__).parents[2] / "fixtures"
CODEIF = FIXTURES / "codeif_bench"
MULTI = FIXTURES / "multicodeif"
MULTI_RESULTS = MULTI / "results" / "multi_level" / "model-a"


def _ctx(task, turn: int) -> TurnContext:
    return TurnContext(task=task, turn=turn, focus="base", given=("base",), active=("base",),
                       seed=1)


def _eval(tmp_path, *argv: str) -> tuple[dict, list[dict]]:
    from codeloop.cli import main

    out = tmp_path / "run"
    assert main(["eval", *argv, "--out", str(out), "--no-progress", "--workers", "2"]) == 0
    (summary,) = json.loads((out / "summary.json").read_text()).values()
    episodes = [json.loads(line) for line in (out / "episodes.jsonl").read_text().splitlines()]
    return summary, episodes


@pytest.mark.slow
def test_a_round_with_no_recorded_reply_is_unanswered_and_the_episode_goes_on(tmp_path, capsys):
    replies = [CODEIF / "outputs" / "base" / "model01.jsonl",
               CODEIF / "outputs_gaps" / "n" / "model02_n.jsonl"]
    summary, episodes = _eval(
        tmp_path, "--tasks", f"codeif-bench:{CODEIF / 'standalone.jsonl'}?mode=n-round",
        "--policy", "replay:" + ",".join(map(str, replies)))
    # Said as what it is, without suggesting a retry that cannot answer it.
    err = capsys.readouterr().err
    assert "1 round(s) had no recorded reply" in err and "--retry-errored" not in err
    assert summary["errored"] == 0  # no episode errored: the gap is one round
    (ep,) = [e for e in episodes if e["task_id"].endswith("/17")]
    assert ep["status"] == "completed" and len(ep["turns"]) == 5
    gap = ep["turns"][2]  # base, Exception Handling, then the missing Edge Case Handling
    assert gap["status"] == "errored" and gap["error"].startswith("unanswered: ")
    assert "Edge Case Handling" in gap["error"]
    # The recorded rounds after it are judged.
    assert all(t.get("status") != "errored" for t in ep["turns"][3:])
    # The round is left out of the headline figure (13 scored rounds with the full file) and
    # counted apart with its reason.
    assert summary["codeif_bench"]["n-round"]["n"] == 12
    assert summary["errored_turns"]["turns"] == 1
    # Shown in the report, with the reason (this folder's conftest skips the end-of-run report).
    from codeloop.report import build_model, load_runs
    from codeloop.report_md import render_model_markdown

    report = render_model_markdown(build_model(load_runs([tmp_path / "run"]), n_boot=20))
    assert "## Errored turns" in report and "unanswered: no recorded reply" in report


def test_compat_n_round_pairs_records_by_position_as_the_harness_does(tmp_path):
    """CodeIF-Bench's way-3 evaluation zips a task's records with `multi-turn`, never reading
    their `requirement`: with a round missing, every later record is judged on the tests of the
    round before its own, and the last position has no record."""
    rows = [{"task_id": 17, "requirement": r, "completion": f"# {r}\n"}
            for r in ("Exception Handling", "Code Standard", "Code Complexity")]
    path = _write(tmp_path / "n" / "m_n.jsonl", rows)
    spec = f"codeif-bench:{CODEIF / 'standalone.jsonl'}?mode=n-round"
    for compat, expected in (
            (True, ["Exception Handling", "Code Standard", "Code Complexity", None]),
            (False, ["Exception Handling", None, "Code Standard", "Code Complexity"])):
        (task,) = [t for t in load_tasks(spec + ("&compat=codeif-bench" if compat else ""))
                   if t.id.endswith("/17")]
        policy = ReplayPolicy(str(path))
        got = []
        for turn in range(2, 6):  # the requirement rounds (turn 1 is the base answer)
            reply = policy.act([], _ctx(task, turn))
            got.append(reply.text[2:-1] if reply.text else None)
            assert (reply.text == "") == ("unanswered" in reply.meta)
        assert got == expected, compat


def _write(path: Path, rows: list[dict]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_raw_outputs_and_results_that_disagree_are_named_with_the_flag(tmp_path):
    raw = "Sure.\n\n```python\ndef f(x):\n    return x + 1\n```\n"
    _write(tmp_path / "base" / "m.jsonl", [{"task_id": 11, "completion": raw}])
    _write(tmp_path / "base" / "m.jsonl_results.jsonl", [
        {"task_id": 11, "completion": "def f(x):\n    return x - 1\n", "result": "failed",
         "passed": False}])
    with pytest.raises(ValueError, match=r"disagree on 1 of 1.*\?prefer=raw or \?prefer=results"):
        ReplayPolicy(str(tmp_path / "base"))
    meta = {"replay_keys": [["codeif-bench", "11", None]]}
    assert ReplayPolicy(f"{tmp_path / 'base'}?prefer=raw").keyed_lookup(meta, "t", 1) == raw
    picked = ReplayPolicy(f"{tmp_path / 'base'}?prefer=results")
    assert picked.keyed_lookup(meta, "t", 1) == "def f(x):\n    return x - 1\n"
    assert picked.disagreements == 1
    with pytest.raises(ValueError, match="prefer"):
        ReplayPolicy(f"{tmp_path / 'base'}?prefer=newest")


def test_agreeing_raw_outputs_and_results_need_no_flag():
    policy = ReplayPolicy(str(CODEIF / "outputs" / "base"))
    assert policy.disagreements == 0


def _chains():
    return {t.id: t for t in load_tasks(f"multicodeif:{MULTI / 'multi_level'}?subset=all")}


def _swapped(tmp_path: Path, a: int, b: int) -> Path:
    """The model's multi-level file with the records of ids ``a`` and ``b`` swapped."""
    (src,) = MULTI_RESULTS.glob("*.json")
    records = json.loads(src.read_text())
    by_id = {r["id"]: r for r in records}
    by_id[a]["response"], by_id[b]["response"] = by_id[b]["response"], by_id[a]["response"]
    out = tmp_path / "model-b" / src.name.replace("model-a", "model-b")
    out.parent.mkdir(parents=True)
    out.write_text(json.dumps(records, indent=1))
    return out.parent


def test_a_reply_to_another_prompt_is_paired_by_prompt_text(tmp_path):
    chain = _chains()["multicodeif/data_structure-1"]
    honest = ReplayPolicy(str(MULTI_RESULTS))
    swapped = ReplayPolicy(str(_swapped(tmp_path, 2, 3)))  # levels 1 and 2 of the chain
    for turn in (1, 2, 3, 4):
        assert swapped.act([], _ctx(chain, turn)).text == honest.act([], _ctx(chain, turn)).text


def test_a_reply_whose_prompt_no_task_has_is_refused_with_the_reason(tmp_path):
    (src,) = MULTI_RESULTS.glob("*.json")
    records = json.loads(src.read_text())
    records[1]["response"][0][0] = records[1]["response"][0][0] + " Also print a banner."
    out = tmp_path / "model-c" / src.name
    out.parent.mkdir()
    out.write_text(json.dumps(records))
    chain = _chains()["multicodeif/data_structure-1"]
    reply = ReplayPolicy(str(out.parent)).act([], _ctx(chain, 2))
    assert reply.text == "" and "answered another prompt" in reply.meta["unanswered"]
    assert ReplayPolicy(str(out.parent)).act([], _ctx(chain, 1)).meta.get("unanswered") is None
