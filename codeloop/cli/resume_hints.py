"""What ``codeloop eval`` tells the user about resuming: the exact command, and why it failed."""

from __future__ import annotations

import shlex
from collections import Counter
from collections.abc import Sequence

from codeloop.rewards.episode import Episode


def _has(words: Sequence[str], option: str) -> bool:
    return any(w == option or w.startswith(option + "=") for w in words)


def resume_command(words: Sequence[str], out: str, *, retry_errored: bool = False) -> str:
    """The command that resumes this run: the user's own words, with ``--out`` added if missing.

    Args:
        words: The command line as the user typed it (without the program name).
        out: The run's output directory.
        retry_errored: Also add ``--retry-errored`` (play again the errored episodes).
    """
    words = list(words)
    if not _has(words, "--out"):
        words += ["--out", out]
    if retry_errored and not _has(words, "--retry-errored"):
        words.append("--retry-errored")
    return shlex.join(["codeloop", *words])


def errored_summary(episodes: Sequence[Episode], limit: int = 3) -> str:
    """The commonest reasons episodes errored, one per line with its count."""
    reasons = Counter((e.error or "no reason recorded").splitlines()[0][:300]
                      for e in episodes if not e.completed)
    return "\n".join(f"  {n} x {reason}" for reason, n in reasons.most_common(limit))
