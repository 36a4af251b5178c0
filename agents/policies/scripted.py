"""Scripted baselines that metrics must tell apart.

- ``reference``: plays the task's per-turn references (IA = CA = 1, IFR = 0 by construction).
- ``stubborn``: keeps its first answer forever (IA = 0 after turn 1 whenever the
  instruction is not trivially met).
- ``forgetful``: satisfies the current instruction but drops the earlier ones (it answers
  with the instruction's *solo* reference: the base solution plus that instruction alone),
  so IFR > 0.
- ``no-code``: answers in prose without code (every check fails with a clear reason).
"""

from __future__ import annotations

from collections.abc import Sequence

from codeloop.agents.policies.base import Message, PolicyError, Reply, TurnContext, fenced
from codeloop.rewards.episode import BASE_ID


def _reference_index(context: TurnContext) -> int:
    """Index of the reference that covers every instruction given so far."""
    order = [ins.id for ins in context.task.instructions]
    given = [i for i in context.given if i != BASE_ID]
    return max((order.index(i) + 1 for i in given), default=0)


def _references(context: TurnContext) -> tuple[str, ...]:
    refs = context.task.references
    if not refs:
        raise PolicyError(f"task {context.task.id} has no reference solutions")
    return refs


class ReferencePolicy:
    """Answers with the reference solution of the instructions given so far."""

    name = "reference"

    def act(self, messages: Sequence[Message], context: TurnContext) -> Reply:
        """Returns the reference covering every instruction given so far."""
        return Reply(fenced(_references(context)[_reference_index(context)], context.task.language))


class StubbornPolicy:
    """Keeps its first answer (the base reference) whatever is asked."""

    name = "stubborn"

    def act(self, messages: Sequence[Message], context: TurnContext) -> Reply:
        """Returns the base reference every turn."""
        return Reply(fenced(_references(context)[0], context.task.language))


class ForgetfulPolicy:
    """Follows only the latest instruction, forgetting the earlier ones."""

    name = "forgetful"

    def act(self, messages: Sequence[Message], context: TurnContext) -> Reply:
        """Returns the focus instruction's solo reference (base + that instruction only)."""
        refs = _references(context)
        if context.focus == BASE_ID:
            return Reply(fenced(refs[0], context.task.language))
        solo = context.task.instruction(context.focus).solo_reference
        if solo is None:
            # Without a solo reference, the closest forgetful answer is the reference of the
            # focus instruction's own turn, which ignores later context it never saw.
            order = [ins.id for ins in context.task.instructions]
            return Reply(fenced(refs[order.index(context.focus) + 1], context.task.language))
        return Reply(fenced(solo, context.task.language))


class NoCodePolicy:
    """Answers in prose only (exercises the no-code verdict)."""

    name = "no-code"

    def act(self, messages: Sequence[Message], context: TurnContext) -> Reply:
        """Returns a reply with no code in it."""
        return Reply("I would loop over the input and collect the results, then return them.")
