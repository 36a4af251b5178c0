"""CodeIF-Bench's static conversation: the base problem, then one new instruction per turn."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from codeloop.agents.developers.base import END, INSTRUCTION, OPEN, Decision
from codeloop.envs.tasks.schema import Task
from codeloop.rewards.episode import BASE_ID, TurnRecord


class StaticStrategy:
    """Turn 1 states the base problem; turn ``n`` adds instruction ``n - 1`` in the task's order.

    No feedback is given: the model sees only the history, its own earlier answers included.
    The episode ends after the answer to the last instruction.
    """

    name = "static"

    def first(self, task: Task, rng: np.random.Generator) -> Decision:
        """Opens with the base problem."""
        return Decision(OPEN, focus=BASE_ID, introduce=(BASE_ID,), reason="base problem")

    def after(self, task: Task, turns: Sequence[TurnRecord], rng: np.random.Generator) -> Decision:
        """Gives the next instruction in order, or ends after the last one."""
        given = {iid for t in turns for iid in t.introduced}
        for ins in task.instructions:
            if ins.id not in given:
                return Decision(INSTRUCTION, focus=ins.id, introduce=(ins.id,),
                                reason="next instruction in the task's order")
        return Decision(END, reason="all instructions given")
