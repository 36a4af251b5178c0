"""Third-party extensions through entry points: now part of :mod:`codeloop.registry`.

Every extension kind is a :class:`codeloop.registry.Registry` that reads its own entry-point
group; the names below stay importable from here for code written against this module.
"""

from __future__ import annotations

from codeloop.registry import GROUPS, forget_loaded, load_group, summary_of

__all__ = ["GROUPS", "forget_loaded", "load_group", "summary_of"]
