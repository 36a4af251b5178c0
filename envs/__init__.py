"""The world: tasks and their loaders, sandboxes, and the gymnasium/PettingZoo environments."""

from envs.registration import register_envs

register_envs()

__all__ = ["register_envs"]
