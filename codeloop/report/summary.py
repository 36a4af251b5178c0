"""A run's ``summary.json``: one function of its episodes, the one place it is assembled.

Its figures come from the modules that define them (:func:`codeloop.rewards.metrics.summarize`
per-turn metrics and counts, :func:`codeloop.rewards.passk.passk_summary`,
:func:`codeloop.rewards.reply_stats.truncation`,
:func:`codeloop.rewards.benchmarks.benchmark_summary`, :func:`usage_by_policy`); this module only
puts them together, per policy, so the runner, the report and any caller reading a finished
run's episodes get the same dictionary. It is a pure function of the episodes (and of the
records the task loader skipped), so a resumed run writes the same bytes as an uninterrupted
one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from codeloop.rewards.benchmarks import benchmark_summary
from codeloop.rewards.episode import Episode
from codeloop.rewards.metrics import summarize
from codeloop.rewards.passk import passk_summary
from codeloop.rewards.reply_stats import truncation


def usage_by_policy(episodes: Iterable[Episode]) -> dict[str, dict[str, int]]:
    """Token usage totals per policy (plus ``turns`` and ``episodes``)."""
    out: dict[str, dict[str, int]] = {}
    for ep in episodes:
        tot = out.setdefault(ep.policy, {"episodes": 0, "turns": 0})
        tot["episodes"] += 1
        tot["turns"] += len(ep.turns)
        for turn in ep.turns:
            for key, value in turn.usage.items():
                tot[key] = tot.get(key, 0) + int(value)
    return out


def reply_figures(episodes: Sequence[Episode]) -> dict[str, Any]:
    """What one policy's replies say of themselves: ``truncation`` and ``passk``, when known.

    Both are left out when no reply reported a finish reason (scripted policies) or when no task
    has several samples, as in ``summary.json``.
    """
    out: dict[str, Any] = {}
    for key, value in (("truncation", truncation(episodes)), ("passk", passk_summary(episodes))):
        if value is not None:
            out[key] = value
    return out


def run_summary(episodes: Sequence[Episode],
                skipped: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The content of a run's ``summary.json``.

    Args:
        episodes: The run's episodes, one per (policy, task, seed).
        skipped: The records the task loader could not judge
            (:func:`codeloop.envs.tasks.sources.skipped_summary`); repeated under each policy
            as ``skipped_items`` when there are any.

    Returns:
        ``{policy: {...}}`` in sorted policy order: :func:`codeloop.rewards.metrics.summarize`'s
        entry, plus ``usage``, ``truncation`` and ``passk`` (when known), ``by_language`` (the
        same entry per language), the benchmarks' own figures and ``skipped_items``.
    """
    summary = summarize(episodes)
    usage = usage_by_policy(episodes)
    for policy, data in summary.items():
        data["usage"] = usage.get(policy, {})
        mine = [e for e in episodes if e.policy == policy]
        data.update(reply_figures(mine))
        data["by_language"] = {lang: summarize([e for e in mine if e.language == lang])[policy]
                               for lang in sorted({e.language for e in mine})}
        data.update(benchmark_summary(mine))  # CodeIF-Bench / MultiCodeIF's own figures
        if skipped and skipped.get("count"):
            data["skipped_items"] = dict(skipped)
    return summary
