"""Training with codeloop's rewards (TRL GRPO): datasets, reward objects, rollouts, recipes.

Modules (import them directly; none imports torch or TRL at import time):

- :mod:`training.data`: static (task, turn) rows and per-task episode rows; hash-based splits.
- :mod:`training.rewards`: reward functions with TRL's signature that log every term.
- :mod:`training.rollout`: a ``rollout_func`` playing whole episodes, developer turns masked.
- :mod:`training.environment`: an ``environment_factory`` class with a ``submit_code`` tool.
- :mod:`training.recipes`: ``build_grpo_trainer`` and GRPOConfig defaults (LoRA, vLLM).
- :mod:`training.sft`: warm-up rows (references and deliberately varied versions).
- :mod:`training.evaluate`: sampling a local model on static rows and judging the answers.
- :mod:`training.compat`: TRL feature gates with clear messages.
"""
