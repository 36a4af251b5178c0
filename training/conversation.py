"""Conversations for training: scripted developer turns, reference episodes, judging a reply.

Training rows are built offline (no sandbox), so the developer's messages come from running
its strategy and voice on a scripted history. Rewards need the verdicts of the earlier
(reference) answers too, for the retention term: :class:`ReferenceEpisodes` plays each task
once with its reference answers through :class:`~codeloop.envs.world.CodingWorld` and caches the
records. :func:`rejudge_turn` then judges a new answer at any turn with the world's own judge
(:func:`codeloop.envs.judging.judge_reply`: same extraction, same single sandbox job per
answer, same verdicts).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from codeloop.agents.developers import Developer, make_developer
from codeloop.agents.policies.base import fenced
from codeloop.envs.judging import judge_reply
from codeloop.envs.sandbox.base import Limits, Sandbox
from codeloop.envs.tasks.schema import Task
from codeloop.envs.world import CodingWorld
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.episode import BASE_ID, TURN_ERRORED, TURN_JUDGED, Episode, TurnRecord
from codeloop.rewards.functions import RewardFn


@dataclass(frozen=True)
class ScriptedTurn:
    """One developer turn of a scripted (static) conversation.

    Attributes:
        turn: 1-based round number.
        focus: The instruction the round is about (``"base"`` first).
        introduced: Instruction ids given in this round.
        message: The developer's message.
        reference: The reference answer of this round (code), or None when the task has none.
    """

    turn: int
    focus: str
    introduced: tuple[str, ...]
    message: str
    reference: str | None


def scripted_turns(task: Task, developer: Developer | None = None) -> list[ScriptedTurn]:
    """The developer's turns of a static conversation, computed without running anything.

    The static strategy decides from the instructions given so far only, so its history can
    be scripted with verdict-free records. Strategies that react to verdicts (feedback) need
    real answers and cannot be scripted.

    Args:
        task: The task.
        developer: A developer whose strategy is ``static`` (default: static + template voice).

    Returns:
        One entry per turn: the base problem, then one per instruction.

    Raises:
        ValueError: For a strategy other than ``static``.
    """
    developer = developer or make_developer("static")
    if developer.strategy.name != "static":
        raise ValueError(f"only the static developer can be scripted offline, not "
                         f"{developer.strategy.name!r}; use the multi-turn modes for others")
    rng = np.random.default_rng(0)
    refs = task.references or ()
    decision = developer.strategy.first(task, rng)
    records: list[TurnRecord] = []
    out: list[ScriptedTurn] = []
    while not decision.ends:
        turn = len(records) + 1
        message = developer.voice.render(task, decision, records)
        reference = refs[turn - 1] if len(refs) >= turn else None
        out.append(ScriptedTurn(turn, decision.focus or BASE_ID, tuple(decision.introduce),
                                message, reference))
        records.append(TurnRecord(
            turn=turn, kind="instruction", focus=decision.focus or BASE_ID,
            introduced=tuple(decision.introduce), active=(), developer_message=message,
            reply="", code=None, extraction_note="scripted", verdicts={}))
        decision = developer.strategy.after(task, records, rng)
    return out


def system_message(template: str, task: Task) -> str:
    """A system prompt for a task, in its language (see ``fill_language``)."""
    from codeloop.envs.tasks.languages import fill_language

    return fill_language(template, task.language)


def conversation_until(task: Task, turn: int, developer: Developer | None = None,
                       system_prompt: str | None = None,
                       history: int | None = None) -> list[dict[str, str]]:
    """The messages a policy sees at ``turn`` of a static conversation with reference answers.

    Args:
        task: The task (needs references for every turn before ``turn``).
        turn: 1-based turn; the result ends with that turn's developer message.
        developer: A static developer (default: static + template voice).
        system_prompt: Optional system message put first.
        history: Keep only the last ``history`` earlier exchanges (developer message and
            answer); None keeps the whole conversation. The latest answer satisfies every
            earlier request, so a short window still shows the model what to keep; it makes
            prompts of long conversations affordable for small models on CPU.

    Returns:
        Chat messages: developer turns as ``user``, reference answers as ``assistant``.

    Raises:
        ValueError: When a needed reference is missing or the turn is out of range.
    """
    script = scripted_turns(task, developer)
    if not 1 <= turn <= len(script):
        raise ValueError(f"task {task.id} has turns 1..{len(script)}, not {turn}")
    messages: list[dict[str, str]] = []
    if system_prompt:
        messages.append({"role": "system", "content": system_message(system_prompt, task)})
    earlier = script[: turn - 1]
    if history is not None:
        earlier = earlier[len(earlier) - min(history, len(earlier)):]
    for st in earlier:
        if st.reference is None:
            raise ValueError(f"task {task.id} has no reference for turn {st.turn}")
        messages.append({"role": "user", "content": st.message})
        messages.append({"role": "assistant",
                         "content": fenced(st.reference, task.language)})
    messages.append({"role": "user", "content": script[turn - 1].message})
    return messages


def completion_text(completion: Any) -> str:
    """The text of a TRL completion: a string, or a list of messages (last assistant one)."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, Sequence):
        for message in reversed(list(completion)):
            if isinstance(message, Mapping) and message.get("role", "assistant") == "assistant":
                content = message.get("content") or ""
                if isinstance(content, list):  # content blocks
                    return "".join(str(b.get("text", "")) for b in content
                                   if isinstance(b, Mapping))
                return str(content)
    return str(completion)


