"""Sources of the bundled hand-written task bank.

Each module in this folder defines ``TASK``: a dict in the task-file format (see
``docs/TASK_FORMAT.md``) plus an optional ``"solo"`` map (instruction id -> solo reference),
written with the :func:`code` and :func:`tests` helpers so that sources read as Python.
``python -m codeloop.envs.tasks.build_bank`` compiles them into ``envs/tasks/data/bank.jsonl``, the
file codeloop actually loads; a test keeps the two in sync.
"""

from __future__ import annotations

import textwrap
from typing import Any


def code(source: str) -> str:
    """Normalises a reference solution: dedented, one leading newline dropped, one trailing."""
    return textwrap.dedent(source).strip("\n") + "\n"


def tests(*sources: str) -> dict[str, Any]:
    """A ``tests`` check from test sources (each dedented and stripped)."""
    return {"kind": "tests", "params": {"tests": [textwrap.dedent(s).strip("\n") for s in sources]}}
