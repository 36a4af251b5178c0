"""CodeAlignBench's predefined setting: every constraint stated with the initial problem.

One round: the problem and its constraints in the first message, then the episode ends.
Compare with :mod:`codeloop.agents.developers.followup` (same constraints, given after a first
solution) on the same seed: both choose the same instructions.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from codeloop.agents.developers.base import END, OPEN, Decision
from codeloop.agents.developers.common import check_order, round_focus, select_instructions
from codeloop.envs.tasks.schema import Task
from codeloop.rewards.episode import BASE_ID, TurnRecord


class UpfrontStrategy:
    """The problem and all constraints in one message; one answer.

    Args:
        instructions: How many instructions to give (None: all that fit together).
        order: ``task`` or ``random``: which instructions when not all.
    """

    name = "upfront"

    def __init__(self, instructions: int | None = None, order: str = "task"):
        self.instructions = instructions
        self.order = check_order(order)
        self.label = "upfront" if instructions is None else f"upfront[n={instructions}]"

    def first(self, task: Task, rng: np.random.Generator) -> Decision:
        """States the problem with its constraints."""
        chosen = select_instructions(task, self.instructions, self.order, rng)
        introduce = (BASE_ID, *chosen)
        return Decision(OPEN, focus=round_focus(task, [], introduce), introduce=introduce,
                        reason=f"problem with {len(chosen)} predefined constraints")

    def after(self, task: Task, turns: Sequence[TurnRecord], rng: np.random.Generator) -> Decision:
        """Ends after the one answer."""
        return Decision(END, reason="predefined setting: one answer")
