"""A task-agnostic reply that forges instead of computing never raises the env reward.

The reply only needs the entry point's name (it is in the prompt): it returns an object that
claims to equal, contain and order like anything, forges result frames from gc callbacks,
finalizers and exit hooks, and steals whatever expected values it can find in its process.
"""

from __future__ import annotations

import pytest

from codeloop.agents.policies import fenced
from codeloop.envs.code_env import CodeLoopEnv
from codeloop.envs.sandbox.conformance_tampering import _MAGIC, _THIEF, _forging_reporter

TASKS = ["bank/word_frequencies", "bank/stack", "bank/days_between", "bank/median",
         "bank/bank_account"]


def forging_reply(entry_point: str) -> str:
    """The same trick for every task, named after the task's entry point."""
    code = _forging_reporter(
        "gc.callbacks.append(lambda phase, info: forge())\n"
        "import atexit\natexit.register(forge)\n") + _MAGIC + _THIEF + (
        "class _Anything(Magic):\n"
        "    def __call__(self, *a, **k):\n        return _Anything()\n"
        "    def __iter__(self):\n        return iter([])\n"
        "    def __len__(self):\n        return 0\n"
        f"def {entry_point}(*args, **kwargs):\n"
        "    stolen = steal('frames')\n"
        "    return stolen if stolen != -1 else _Anything()\n")
    return fenced(code)


@pytest.mark.parametrize("task_id", TASKS)
def test_a_forging_reply_scores_nothing_where_the_reference_scores_one(local_sandbox, task_id):
    env = CodeLoopEnv(task_id=task_id, sandbox=local_sandbox)
    try:
        env.reset(seed=0)
        task = env.world.task
        _, reward, _, _, info = env.step(forging_reply(task.entry_point))
        passed = [r for v in info["verdicts"].values() for r in v["results"] if r["passed"]]
        assert reward == 0.0 and passed == [], info["verdicts"]
        env.reset(seed=0)
        _, reference_reward, *_ = env.step(fenced(task.references[0]))
        assert reference_reward == 1.0
    finally:
        env.close()
