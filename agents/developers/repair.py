"""MultiCodeIF's feedback repair: every constraint up front, then repair rounds on failures.

The first message states the problem with every constraint. Each answer that violates some
constraint gets a repair round: the developer names the violated constraints (how much more it
reveals is the ``feedback`` level) and quotes the previous code back, as MultiCodeIF's repair
prompts do, up to ``rounds`` repair rounds (MultiCodeIF: 4). The episode ends as soon as an
answer satisfies every constraint, or when the rounds are spent.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from codeloop.agents.developers.base import END, FEEDBACK, OPEN, Decision
from codeloop.agents.developers.common import check_order, round_focus, select_instructions
from codeloop.agents.developers.feedback import build_feedback, normalize_level
from codeloop.envs.tasks.schema import Task
from codeloop.rewards.episode import BASE_ID, TurnRecord


class RepairStrategy:
    """All constraints known from the start; up to ``rounds`` repair rounds.

    Args:
        rounds: Repair rounds after the first answer (MultiCodeIF: 4).
        feedback: Reveal level of repair messages (default ``violated-instructions``).
        include_code: Quote the previous code in repair messages (MultiCodeIF does).
        instructions: How many instructions to give (None: all that fit together).
        order: ``task`` or ``random``: which instructions when not all.
    """

    name = "repair"

    def __init__(self, rounds: int = 4, feedback: str = "violated-instructions",
                 include_code: bool = True, instructions: int | None = None,
                 order: str = "task"):
        if rounds < 0:
            raise ValueError("rounds must be >= 0")
        self.rounds = rounds
        self.feedback = normalize_level(feedback)
        self.include_code = include_code
        self.instructions = instructions
        self.order = check_order(order)
        self.label = f"repair[{self.feedback},k={rounds}]"

    def first(self, task: Task, rng: np.random.Generator) -> Decision:
        """States the problem with every constraint."""
        chosen = select_instructions(task, self.instructions, self.order, rng)
        introduce = (BASE_ID, *chosen)
        return Decision(OPEN, focus=round_focus(task, [], introduce), introduce=introduce,
                        reason=f"problem with all {len(chosen)} constraints",
                        meta={"repair_round": 0})

    def after(self, task: Task, turns: Sequence[TurnRecord], rng: np.random.Generator) -> Decision:
        """A repair round on the violated constraints, or the end."""
        last = turns[-1]
        violated = [i for i in last.active if not last.passed(i)]
        done_rounds = len(turns) - 1
        if not violated:
            return Decision(END, reason="every constraint satisfied",
                            meta={"repair_rounds": done_rounds})
        if done_rounds >= self.rounds:
            return Decision(END, reason=f"repair rounds spent ({done_rounds}/{self.rounds}); "
                                        f"{len(violated)} constraints still violated",
                            meta={"repair_rounds": done_rounds})
        return Decision(
            FEEDBACK, focus=violated[0],
            feedback=build_feedback(task, last, self.feedback, scope=list(last.active),
                                    include_code=self.include_code),
            reason=f"repair round {done_rounds + 1}: {len(violated)} violated",
            meta={"repair_round": done_rounds + 1, "violated": violated})
