"""Helpers the strategies share: what was given or dropped so far, and choosing instructions."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from codeloop.envs.tasks.schema import Task
from codeloop.rewards.episode import BASE_ID, TurnRecord

ORDERS = ("task", "random")
"""How a strategy orders instructions: the task's own order, or a seeded shuffle."""


def given_ids(turns: Sequence[TurnRecord]) -> list[str]:
    """Instruction ids introduced so far, in order (``"base"`` first)."""
    out: list[str] = []
    for turn in turns:
        out.extend(i for i in turn.introduced if i not in out)
    return out


def dropped_ids(turns: Sequence[TurnRecord]) -> list[str]:
    """Instruction ids a developer dropped so far (read from the recorded decisions)."""
    out: list[str] = []
    for turn in turns:
        out.extend(i for i in turn.decision.get("drop", ()) if i not in out)
    return out


def conflicts_with(task: Task, iid: str, others: Iterable[str]) -> bool:
    """True when instruction ``iid`` contradicts any of ``others`` (either side may declare it)."""
    others = [o for o in others if o != iid]
    if iid == BASE_ID:
        return False
    mine = set(task.instruction(iid).conflicts)
    for other in others:
        if other in mine:
            return True
        if other != BASE_ID and iid in task.instruction(other).conflicts:
            return True
    return False


def check_order(order: str) -> str:
    """Validates an ``order`` option.

    Raises:
        ValueError: For an unknown order.
    """
    if order not in ORDERS:
        raise ValueError(f"order must be one of {', '.join(ORDERS)}, got {order!r}")
    return order


def select_instructions(task: Task, count: int | None, order: str,
                        rng: np.random.Generator) -> tuple[str, ...]:
    """Chooses instructions to give together, skipping any that contradict one already chosen.

    Args:
        task: The task.
        count: How many (None: as many as fit together).
        order: ``task`` (the first ones in the task's order) or ``random`` (a seeded choice).
        rng: The episode's generator.

    Returns:
        Instruction ids in the task's order.
    """
    ids = [ins.id for ins in task.instructions]
    if check_order(order) == "random":
        ids = [ids[i] for i in rng.permutation(len(ids))]
    chosen: list[str] = []
    for iid in ids:
        if count is not None and len(chosen) >= count:
            break
        if not conflicts_with(task, iid, chosen):
            chosen.append(iid)
    position = {ins.id: k for k, ins in enumerate(task.instructions)}
    return tuple(sorted(chosen, key=position.__getitem__))


def round_focus(task: Task, given: Sequence[str], introduce: Sequence[str]) -> str:
    """The focus of a round introducing several instructions: the first that stays active.

    IA is measured on the focus, so it must be checked: when a later instruction of the same
    round supersedes an earlier one (a functionality extension replaces the base tests), the
    superseded one is skipped.
    """
    active = set(task.active_after([*given, *(i for i in introduce if i not in given)]))
    return next((i for i in introduce if i in active), introduce[0])
