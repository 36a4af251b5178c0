"""Real GRPO steps on CPU with a tiny model built in the test, in every training mode.

The model is built offline (random weights, locally trained tokenizer) and warmed up for a
few seconds with TRL's SFTTrainer on one task's references, so that its samples contain code
and codeloop's rewards are not all zero. Each test then runs real GRPOTrainer steps and checks
that the rewards codeloop computed are the ones in the trainer's logs.
"""

from __future__ import annotations

import os

import pytest

pytest.importorskip("trl")
pytest.importorskip("peft")

pytestmark = [pytest.mark.slow, pytest.mark.train]
os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")

from codeloop.envs.tasks import load_tasks  # noqa: E402

TASK_SPEC = "bank@word_frequencies"


def warm_up(model_dir, rows, steps: int, out_dir, lr: float = 5e-3) -> None:
    """A few SFT steps so that the tiny model's samples look like the targets."""
    from datasets import Dataset
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from trl import SFTConfig, SFTTrainer

    tok = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir)
    keep = [k for k in ("prompt", "completion", "tools") if k in rows[0]]
    data = Dataset.from_list([{k: r[k] for k in keep} for r in rows])
    config = SFTConfig(output_dir=str(out_dir), max_steps=steps, per_device_train_batch_size=4,
                       learning_rate=lr, lr_scheduler_type="constant", logging_steps=50,
                       save_strategy="no", report_to="none", use_cpu=True, bf16=False,
                       max_length=1024, seed=0)
    SFTTrainer(model=model, args=config, train_dataset=data, processing_class=tok).train()
    model.save_pretrained(model_dir)


@pytest.fixture(scope="module")
def tasks():
    return load_tasks(TASK_SPEC)


@pytest.fixture(scope="module")
def chatml_model(tmp_path_factory, tasks):
    from codeloop.testing.tiny_model import build_tiny_model
    from codeloop.training.sft import sft_rows

    # The tokenizer learns from this task's text only, so that growing the bank does not
    # change the tiny model (and how far 60 warm-up steps get it).
    task = tasks[0]
    corpus = [task.prompt, *(i.text for i in task.instructions), *(task.references or ()),
              *(i.solo_reference or "" for i in task.instructions),
              "Here is the code:\n```python\ndef f(x):\n    return x\n```\n"]
    path = build_tiny_model(tmp_path_factory.mktemp("tiny") / "model", hidden_size=64,
                            num_layers=2, corpus=corpus)
    rows = [r for r in sft_rows(tasks, variants=("reference",), history=1) if r["turn"] <= 3]
    warm_up(path, rows * 4, steps=60, out_dir=tmp_path_factory.mktemp("sft"))
    return str(path)


def logged(trainer, key):
    return [h[key] for h in trainer.state.log_history if key in h]


def test_static_grpo_steps_log_codeloop_rewards(chatml_model, tasks, tmp_path):
    from codeloop.training.recipes import build_grpo_trainer

    trainer = build_grpo_trainer(
        chatml_model, tasks, mode="static", output_dir=str(tmp_path), max_steps=3,
        num_generations=4, per_device_train_batch_size=4, max_completion_length=96,
        learning_rate=1e-4, history=1, lora=True)
    trainer.train()
    history = trainer.codeloop_reward.history
    assert len(history) == 3  # one reward call per step
    # The trainer's reward column is codeloop's reward, and every term was logged separately.
    assert logged(trainer, "rewards/codeloop/mean") == pytest.approx(
        [h["reward"] for h in history], abs=1e-5)
    for term in ("instruction", "conversation", "retention", "base", "format"):
        assert logged(trainer, f"codeloop/{term}") == pytest.approx(
            [h[term] for h in history], abs=1e-5)
    # The warmed-up model writes code: the format term pays.
    assert max(logged(trainer, "codeloop/format")) > 0
    assert type(trainer.model).__name__.startswith("Peft")  # --lora wrapped the model


def test_multiturn_rollout_grpo_steps_mask_developer_turns(chatml_model, tasks, tmp_path):
    from codeloop.training.recipes import build_grpo_trainer
    from codeloop.training.rollout import developer_suffix_ids

    trainer = build_grpo_trainer(
        chatml_model, tasks, mode="multiturn", output_dir=str(tmp_path), max_steps=2,
        num_generations=2, per_device_train_batch_size=2, max_completion_length=400,
        learning_rate=1e-4, max_rounds=3, max_turn_tokens=96, repeats=2)
    rollout = trainer.rollout_func
    outputs = []

    def recording(prompts, t):
        out = rollout(prompts, t)
        outputs.append(out)
        return out

    trainer.rollout_func = recording
    trainer.train()
    assert len(outputs) == 2
    tok = trainer.processing_class
    for out in outputs:
        for ids, mask, lps, episode in zip(out["completion_ids"], out["env_mask"],
                                           out["logprobs"], rollout.episodes if out is
                                           outputs[-1] else [None] * 2, strict=True):
            assert len(ids) == len(mask) == len(lps)
            assert all(lp <= 0 for lp, m in zip(lps, mask, strict=True) if m)
            if episode is None:
                continue
            # Every developer message after the first sits in the completion, masked out.
            masked = [t for t, m in zip(ids, mask, strict=True) if not m]
            for turn in episode.turns[1:]:
                suffix = developer_suffix_ids(tok, turn.developer_message)
                assert any(masked[i:i + len(suffix)] == suffix for i in range(len(masked)))
            assert sum(mask) > 0
    returns = [r for out in outputs for r in out["codeloop_return"]]
    assert logged(trainer, "rewards/codeloop/mean") == pytest.approx(
        [sum(o["codeloop_return"]) / len(o["codeloop_return"]) for o in outputs], abs=1e-5)
    assert logged(trainer, "codeloop/return") == logged(trainer, "rewards/codeloop/mean")
    # Developer turns were played (a turn is at most 96 tokens, so a second one always fits).
    assert all(n >= 2 for out in outputs for n in out["codeloop_turns"])
    assert all(0.0 <= r <= 1.0 for r in returns)


