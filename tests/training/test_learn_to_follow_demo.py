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
        "--out", str(out), "--tasks", "bank@lang=python,word_frequencies,fizzbuzz",
        "--hidden", "32", "--layers", "1", "--vocab", "512", "--sft-steps", "2", "--sft-batch", "2",
        "--grpo-steps", "1", "--num-generations", "2", "--prompts-per-step", "1",
        "--max-new-tokens", "16", "--eval-samples", "1", "--eval-train-rows", "2",
        "--eval-heldout-rows", "2", "--max-turn", "2"])
    assert code == 0
    figures = json.loads((out / "figures.json").read_text())
    assert len(figures["tasks"]["train"]) == 1 and len(figures["tasks"]["heldout"]) == 1
    for stage in ("before", "after"):
        for split in ("train", "heldout", "heldout_turns"):
            assert set(figures[stage][split]["metrics"]) >= {"IA", "CA", "IFR", "format"}
    # The held-out turns of the train tasks: the three after --max-turn, never trained on.
    assert figures["args"]["heldout_turns"] == [3, 4, 5]
    assert set(figures["before"]["heldout_turns"]["by_turn"]) == {"3", "4", "5"}
    assert set(figures["before"]["train"]["by_turn"]) <= {"1", "2"}
    exposure = figures["sft_exposure"]
    assert exposure["sft_turns"] == [1, 2] and exposure["heldout_turn_rows_in_sft"] == 0
    assert exposure["heldout_turn_references_as_sft_targets"] == 0
    assert figures["grpo_curve"] and "reward" in figures["grpo_curve"][0]
    assert (out / "curve.png").stat().st_size > 1000


def _load():
    spec = importlib.util.spec_from_file_location("learn_to_follow_run", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_heldout_turns_parsing():
    module = _load()
    assert module.parse_turns("auto", 3) == [4, 5, 6]
    assert module.parse_turns("auto", None) == []
    assert module.parse_turns("none", 3) == []
    assert module.parse_turns("4-7", 3) == [4, 5, 6, 7]
    assert module.parse_turns("6,4", 3) == [4, 6]
    assert module.turn_span([4, 5, 6]) == "4-6" and module.turn_span([4, 6]) == "4,6"


def test_sft_exposure_counts_what_the_warm_up_saw():
    from types import SimpleNamespace

    from codeloop.envs.tasks import load_tasks

    module = _load()
    tasks = [t for t in load_tasks("bank@lang=python,word_frequencies,fizzbuzz") if t.references]
    unseen = module.sft_exposure(tasks, SimpleNamespace(history=1, sft_max_turn=3,
                                                        heldout_turns=[4, 5]))
    assert unseen["sft_turns"] == [1, 2, 3] and unseen["heldout_turn_rows_in_sft"] == 0
    assert unseen["heldout_turn_references"] == 2 * len(tasks)
    assert unseen["heldout_turn_references_as_sft_targets"] == 0
    # Turn 4's stubborn answer is turn 3's reference, an SFT target; turn 5's is not.
    assert unseen["previous_turn_references_as_sft_targets"] == len(tasks)
    seen = module.sft_exposure(tasks, SimpleNamespace(history=1, sft_max_turn=5,
                                                      heldout_turns=[4, 5]))
    assert seen["heldout_turn_references_as_sft_targets"] == 2 * len(tasks)
    assert seen["sft_rows_by_turn"]["5"]["reference"] == len(tasks)
