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
from codeloop.report.html import DEFAULT_MAX_EPISODES, DEFAULT_MAX_FAILURES, render_html

HTML_FILE = "report.html"
MARKDOWN_FILE = "report.md"

__all__ = [
    "DEFAULT_MAX_EPISODES",
    "DEFAULT_MAX_FAILURES",
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
                max_episodes: int = DEFAULT_MAX_EPISODES,
                max_failures: int = DEFAULT_MAX_FAILURES,
                paper_figures: bool = True) -> list[Path]:
    """Writes ``report.html`` and ``report.md`` of a model into ``out``, and the paper files.

    For papers: every figure as SVG and PDF in ``figures/`` (with ``paper_figures``) and the
    main tables as LaTeX in ``tables/`` (:mod:`codeloop.report.paper`). Each figure is drawn
    once, for every format.

    Args:
        model: The report's content.
        out: Output directory (created if needed).
        max_episodes: Episodes in the HTML drill-down (negative: all).
        max_failures: Failing check units the HTML lists per instruction and turn, the rest
            counted (negative: all; ``episodes.jsonl`` holds every one).
        paper_figures: Also write the figures as SVG and PDF files. The end of ``codeloop
            eval`` leaves them to ``codeloop report`` (they cost more than the rest of the
            report together, for a paper only); report.md says how to get them.

    Returns:
        The paths written: the HTML report, the Markdown one, then the folders of the paper
        files (``figures/`` only when matplotlib drew some).
    """
    from codeloop.report.markdown import render_model_markdown
    from codeloop.report.paper import PAPER_FORMATS, write_paper_assets
    from codeloop.report.plots import figure_set

    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    html_path = out / HTML_FILE
    md_path = out / MARKDOWN_FILE
    paper_formats = PAPER_FORMATS if paper_figures else ()
    figures = figure_set(model, ("png", *paper_formats))
    html_path.write_text(
        render_html(model, {name: by_format["png"] for name, by_format in figures.items()},
                    max_episodes=max_episodes, max_failures=max_failures),
        encoding="utf-8")
    md_path.write_text(render_model_markdown(model, paper_figures=paper_figures),
                       encoding="utf-8")
    paper = write_paper_assets(model, out, figures=figures, formats=paper_formats)
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
    max_failures: int = DEFAULT_MAX_FAILURES,
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
        max_failures: Failing check units the HTML lists per instruction and turn (negative:
            all).

    Returns:
        The paths written.

    Raises:
        FileNotFoundError: When a directory holds no ``episodes.jsonl``.
        ValueError: When no run directory is given, or a file is corrupt.
    """
    if not run_dirs:
        raise ValueError("no run directory given")
    model = build_model(load_runs(run_dirs), title=title, n_boot=n_boot, alpha=alpha, seed=seed)
    return write_model(model, out, max_episodes=max_episodes, max_failures=max_failures)