def test_tools_environment_grpo_steps(tmp_path_factory, tasks, tmp_path):
    from transformers import AutoTokenizer

    from codeloop.testing.tiny_model import build_tiny_model
    from codeloop.training.environment import use_tool_chat_template
    from codeloop.training.recipes import build_grpo_trainer
    from codeloop.training.sft import tool_sft_rows

    path = build_tiny_model(tmp_path_factory.mktemp("tiny_tools") / "model", hidden_size=64,
                            num_layers=2)
    tok = use_tool_chat_template(AutoTokenizer.from_pretrained(path))
    tok.save_pretrained(path)
    # Only the first turn: enough for the model to emit a well-formed submit_code call.
    rows = [r for r in tool_sft_rows(tasks) if r["turn"] == 1]
    warm_up(path, rows * 4, steps=90, out_dir=tmp_path_factory.mktemp("sft_tools"), lr=1e-2)

    trainer = build_grpo_trainer(
        str(path), tasks, mode="tools", output_dir=str(tmp_path), max_steps=2,
        num_generations=2, per_device_train_batch_size=2, max_completion_length=384,
        learning_rate=1e-4, max_rounds=2, max_tool_calling_iterations=2)
    trainer.train()
    env_reward = logged(trainer, "rewards/CodeLoopToolEnv/mean")
    assert len(env_reward) == 2
    # The environment's get_reward is the reward; the terms logger saw the same episodes.
    assert logged(trainer, "codeloop/return") == pytest.approx(env_reward, abs=1e-5)
    assert "tools/call_frequency" in trainer.state.log_history[0]
    assert max(logged(trainer, "codeloop/submitted")) > 0  # the model called submit_code


def test_codeloop_reward_mixes_with_other_datasets_and_logs_through_report_to(
        chatml_model, tasks, tmp_path):
    # A dataset of codeloop rows and rows of another task, each paid by its own reward
    # function (CodeLoopReward returns None for the foreign rows, the other one for codeloop
    # rows); GRPOConfig(report_to="tensorboard") sends codeloop's terms to TensorBoard.
    pytest.importorskip("tensorboard")
    from datasets import Dataset
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator
    from trl import GRPOTrainer

    from codeloop.training.data import SYSTEM_PROMPT, static_rows
    from codeloop.training.recipes import grpo_config, load_tokenizer
    from codeloop.training.rewards import CodeLoopReward

    ours = [r for r in static_rows(tasks, system_prompt=SYSTEM_PROMPT, history=1)
            if r["turn"] <= 2]
    theirs = [{"prompt": [{"role": "user", "content": "Say hello."}], "task_id": None,
               "turn": None, "focus": None, "n_turns": None}] * len(ours)
    rows = [row for pair in zip(ours, theirs, strict=True) for row in pair]
    seen = []

    def short_answers(prompts, completions, task_id, **_):
        seen.extend(task_id)
        return [None if t else -len(str(c)) / 100 for t, c in zip(task_id, completions,
                                                                   strict=True)]

    codeloop_reward = CodeLoopReward(tasks, "shaped")
    config = grpo_config(str(tmp_path), max_steps=2, num_generations=2,
                         per_device_train_batch_size=4, max_completion_length=48,
                         report_to="tensorboard")
    trainer = GRPOTrainer(model=chatml_model, reward_funcs=[codeloop_reward, short_answers],
                          args=config, train_dataset=Dataset.from_list(rows),
                          processing_class=load_tokenizer(chatml_model))
    trainer.train()
    assert None in seen and any(seen)  # both kinds of rows were trained on
    assert len(codeloop_reward.history) == 2
    # transformers' TensorBoard callback writes under output_dir/runs/<date>_<host>/.
    event_file = next(tmp_path.glob("runs/*/events.out.tfevents.*"))
    events = EventAccumulator(str(event_file.parent))
    events.Reload()
    tags = set(events.Tags()["scalars"])
    assert {"train/codeloop/reward", "train/codeloop/conversation",
            "train/rewards/codeloop/mean"} <= tags
