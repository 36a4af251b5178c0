r"""Figures and tables for papers: every figure as SVG and PDF, the main tables as LaTeX.

Written beside the HTML and Markdown reports (``figures/<name>.svg|pdf``,
``tables/<name>.tex``). The tables are the rows the Markdown report shows
(:mod:`codeloop.report.table_rows`) in ``booktabs`` style; ``\input{tables/leaderboard.tex}``
puts one in a paper.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from codeloop.report.analysis import METRIC_NAMES, METRIC_TITLES, ReportModel
from codeloop.report.plots import write_figures
from codeloop.report.table_rows import leaderboard_table, per_turn_table
from codeloop.tables import latex_table

FIGURES_DIR = "figures"
TABLES_DIR = "tables"
PAPER_FORMATS = ("svg", "pdf")
"""The figure files' formats."""


def latex_tables(model: ReportModel) -> dict[str, str]:
    """The leaderboard and one per-turn table per metric, as LaTeX, by file stem."""
    headers, rows = leaderboard_table(model)
    out = {"leaderboard": latex_table(
        headers, rows, label="tab:codeloop-leaderboard",
        caption="Leaderboard: CA, IA and IFR averaged over every (episode, turn) pair, with 95% "
                f"bootstrap intervals over tasks ({model.n_boot} resamples).")}
    for metric in METRIC_NAMES:
        headers, rows = per_turn_table(model, metric)
        out[f"per_turn_{metric}"] = latex_table(
            headers, rows, label=f"tab:codeloop-per-turn-{metric}",
            caption=f"{METRIC_TITLES[metric]} per turn (n: episodes that reached the turn).")
    return out


def write_paper_assets(model: ReportModel, out: str | Path, *,
                       figures: dict[str, dict[str, bytes]] | None = None,
                       formats: Sequence[str] = PAPER_FORMATS) -> list[Path]:
    """Writes ``out/figures/*.svg|pdf`` (when matplotlib is installed) and ``out/tables/*.tex``.

    Args:
        model: The report's content.
        out: The report's folder.
        figures: The figures already rendered in ``formats`` and maybe others
            (:func:`codeloop.report.plots.figure_set`); drawn here when None.
        formats: The figure files' formats; none: the tables only.

    Returns:
        The paths written.
    """
    out = Path(out)
    paths = write_figures(model, out / FIGURES_DIR, formats=formats,
                          figures=figures) if formats else []
    (out / TABLES_DIR).mkdir(parents=True, exist_ok=True)
    for stem, text in latex_tables(model).items():
        path = out / TABLES_DIR / f"{stem}.tex"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths
