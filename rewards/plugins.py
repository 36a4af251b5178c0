"""Third-party extensions through entry points, loaded lazily by each registry.

A distribution extends codeloop by declaring entry points in one of these groups (in its
``pyproject.toml``: ``[project.entry-points."codeloop.policies"] mine = "pkg.mod:factory"``):

=========================  ==================================================================
group                      object the entry point names
=========================  ==================================================================
``codeloop.policies``      a policy factory: ``factory(**options)`` or ``factory(arg, ...)``
``codeloop.developers``    a developer strategy factory: ``factory(**options) -> Strategy``
``codeloop.task_sources``  a task loader: ``loader(arg: str) -> list[Task]``
``codeloop.checks``        a static rule ``rule(source, tree, params) -> (passed, reason)``
=========================  ==================================================================

The entry point's name is the name users type (``--policy mine:ARG``, ``--developer mine``,
``--tasks mine:PATH``, ``{"kind": "mine"}``). Nothing is imported at ``import codeloop``: a
registry loads its group the first time it is asked for a name it does not know or for the
list of names, so a broken or slow plugin costs nothing until it is used. Built-in names win:
an entry point never replaces one. The loader sits in the bottom layer so every registry
(``rewards``, ``envs``, ``agents``) can use it.
"""

from __future__ import annotations

import importlib.metadata
import threading
import warnings
from collections.abc import Callable
from typing import Any

GROUPS = ("codeloop.policies", "codeloop.developers", "codeloop.task_sources",
          "codeloop.checks")
"""The entry-point groups codeloop reads."""

_loaded: set[str] = set()
_lock = threading.Lock()


def load_group(group: str, register: Callable[[str, Any], None],
               known: Callable[[str], bool]) -> list[str]:
    """Registers every entry point of ``group`` once per process.

    Args:
        group: One of :data:`GROUPS`.
        register: Called as ``register(name, loaded_object)`` for each new name.
        known: True for a name already registered (built-ins win; it is skipped).

    Returns:
        The names registered by this call (empty when the group was loaded before).

    A plugin that fails to import is skipped with a warning naming its distribution, so
    one broken plugin does not take the others (or the built-ins) down.
    """
    if group not in GROUPS:
        raise ValueError(f"unknown entry-point group {group!r}; codeloop reads {GROUPS}")
    with _lock:
        if group in _loaded:
            return []
        _loaded.add(group)
        added = []
        for ep in importlib.metadata.entry_points(group=group):
            if known(ep.name):
                continue
            try:
                obj = ep.load()
            except Exception as exc:  # noqa: BLE001 - any plugin failure is reported, not fatal
                dist = getattr(ep.dist, "name", "?")
                warnings.warn(f"codeloop: entry point {ep.name!r} of {group} (from {dist}: "
                              f"{ep.value}) failed to load and is skipped: {exc!r}",
                              RuntimeWarning, stacklevel=2)
                continue
            register(ep.name, obj)
            added.append(ep.name)
        return added


def forget_loaded() -> None:
    """Lets every group load again (after installing a plugin into a running process)."""
    with _lock:
        _loaded.clear()


def summary_of(obj: Any) -> str:
    """The first line of an object's docstring (the help text of a plugin)."""
    doc = (getattr(obj, "__doc__", None) or "").strip()
    return doc.splitlines()[0] if doc else "(plugin)"
