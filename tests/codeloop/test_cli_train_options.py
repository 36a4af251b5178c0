"""``codeloop train grpo --report-to`` and ``--vllm-mode`` reach GRPOConfig.

The trainer builder is replaced by a recorder (building a trainer loads a model; the real
report_to path is tested with real GRPO steps in tests/training/test_grpo_smoke.py), and
grpo_config is then called with what the CLI passed, to check GRPOConfig accepts it.
"""

from __future__ import annotations

import pytest

from codeloop.cli import main


class Recorded(Exception):
    pass


@pytest.fixture
def recorded(monkeypatch):
    pytest.importorskip("trl")
    import codeloop.training.recipes as recipes

    seen = {}

    def record(model, tasks, **kwargs):
        seen.update(kwargs)
        raise Recorded

    monkeypatch.setattr(recipes, "build_grpo_trainer", record)
    return seen


def test_report_to_reaches_the_trainer_config(recorded, tmp_path):
    with pytest.raises(Recorded):
        main(["train", "grpo", "--model", "m", "--out", str(tmp_path),
              "--report-to", "tensorboard,trackio"])
    assert recorded["report_to"] == ["tensorboard", "trackio"]
    from codeloop.training.recipes import grpo_config

    config = grpo_config(str(tmp_path), report_to=["tensorboard"])
    assert config.report_to == ["tensorboard"]


def test_default_reports_nowhere_and_vllm_mode_needs_vllm(recorded, tmp_path, capsys):
    with pytest.raises(Recorded):
        main(["train", "grpo", "--model", "m", "--out", str(tmp_path)])
    assert recorded["report_to"] == "none" and "vllm_mode" not in recorded
    assert main(["train", "grpo", "--model", "m", "--vllm-mode", "server"]) == 2
    assert "--vllm-mode needs --vllm" in capsys.readouterr().err
