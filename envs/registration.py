"""Registers codeloop's environments with gymnasium under the ``codeloop/`` namespace.

``import codeloop`` (or ``gymnasium.register_envs(codeloop)``) registers every id below, the
developer presets included; keyword arguments of ``gymnasium.make`` override the registered
ones. This table is the one place where ids are declared.
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym

from codeloop.envs.tasks.sources import DEFAULT_TASKS

ENTRY_POINT = "codeloop.envs.code_env:CodeLoopEnv"

ENV_IDS: dict[str, dict[str, Any]] = {
    "codeloop/CodeLoop-v0": {"tasks": DEFAULT_TASKS, "developer": "static"},
    **{f"codeloop/CodeLoop-{name.capitalize()}-v0": {"tasks": DEFAULT_TASKS, "developer": name}
       for name in ("dynamic", "repair", "upfront", "followup")},
}
"""Every registered id and its default keyword arguments (template voice for the presets)."""

GYM_PRESETS = {env_id: kwargs["developer"] for env_id, kwargs in ENV_IDS.items()
               if kwargs.get("developer", "static") != "static"}
"""Gymnasium ids of the single-agent env with each interactive strategy (moved here from
``codeloop.agents.developers.registry``: the agents layer does not import the envs one)."""


def register_envs() -> None:
    """Registers every codeloop environment id (idempotent)."""
    for env_id, kwargs in ENV_IDS.items():
        if env_id not in gym.registry:
            gym.register(id=env_id, entry_point=ENTRY_POINT, kwargs=kwargs,
                         disable_env_checker=False)


def register_env_id(env_id: str, **kwargs: Any) -> None:
    """Adds another preset (e.g. a developer of a third-party package) and registers it."""
    ENV_IDS[env_id] = kwargs
    register_envs()
