"""Training with codeloop's rewards (TRL GRPO): datasets, reward objects, rollouts, recipes.

Modules (import them directly; none imports torch or TRL at import time):

- :mod:`codeloop.training.data`: static (task, turn) rows and per-task episode rows; hash-based
splits.
- :mod:`codeloop.training.rewards`: reward functions with TRL's signature that log every term.
- :mod:`codeloop.training.rollout`: a ``rollout_func`` playing whole episodes, developer turns
masked.
- :mod:`codeloop.training.environment`: an ``environment_factory`` class with a ``submit_code``
tool.
- :mod:`codeloop.training.recipes`: ``build_grpo_trainer`` and GRPOConfig defaults (LoRA, vLLM).
- :mod:`codeloop.training.sft`: warm-up rows (references and deliberately varied versions).
- :mod:`codeloop.training.evaluate`: sampling a local model on static rows and judging the answers.
- :mod:`codeloop.training.compat`: TRL feature gates with clear messages.
"""
