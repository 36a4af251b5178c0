"""The single-agent gymnasium env with each interactive strategy (registered presets)."""

from __future__ import annotations

import gymnasium as gym
import pytest
from gymnasium.utils.env_checker import check_env

import codeloop  # noqa: F401 - registers the ids
from codeloop.envs.registration import GYM_PRESETS


@pytest.mark.parametrize("env_id", sorted(GYM_PRESETS))
def test_preset_passes_check_env_and_plays(env_id):
    from codeloop.envs.tasks import load_tasks

    task = next(t for t in load_tasks("bank") if t.references)
    env = gym.make(env_id, task_id=task.id)
    try:
        check_env(env.unwrapped, skip_render_check=True)
        obs, info = env.reset(seed=0)
        assert task.prompt in obs
        assert env.unwrapped.developer.strategy.name == GYM_PRESETS[env_id]
        done = False
        steps = 0
        while not done:
            obs, reward, term, trunc, info = env.step(f"```python\n{task.references[-1]}```")
            done = term or trunc
            steps += 1
        assert reward == 1.0 and steps >= 1
    finally:
        env.close()
