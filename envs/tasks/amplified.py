"""What the amplifiers of every language share: the seed, the result and the references.

:mod:`.amplify` (Python) and :mod:`.amplify_lang` (the other bank languages) both use these;
they live apart so that neither amplifier imports the other's module at load.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field

from codeloop.envs.tasks.schema import Task
from codeloop.rewards.episode import BASE_ID

SEED = 23
"""Seed of every choice the amplifier makes (mixed with the task, instruction and unit)."""
MAX_INT = 10**6
"""Largest magnitude of an integer a mutation writes, in every language's amplifier.

Every language's int holds it, and it keeps held-out inputs cheap: code that lacks a range
check must not meet ``fizzbuzz(4040004)`` (millions of strings), whose cost would decide
whether the job's CPU budget runs out, and so the verdict, by the machine's load."""


def stable_seed(*parts: str) -> int:
    """A seed for one choice: :data:`SEED` mixed with ``parts``, the same on every run."""
    return zlib.crc32("\x00".join((str(SEED), *parts)).encode())


@dataclass
class Amplified:
    """The held-out units of one task, and what was dropped, by instruction id."""

    units: dict[str, list[str]] = field(default_factory=dict)
    dropped: dict[str, int] = field(default_factory=dict)


def reference_codes(task: Task, iid: str) -> list[str]:
    """Every reference in which ``iid``'s checks are active: the turns' and the solo ones."""
    assert task.references is not None
    codes: list[str] = []
    given = [BASE_ID]
    for turn, ref in enumerate(task.references, start=1):
        if turn > 1:
            given.append(task.instructions[turn - 2].id)
        if iid in task.active_after(given) and ref not in codes:
            codes.append(ref)
    for ins in task.instructions:
        solo = ins.solo_reference
        if solo is not None and iid in task.active_after([BASE_ID, ins.id]) \
                and solo not in codes:
            codes.append(solo)
    return codes
