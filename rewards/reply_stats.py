"""Per-policy facts about the replies themselves: how many were cut by the token limit.

A reply is truncated when the model stopped because it hit ``max_tokens``
(``finish_reason == "length"`` in the OpenAI API; the ``hf:`` policy reports the same). Model
policies record the finish reason of every turn in ``metadata.policy_meta`` of the episode;
scripted policies report none, so they get no truncation figures.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from codeloop.rewards.episode import Episode

TRUNCATED = "length"
"""The finish reason of a reply cut by the token limit."""


def truncation(episodes: Iterable[Episode]) -> dict[str, Any] | None:
    """Truncated replies of one policy's episodes (errored ones included: their replies count).

    Returns:
        ``{"replies": turns whose finish reason is known, "truncated": n, "rate": share}``, or
        None when no reply reported a finish reason.
    """
    known = truncated = 0
    for ep in episodes:
        for meta in ep.metadata.get("policy_meta") or ():
            reason = meta.get("finish_reason") if isinstance(meta, dict) else None
            if reason is None:
                continue
            known += 1
            truncated += reason == TRUNCATED
    if not known:
        return None
    return {"replies": known, "truncated": truncated, "rate": round(truncated / known, 6)}
