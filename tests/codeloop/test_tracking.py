"""``codeloop eval --log``: summaries and per-turn curves to a tracker (issue 16, point 5).

TensorBoard's own local writer and reader are used (no network); trackio and W&B take the same
figures through their ``log`` calls but are not installed here, so only their missing-package
message is tested.
"""

from __future__ import annotations

import json
import sys

import pytest

from codeloop.cli import main
from codeloop.tracking import TrackerUnavailable, curves, require_tracker, summary_scalars


def test_eval_logs_summary_and_per_turn_curves_to_tensorboard(tmp_path, capsys):
    pytest.importorskip("tensorboard")
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    out = tmp_path / "run"
    code = main(["eval", "--tasks", "bank@word_frequencies", "--policy", "reference",
                 "--policy", "forgetful", "--out", str(out), "--log", "tensorboard",
                 "--no-progress", "--workers", "1"])
    assert code == 0
    assert "logged to" in capsys.readouterr().err
    summary = json.loads((out / "summary.json").read_text())
    events = EventAccumulator(str(out / "tensorboard"))
    events.Reload()
    tags = set(events.Tags()["tensors"]) | set(events.Tags()["scalars"])

    def values(tag):
        if tag in events.Tags()["scalars"]:
            return [(e.step, e.value) for e in events.Scalars(tag)]
        from tensorboard.util import tensor_util
        return [(e.step, float(tensor_util.make_ndarray(e.tensor_proto)))
                for e in events.Tensors(tag)]

    for policy in ("reference", "forgetful"):
        ca = summary[policy]["metrics"]["CA"]
        assert f"eval/{policy}/CA" in tags
        curve = values(f"eval/{policy}/CA")
        assert [s for s, _ in curve] == list(range(1, len(ca["per_turn"]) + 1))
        assert [v for _, v in curve] == pytest.approx(ca["per_turn"])
        assert values(f"summary/{policy}/CA")[0][1] == pytest.approx(ca["mean"])
    # The forgetful baseline's curve falls below the reference's: the curves are per policy.
    assert values("eval/forgetful/CA")[-1][1] < values("eval/reference/CA")[-1][1]


def test_missing_tracker_is_a_clear_error_before_any_episode(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "wandb", None)  # as if not installed
    with pytest.raises(TrackerUnavailable, match="pip install wandb"):
        require_tracker("wandb")
    out = tmp_path / "run"
    assert main(["eval", "--tasks", "bank@word_frequencies", "--policy", "reference",
                 "--out", str(out), "--log", "wandb", "--no-progress"]) == 2
    assert "pip install wandb" in capsys.readouterr().err
    assert not (out / "episodes.jsonl").exists()


def test_figures_are_read_from_the_summary():
    summary = {"p": {"episodes": 2, "errored": 0,
                     "metrics": {"IA": {"per_turn": [1.0, 0.5], "mean": 0.75}}},
               "not_a_policy": 3}
    assert curves(summary) == {1: {"eval/p/IA": 1.0}, 2: {"eval/p/IA": 0.5}}
    assert summary_scalars(summary) == {"summary/p/IA": 0.75, "summary/p/episodes": 2.0,
                                        "summary/p/errored": 0.0}
