"""The world both environments share: one task, a developer, a sandbox, and the turn loop.

The gymnasium env (single-agent: the coder acts, the developer is part of the world) and
the PettingZoo env (two agents) are two views of this object. Data flow of one round:

1. the developer's strategy decides (introduce, feedback, drop, end); its voice words it;
2. the coder replies; code is extracted from the reply;
3. every active instruction's checks run (static in-process, tests in one sandbox job);
4. the reward function prices the episode so far; the record is appended.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from codeloop.agents.developers.base import Decision, Developer, speak
from codeloop.envs.judging import MACHINE_FAULT_REASON, Judgement, judge_code, judge_reply
from codeloop.envs.sandbox.base import Limits, Sandbox
from codeloop.envs.tasks.schema import Task
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.episode import BASE_ID, TURN_ERRORED, UNANSWERED_PREFIX, Episode, TurnRecord
from codeloop.rewards.functions import RewardFn, conversation_reward
from codeloop.rewards.verdict import InstructionVerdict


@dataclass(frozen=True)
class StepOutcome:
    """The result of submitting a reply.

    Attributes:
        record: The judged round.
        next_message: The developer's next message, or None when the episode ended.
        done: True when the developer ended the episode.
        truncated: True when the round limit cut the episode short.
    """

    record: TurnRecord
    next_message: str | None
    done: bool
    truncated: bool


class CodingWorld:
    """One episode's world.

    Args:
        task: The task to play.
        developer: The simulated developer.
        referee: What judges every answer and probe (sandboxes, limits, equality rule, LLM
            judge). A bare sandbox (or None: static checks only) is read with ``limits`` and
            ``strict_eq`` by :meth:`Referee.of <codeloop.rewards.checks.referee.Referee.of>`,
            making a referee for this world (its language sandboxes close when it is dropped).
        reward_fn: Prices the episode after each round.
        limits: Sandbox limits per job (with a bare sandbox only).
        strict_eq: Strict equality in test asserts (with a bare sandbox only; default True).
        max_rounds: Hard cap on rounds (None: the strategy's own budget).
        policy_name: Recorded in the episode.
        seed: Seeds the developer's choices.
    """

    def __init__(
        self,
        task: Task,
        developer: Developer,
        referee: Referee | Sandbox | None,
        *,
        reward_fn: RewardFn = conversation_reward,
        limits: Limits | None = None,
        strict_eq: bool | None = None,
        max_rounds: int | None = None,
        policy_name: str = "unknown",
        seed: int | None = None,
    ):
        self.task = task
        self.developer = developer
        self.referee = Referee.of(referee, limits=limits, strict_eq=strict_eq)
        self.reward_fn = reward_fn
        self.max_rounds = max_rounds
        self.rng = np.random.default_rng(seed)
        self.episode = Episode(
            task_id=task.id,
            policy=policy_name,
            developer=developer.name,
            seed=seed,
            categories={BASE_ID: "base", **{i.id: i.category for i in task.instructions}},
            language=task.language,
        )
        if isinstance(task.metadata.get("languages"), list):
            # A row written for several languages (CodeAlignBench) counts under each of them.
            self.episode.metadata["languages"] = [str(x) for x in task.metadata["languages"]]
        self.messages: list[dict[str, str]] = []
        self.given: list[str] = []
        self.dropped: list[str] = []
        self.decision: Decision | None = None
        self.pending_message: str | None = None
        self.next_decision: Decision | None = None
        self.done = False
        self._probe_cache: dict[tuple[int, str], InstructionVerdict] = {}

    @property
    def sandbox(self) -> Sandbox | None:
        """The referee's Python sandbox (read-only; the referee decides)."""
        return self.referee.sandbox

    @property
    def limits(self) -> Limits:
        """The referee's job limits."""
        return self.referee.limits

    @property
    def strict_eq(self) -> bool:
        """The referee's equality rule."""
        return self.referee.strict_eq

    # ------------------------------------------------------------------ developer side

    def open(self, *, speak_now: bool = True) -> str:
        """Starts the episode; returns the developer's first message.

        Args:
            speak_now: False leaves the opening decision unsaid in :attr:`next_decision`, for an
                external developer agent to word and pass to :meth:`say` (returns ``""``).
        """
        decision = self.developer.strategy.first(self.task, self.rng)
        if not speak_now:
            self.next_decision = decision
            return ""
        message, notes = speak(self.developer.voice, self.task, decision, [])
        return self.say(decision, message, notes)

    def say(self, decision: Decision, message: str,
            notes: dict[str, Any] | None = None) -> str:
        """Records the developer's decision and message (the voice may be external).

        Args:
            decision: What the developer decided.
            message: How it was worded.
            notes: What the voice did (LLM attempts, leaks caught, fallbacks); recorded in the
                decision's ``meta["voice"]``.
        """
        if decision.ends:
            raise ValueError("an 'end' decision has no message; use finish()")
        if notes:
            decision = replace(decision, meta={**decision.meta, "voice": dict(notes)})
        self.next_decision = None
        for iid in decision.introduce:
            if iid not in self.given:
                self.given.append(iid)
        self.dropped.extend(i for i in decision.drop if i not in self.dropped)
        self.decision = decision
        self.pending_message = message
        self.messages.append({"role": "user", "content": message})
        return message

    @property
    def active(self) -> tuple[str, ...]:
        """Instructions whose checks apply now."""
        return self.task.active_after(self.given, self.dropped)

    def probe(self, instruction_ids: Sequence[str]) -> dict[str, InstructionVerdict]:
        """Judges the latest answer against instructions that need not be active.

        Dynamic strategies use it to choose the next instruction among those the current code
        does not satisfy yet. Results are cached per round; probes are not part of the record's
        verdicts (metrics only ever see active instructions). A probe is judged as a round is
        (:func:`codeloop.envs.judging.judge_code`, the same referee): when the machine cannot
        run its tests (even on a fresh worker), their units are *not judged*, never failed, so
        the strategy cannot read the machine's fault as "the code does not satisfy it".

        Args:
            instruction_ids: Ids to check (``"base"`` allowed).

        Returns:
            The verdict of each id on the latest answer (empty before the first answer).
        """
        if not self.episode.turns:
            return {}
        last = self.episode.turns[-1]
        todo = [i for i in instruction_ids if (last.turn, i) not in self._probe_cache]
        if todo:
            verdicts = judge_code(self.task, last.code, last.extraction_note, todo,
                                  self.referee).verdicts
            for iid, verdict in verdicts.items():
                self._probe_cache[(last.turn, iid)] = verdict
        return {i: self._probe_cache[(last.turn, i)] for i in instruction_ids}

    def decide_next(self) -> Decision:
        """Asks the strategy for its decision after the latest answer."""
        strategy = self.developer.strategy
        if getattr(strategy, "uses_probe", False):
            return strategy.after(self.task, self.episode.turns, self.rng,  # type: ignore[call-arg]
                                  probe=self.probe)
        return strategy.after(self.task, self.episode.turns, self.rng)

    # ------------------------------------------------------------------ coder side

    def submit(self, reply: str, *, usage: dict[str, int] | None = None,
               timings: dict[str, float] | None = None, speak_now: bool = True,
               unanswered: str | None = None) -> StepOutcome:
        """Judges a reply and lets the developer decide what comes next.

        Args:
            reply: The coder's raw reply.
            unanswered: Why the round has no answer at all (a replayed benchmark output with
                no record for it). The round is recorded errored with this reason, never
                judged: like a round the machine could not judge it is left out of every
                metric and counted apart, and the episode goes on.
            usage: Token usage of the reply, if known.
            timings: Extra timings to record (e.g. ``{"policy": seconds}``).
            speak_now: False leaves the next decision unsaid in :attr:`next_decision` (the
                outcome's ``next_message`` is then None and ``done`` False unless the episode
                ended), for an external developer agent to word and pass to :meth:`say`.

        Returns:
            The judged round and what follows.

        Raises:
            RuntimeError: When the episode is over or has not been opened.
        """
        if self.done or self.decision is None or self.pending_message is None:
            raise RuntimeError("submit() called with no open developer message")
        started = time.perf_counter()
        reply = reply if isinstance(reply, str) else str(reply)
        self.messages.append({"role": "assistant", "content": reply})
        active = self.active
        if unanswered is not None:
            retired = self._retire_unasked(unanswered)
            judged = Judgement(code=None, extraction_note="no answer", verdicts={},
                               sandbox_s=None, machine_fault=f"{UNANSWERED_PREFIX}{unanswered}"
                               + (f"; later rounds are not judged on {', '.join(retired)}, "
                                  f"never asked in the recorded conversation" if retired else ""))
        else:
            judged = judge_reply(self.task, reply, active, self.referee)
        checks_s = time.perf_counter() - started
        decision = self.decision
        fault: dict[str, Any] = ({"status": TURN_ERRORED, "error": judged.machine_fault}
                                 if judged.machine_fault else {})
        record = TurnRecord(
            turn=len(self.episode.turns) + 1,
            kind="feedback" if decision.kind == "feedback" else "instruction",
            focus=decision.focus or BASE_ID,
            introduced=tuple(decision.introduce),
            active=active,
            developer_message=self.pending_message,
            reply=reply,
            code=judged.code,
            extraction_note=judged.extraction_note,
            verdicts=judged.verdicts,
            decision=decision.to_dict(),
            timings={**(timings or {}), "checks": checks_s,
                     **({"sandbox": judged.sandbox_s} if judged.sandbox_s is not None else {})},
            usage=dict(usage or {}),
            # The machine could not judge the answer: recorded as such, never as a failure.
            **fault,
        )
        self.episode.turns.append(record)
        # An errored turn pays 0.0 (a step must return a number) and every average of
        # rewards and metrics leaves it out; the reward function never sees it as the latest.
        reward = 0.0 if record.errored else float(self.reward_fn(self.episode))
        record = _with_reward(record, reward)
        self.episode.turns[-1] = record
        self.pending_message = None

        truncated = self.max_rounds is not None and len(self.episode.turns) >= self.max_rounds
        nxt = self.decide_next()
        if nxt.ends or truncated:
            self.done = True
            self.decision = None
            # The closing decision has no round of its own; keep it so its reason is on record.
            self.episode.metadata["end"] = (nxt.to_dict() if nxt.ends else
                                            {"kind": "truncated", "reason": "max_rounds reached"})
            return StepOutcome(record, None, done=nxt.ends, truncated=truncated and not nxt.ends)
        if not speak_now:
            self.decision = None
            self.next_decision = nxt
            return StepOutcome(record, None, done=False, truncated=False)
        message, notes = speak(self.developer.voice, self.task, nxt, self.episode.turns)
        self.say(nxt, message, notes)
        return StepOutcome(record, message, done=False, truncated=False)

    def _retire_unasked(self, why: str) -> list[str]:
        """Retires what an unanswered round introduced, where the task says it was never asked.

        In a CodeIF-Bench n-round output a missing record means the harness never asked that
        requirement (its later prompts carry only the requirements it asked), so judging the
        later rounds on it would score an instruction the model never saw. The loader marks such
        tasks with ``metadata["unanswered_retires"]``; a MultiCodeIF chain does not need it
        (each level's prompt restates every constraint so far, asked or not). The retired ids
        are listed in the episode's ``metadata["never_asked"]`` with the reason.
        """
        decision = self.decision
        if not self.task.metadata.get("unanswered_retires") or decision is None:
            return []
        retired = [i for i in decision.introduce if i != BASE_ID and i not in self.dropped]
        self.dropped.extend(retired)
        if retired:
            self.episode.metadata.setdefault("never_asked", []).extend(
                {"instruction": iid, "turn": len(self.episode.turns) + 1, "reason": why}
                for iid in retired)
        return retired

    def info(self) -> dict[str, Any]:
        """A summary of the world's state for ``info`` dicts.

        After a turn the machine could not judge, ``errored`` holds why: its reward (0.0) is
        no score, and a trainer should leave it out.
        """
        out: dict[str, Any] = {
            "task_id": self.task.id,
            "turn": len(self.episode.turns),
            "given": list(self.given),
            "active": list(self.active),
            "focus": self.decision.focus if self.decision else None,
        }
        if self.episode.turns and self.episode.turns[-1].errored:
            out["errored"] = self.episode.turns[-1].error
        return out


PROBE_FAULT = MACHINE_FAULT_REASON
"""Reason of a probe's test unit whose job the machine could not run (the judging rule's)."""


def _with_reward(record: TurnRecord, reward: float) -> TurnRecord:
    return replace(record, reward=reward)


def history_messages(world: CodingWorld) -> Sequence[dict[str, str]]:
    """The conversation so far as chat messages (user = developer, assistant = coder)."""
    return list(world.messages)
