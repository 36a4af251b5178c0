"""TRL version gates: clear messages when a training mode cannot run."""

from __future__ import annotations

import pytest

from codeloop.training import compat
from codeloop.training.compat import TrainingUnavailable, require_training


def test_installed_trl_supports_every_mode():
    pytest.importorskip("trl")
    for mode in ("static", "multiturn", "tools"):
        require_training(mode)


def test_unknown_mode():
    with pytest.raises(ValueError, match="unknown training mode"):
        require_training("dpo")


def test_missing_packages_say_how_to_install(monkeypatch):
    monkeypatch.setattr(compat, "installed_version", lambda p: None if p == "trl" else "1.0")
    with pytest.raises(TrainingUnavailable, match=r"torch==2\.13\.0.*\[train\]"):
        require_training("static")


def test_old_trl_without_the_feature_is_named(monkeypatch):
    # An older TRL cannot be installed next to the real one, so a stand-in GRPOTrainer class
    # without `rollout_func`/`environment_factory` plays its part.
    trl = pytest.importorskip("trl")

    class OldGRPOTrainer:
        def __init__(self, model, reward_funcs, args=None, train_dataset=None):
            pass

        def _log_metric(self, name, value):
            pass

    monkeypatch.setattr(trl, "GRPOTrainer", OldGRPOTrainer)
    monkeypatch.setattr(compat, "installed_version",
                        lambda p: "0.20.0" if p == "trl" else "5.23.0")
    require_training("static")
    with pytest.raises(TrainingUnavailable, match="rollout_func.*trl 0.20.0.*1.16.0"):
        require_training("multiturn")
    with pytest.raises(TrainingUnavailable, match="environment_factory"):
        require_training("tools")


def test_grpo_config_defaults_and_vllm_gate(tmp_path):
    pytest.importorskip("trl")
    from codeloop.training.recipes import grpo_config

    static = grpo_config(str(tmp_path), mode="static")
    assert (static.num_generations, static.max_completion_length, static.beta) == (4, 512, 0.0)
    assert static.use_cpu and not static.bf16  # no GPU here
    multi = grpo_config(str(tmp_path), mode="multiturn", learning_rate=3e-6)
    assert multi.max_completion_length == 1536 and multi.learning_rate == 3e-6
    if not compat.vllm_available():
        with pytest.raises(TrainingUnavailable, match="pip install vllm"):
            grpo_config(str(tmp_path), use_vllm=True)
