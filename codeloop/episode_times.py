"""Where a run's time went: the episodes that took most of it.

A run of 153 episodes can spend two thirds of its summed episode time in two of them (answers
that time out test after test); the per-policy tables hide that, so the end of ``codeloop eval``
names them, and the reports show the time of each episode (:func:`time_table`). Times depend on
the machine and its load, so ``summary.json``, which a rerun must write byte for byte, holds
none of them; each episode's own is in ``episodes.jsonl`` (``metadata.wall_s``).
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

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


TIME_COLUMNS = ["seconds", "share", "system", "task", "developer", "seed", "turns"]
"""The columns of the reports' time table, one row per episode of :attr:`TimeTable.slowest`."""


@dataclass(frozen=True)
class TimeTable:
    """The episode times of a report: totals, and the slowest episodes.

    Attributes:
        episodes: Episodes with a recorded time.
        total_s: Their summed seconds.
        median_s: The median episode's seconds.
        slowest: ``(system, episode, seconds)`` of the slowest episodes, slowest first.
    """

    episodes: int
    total_s: float
    median_s: float
    slowest: list[tuple[str, Episode, float]]

    def share(self, seconds: float) -> str:
        """An episode's share of the summed time, as the reports print it ("-" with none)."""
        return f"{seconds / self.total_s:.0%}" if self.total_s > 0 else "-"

    @property
    def slowest_share(self) -> float:
        """The share of the summed time that the listed episodes took."""
        return sum(s for _, _, s in self.slowest) / self.total_s if self.total_s > 0 else 0.0

    def lead(self) -> str:
        """One sentence: how long the episodes took, and the listed ones' share of it."""
        return (f"{self.episodes} episodes took {self.total_s:.1f} s in all (median "
                f"{self.median_s:.1f} s); the {len(self.slowest)} slowest took "
                f"{self.slowest_share:.0%} of it.")


def time_table(episodes: Mapping[str, Sequence[Episode]], n: int = 10) -> TimeTable | None:
    """The episode times of a report, or None when no episode has one (old records).

    Args:
        episodes: System name -> its episodes.
        n: The slowest episodes listed.
    """
    timed = [(name, e, s) for name, eps in episodes.items() for e in eps
             if (s := episode_seconds(e)) is not None]
    if not timed:
        return None
    # Slowest first; equal times in a stable order, so a report of the same records is the same.
    timed.sort(key=lambda row: (-row[2], row[0], row[1].task_id, row[1].seed or 0))
    seconds = [s for _, _, s in timed]
    return TimeTable(episodes=len(timed), total_s=sum(seconds),
                     median_s=statistics.median(seconds), slowest=timed[:n])
