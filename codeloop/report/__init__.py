"""Reports of evaluation runs: a self-contained HTML page and its Markdown twin.

Typical use::

    from codeloop.report import write_report
    paths = write_report(["runs/a", "runs/b"], out="runs/compare")

The content is computed once (:func:`codeloop.report.analysis.build_model`) and rendered by
:mod:`codeloop.report.html` and :mod:`codeloop.report.markdown`; figures come from
:mod:`codeloop.report.plots` (matplotlib, Agg backend).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from codeloop.report.analysis import ReportModel, build_model
from codeloop.report.data import RunData, load_run, unique_labels
from codeloop.report.html import DEFAULT_MAX_EPISODES, render_html

HTML_FILE = "report.html"
MARKDOWN_FILE = "report.md"

__all__ = [
    "DEFAULT_MAX_EPISODES",
    "HTML_FILE",
    "MARKDOWN_FILE",
    "ReportModel",
    "RunData",
    "build_model",
    "load_run",
    "load_runs",
    "render_html",
    "unique_labels",
    "write_model",
    "write_report",
]


def load_runs(paths: Sequence[str | Path]) -> list[RunData]:
    """Loads run directories with distinct labels (see :func:`unique_labels`).

    Raises:
        FileNotFoundError: When a directory holds no ``episodes.jsonl``.
    """
    return [load_run(p, label) for p, label in zip(paths, unique_labels(paths), strict=True)]


def write_model(model: ReportModel, out: str | Path, *,
                max_episodes: int = DEFAULT_MAX_EPISODES) -> list[Path]:
    """Writes ``report.html`` and ``report.md`` of a model into ``out``, and the paper files.

    For papers: every figure as SVG and PDF in ``figures/`` and the main tables as LaTeX in
    ``tables/`` (:mod:`codeloop.report.paper`).

    Args:
        model: The report's content.
        out: Output directory (created if needed).
        max_episodes: Episodes in the HTML drill-down (negative: all).

    Returns:
        The paths written: the HTML report, the Markdown one, then the folders of the paper
        files (``figures/`` only when matplotlib drew some).
    """
    from codeloop.report.markdown import render_model_markdown
    from codeloop.report.paper import write_paper_assets
    from codeloop.report.plots import all_figures

    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    html_path = out / HTML_FILE
    md_path = out / MARKDOWN_FILE
    html_path.write_text(render_html(model, all_figures(model), max_episodes=max_episodes),
                         encoding="utf-8")
    md_path.write_text(render_model_markdown(model), encoding="utf-8")
    paper = write_paper_assets(model, out)
    return [html_path, md_path, *sorted({p.parent for p in paper})]


def write_report(
    run_dirs: Sequence[str | Path],
    out: str | Path,
    *,
    title: str | None = None,
    n_boot: int = 2000,
    alpha: float = 0.05,
    seed: int = 0,
    max_episodes: int = DEFAULT_MAX_EPISODES,
) -> list[Path]:
    """Reads runs and writes their report (HTML and Markdown) into ``out``.

    Args:
        run_dirs: One or more run directories of ``codeloop eval``.
        out: Output directory.
        title: The report's title.
        n_boot: Bootstrap replicates for confidence intervals.
        alpha: Family-wise significance level of the comparisons.
        seed: Seed of the resampling (the same runs give the same report).
        max_episodes: Episodes in the HTML drill-down (negative: all).

    Returns:
        The paths written.

    Raises:
        FileNotFoundError: When a directory holds no ``episodes.jsonl``.
        ValueError: When no run directory is given, or a file is corrupt.
    """
    if not run_dirs:
        raise ValueError("no run directory given")
    model = build_model(load_runs(run_dirs), title=title, n_boot=n_boot, alpha=alpha, seed=seed)
    return write_model(model, out, max_episodes=max_episodes)
