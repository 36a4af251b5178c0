"""Per-episode averages of reward terms: one definition for every training mode and log.

Every per-episode number codeloop logs during training (``codeloop/<term>``, ``return``)
comes from :func:`episode_terms`, whose denominator is the one
:func:`codeloop.rewards.functions.episode_return` pays with: ``max(turns played,
expected turns)``. Turns the policy never reached count as 0 for every term, so a policy that
stops early cannot look better in the logs than in its reward, and the ``multiturn``
(``rollout_func``) and ``tools`` (``environment_factory``) modes log the same numbers for the
same episodes.
"""

from __future__ import annotations

from collections.abc import Sequence

from codeloop.rewards.episode import Episode
from codeloop.rewards.functions import episode_return, reward_terms


def expected_turns(n_turns: int, max_rounds: int | None = None) -> int:
    """Turns a complete episode has: the task's static length, capped by ``max_rounds``."""
    return min(n_turns, max_rounds) if max_rounds else n_turns


def episode_terms(episode: Episode, terms: Sequence[str],
                  expected: int | None = None) -> dict[str, float]:
    """Each term averaged over an episode, with :func:`episode_return`'s denominator.

    A term's value at turn k is the term of the episode's first k turns (what the reward
    paid for that turn); the average divides their sum by ``max(turns played, expected)``.
    Errored turns (the machine could not judge them) are left out of the sum and both counts.

    Args:
        episode: A played episode (each turn's ``reward`` set).
        terms: Reward names (see :data:`codeloop.rewards.functions.REWARDS`).
        expected: Turns a complete episode has (None: the turns played).

    Returns:
        Term -> average, plus ``return`` (the paid reward, :func:`episode_return`) and
        ``turns`` (rounds played).
    """
    errored = sum(t.errored for t in episode.turns)
    denom = max(0, max(len(episode.turns), expected or 0) - errored)
    sums = dict.fromkeys(terms, 0.0)
    for k in range(1, len(episode.turns) + 1):
        if episode.turns[k - 1].errored:
            continue
        prefix = Episode(episode.task_id, episode.policy, episode.developer, episode.seed,
                         episode.turns[:k], categories=dict(episode.categories))
        for name, value in reward_terms(prefix, terms).items():
            sums[name] += value
    out = {name: (total / denom if denom else 0.0) for name, total in sums.items()}
    out["return"] = episode_return(episode, expected)
    out["turns"] = float(len(episode.turns))
    return out
