"""Training datasets in TRL's conversational format.

- :func:`static_dataset`: one row per (task, turn) of CodeIF-Bench's static conversation; the
  ``prompt`` is the conversation so far (developer messages, reference answers) ending with the
  turn's developer message. Columns ``task_id``, ``turn``, ``focus`` and ``n_turns`` identify
  the row; TRL passes them to reward functions.
- :func:`episode_dataset`: one row per task (repeated), for multi-turn training: the prompt is
  the developer's opening message (``rollout_func``) or a placeholder the environment's
  ``reset`` fills in (``environment_factory``).
- :func:`split_tasks`: a fixed held-out split by a hash of the task id, so it does not move
  when tasks are added to the bank.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from typing import Any

from codeloop.agents.developers import Developer, make_developer
from codeloop.envs.tasks.schema import Task
from codeloop.training.conversation import conversation_until, scripted_turns, system_message

SYSTEM_PROMPT = ("You are a careful {language_title} developer. Answer each request with the "
                 "complete code in one ```{language} code block, keeping every earlier request "
                 "satisfied.")
"""Default system message of training prompts (the task's language filled in by
:func:`codeloop.training.conversation.system_message`)."""

TOOL_SYSTEM_PROMPT = ("You are a careful {language_title} developer. Submit your complete code "
                      "with the submit_code tool; its result is the developer's next request. "
                      "Keep every earlier request satisfied. Stop when the developer has no more "
                      "requests.")
"""System message for ``environment_factory`` training, where answers go through a tool."""


def task_split(task_id: str, holdout: float, salt: str = "codeloop") -> str:
    """``"heldout"`` or ``"train"`` for a task id, from a stable hash.

    Args:
        task_id: The task id.
        holdout: Fraction of ids held out, in [0, 1].
        salt: Changes the split without changing the ids.
    """
    digest = hashlib.sha256(f"{salt}:{task_id}".encode()).digest()
    u = int.from_bytes(digest[:8], "big") / 2**64
    return "heldout" if u < holdout else "train"


def split_tasks(tasks: Sequence[Task], holdout: float = 0.2, *, salt: str = "codeloop",
                min_each: int = 1) -> tuple[list[Task], list[Task]]:
    """Splits tasks into (train, held-out) by a hash of each id.

    With few tasks the hash may leave one side empty; then the ``min_each`` tasks with the
    smallest hashes move over, so both sides have at least ``min_each`` tasks when there are
    at least ``2 * min_each`` tasks.

    Returns:
        ``(train, heldout)``, each in the input order.
    """
    def key(t: Task) -> bytes:
        return hashlib.sha256(f"{salt}:{t.id}".encode()).digest()

    held = [t for t in tasks if task_split(t.id, holdout, salt) == "heldout"]
    train = [t for t in tasks if task_split(t.id, holdout, salt) == "train"]
    if len(tasks) >= 2 * min_each:
        if len(held) < min_each:
            moved = sorted(train, key=key)[: min_each - len(held)]
            held += moved
            train = [t for t in train if t not in moved]
        elif len(train) < min_each:
            moved = sorted(held, key=key, reverse=True)[: min_each - len(train)]
            train += moved
            held = [t for t in held if t not in moved]
    order = {t.id: i for i, t in enumerate(tasks)}
    return sorted(train, key=lambda t: order[t.id]), sorted(held, key=lambda t: order[t.id])


def static_rows(tasks: Iterable[Task], *, developer: Developer | None = None,
                system_prompt: str | None = SYSTEM_PROMPT,
                turns: Sequence[int] | None = None,
                history: int | None = None) -> list[dict[str, Any]]:
    """The rows of :func:`static_dataset` as plain dicts.

    Tasks without references contribute only their first turn (later prompts need reference
    answers to stand for the model's earlier turns).
    """
    developer = developer or make_developer("static")
    rows = []
    for task in tasks:
        script = scripted_turns(task, developer)
        n = len(script)
        for st in script:
            if turns is not None and st.turn not in turns:
                continue
            if st.turn > 1 and not task.references:
                continue
            rows.append({
                "prompt": conversation_until(task, st.turn, developer, system_prompt, history),
                "task_id": task.id,
                "language": task.language,
                "turn": st.turn,
                "focus": st.focus,
                "n_turns": n,
            })
    return rows


def static_dataset(tasks: Iterable[Task], *, developer: Developer | None = None,
                   system_prompt: str | None = SYSTEM_PROMPT,
                   turns: Sequence[int] | None = None, history: int | None = None) -> Any:
    """One row per (task, turn) of a static conversation, as a ``datasets.Dataset``.

    Args:
        tasks: The tasks.
        developer: A static developer (default: static + template voice).
        system_prompt: System message put first in every prompt (None for none).
        turns: Keep only these 1-based turns (default: all).
        history: Earlier exchanges kept in each prompt (None: the whole conversation; see
            :func:`codeloop.training.conversation.conversation_until`).

    Returns:
        A dataset with columns ``prompt`` (list of messages), ``task_id``, ``language`` (the
        task's programming language), ``turn``, ``focus``, ``n_turns``.
    """
    from datasets import Dataset

    return Dataset.from_list(static_rows(tasks, developer=developer, system_prompt=system_prompt,
                                         turns=turns, history=history))


def episode_dataset(tasks: Iterable[Task], *, repeats: int = 1, developer: Developer | None = None,
                    system_prompt: str | None = SYSTEM_PROMPT, opening: bool = True) -> Any:
    """One row per task (times ``repeats``) for multi-turn training.

    Args:
        tasks: The tasks.
        repeats: Rows per task (an epoch then plays each task this many times per generation).
        developer: The developer, for the opening message (default: static + template voice).
        system_prompt: System message put first (None for none).
        opening: Put the developer's opening message in the prompt (``rollout_func``); when
            False the user message is empty and the environment's ``reset`` supplies it
            (``environment_factory``).

    Returns:
        A dataset with columns ``prompt``, ``task_id``, ``language`` and ``n_turns``.
    """
    from datasets import Dataset

    developer = developer or make_developer("static")
    rows = []
    for _ in range(repeats):
        for task in tasks:
            message = opening_message(task, developer) if opening else ""
            prompt = ([{"role": "system", "content": system_message(system_prompt, task)}]
                      if system_prompt else [])
            prompt.append({"role": "user", "content": message})
            rows.append({"prompt": prompt, "task_id": task.id, "language": task.language,
                         "n_turns": task.n_turns})
    return Dataset.from_list(rows)


def opening_message(task: Task, developer: Developer | None = None) -> str:
    """The developer's first message on a task."""
    import numpy as np

    developer = developer or make_developer("static")
    decision = developer.strategy.first(task, np.random.default_rng(0))
    return developer.voice.render(task, decision, [])
