"""GRPO recipes: a trainer for codeloop tasks in one call.

Three modes:

- ``static``: one row per (task, turn) of the static conversation (references as the earlier
  answers); :class:`codeloop.training.rewards.CodeLoopReward` judges each completion.
- ``multiturn``: whole episodes through :class:`codeloop.training.rollout.EpisodeRollout`
  (``rollout_func``), developer turns masked out of the loss.
- ``tools``: whole episodes through TRL's ``environment_factory``, answers submitted with the
  ``submit_code`` tool (needs a tool-calling chat template).

Example::

    from codeloop.training.recipes import build_grpo_trainer
    trainer = build_grpo_trainer("path/to/model", tasks="bank", mode="static",
                                 output_dir="runs/grpo", max_steps=50)
    trainer.train()
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from codeloop.envs.tasks.schema import Task
from codeloop.envs.tasks.sources import load_tasks
from codeloop.rewards.checks.judge_config import JudgeConfig
from codeloop.training.compat import TrainingUnavailable, require_training, vllm_available

MODES = ("static", "multiturn", "tools")

# Defaults sized for small models and short code answers; every one can be overridden.
GRPO_DEFAULTS: dict[str, Any] = {
    "learning_rate": 1e-6,
    "num_generations": 4,
    "per_device_train_batch_size": 4,
    "max_completion_length": 512,
    "temperature": 1.0,
    "beta": 0.0,  # no reference model: half the memory, and DAPO-style runs do without KL
    "loss_type": "dapo",
    "scale_rewards": "group",
    "logging_steps": 1,
    "save_strategy": "no",
    "report_to": "none",
    "log_completions": False,
    "max_steps": 100,
    "mask_truncated_completions": False,
}
MULTITURN_DEFAULTS: dict[str, Any] = {
    "max_completion_length": 1536,  # several model turns plus the developer's messages
    "max_tool_calling_iterations": 12,
}


def grpo_config(output_dir: str, *, mode: str = "static", use_vllm: bool = False,
                **overrides: Any) -> Any:
    """A ``GRPOConfig`` with codeloop's defaults.

    Args:
        output_dir: Where checkpoints and logs go.
        mode: Training mode (multi-turn modes get a longer completion budget).
        use_vllm: Generate with vLLM (colocated); needs vLLM installed.
        **overrides: Any ``GRPOConfig`` field.

    Raises:
        TrainingUnavailable: For ``use_vllm`` without vLLM.
    """
    import torch
    from trl import GRPOConfig

    kwargs = dict(GRPO_DEFAULTS)
    if mode != "static":
        kwargs.update(MULTITURN_DEFAULTS)
    if mode != "tools":
        kwargs.pop("max_tool_calling_iterations", None)
    if not torch.cuda.is_available():
        kwargs.update(use_cpu=True, bf16=False)
    if use_vllm:
        if not vllm_available():
            raise TrainingUnavailable("--vllm needs vLLM: `pip install vllm` (GPU machines only)")
        kwargs.update(use_vllm=True, vllm_mode="colocate")
    kwargs.update(overrides)
    return GRPOConfig(output_dir=output_dir, **kwargs)


def lora_config(r: int = 16, alpha: int = 32, dropout: float = 0.05,
                target_modules: str | Sequence[str] = "all-linear") -> Any:
    """A peft ``LoraConfig`` for causal LMs.

    Raises:
        TrainingUnavailable: When peft is not installed.
    """
    try:
        from peft import LoraConfig
    except ImportError as exc:
        raise TrainingUnavailable("--lora needs peft: `pip install peft`") from exc
    return LoraConfig(r=r, lora_alpha=alpha, lora_dropout=dropout, task_type="CAUSAL_LM",
                      target_modules=target_modules if isinstance(target_modules, str)
                      else list(target_modules))


def load_tokenizer(model: str | Any, tokenizer: Any | None = None) -> Any:
    """The model's tokenizer, left-padded with a pad token, as GRPOTrainer wants."""
    if tokenizer is None:
        from transformers import AutoTokenizer

        path = model if isinstance(model, str) else model.name_or_path
        tokenizer = AutoTokenizer.from_pretrained(path)
    tokenizer.padding_side = "left"
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    return tokenizer


