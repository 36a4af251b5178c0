"""A labelled set for measuring an LLM judge where rules already know the answer.

Before trusting an LLM judge on instructions no rule can check, a user can see how far it
agrees with the rules on instructions they can. :func:`rule_labelled_items` builds that set from
tasks: for every instruction whose checks are all rule-checkable static rules, the answers the
task already holds (the instruction's own solo reference, the base reference, and the
references of the turns before and after it) are labelled by running the rules, so the label
is the rules' verdict, never a guess. Each item asks the judge one yes/no question (the
instruction), as CodeAlignBench's checklist judge does.

The set is built from the tasks each time (``codeloop checks agreement --rule-labelled``), so
it never goes stale when the bank changes.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Sequence

from codeloop.envs.tasks.schema import Task
from codeloop.rewards.checks.spec import Check
from codeloop.rewards.checks.static import RULE_CHECKABLE, run_static
from codeloop.rewards.judge import LabelledItem


def checklist_question(text: str) -> str:
    """The one yes/no question a checklist judge answers for an instruction."""
    return f"Does the code follow this instruction: {text.strip()}"


def _rule_verdict(code: str, checks: Sequence[Check]) -> bool | None:
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    return all(run_static(c.kind, code, tree, c.params)[0] for c in checks)


def _candidates(task: Task, index: int) -> list[str]:
    refs = list(task.references or ())
    ins = task.instructions[index]
    out = [ins.solo_reference] if ins.solo_reference else []
    # references[0] answers the base problem; references[i + 1] the turn of instruction i
    for j in (0, index, index + 1, index + 2):
        if 0 <= j < len(refs):
            out.append(refs[j])
    return [c for c in dict.fromkeys(out) if c]  # first occurrence of each, in order


def rule_labelled_items(tasks: Iterable[Task], *, per_instruction: int = 2
                        ) -> list[LabelledItem]:
    """Labelled items for every rule-checkable instruction of ``tasks``.

    Args:
        tasks: Tasks with references (the bank).
        per_instruction: At most this many answers per label (pass, fail) per instruction,
            so the set stays balanced between the two labels.

    Returns:
        Items in task and instruction order; each label is the rules' verdict on the code.
    """
    items: list[LabelledItem] = []
    for task in tasks:
        for index, ins in enumerate(task.instructions):
            checks = [c for c in ins.checks]
            if not checks or any(c.kind not in RULE_CHECKABLE for c in checks):
                continue
            taken = {True: 0, False: 0}
            for code in _candidates(task, index):
                label = _rule_verdict(code, checks)
                if label is None or taken[label] >= per_instruction:
                    continue
                taken[label] += 1
                items.append(LabelledItem(code, ins.text, (checklist_question(ins.text),),
                                          label))
    return items
