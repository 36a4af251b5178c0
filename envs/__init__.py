"""The world: tasks and their loaders, sandboxes, and the gymnasium/PettingZoo environments.

Installed and imported as ``codeloop.envs``; importing :mod:`codeloop` registers the ids.
"""
