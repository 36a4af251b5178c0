"""``codeloop train grpo`` end to end on a tiny model built in the test."""

from __future__ import annotations

import json

import pytest

from codeloop.cli import main


def test_train_help_lists_modes(capsys):
    with pytest.raises(SystemExit):
        main(["train", "grpo", "--help"])
    out = capsys.readouterr().out
    assert "--mode {static,multiturn,tools}" in out and "--lora" in out


def test_train_reports_a_bad_model_without_traceback(capsys):
    pytest.importorskip("trl")
    assert main(["train", "grpo", "--model", "/nonexistent/model", "--tasks",
                 "bank@word_frequencies"]) == 2
    assert "codeloop: error:" in capsys.readouterr().err


def test_train_without_the_extra_names_it(tmp_path):
    """A base install has none of the [train] packages: simulated in a child by
    ``sys.modules[name] = None``, which makes ``import name`` raise ModuleNotFoundError exactly
    as a missing package does."""
    import subprocess
    import sys

    args = ["train", "grpo", "--model", "nowhere", "--max-steps", "1",
            "--out", str(tmp_path / "out")]
    missing = ["trl", "torch", "transformers", "datasets", "peft", "accelerate"]
    code = (f"import sys; sys.modules.update(dict.fromkeys({missing!r}))\n"
            f"from codeloop.cli import main\nsys.exit(main({args!r}))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300, cwd=tmp_path)
    assert proc.returncode == 2, proc.stderr
    assert "pip install 'codeloop[train]'" in proc.stderr
    assert "Traceback" not in proc.stderr and "None in sys.modules" not in proc.stderr


@pytest.mark.slow
@pytest.mark.train
def test_train_grpo_runs_and_logs_codeloop_rewards(tmp_path, capsys):
    pytest.importorskip("trl")
    import torch

    from codeloop.testing.tiny_model import build_tiny_model

    model = build_tiny_model(tmp_path / "tiny", hidden_size=32, num_layers=1)
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # much faster than 2 contending threads on a shared machine
    try:
        code = main(["train", "grpo", "--model", str(model), "--tasks", "bank@word_frequencies",
                     "--mode", "static", "--max-steps", "1", "--num-generations", "2",
                     "--max-completion-length", "32", "--history", "1", "--out",
                     str(tmp_path / "run")])
    finally:
        torch.set_num_threads(threads)
    assert code == 0
    logs = json.loads((tmp_path / "run" / "log_history.json").read_text())
    step = next(h for h in logs if "reward" in h)
    assert "rewards/codeloop/mean" in step and "codeloop/conversation" in step
    assert (tmp_path / "run" / "model" / "config.json").exists()
    assert "1 GRPO steps" in capsys.readouterr().out