def rejudge_turn(task: Task, template: TurnRecord, reply: str,
                 referee: Referee | Sandbox | None, *, limits: Limits | None = None,
                 strict_eq: bool | None = None) -> TurnRecord:
    """A round answered with a new reply, judged by the world's own judge.

    Args:
        task: The task.
        template: The round being answered (its active instructions, focus and message are
            kept; reply, code and verdicts are replaced).
        reply: The new raw reply.
        referee: What judges (one job for all active instructions); a bare sandbox, with
            ``limits``/``strict_eq``, is read by
            :meth:`Referee.of <codeloop.rewards.checks.referee.Referee.of>`.
        limits: Sandbox limits (with a bare sandbox only).
        strict_eq: Strict equality in test asserts (with a bare sandbox only).

    Returns:
        The judged round, with ``reward`` 0 (the caller prices the episode).
    """
    judged = judge_reply(task, reply, template.active, referee, limits=limits,
                         strict_eq=strict_eq)
    errored = ({"status": TURN_ERRORED, "error": judged.machine_fault}
               if judged.machine_fault else {"status": TURN_JUDGED, "error": None})
    return replace(template, reply=reply, code=judged.code,
                   extraction_note=judged.extraction_note, verdicts=judged.verdicts,
                   reward=0.0, timings={}, usage={}, **errored)


class ReferenceEpisodes:
    """Each task played once with its reference answers, cached (thread-safe).

    Args:
        referee: What checks the reference answers (a bare sandbox, with
            ``limits``/``strict_eq``, is read once by
            :meth:`Referee.of <codeloop.rewards.checks.referee.Referee.of>`).
        developer: The developer (default: static + template voice).
        reward_fn: Prices each round (kept on the records).
        limits: Sandbox limits (with a bare sandbox only).
        strict_eq: Strict equality in test asserts (with a bare sandbox only).
    """

    def __init__(self, referee: Referee | Sandbox | None, developer: Developer | None = None,
                 *, reward_fn: RewardFn | None = None, limits: Limits | None = None,
                 strict_eq: bool | None = None):
        self.referee = Referee.of(referee, limits=limits, strict_eq=strict_eq)
        self.developer = developer or make_developer("static")
        self.reward_fn = reward_fn
        self._cache: dict[str, Episode] = {}
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()

    def get(self, task: Task) -> Episode:
        """The reference episode of a task (played on first use).

        Raises:
            ValueError: When the task has no references.
        """
        with self._guard:
            lock = self._locks.setdefault(task.id, threading.Lock())
        with lock:
            if task.id not in self._cache:
                self._cache[task.id] = self._play(task)
            return self._cache[task.id]

    def _play(self, task: Task) -> Episode:
        refs = task.references
        if not refs:
            raise ValueError(f"task {task.id} has no reference solutions")
        kwargs: dict[str, Any] = {"reward_fn": self.reward_fn} if self.reward_fn else {}
        world = CodingWorld(task, self.developer, self.referee, policy_name="reference", seed=0,
                            **kwargs)
        world.open()
        while not world.done:
            index = min(len(world.episode.turns), len(refs) - 1)
            world.submit(fenced(refs[index], task.language))
        return world.episode
