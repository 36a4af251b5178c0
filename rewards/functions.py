"""Reward functions: pure functions of an episode so far, paying for its latest turn.

Every function takes an :class:`~rewards.episode.Episode` whose last turn has just been judged
and returns a float in [0, 1] (or [-1, 1] for the retention-aware one). They are what the
environment pays at each step and what the TRL integration logs term by term.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from rewards.episode import Episode
from rewards.metrics import conversation_accuracy, instruction_accuracy

RewardFn = Callable[[Episode], float]


def current_instruction_reward(episode: Episode) -> float:
    """IA of the latest turn: 1.0 when the focus instruction's checks all pass, else 0.0."""
    return instruction_accuracy(episode)[-1] if episode.turns else 0.0


def conversation_reward(episode: Episode) -> float:
    """CA of the latest turn: share of the active instructions' check units passed."""
    return conversation_accuracy(episode)[-1] if episode.turns else 0.0


REWARDS: dict[str, RewardFn] = {
    "instruction": current_instruction_reward,
    "conversation": conversation_reward,
}
"""Reward functions by name (``CodeLoopEnv(reward=NAME)``)."""


def register_reward(name: str, fn: RewardFn) -> None:
    """Makes a reward function available by name."""
    REWARDS[name] = fn


def resolve_reward(reward: str | RewardFn | Mapping[str, float]) -> RewardFn:
    """Turns a name, a function, or a ``{name: weight}`` mix into a reward function.

    Raises:
        ValueError: For an unknown name.
    """
    if callable(reward):
        return reward
    if isinstance(reward, str):
        if reward not in REWARDS:
            raise ValueError(f"unknown reward {reward!r}; choose one of {', '.join(REWARDS)}")
        return REWARDS[reward]
    weights = {name: float(w) for name, w in reward.items()}
    fns = {name: resolve_reward(name) for name in weights}
    total = sum(abs(w) for w in weights.values()) or 1.0

    def weighted(episode: Episode) -> float:
        return sum(w * fns[n](episode) for n, w in weights.items()) / total

    return weighted
