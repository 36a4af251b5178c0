"""The learning demonstration's script runs end to end (with budgets cut to seconds)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

pytest.importorskip("trl")
pytest.importorskip("matplotlib")

SCRIPT = Path(__file__).resolve().parents[2] / "examples" / "learn_to_follow" / "run.py"


@pytest.mark.slow
@pytest.mark.train
def test_demo_writes_figures_and_curve(tmp_path):
    spec = importlib.util.spec_from_file_location("learn_to_follow_run", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out = tmp_path / "demo"
    code = module.main([
        "--out", str(out), "--tasks", "bank@word_frequencies,fizzbuzz", "--hidden", "32",
        "--layers", "1", "--vocab", "512", "--sft-steps", "2", "--sft-batch", "2",
        "--grpo-steps", "1", "--num-generations", "2", "--prompts-per-step", "1",
        "--max-new-tokens", "16", "--eval-samples", "1", "--eval-train-rows", "2",
        "--eval-heldout-rows", "2", "--max-turn", "2"])
    assert code == 0
    figures = json.loads((out / "figures.json").read_text())
    assert len(figures["tasks"]["train"]) == 1 and len(figures["tasks"]["heldout"]) == 1
    for stage in ("before", "after"):
        for split in ("train", "heldout"):
            assert set(figures[stage][split]["metrics"]) >= {"IA", "CA", "IFR", "format"}
    assert figures["grpo_curve"] and "reward" in figures["grpo_curve"][0]
    assert (out / "curve.png").stat().st_size > 1000
