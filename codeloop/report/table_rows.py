"""The report's main tables as plain cells, one definition for every output format.

The Markdown report and the LaTeX tables for papers render these same rows; each renderer
escapes cells its own way (:func:`codeloop.tables.markdown_table`,
:func:`codeloop.tables.latex_table`).
"""

from __future__ import annotations

import math

from codeloop.report.analysis import METRIC_NAMES, ReportModel

Table = tuple[list[str], list[list[str]]]
"""Headers and rows of cells."""


def _num(value: float | None, digits: int = 3) -> str:
    return "-" if value is None or math.isnan(value) else f"{value:.{digits}f}"


def leaderboard_table(model: ReportModel) -> Table:
    """Rank, system, tasks, episodes, errored, then CA, IA and IFR with 95% intervals."""
    headers = ["rank", "system", "tasks", "episodes", "errored",
               "CA [95% CI]", "IA [95% CI]", "IFR [95% CI]"]
    rows = [[str(r.rank), r.system.name, str(r.tasks), str(r.episodes), str(r.errored),
             *(r.metrics[m].fmt() for m in ("CA", "IA", "IFR"))] for r in model.leaderboard]
    return headers, rows


def per_turn_table(model: ReportModel, metric: str) -> Table:
    """One row per turn (value and episodes that reached it, per system), then the mean."""
    if metric not in METRIC_NAMES:
        raise ValueError(f"unknown metric {metric!r}; choose one of {', '.join(METRIC_NAMES)}")
    names = [s.name for s in model.systems]
    longest = max((len(model.per_turn[n][metric]["per_turn"]) for n in names), default=0)
    rows = []
    for k in range(longest):
        row = [str(k + 1)]
        for n in names:
            agg = model.per_turn[n][metric]
            row.append(f"{agg['per_turn'][k]:.3f} (n={agg['n_per_turn'][k]})"
                       if k < len(agg["per_turn"]) else "-")
        rows.append(row)
    rows.append(["mean", *(_num(model.per_turn[n][metric]["mean"]) for n in names)])
    return ["turn", *names], rows
