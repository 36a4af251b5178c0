"""CodeIF-Bench's dynamic conversation, exactly as published.

Rounds are of two kinds:

- an *instruction round* gives one new instruction (the first round states the base problem);
- a *feedback round* follows an instruction round whose answer fails that round's instruction,
  and reveals the failure (how much is the ``feedback`` level, see
  :mod:`codeloop.agents.developers.feedback`).

If the feedback round fails too, the instruction is dropped (its checks no longer apply) and the
conversation moves on. The next instruction round picks, among the instructions not given yet,
one that the current code does not satisfy yet (the world probes the latest answer against
them); instructions the code already satisfies are skipped. The conversation ends when no such
instruction is left, or when the round budget (2 x the number of instructions, every round
counted, feedback rounds included) is spent.

Choices codeloop makes where the paper is silent, each an option:

- the base problem gets a feedback round like an instruction (``feedback_on_base``), but is
  never dropped, since every later instruction builds on it;
- the next instruction is the first unsatisfied one in the task's order (``order="task"``,
  which keeps a functionality extension last as CodeIF-Bench requires) or a seeded random one;
- feedback is about the round's instruction only (``feedback_scope="focus"``), or about every
  active instruction (``"active"``).

Rounds without a verdict. A feedback round answers a *judged* failure, and only a judged
failure of a feedback round drops an instruction. So when the round's instruction is *not
judged* (a ``judge`` check nobody could answer), or the whole round *errored* (the machine
could not run its job, even on a fresh worker), the developer gives no feedback, drops nothing
and goes on to the next instruction, as if the round had passed unnoticed; the decision's
``reason`` says why (``meta["errored_turn"]`` or ``meta["not_judged"]`` names the round or the
instruction), and nothing of the machine's error reaches the model. The round still counts
against the budget (the model did answer it), and an instruction whose probe the machine could
not run is *unknown* (``None`` in ``meta["probe"]``), so it is given, never skipped as
satisfied. Feedback with ``feedback_scope="active"`` leaves not-judged instructions out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from codeloop.agents.developers.base import END, FEEDBACK, INSTRUCTION, OPEN, Decision
from codeloop.agents.developers.common import check_order, conflicts_with, dropped_ids, given_ids
from codeloop.agents.developers.feedback import build_feedback, normalize_level
from codeloop.envs.tasks.schema import Task
from codeloop.rewards.episode import BASE_ID, TurnKind, TurnRecord
from codeloop.rewards.verdict import InstructionVerdict

Probe = Callable[[Sequence[str]], Mapping[str, InstructionVerdict]]


class DynamicStrategy:
    """CodeIF-Bench dynamic conversation: instruction rounds, feedback rounds, drops, a budget.

    Args:
        feedback: Reveal level of feedback rounds (default: ``failing-tests``, the compiler
            errors and failing tests CodeIF-Bench gives).
        budget_factor: Round budget per instruction (CodeIF-Bench: 2).
        budget: A fixed round budget instead (overrides ``budget_factor``).
        order: ``task`` or ``random``: which unsatisfied instruction comes next.
        feedback_on_base: Give a feedback round when the base problem's answer fails.
        feedback_scope: ``focus`` (the round's instruction) or ``active`` (all active ones).
    """

    name = "dynamic"
    uses_probe = True

    def __init__(self, feedback: str = "failing-tests", budget_factor: int = 2,
                 budget: int | None = None, order: str = "task", feedback_on_base: bool = True,
                 feedback_scope: str = "focus"):
        self.feedback = normalize_level(feedback)
        if budget_factor < 1 or (budget is not None and budget < 1):
            raise ValueError("the round budget must be at least 1")
        if feedback_scope not in ("focus", "active"):
            raise ValueError("feedback_scope must be 'focus' or 'active'")
        self.budget_factor = budget_factor
        self.budget = budget
        self.order = check_order(order)
        self.feedback_on_base = feedback_on_base
        self.feedback_scope = feedback_scope
        self.label = f"dynamic[{self.feedback}]"

    def round_budget(self, task: Task) -> int:
        """Rounds allowed on a task: ``budget_factor`` x instructions (at least 1)."""
        if self.budget is not None:
            return self.budget
        return max(1, self.budget_factor * len(task.instructions))

    def first(self, task: Task, rng: np.random.Generator) -> Decision:
        """Opens with the base problem (an instruction round)."""
        return Decision(OPEN, focus=BASE_ID, introduce=(BASE_ID,), reason="base problem",
                        meta={"round": 1, "budget": self.round_budget(task)})

    def after(self, task: Task, turns: Sequence[TurnRecord], rng: np.random.Generator,
              probe: Probe | None = None) -> Decision:
        """Decides the next round from the latest answer (see the module docstring)."""
        last = turns[-1]
        n = len(turns)
        budget = self.round_budget(task)
        meta: dict[str, Any] = {"round": n + 1, "budget": budget}
        if n >= budget:
            return Decision(END, reason=f"round budget spent ({n}/{budget})",
                            meta={"budget": budget})
        focus_ok = last.passed(last.focus)
        drop: tuple[str, ...] = ()
        why = ""
        verdict = last.verdicts.get(last.focus)
        # Only in rounds without a verdict, so records of judged rounds read as they always have.
        unknown: dict[str, Any] = {}
        if last.errored:
            unknown = {"errored_turn": last.turn}
            why = (f"round {last.turn} could not be judged (the machine failed, not the "
                   "model): no feedback")
        elif verdict is not None and not verdict.judged:
            unknown = {"not_judged": [last.focus]}
            why = f"{last.focus!r} not judged (nobody could judge it): no feedback"
        meta.update(unknown)
        # Without a verdict: no feedback round and no drop, nothing is known to have failed.
        if not unknown and last.kind == TurnKind.INSTRUCTION:
            if not focus_ok and (last.focus != BASE_ID or self.feedback_on_base):
                scope = [last.focus] if self.feedback_scope == "focus" else list(last.active)
                return Decision(
                    FEEDBACK, focus=last.focus,
                    feedback=build_feedback(task, last, self.feedback, scope=scope),
                    reason=f"the answer fails {last.focus!r}: feedback round", meta=meta)
            why = (f"{last.focus!r} passed" if focus_ok
                   else f"{last.focus!r} failed (no feedback on the base problem)")
        elif not unknown:  # a feedback round
            if focus_ok:
                why = f"{last.focus!r} passed after feedback"
            elif last.focus == BASE_ID:
                why = "the base problem failed after feedback (kept: it is never dropped)"
            else:
                drop = (last.focus,)
                why = f"{last.focus!r} failed after feedback: dropped"

        given = given_ids(turns)
        dropped = set(dropped_ids(turns)) | set(drop)
        active = [i for i in task.active_after(given, dropped)]
        candidates = [ins.id for ins in task.instructions
                      if ins.id not in given and ins.id not in dropped
                      and not conflicts_with(task, ins.id, active)]
        if not candidates:
            return Decision(END, drop=drop, reason=f"{why}; every instruction given",
                            meta={"budget": budget, **unknown})
        satisfied: dict[str, bool | None]
        if probe is not None:
            verdicts = probe(candidates)
            # None: nobody could tell (a judge check, or a probe the machine could not run).
            satisfied = {i: bool(verdicts[i].passed) if verdicts[i].judged else None
                         for i in candidates}
        else:
            satisfied = {i: False for i in candidates}
        unsatisfied = [i for i in candidates if satisfied[i] is not True]
        meta.update(probe=satisfied if probe is not None else None, candidates=unsatisfied)
        if not unsatisfied:
            return Decision(END, drop=drop, meta={**meta, "round": None},
                            reason=f"{why}; the code already satisfies every remaining "
                                   "instruction")
        if self.order == "random":
            pick = unsatisfied[int(rng.integers(len(unsatisfied)))]
        else:
            pick = unsatisfied[0]
        return Decision(INSTRUCTION, focus=pick, introduce=(pick,), drop=drop, meta=meta,
                        reason=f"{why}; next: {pick!r}, not yet satisfied by the current code")
