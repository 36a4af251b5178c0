"""The Markdown report written at the end of every run (``report.md``)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from codeloop.tables import METRIC_ORDER, markdown_table, per_turn_rows
from rewards.episode import Episode


def category_breakdown(episodes: Sequence[Episode]) -> dict[str, dict[str, float]]:
    """Per policy and instruction category: share of (turn, active instruction) pairs passed.

    Returns:
        ``{policy: {category: pass rate}}``.
    """
    counts: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for ep in episodes:
        if ep.status != "completed":
            continue
        for turn in ep.turns:
            for iid, verdict in turn.verdicts.items():
                cell = counts[ep.policy][ep.categories.get(iid, "unknown")]
                cell[0] += int(verdict.passed)
                cell[1] += 1
    return {p: {c: v[0] / v[1] for c, v in sorted(cats.items()) if v[1]}
            for p, cats in sorted(counts.items())}


def render_markdown(summary: Mapping[str, Any], episodes: Sequence[Episode]) -> str:
    """The report's Markdown text."""
    lines = ["# codeloop evaluation report", ""]
    lines.append("IA: the answer passes the checks of the round's instruction. CA: share of the "
                 "active instructions' checks passed. IFR: share of instructions followed at an "
                 "earlier turn that the answer breaks (CodeIF-Bench definitions).")
    lines.append("")
    lines.append("## Overview")
    rows = []
    for policy, data in summary.items():
        m = data["metrics"]
        rows.append([policy, str(data["episodes"]), str(data.get("errored", 0)),
                     *(f"{m[n]['mean']:.3f}" for n in METRIC_ORDER)])
    lines.append(markdown_table(["policy", "episodes", "errored", *METRIC_ORDER], rows))
    for policy in summary:
        lines += ["", f"## Per turn: {policy}", ""]
        lines.append(markdown_table(["turn", *METRIC_ORDER, "n"], per_turn_rows(summary, policy)))
    breakdown = category_breakdown(episodes)
    if breakdown:
        cats = sorted({c for v in breakdown.values() for c in v})
        lines += ["", "## Pass rate by instruction category", ""]
        rows = [[c, *(f"{breakdown[p].get(c, float('nan')):.3f}" for p in breakdown)]
                for c in cats]
        lines.append(markdown_table(["category", *breakdown], rows))
    errored = [e for e in episodes if e.status != "completed"]
    if errored:
        lines += ["", "## Errored episodes", ""]
        for e in errored[:50]:
            lines.append(f"- `{e.policy}` on `{e.task_id}`: {e.error}")
    lines.append("")
    return "\n".join(lines)


def write_markdown_report(out: Path, summary: Mapping[str, Any],
                          episodes: Sequence[Episode]) -> Path:
    """Writes ``out/report.md`` and returns its path."""
    path = Path(out) / "report.md"
    path.write_text(render_markdown(summary, episodes), encoding="utf-8")
    return path
