"""Where a run's time went: the episodes that took most of it, for the end of ``codeloop eval``.

A run of 153 episodes can spend two thirds of its summed episode time in two of them (answers
that time out test after test); the per-policy tables hide that, so the command line names them.
"""

from __future__ import annotations

from collections.abc import Sequence

from codeloop.rewards.episode import Episode


def episode_seconds(episode: Episode) -> float | None:
    """The episode's wall-clock seconds as recorded by the episode loop, or None if absent."""
    value = episode.metadata.get("wall_s")
    return float(value) if isinstance(value, (int, float)) else None


def slowest_episodes(episodes: Sequence[Episode], n: int = 5,
                     min_share: float = 0.05) -> list[tuple[Episode, float]]:
    """The episodes that took the largest share of the run's summed episode time.

    Args:
        episodes: The run's episodes (those without a recorded time are ignored).
        n: At most this many.
        min_share: Only episodes that took at least this share of the summed time: in a run
            whose episodes all take about as long, nothing stands out and nothing is named.

    Returns:
        ``(episode, seconds)`` pairs, slowest first.
    """
    timed = [(e, s) for e in episodes if (s := episode_seconds(e)) is not None]
    total = sum(s for _, s in timed)
    if total <= 0:
        return []
    timed.sort(key=lambda pair: -pair[1])
    return [(e, s) for e, s in timed[:n] if s / total >= min_share]


def slowest_text(episodes: Sequence[Episode], n: int = 5) -> str:
    """A short paragraph naming the slowest episodes with their share of the time, or ``""``."""
    rows = slowest_episodes(episodes, n)
    if not rows:
        return ""
    total = sum(s for e in episodes if (s := episode_seconds(e)) is not None)
    lines = [f"slowest episodes ({total:.1f}s of episode time in all):"]
    for episode, seconds in rows:
        where = f"{episode.policy} on {episode.task_id}"
        if episode.developer:
            where += f" ({episode.developer})"
        lines.append(f"  {seconds:7.1f}s  {seconds / total:4.0%}  {where}, "
                     f"{len(episode.turns)} turns")
    return "\n".join(lines)
