"""Tests of the per-turn export to pandas and datasets."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from codeloop.export import COLUMNS, episode_rows, to_dataframe, to_dataset, write_table
from codeloop.rewards.episode import Episode, TurnRecord
from codeloop.rewards.metrics import (
    conversation_accuracy,
    instruction_following_efficiency,
    instruction_forgetting_ratio,
)
from codeloop.rewards.verdict import CheckResult, InstructionVerdict


def _verdict(iid: str, passed: int, total: int) -> InstructionVerdict:
    return InstructionVerdict(iid, tuple(CheckResult(f"test {k}", k < passed, "r")
                                         for k in range(total)))


def _episode(policy: str = "p", task: str = "t/a", seed: int | None = 3) -> Episode:
    turns = [
        TurnRecord(1, "instruction", "base", ("base",), ("base",), "write f", "```f```",
                   "def f(): pass\n", "one block", {"base": _verdict("base", 2, 2)}, reward=1.0,
                   decision={"kind": "open", "drop": []}, timings={"policy": 0.5},
                   usage={"prompt_tokens": 10}),
        TurnRecord(2, "instruction", "hints", ("hints",), ("base", "hints"), "add hints", "no",
                   None, "no code block", {"base": _verdict("base", 0, 2),
                                           "hints": _verdict("hints", 0, 1)}),
        TurnRecord(3, "feedback", "hints", (), ("base", "hints"), "hints fail", "```f```",
                   "def f() -> None: pass\n", "one block",
                   {"base": _verdict("base", 2, 2), "hints": _verdict("hints", 1, 1)},
                   reward=0.5),
    ]
    return Episode(task, policy, "dynamic/template", seed, turns,
                   {"base": "base", "hints": "annotation_coverage"})


def test_rows_hold_every_turn_with_its_metrics():
    ep = _episode()
    rows = episode_rows([ep, _episode("q")], run="r1")
    assert len(rows) == 6 and all(tuple(r) == COLUMNS for r in rows)
    first, second, third = rows[:3]
    assert first["run"] == "r1" and first["focus_category"] == "base"
    assert [r["CA"] for r in rows[:3]] == conversation_accuracy(ep)
    assert [r["IFR"] for r in rows[:3]] == instruction_forgetting_ratio(ep)
    assert [r["IFE"] for r in rows[:3]] == instruction_following_efficiency(ep)
    assert second["IA"] == 0.0 and second["code"] is None
    assert second["failed_instructions"] == ["base", "hints"]
    assert third["kind"] == "feedback" and third["passed_instructions"] == ["base", "hints"]
    assert (third["units_passed"], third["units_total"]) == (3, 3)
    assert json.loads(first["verdicts_json"])["base"]["passed"] is True
    assert json.loads(first["usage_json"]) == {"prompt_tokens": 10}


def test_dataframe_from_episodes_and_from_run_dirs(tmp_path):
    df = to_dataframe([_episode(seed=None), _episode("q")])
    assert list(df.columns) == list(COLUMNS) and len(df) == 6
    assert str(df["seed"].dtype) == "Int64" and pd.isna(df["seed"].iloc[0])
    for name in ("a", "b"):
        d = tmp_path / "runs" / name
        d.mkdir(parents=True)
        (d / "episodes.jsonl").write_text(json.dumps(_episode(name).to_dict()) + "\n")
    both = to_dataframe([tmp_path / "runs" / "a", tmp_path / "runs" / "b"])
    assert sorted(both["run"].unique()) == ["a", "b"]
    one = to_dataframe(tmp_path / "runs" / "a")
    assert set(one["run"]) == {"a"}
    assert one.groupby("turn")["CA"].mean().tolist() == conversation_accuracy(_episode())


def test_dataset_has_a_stable_schema():
    ds = to_dataset([_episode()])
    assert len(ds) == 3 and ds.column_names == list(COLUMNS)
    assert ds.features["active"].feature.dtype == "string"
    assert ds[0]["introduced"] == ["base"] and ds[2]["introduced"] == []
    assert ds[1]["code"] is None and ds[2]["CA"] == 1.0


@pytest.mark.parametrize("suffix", [".csv", ".parquet", ".jsonl"])
def test_write_table_round_trips(tmp_path, suffix):
    path = write_table([_episode()], tmp_path / f"turns{suffix}")
    if suffix == ".csv":
        back = pd.read_csv(path)
        assert json.loads(back["active"].iloc[1]) == ["base", "hints"]
    elif suffix == ".parquet":
        back = pd.read_parquet(path)
        assert list(back["active"].iloc[1]) == ["base", "hints"]
    else:
        back = pd.read_json(path, lines=True)
        assert back["active"].iloc[1] == ["base", "hints"]
    assert len(back) == 3 and back["CA"].tolist() == conversation_accuracy(_episode())


def test_write_table_rejects_unknown_formats(tmp_path):
    with pytest.raises(ValueError, match="unknown export format"):
        write_table([_episode()], tmp_path / "turns.xlsx")
