"""Every CodeIF-Bench mode and every MultiCodeIF file kind runs from the CLI on fixtures in the
published shapes, replaying the benchmarks' own recorded-output files as they are."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[2] / "fixtures"
CODEIF = FIXTURES / "codeif_bench"
OUT = CODEIF / "outputs"


def _eval(tmp_path, *argv: str) -> dict:
    from codeloop.cli import main

    out = tmp_path / "run"
    assert main(["eval", *argv, "--out", str(out), "--no-progress", "--workers", "2"]) == 0
    (summary,) = json.loads((out / "summary.json").read_text()).values()
    assert summary["errored"] == 0
    return summary


@pytest.mark.slow
@pytest.mark.parametrize(("mode", "replies", "episodes", "rounds", "rate"), [
    ("base", [OUT / "base" / "model01.jsonl"], 3, 3, 1.0),
    ("single-round", [OUT / "single" / "model01_single.jsonl"], 15, 15, 12 / 15),
    ("two-round", [OUT / "base" / "model01.jsonl", OUT / "multi" / "model01_multi.jsonl"], 15,
     15, 12 / 15),
    ("n-round", [OUT / "base" / "model01.jsonl", OUT / "n" / "model01_n.jsonl"], 3, 13, 12 / 13),
])
def test_codeif_bench_modes_replay_the_published_outputs(tmp_path, mode, replies, episodes,
                                                         rounds, rate):
    summary = _eval(tmp_path, "--tasks", f"codeif-bench:{CODEIF / 'standalone.jsonl'}?mode={mode}",
                    "--compat", "codeif-bench",
                    "--policy", "replay:" + ",".join(map(str, replies)))
    assert summary["episodes"] == episodes
    figures = summary["codeif_bench"][mode]
    assert figures["n"] == rounds and figures["pass_rate"] == pytest.approx(rate)
    assert set(summary["codeif_bench"]) == {mode}
    if mode == "n-round":  # the FE of task 11 and the strategy missing from multi-turn
        assert summary["skipped_items"]["count"] == 2
    report = (tmp_path / "run" / "report.md").read_text()
    assert "## CodeIF-Bench pass rate" in report


def test_results_files_beside_the_outputs_are_read_and_lose_to_raw_replies():
    from codeloop.agents.policies.replay_policy import ReplayPolicy

    results = ReplayPolicy(str(OUT / "base" / "model01.jsonl_results.jsonl"))
    assert results.keyed_lookup({"replay_keys": [["codeif-bench", "11", None]]}, "x", 1) \
        .startswith("def remove_occ")
    both = ReplayPolicy(str(OUT / "base"))  # the directory: raw file and results file
    assert both.keyed_lookup({"replay_keys": [["codeif-bench", "11", None]]}, "x", 1) \
        .startswith("Here is the function")
