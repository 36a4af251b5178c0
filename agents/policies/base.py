"""The policy (coder) interface that every model-backed or scripted policy follows."""

from __future__ import annotations

import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from codeloop.envs.tasks.schema import Task
from codeloop.rewards.llm import data_block

Message = Mapping[str, str]
"""A chat message: ``{"role": "system" | "user" | "assistant", "content": str}``."""


@dataclass(frozen=True)
class TurnContext:
    """What the environment knows about the turn being answered.

    Model-backed policies must only use ``messages``; scripted baselines may peek here (the
    reference policy needs the task's references).

    Attributes:
        task: The task being played.
        turn: 1-based round number.
        focus: The instruction this round is about.
        given: Instruction ids given so far (``"base"`` first), in order.
        active: Ids whose checks apply.
        seed: The episode seed.
    """

    task: Task
    turn: int
    focus: str
    given: tuple[str, ...]
    active: tuple[str, ...]
    seed: int | None = None


@dataclass(frozen=True)
class Reply:
    """A policy's answer.

    Attributes:
        text: The reply as the developer sees it.
        usage: Token counts (``prompt_tokens``, ``completion_tokens``) when known.
        meta: Extras (latency, retries, finish reason ...).
    """

    text: str
    usage: Mapping[str, int] = field(default_factory=dict)
    meta: Mapping[str, Any] = field(default_factory=dict)


class PolicyError(RuntimeError):
    """The policy could not answer for good (e.g. the API failed after every retry).

    The runner records the episode as errored; it never becomes a silent zero.
    """


@runtime_checkable
class Policy(Protocol):
    """Answers the developer.

    ``act`` must be safe to call from several threads for different episodes.
    """

    name: str

    def act(self, messages: Sequence[Message], context: TurnContext) -> Reply | str:
        """Returns the reply to the conversation so far (last message: the developer's)."""
        ...


def as_reply(value: Reply | str) -> Reply:
    """Normalises what ``act`` returned."""
    return value if isinstance(value, Reply) else Reply(text=str(value))


def fenced(code: str, language: str = "python") -> str:
    """Wraps code in a Markdown block tagged with its language, as a chat model would answer."""
    return f"Here is the code:\n\n{data_block(code, language)}\n"


def sample_seed(episode_seed: int | None, sampling_seed: int | None = None) -> int | None:
    """The sampling seed of one sample (episode), sent with each of its model requests.

    Every episode of a run already has its own seed, derived from the run seed (``--seed``),
    the sample index ``k`` of ``--episodes-per-task`` and the task:
    ``crc32(f"{run_seed + k}/{task_id}/") & 0x7fffffff`` (see
    :func:`codeloop.episode_loop.episode_seed`). Sampling with it makes the N samples of a task
    differ from each other yet come out the same on a rerun. ``sampling_seed``
    (``--sampling-seed``) picks another family of samples:
    ``crc32(f"{sampling_seed}/{episode_seed}") & 0x7fffffff``.

    Args:
        episode_seed: The episode's seed (None outside a run: then ``sampling_seed`` as is).
        sampling_seed: An extra seed the user gave, or None.

    Returns:
        The seed, or None when neither is known.
    """
    if episode_seed is None:
        return sampling_seed
    if sampling_seed is None:
        return int(episode_seed)
    return zlib.crc32(f"{sampling_seed}/{episode_seed}".encode()) & 0x7FFFFFFF
