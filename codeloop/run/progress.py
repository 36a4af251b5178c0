"""The progress bar of a run: tqdm's ETA, with live IA/CA, errored episodes and tokens."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import Any

from codeloop.rewards.episode import Episode
from codeloop.rewards.metrics import conversation_accuracy, instruction_accuracy


class Progress:
    """A tqdm bar (ETA from tqdm) with live IA/CA and errored counts in its postfix.

    Args:
        total: Planned episodes.
        initial: Episodes already done.
        enabled: Show the bar (else every method does nothing).
        resumed: The episodes already done, counted into the live figures.
    """

    def __init__(self, total: int, initial: int, enabled: bool, resumed: Iterable[Episode]):
        self.bar: Any = None
        self.sums = {"IA": [0.0, 0], "CA": [0.0, 0]}
        self.errored = 0
        self.tokens = 0
        if not enabled:
            return
        try:
            from tqdm import tqdm
        except ImportError:  # pragma: no cover - tqdm is a core dependency
            return
        for ep in resumed:
            self._count(ep)
        self.bar = tqdm(total=total, initial=initial, unit="ep", file=sys.stderr,
                        dynamic_ncols=True, desc="episodes", smoothing=0.1)

    def _count(self, episode: Episode) -> None:
        if not episode.completed or not episode.turns:
            self.errored += 1
            return
        for name, fn in (("IA", instruction_accuracy), ("CA", conversation_accuracy)):
            values = [v for v in fn(episode) if v is not None]  # errored, not judged
            self.sums[name][0] += sum(values)
            self.sums[name][1] += len(values)
        self.tokens += sum(int(t.usage.get("total_tokens", 0)) for t in episode.turns)

    def advance(self, episode: Episode) -> None:
        """Counts a finished episode and moves the bar."""
        if self.bar is None:
            return
        self._count(episode)
        stats = {k: f"{s / n:.2f}" for k, (s, n) in self.sums.items() if n}
        if self.errored:
            stats["errored"] = str(self.errored)
        if self.tokens:
            stats["tok"] = str(self.tokens)
        self.bar.set_postfix(stats, refresh=False)
        self.bar.update(1)

    def close(self) -> None:
        """Closes the bar."""
        if self.bar is not None:
            self.bar.close()
