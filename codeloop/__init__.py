"""codeloop: a gym for instruction-following code models.

The public API in one place::

    import gymnasium as gym
    import codeloop                                    # registers every codeloop/... id

    env = gym.make("codeloop/CodeLoop-Dynamic-v0")
    env = codeloop.make_env(task_id="word_frequencies")
    result = codeloop.run_eval(codeloop.EvalConfig(out="runs/x"))
    tasks = codeloop.load_tasks("bank")

Importing this package registers the gymnasium ids (cheap: entry points are strings) and
nothing else; the names below load their modules on first use, so ``import codeloop`` stays
fast and ``codeloop.envs.sandbox`` (imported inside sandboxes' hosts and Ray workers) does not
pull in the runner. Everything not listed in ``__all__`` is private by convention; the
subpackages ``codeloop.envs``, ``codeloop.agents``, ``codeloop.rewards`` and
``codeloop.training`` hold the rest for those who need it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from codeloop.envs.registration import register_envs

__version__ = "0.1.0"

register_envs()

# name -> module that defines it; one table, read by __getattr__ and by type checkers below.
_PUBLIC: dict[str, str] = {
    # environments
    "CodeLoopEnv": "codeloop.envs.code_env",
    "register_envs": "codeloop.envs.registration",
    # tasks and checks
    "Task": "codeloop.envs.tasks",
    "Instruction": "codeloop.envs.tasks",
    "load_tasks": "codeloop.envs.tasks",
    "Check": "codeloop.rewards.checks",
    "evaluate": "codeloop.rewards.checks",
    "Referee": "codeloop.rewards.checks",
    "JudgeConfig": "codeloop.rewards.checks.judge_config",
    "extract_code": "codeloop.rewards.extract",
    # sandboxes
    "Sandbox": "codeloop.envs.sandbox",
    "Job": "codeloop.envs.sandbox",
    "JobResult": "codeloop.envs.sandbox",
    "make_sandbox": "codeloop.envs.sandbox",
    "check_sandbox": "codeloop.envs.sandbox",
    # who acts
    "Policy": "codeloop.agents.policies",
    "Reply": "codeloop.agents.policies",
    "TurnContext": "codeloop.agents.policies",
    "make_policy": "codeloop.agents.policies",
    "Developer": "codeloop.agents.developers",
    "Strategy": "codeloop.agents.developers",
    "Voice": "codeloop.agents.developers",
    "make_developer": "codeloop.agents.developers",
    # judgement
    "Episode": "codeloop.rewards.episode",
    "TurnRecord": "codeloop.rewards.episode",
    "summarize": "codeloop.rewards.metrics",
    "resolve_reward": "codeloop.rewards.functions",
    "CodeLoopReward": "codeloop.training.rewards",
    # runs
    "EvalConfig": "codeloop.runner",
    "RunResult": "codeloop.runner",
    "run_eval": "codeloop.runner",
    "play_episode": "codeloop.episode_loop",
}

if TYPE_CHECKING:
    from codeloop.agents.developers import Developer, Strategy, Voice, make_developer
    from codeloop.agents.policies import Policy, Reply, TurnContext, make_policy
    from codeloop.envs.code_env import CodeLoopEnv
    from codeloop.envs.sandbox import Job, JobResult, Sandbox, check_sandbox, make_sandbox
    from codeloop.envs.tasks import Instruction, Task, load_tasks
    from codeloop.episode_loop import play_episode
    from codeloop.rewards.checks import Check, Referee, evaluate
    from codeloop.rewards.checks.judge_config import JudgeConfig
    from codeloop.rewards.episode import Episode, TurnRecord
    from codeloop.rewards.extract import extract_code
    from codeloop.rewards.functions import resolve_reward
    from codeloop.rewards.metrics import summarize
    from codeloop.runner import EvalConfig, RunResult, run_eval
    from codeloop.training.rewards import CodeLoopReward


def make_env(**kwargs: Any) -> CodeLoopEnv:
    """Builds a :class:`~codeloop.envs.code_env.CodeLoopEnv` (see its arguments)."""
    from codeloop.envs.code_env import CodeLoopEnv

    return CodeLoopEnv(**kwargs)


def __getattr__(name: str) -> Any:
    module = _PUBLIC.get(name)
    if module is None:
        raise AttributeError(f"module 'codeloop' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # later lookups skip __getattr__
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_PUBLIC))


__all__ = [
    "Check",
    "CodeLoopEnv",
    "CodeLoopReward",
    "Developer",
    "Episode",
    "EvalConfig",
    "Instruction",
    "Job",
    "JobResult",
    "JudgeConfig",
    "Policy",
    "Referee",
    "Reply",
    "RunResult",
    "Sandbox",
    "Strategy",
    "Task",
    "TurnContext",
    "TurnRecord",
    "Voice",
    "__version__",
    "check_sandbox",
    "evaluate",
    "extract_code",
    "load_tasks",
    "make_developer",
    "make_env",
    "make_policy",
    "make_sandbox",
    "play_episode",
    "register_envs",
    "resolve_reward",
    "run_eval",
    "summarize",
]
