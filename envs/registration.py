"""Registers codeloop's environments with gymnasium under the ``codeloop/`` namespace.

``gymnasium.make("codeloop/CodeLoop-v0")`` works once :mod:`envs` (or :mod:`codeloop`) is
imported; keyword arguments of ``make`` override the registered ones.
"""

from __future__ import annotations

import gymnasium as gym

ENV_IDS = {
    "codeloop/CodeLoop-v0": {"tasks": "bank", "developer": "static"},
}


def register_envs() -> None:
    """Registers every codeloop environment id (idempotent)."""
    for env_id, kwargs in ENV_IDS.items():
        if env_id not in gym.registry:
            gym.register(id=env_id, entry_point="envs.code_env:CodeLoopEnv", kwargs=kwargs,
                         disable_env_checker=False)


def register_env_id(env_id: str, **kwargs) -> None:
    """Adds another preset (e.g. a dynamic developer) and registers it."""
    ENV_IDS[env_id] = kwargs
    register_envs()
