"""codeloop: a gym for instruction-following code models.

The public API in one place::

    import codeloop
    env = codeloop.make_env(task_id="word_frequencies")          # a gymnasium env
    result = codeloop.run_eval(codeloop.EvalConfig(out="runs/x"))  # a whole evaluation
    tasks = codeloop.load_tasks("bank")

Importing this package also registers the ``codeloop/...`` gymnasium ids.
"""

from __future__ import annotations

from typing import Any

import envs  # noqa: F401 - registers the gymnasium ids
from agents.developers import make_developer
from agents.policies import Policy, Reply, TurnContext, make_policy
from codeloop.episode_loop import play_episode
from codeloop.runner import EvalConfig, RunResult, run_eval
from envs.code_env import CodeLoopEnv
from envs.sandbox import make_sandbox
from envs.tasks import Task, load_tasks
from rewards.episode import Episode
from rewards.metrics import summarize

__version__ = "0.1.0"


def make_env(**kwargs: Any) -> CodeLoopEnv:
    """Builds a :class:`~envs.code_env.CodeLoopEnv` (see its arguments)."""
    return CodeLoopEnv(**kwargs)


__all__ = [
    "CodeLoopEnv",
    "Episode",
    "EvalConfig",
    "Policy",
    "Reply",
    "RunResult",
    "Task",
    "TurnContext",
    "load_tasks",
    "make_developer",
    "make_env",
    "make_policy",
    "make_sandbox",
    "play_episode",
    "run_eval",
    "summarize",
]