def build_grpo_trainer(model: str | Any, tasks: str | Sequence[Task] = "bank", *,
                       mode: str = "static", reward: str | Mapping[str, float] = "shaped",
                       output_dir: str = "runs/grpo", config: Any | None = None,
                       tokenizer: Any | None = None, lora: bool | Any = False,
                       use_vllm: bool = False, sandbox: str = "local",
                       developer: str = "static", voice: str = "template",
                       max_rounds: int | None = None, max_turn_tokens: int | None = None,
                       repeats: int = 1,
                       system_prompt: str | None = None, tool_template: bool = False,
                       history: int | None = None, turns: Sequence[int] | None = None,
                       callbacks: list[Any] | None = None, judge: JudgeConfig | None = None,
                       **config_overrides: Any) -> Any:
    """Builds a ``GRPOTrainer`` that trains on codeloop tasks with codeloop's rewards.

    Args:
        model: A model path (or id) or a loaded causal LM.
        tasks: A task spec (see :func:`codeloop.envs.tasks.load_tasks`) or tasks.
        mode: ``static``, ``multiturn`` or ``tools``.
        reward: Per-turn reward: a name or ``{name: weight}``.
        output_dir: Trainer output directory.
        config: A ready ``GRPOConfig`` (else :func:`grpo_config` with ``config_overrides``).
        tokenizer: The tokenizer (default: loaded from ``model``).
        lora: True for :func:`lora_config`'s defaults, or a peft config.
        use_vllm: Generate with vLLM.
        sandbox: Sandbox backend.
        developer: Developer strategy (``static`` only in ``static`` mode).
        voice: Developer voice.
        max_rounds: Cap on rounds per multi-turn episode.
        max_turn_tokens: ``multiturn``: cap on the tokens of one model turn.
        repeats: Rows per task in multi-turn modes.
        system_prompt: System message (default: the mode's own).
        history: In ``static`` mode, earlier exchanges kept in each prompt (None: all).
        turns: In ``static`` mode, train only on these 1-based turns (None: all).
        tool_template: In ``tools`` mode, give a ChatML tokenizer without tool support TRL's
            Qwen2.5 tool template (:func:`codeloop.training.environment.use_tool_chat_template`).
        callbacks: Trainer callbacks.
        judge: The LLM judge of ``judge`` checks (None: none, those checks are not judged).
        **config_overrides: ``GRPOConfig`` fields when ``config`` is None.

    Returns:
        The trainer; its reward object is ``trainer.codeloop_reward``.

    Raises:
        TrainingUnavailable: When the installed TRL cannot run the mode.
        ValueError: For an unknown mode or no tasks.
    """
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; choose one of {', '.join(MODES)}")
    require_training(mode)
    from trl import GRPOTrainer

    from codeloop.agents.developers import make_developer
    from codeloop.rewards.checks.referee import Referee
    from codeloop.training import data

    task_list = load_tasks(tasks) if isinstance(tasks, str) else list(tasks)
    if not task_list:
        raise ValueError("no tasks to train on")
    tokenizer = load_tokenizer(model, tokenizer)
    config = config or grpo_config(output_dir, mode=mode, use_vllm=use_vllm, **config_overrides)
    peft_config = (lora_config() if lora is True else lora) or None
    box = Referee.of(sandbox, judge=judge)  # one referee judges every completion of the run
    dev = make_developer(developer, voice)
    kwargs: dict[str, Any] = {}
    if mode == "static":
        from codeloop.training.rewards import CodeLoopReward

        sp = data.SYSTEM_PROMPT if system_prompt is None else system_prompt
        dataset = data.static_dataset(task_list, developer=dev, system_prompt=sp or None,
                                      history=history, turns=turns)
        reward_obj: Any = CodeLoopReward(task_list, reward, sandbox=box, developer=dev)
        reward_funcs = [reward_obj]
    elif mode == "multiturn":
        from codeloop.training.chat_template import rollout_template
        from codeloop.training.rewards import EpisodeReward
        from codeloop.training.rollout import EpisodeRollout

        rollout_template(tokenizer, config.chat_template_kwargs)  # fail before loading weights
        sp = data.SYSTEM_PROMPT if system_prompt is None else system_prompt
        dataset = data.episode_dataset(task_list, repeats=repeats, developer=dev,
                                       system_prompt=sp or None)
        kwargs["rollout_func"] = EpisodeRollout(task_list, reward, sandbox=box, developer=dev,
                                                max_rounds=max_rounds,
                                                max_turn_tokens=max_turn_tokens)
        reward_obj = EpisodeReward()
        reward_funcs = [reward_obj]
    else:
        from codeloop.training.environment import (
            make_environment_factory,
            tool_developer,
            use_tool_chat_template,
        )
        from codeloop.training.rewards import EnvironmentTerms

        dev = tool_developer(developer, voice)
        if tool_template:
            use_tool_chat_template(tokenizer)
        sp = data.TOOL_SYSTEM_PROMPT if system_prompt is None else system_prompt
        dataset = data.episode_dataset(task_list, repeats=repeats, developer=dev,
                                       system_prompt=sp or None, opening=False)
        kwargs["environment_factory"] = make_environment_factory(
            task_list, reward, sandbox=box, developer=dev, max_rounds=max_rounds)
        reward_obj = EnvironmentTerms()
        reward_funcs = [reward_obj]
    trainer = GRPOTrainer(model=model, reward_funcs=reward_funcs, args=config,
                          train_dataset=dataset, processing_class=tokenizer,
                          peft_config=peft_config, callbacks=callbacks, **kwargs)
    trainer.codeloop_reward = reward_obj  # type: ignore[attr-defined]
    return trainer
