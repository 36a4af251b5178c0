"""Supervised warm-up data: reference answers and deliberately varied versions of them.

GRPO only learns from differences between sampled answers, so a policy that never writes
passing code gets no signal. The warm-up makes a small model write code for the bank's tasks,
and on purpose teaches it a *mix* of behaviours at each turn ``k >= 2`` of a static
conversation (previous answers are references):

- ``reference``: ``references[k-1]``, which satisfies everything asked so far;
- ``stubborn``: ``references[k-2]``, the previous answer unchanged (ignores the new request);
- ``forgetful``: the focus instruction's ``solo_reference`` (follows the new request, drops
  the earlier ones) when the task has one.

A model trained on this mix samples all three; GRPO with codeloop's rewards should then move
probability towards ``reference``-like answers, which is what the learning demonstration
measures. Rows are in TRL's conversational prompt-completion format, so ``SFTTrainer`` trains
on the answer only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from codeloop.agents.developers import Developer, make_developer
from codeloop.agents.policies.base import fenced
from codeloop.envs.tasks.schema import Task
from codeloop.training.conversation import conversation_until, scripted_turns, system_message
from codeloop.training.data import SYSTEM_PROMPT

VARIANTS = ("reference", "stubborn", "forgetful")
"""Kinds of warm-up targets (see the module docstring)."""


def sft_rows(tasks: Iterable[Task], *, variants: Sequence[str] = VARIANTS,
             developer: Developer | None = None, system_prompt: str | None = SYSTEM_PROMPT,
             history: int | None = None, max_turn: int | None = None,
             ) -> list[dict[str, Any]]:
    """Prompt-completion rows for ``SFTTrainer``.

    Args:
        tasks: Tasks with references (others are skipped).
        variants: Which kinds of targets to include (see :data:`VARIANTS`).
        developer: A static developer (default: static + template voice).
        system_prompt: System message of every prompt.
        history: Earlier exchanges kept in each prompt (None: all).
        max_turn: Only turns up to this one (None: all).

    Returns:
        Rows with ``prompt`` (messages), ``completion`` (one assistant message), ``task_id``,
        ``language``, ``turn`` and ``variant``.

    Raises:
        ValueError: For an unknown variant.
    """
    unknown = sorted(set(variants) - set(VARIANTS))
    if unknown:
        raise ValueError(f"unknown warm-up variant(s) {unknown}; known: {', '.join(VARIANTS)}")
    developer = developer or make_developer("static")
    rows = []
    for task in tasks:
        refs = task.references
        if not refs:
            continue
        for st in scripted_turns(task, developer):
            if max_turn is not None and st.turn > max_turn:
                break
            prompt = conversation_until(task, st.turn, developer, system_prompt, history)
            targets: list[tuple[str, str]] = []
            if "reference" in variants:
                targets.append(("reference", refs[st.turn - 1]))
            if st.turn >= 2 and "stubborn" in variants:
                targets.append(("stubborn", refs[st.turn - 2]))
            if st.turn >= 2 and "forgetful" in variants:
                solo = next((i.solo_reference for i in task.instructions if i.id == st.focus),
                            None)
                if solo:
                    targets.append(("forgetful", solo))
            for variant, code in targets:
                rows.append({
                    "prompt": prompt,
                    "completion": [{"role": "assistant",
                                    "content": fenced(code, task.language)}],
                    "task_id": task.id,
                    "language": task.language,
                    "turn": st.turn,
                    "variant": variant,
                })
    return rows


def sft_dataset(tasks: Iterable[Task], **kwargs: Any) -> Any:
    """:func:`sft_rows` as a ``datasets.Dataset`` (id columns dropped, as SFTTrainer wants)."""
    from datasets import Dataset

    rows = [{"prompt": r["prompt"], "completion": r["completion"]}
            for r in sft_rows(tasks, **kwargs)]
    return Dataset.from_list(rows)


def tool_sft_rows(tasks: Iterable[Task], *, developer: Developer | None = None,
                  system_prompt: str | None = None) -> list[dict[str, Any]]:
    """Warm-up rows for ``environment_factory`` training: answers as ``submit_code`` calls.

    The developer defaults to :func:`codeloop.training.environment.tool_developer` (as in tool-mode
    training). Turn ``k``'s prompt is the tool-mode conversation so far (the developer's
    opening, then each earlier reference submitted with ``submit_code`` and the developer's
    next message as the tool result); the completion submits ``references[k-1]``. A ``tools``
    column holds the tool's JSON schema, so ``SFTTrainer`` renders the same tool section as
    GRPO.

    Returns:
        Rows with ``prompt``, ``completion``, ``tools`` (JSON), ``task_id`` and ``turn``.
    """
    import json

    from transformers.utils import get_json_schema

    from codeloop.training.data import TOOL_SYSTEM_PROMPT
    from codeloop.training.environment import CodeLoopToolEnv, tool_developer

    schema = json.dumps([get_json_schema(CodeLoopToolEnv.submit_code)])
    system_prompt = TOOL_SYSTEM_PROMPT if system_prompt is None else system_prompt
    developer = developer or tool_developer()

    def call(code: str) -> dict[str, Any]:
        return {"role": "assistant", "content": "", "tool_calls": [
            {"type": "function", "function": {"name": "submit_code", "arguments": {"code": code}}}]}

    rows = []
    for task in tasks:
        refs = task.references
        if not refs:
            continue
        script = scripted_turns(task, developer)
        prompt: list[dict[str, Any]] = (
            [{"role": "system", "content": system_message(system_prompt, task)}]
            if system_prompt else [])
        prompt.append({"role": "user", "content": script[0].message})
        for st in script:
            rows.append({"prompt": list(prompt), "completion": [call(refs[st.turn - 1])],
                         "tools": schema, "task_id": task.id, "turn": st.turn})
            prompt.append(call(refs[st.turn - 1]))
            nxt = script[st.turn].message if st.turn < len(script) else None
            if nxt is None:
                break
            prompt.append({"role": "tool", "name": "submit_code", "content": nxt})
    return rows
