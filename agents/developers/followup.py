"""CodeAlignBench's follow-up setting: a first solution, then follow-up instructions.

Round 1 states the bare problem; then each chosen instruction follows in a round of its own,
as a follow-up on the model's latest solution, as CodeAlignBench's follow-up setting gives them
(with ``all_at_once``, ``--all-at-once`` on the command line, every instruction in round 2);
then the episode ends. No feedback is given. With the same seed and options it gives the same
instructions as :class:`~codeloop.agents.developers.upfront.UpfrontStrategy`, so the two settings
can be compared pairwise.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from codeloop.agents.developers.base import END, INSTRUCTION, OPEN, Decision
from codeloop.agents.developers.common import (
    check_order,
    given_ids,
    round_focus,
    select_instructions,
)
from codeloop.envs.tasks.schema import Task
from codeloop.rewards.episode import BASE_ID, TurnRecord


class FollowupStrategy:
    """The bare problem, then the instructions as follow-ups.

    Args:
        instructions: How many instructions to give (None: all that fit together).
        order: ``task`` or ``random``: which instructions when not all.
        all_at_once: Every follow-up in one round instead of one round each.
        one_per_turn: The default, kept for callers that name it; False is ``all_at_once``.

    Raises:
        ValueError: When ``all_at_once`` and ``one_per_turn`` are both asked for.
    """

    name = "followup"

    def __init__(self, instructions: int | None = None, order: str = "task",
                 all_at_once: bool = False, one_per_turn: bool | None = None):
        if all_at_once and one_per_turn:
            raise ValueError("followup: all_at_once and one_per_turn exclude each other")
        self.instructions = instructions
        self.order = check_order(order)
        self.one_per_turn = not all_at_once if one_per_turn is None else one_per_turn
        parts = ([f"n={instructions}"] if instructions is not None else []) + \
            ([] if self.one_per_turn else ["all-at-once"])
        self.label = f"followup[{','.join(parts)}]" if parts else "followup"

    def first(self, task: Task, rng: np.random.Generator) -> Decision:
        """States the bare problem; the follow-ups are chosen now (recorded in ``meta``)."""
        chosen = select_instructions(task, self.instructions, self.order, rng)
        return Decision(OPEN, focus=BASE_ID, introduce=(BASE_ID,), reason="bare problem first",
                        meta={"planned": list(chosen)})

    def after(self, task: Task, turns: Sequence[TurnRecord], rng: np.random.Generator) -> Decision:
        """Gives the follow-up(s), then ends."""
        planned = list(turns[0].decision.get("meta", {}).get("planned", ()))
        given = set(given_ids(turns))
        left = [i for i in planned if i not in given]
        if not left:
            return Decision(END, reason="every follow-up given")
        batch = tuple(left[:1]) if self.one_per_turn else tuple(left)
        return Decision(INSTRUCTION, focus=round_focus(task, given_ids(turns), batch),
                        introduce=batch,
                        reason=f"follow-up on the first solution: {', '.join(batch)}")
