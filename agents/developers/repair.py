"""MultiCodeIF's feedback repair: every constraint up front, then repair rounds on failures.

The first message states the problem with every constraint. Each answer that violates some
constraint gets a repair round: the developer names the violated constraints (how much more it
reveals is the ``feedback`` level) and quotes the previous code back, as MultiCodeIF's repair
prompts do, up to ``rounds`` repair rounds (MultiCodeIF: 4). The episode ends as soon as an
answer satisfies every constraint, or when the rounds are spent.

A repair round happens only for constraints the answer is *judged* to violate. A constraint
*not judged* (a ``judge`` check nobody could answer) is neither repaired nor praised: the repair
messages leave it out, ``meta["not_judged"]`` names it, and an answer that violates nothing
judged ends the episode (``"every judged constraint satisfied; N not judged"``, or, when no
constraint at all could be judged, a reason saying so). A round the machine could not judge
(errored: its job could not run, even on a fresh worker) ends the episode too, with a reason
that says so and ``meta["errored_turn"]``: nothing is known to repair, and any message about
the answer, even a bare "try again", would be feedback the answer did not earn. The machine's
error text never reaches the model; ``codeloop eval --retry-errored`` plays such an episode
again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from codeloop.agents.developers.base import END, FEEDBACK, OPEN, Decision
from codeloop.agents.developers.common import check_order, round_focus, select_instructions
from codeloop.agents.developers.feedback import build_feedback, normalize_level
from codeloop.envs.tasks.schema import Task
from codeloop.rewards.episode import BASE_ID, TurnRecord
from codeloop.rewards.verdict import FAILED


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
        done_rounds = len(turns) - 1
        if last.errored:
            return Decision(END, reason=f"the answer to round {last.turn} could not be judged "
                                        "(the machine failed, not the model): nothing known "
                                        "to repair",
                            meta={"repair_rounds": done_rounds, "errored_turn": last.turn})
        verdicts = [(i, last.verdicts.get(i)) for i in last.active]
        # A missing verdict of an active constraint is a failure, as it always was.
        violated = [i for i, v in verdicts if v is None or v.status == FAILED]
        not_judged = [i for i, v in verdicts if v is not None and not v.judged]
        # Only when there are any, so records without judge checks read as they always have.
        extra: dict[str, Any] = {"not_judged": not_judged} if not_judged else {}
        if not violated:
            if not not_judged:
                reason = "every constraint satisfied"
            elif len(not_judged) == len(verdicts):
                reason = (f"no constraint of the last answer could be judged "
                          f"({len(not_judged)} not judged)")
            else:
                reason = f"every judged constraint satisfied; {len(not_judged)} not judged"
            return Decision(END, reason=reason, meta={"repair_rounds": done_rounds, **extra})
        if done_rounds >= self.rounds:
            return Decision(END, reason=f"repair rounds spent ({done_rounds}/{self.rounds}); "
                                        f"{len(violated)} constraints still violated",
                            meta={"repair_rounds": done_rounds, **extra})
        return Decision(
            FEEDBACK, focus=violated[0],
            feedback=build_feedback(task, last, self.feedback, scope=list(last.active),
                                    include_code=self.include_code),
            reason=f"repair round {done_rounds + 1}: {len(violated)} violated",
            meta={"repair_round": done_rounds + 1, "violated": violated, **extra})
