"""The report's figures, drawn with matplotlib: PNG for the HTML report, SVG and PDF for papers.

:func:`figure_set` draws every figure once and renders it to each format asked for (drawing a
figure, its text layout above all, costs about as much as rendering it); :func:`all_figures` is
one format of it and :func:`write_figures` writes them as files. Every function returns
``None`` when there is nothing to draw. matplotlib is an optional dependency (the ``report``
extra): :func:`available` says whether it can be imported, and the renderers leave the figures
out, with a note, when it cannot.
"""

from __future__ import annotations

import io
import math
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from codeloop.report.analysis import METRIC_NAMES, METRIC_TITLES, ReportModel

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

# Okabe-Ito: distinguishable with the common colour-vision deficiencies, and in greyscale
# print when paired with the per-system marker below.
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#F0E442",
           "#000000", "#882255", "#44AA99", "#999933", "#332288", "#AA4499", "#888888")
# Fourteen colours and seven markers: (colour, marker) pairs repeat only after 14 systems.
MARKERS = ("o", "s", "^", "D", "v", "P", "X")
DPI = 110


def available() -> bool:
    """True when matplotlib can be imported."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def system_style(index: int) -> dict[str, Any]:
    """Colour and marker of the ``index``-th system, the same in every figure."""
    return {"color": PALETTE[index % len(PALETTE)], "marker": MARKERS[index % len(MARKERS)]}


def _figure(nrows: int = 1, ncols: int = 1, **kwargs: Any) -> tuple[Figure, Any]:
    """A new figure and its axes, on the Agg canvas, without pyplot.

    pyplot keeps global state (the current figure, the backend) that is not thread-safe, and
    reports are written from a runner that may run in a worker thread; a bare Figure on an Agg
    canvas has no shared state, needs no display and never leaks open figures.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figsize = kwargs.pop("figsize", None)
    # At the dpi it is rendered at: the layout (tight_layout, the tight bounding box) then
    # measures its text at that dpi too, and matplotlib's cache of text extents serves the
    # rendering (the main job's figures: 30% less CPU than laid out at 100 dpi).
    fig = Figure(figsize=figsize, dpi=DPI)
    FigureCanvasAgg(fig)
    axes = fig.subplots(nrows, ncols, **kwargs)
    return fig, axes


def _cmap(name: str) -> Any:
    import matplotlib

    return matplotlib.colormaps[name].with_extremes(bad="#f3f4f6")


def _style_axes(ax: Any) -> None:
    ax.spines["top"].set_visible(False)
    ax.spines["right"].set_visible(False)
    ax.grid(True, axis="y", color="#e5e7eb", linewidth=0.8)
    ax.set_axisbelow(True)
    ax.tick_params(labelsize=9)


def _legend_below(fig: Figure, handles: list[Any], labels: list[str]) -> None:
    # Below the axes, where any number of rows fits: above them, a legend of many systems
    # would run into the subplot titles. bbox_inches="tight" in render keeps it in the image.
    fig.legend(handles, labels, loc="upper center", ncol=min(len(labels), 4), frameon=False,
               fontsize=9, bbox_to_anchor=(0.5, 0.0))


FORMATS = ("png", "svg", "pdf")
"""Formats a figure renders to: PNG for the HTML report, SVG and PDF for papers."""

# Vector files carry no creation date, so the same runs give byte-identical figures.
_NO_DATE = {"svg": {"Date": None}, "pdf": {"CreationDate": None}, "png": {}}
# The formats the figure functions render to, per thread, and where _rendered leaves the
# renderings of each drawn figure for figure_set.
_format = threading.local()


def render(fig: Figure, fmt: str = "png") -> bytes:
    """Renders a figure to bytes in one of :data:`FORMATS`."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown figure format {fmt!r}; choose one of {', '.join(FORMATS)}")
    from matplotlib import rc_context

    buf = io.BytesIO()
    with rc_context({"svg.hashsalt": "codeloop", "svg.fonttype": "none", "pdf.fonttype": 42}):
        fig.savefig(buf, format=fmt, dpi=DPI, bbox_inches="tight", facecolor="white",
                    metadata=_NO_DATE[fmt])
    return buf.getvalue()


def to_png(fig: Figure) -> bytes:
    """Renders a figure to PNG bytes."""
    return render(fig, "png")


def _rendered(fig: Figure) -> bytes:
    # One drawn figure, rendered to every format the thread asks for; the figure functions
    # return the first, and figure_set collects all of them.
    formats: tuple[str, ...] = getattr(_format, "formats", ("png",))
    out = {fmt: render(fig, fmt) for fmt in formats}
    collected = getattr(_format, "collected", None)
    if collected is not None:
        collected.append(out)
    return out[formats[0]]


@contextmanager
def _rendering(formats: Sequence[str]) -> Iterator[list[dict[str, bytes]]]:
    if not formats:
        raise ValueError("no figure format given")
    for fmt in formats:
        if fmt not in FORMATS:
            raise ValueError(f"unknown figure format {fmt!r}; choose one of "
                             f"{', '.join(FORMATS)}")
    previous = getattr(_format, "formats", ("png",)), getattr(_format, "collected", None)
    collected: list[dict[str, bytes]] = []
    _format.formats, _format.collected = tuple(formats), collected
    try:
        yield collected
    finally:
        _format.formats, _format.collected = previous


def per_turn_curves(model: ReportModel) -> bytes | None:
    """IA, CA and IFR per turn, one line per system, with 95% bootstrap bands over episodes."""
    if not model.systems or not any(model.per_turn[s.name]["IA"]["per_turn"]
                                    for s in model.systems):
        return None
    fig, axes = _figure(1, len(METRIC_NAMES), figsize=(4.2 * len(METRIC_NAMES), 3.6),
                             sharex=True)
    for ax, metric in zip(axes, METRIC_NAMES, strict=True):
        for i, system in enumerate(model.systems):
            values = model.per_turn[system.name][metric]["per_turn"]
            if not values:
                continue
            # A small sideways dodge keeps systems with equal values (all at 1.0, say) visible
            # instead of drawn over each other; the turn stays readable from the ticks.
            dodge = (i - (len(model.systems) - 1) / 2) * min(0.08, 0.4 / len(model.systems))
            turns = [k + 1 + dodge for k in range(len(values))]
            style = system_style(i)
            low, high = model.bands[system.name][metric]
            if any(h > lo for lo, h in zip(low, high, strict=True)):
                ax.fill_between(turns, low, high, color=style["color"], alpha=0.12, linewidth=0)
            ax.plot(turns, values, label=system.name, linewidth=2, markersize=5, **style)
        ax.set_title(METRIC_TITLES[metric], fontsize=10)
        ax.set_xlabel("turn", fontsize=9)
        ax.set_ylim(-0.04, 1.04)
        ax.xaxis.get_major_locator().set_params(integer=True)
        _style_axes(ax)
    axes[0].set_ylabel("mean over episodes", fontsize=9)
    handles, labels = axes[0].get_legend_handles_labels()
    fig.tight_layout()
    _legend_below(fig, handles, labels)
    return _rendered(fig)


def leaderboard_forest(model: ReportModel) -> bytes | None:
    """Headline CA, IA and IFR of every system with their 95% task-bootstrap intervals."""
    rows = model.leaderboard
    if not any(not math.isnan(r.metrics["CA"].value) for r in rows):
        return None  # no completed episode anywhere: an empty chart would only confuse
    index = {s.name: i for i, s in enumerate(model.systems)}
    fig, axes = _figure(1, 3, figsize=(12, 0.9 + 0.42 * len(rows)), sharey=True)
    labels = [r.system.name for r in rows]
    ys = list(range(len(rows)))[::-1]
    for ax, metric in zip(axes, ("CA", "IA", "IFR"), strict=True):
        for y, row in zip(ys, rows, strict=True):
            est = row.metrics[metric]
            if math.isnan(est.value):
                continue
            style = system_style(index[row.system.name])
            lo = est.value - est.low if not math.isnan(est.low) else 0.0
            hi = est.high - est.value if not math.isnan(est.high) else 0.0
            ax.errorbar([est.value], [y], xerr=[[lo], [hi]], fmt=style["marker"],
                        color=style["color"], capsize=3, markersize=7, linewidth=1.6)
        ax.set_xlim(-0.04, 1.04)
        arrow = "higher is better" if metric != "IFR" else "lower is better"
        ax.set_title(f"{metric} ({arrow})", fontsize=10)
        ax.grid(True, axis="x", color="#e5e7eb", linewidth=0.8)
        ax.set_axisbelow(True)
        ax.spines["top"].set_visible(False)
        ax.spines["right"].set_visible(False)
        ax.tick_params(labelsize=9)
    axes[0].set_yticks(ys)
    axes[0].set_yticklabels(labels)
    axes[0].set_ylim(-0.6, len(rows) - 0.4)
    fig.tight_layout()
    return _rendered(fig)


def category_bars(model: ReportModel) -> bytes | None:
    """Per category: share followed when asked, and share kept while active, per system."""
    cats = model.category_names
    if not cats or not model.systems:
        return None
    if len(model.systems) * len(cats) > BARS_MAX_CELLS:
        return category_heatmap(model)
    n = len(model.systems)
    height = max(2.6, 0.34 * len(cats) * max(1, n) / 1.6 + 1.0)
    fig, axes = _figure(1, 2, figsize=(12, height), sharey=True)
    width = 0.8 / n
    for ax, attr, title in ((axes[0], "followed_rate", "followed when asked (IA by category)"),
                            (axes[1], "kept_rate", "kept while active (pass rate per turn)")):
        for i, system in enumerate(model.systems):
            stats = model.categories[system.name]
            vals = [getattr(stats[c], attr) if c in stats else math.nan for c in cats]
            ys = [len(cats) - 1 - k + (n - 1 - i - (n - 1) / 2) * width for k in range(len(cats))]
            ax.barh(ys, [0 if math.isnan(v) else v for v in vals], height=width * 0.92,
                    color=system_style(i)["color"], label=system.name)
            if n * len(cats) <= 60:
                # Values at the bar ends: a zero bar is otherwise indistinguishable from no data.
                for y, v in zip(ys, vals, strict=True):
                    ax.text((0 if math.isnan(v) else v) + 0.01, y,
                            "n/a" if math.isnan(v) else f"{v:.2f}", va="center", fontsize=6.5,
                            color="#374151")
        ax.set_xlim(0, 1.1)
        ax.set_title(title, fontsize=10)
        ax.grid(True, axis="x", color="#e5e7eb", linewidth=0.8)
        ax.set_axisbelow(True)
        ax.spines["top"].set_visible(False)
        ax.spines["right"].set_visible(False)
        ax.tick_params(labelsize=9)
    axes[0].set_yticks(list(range(len(cats)))[::-1])
    axes[0].set_yticklabels([c.replace("_", " ") for c in cats])
    handles, labels = axes[0].get_legend_handles_labels()
    fig.tight_layout()
    _legend_below(fig, handles, labels)
    return _rendered(fig)


BARS_MAX_CELLS = 40
"""Above this many (system, category) pairs grouped bars get too tall: a heatmap is drawn."""


def _heat_axes(ax: Any, grid: Any, rows: list[str], cols: list[str], title: str,
               annotate: bool) -> Any:
    import numpy as np

    cmap = _cmap("RdYlGn")
    im = ax.imshow(np.ma.masked_invalid(grid), cmap=cmap, vmin=0, vmax=1, aspect="auto")
    ax.set_xticks(range(len(cols)))
    rotate = len(cols) > 3
    ax.set_xticklabels(cols, rotation=35 if rotate else 0, ha="right" if rotate else "center",
                       fontsize=8)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels(rows, fontsize=8)
    ax.set_title(title, fontsize=10)
    if annotate:
        for (r, c), v in np.ndenumerate(grid):
            if not np.isnan(v):
                ax.text(c, r, f"{v:.2f}", ha="center", va="center", fontsize=7,
                        color="black" if 0.25 < v < 0.8 else "white")
    return im


def category_heatmap(model: ReportModel) -> bytes | None:
    """Per category and system: followed when asked, and kept while active, as heatmaps."""
    import numpy as np

    cats = model.category_names
    names = [s.name for s in model.systems]
    if not cats or not names:
        return None
    fig, axes = _figure(1, 2, figsize=(max(10.0, 1.5 * len(names) + 5),
                                            0.3 * len(cats) + 2.4), sharey=True)
    for ax, attr, title in ((axes[0], "followed_rate", "followed when asked (IA by category)"),
                            (axes[1], "kept_rate", "kept while active (pass rate per turn)")):
        grid = np.array([[getattr(model.categories[n][c], attr)
                          if c in model.categories[n] else np.nan for n in names]
                         for c in cats], dtype=float)
        im = _heat_axes(ax, grid, [c.replace("_", " ") for c in cats], names, title,
                        annotate=grid.size <= 300)
    fig.colorbar(im, ax=axes, fraction=0.025, pad=0.02)
    return _rendered(fig)


def task_heatmap(model: ReportModel) -> bytes | None:
    """Mean CA of every system (columns) on every task (rows)."""
    tasks = list(model.tasks)
    if not tasks or not model.systems:
        return None
    import numpy as np

    names = [s.name for s in model.systems]
    grid = np.array([[model.tasks[t][n].ca if n in model.tasks[t] else np.nan for n in names]
                     for t in tasks], dtype=float)
    fig_h = max(1.8, 0.24 * len(tasks) + 1.2)
    fig_w = max(5.0, 1.3 * len(names) + 3.6)
    fig, ax = _figure(figsize=(fig_w, fig_h))
    # One namespace for all tasks (the bank's "bank/"): it only repeats, so it is left out.
    spaces = {t.split("/", 1)[0] for t in tasks if "/" in t}
    labels = [t.split("/", 1)[1] if len(spaces) == 1 and "/" in t else t for t in tasks]
    im = _heat_axes(ax, grid, labels, names, "mean CA per task",
                    annotate=grid.size <= 400)
    fig.colorbar(im, ax=ax, fraction=0.04, pad=0.02)
    fig.tight_layout()
    return _rendered(fig)


def dynamic_figure(model: ReportModel) -> bytes | None:
    """IFE per turn, and rounds needed to satisfy each instruction, for dynamic systems."""
    if not model.dynamic:
        return None
    index = {s.name: i for i, s in enumerate(model.systems)}
    fig, (ax1, ax2) = _figure(1, 2, figsize=(12, 3.6))
    for name, dyn in model.dynamic.items():
        values = dyn.ife["per_turn"]
        ax1.plot(range(1, len(values) + 1), values, label=name, linewidth=2, markersize=5,
                 **system_style(index[name]))
    ax1.set_title("IFE per round (passed check units / round number)", fontsize=10)
    ax1.set_xlabel("round (feedback rounds included)", fontsize=9)
    ax1.xaxis.get_major_locator().set_params(integer=True)
    _style_axes(ax1)
    ax1.legend(fontsize=8, frameon=False)
    names = list(model.dynamic)
    hists = [model.dynamic[n].tts_histogram() for n in names]
    bins = list(hists[0])
    greens = ("#1a9850", "#91cf60", "#d9ef8b", "#fee08b", "#d73027")
    left = [0.0] * len(names)
    for k, b in enumerate(bins):
        shares = [h[b] / max(1, sum(h.values())) for h in hists]
        ax2.barh(range(len(names))[::-1], shares, left=left, color=greens[k % len(greens)],
                 label=f"{b} round{'s' if b != '1' else ''}" if b != "never" else "never",
                 height=0.6)
        left = [a + s for a, s in zip(left, shares, strict=True)]
    ax2.set_yticks(range(len(names))[::-1])
    ax2.set_yticklabels(names, fontsize=9)
    ax2.set_xlim(0, 1)
    ax2.set_title("rounds needed to satisfy an instruction", fontsize=10)
    ax2.legend(fontsize=8, frameon=False, ncol=len(bins), loc="upper center",
               bbox_to_anchor=(0.5, -0.12))
    ax2.spines["top"].set_visible(False)
    ax2.spines["right"].set_visible(False)
    fig.tight_layout()
    return _rendered(fig)


def figure_set(model: ReportModel,
               formats: Sequence[str] = ("png",)) -> dict[str, dict[str, bytes]]:
    """Every figure of the report that has data, drawn once and rendered to each format.

    Args:
        model: The report's content.
        formats: Some of :data:`FORMATS`.

    Returns:
        Figure name -> format -> bytes; empty without matplotlib.

    Raises:
        ValueError: On an unknown or missing format.
    """
    if not available():
        with _rendering(formats):  # still refuses a bad format
            return {}
    out: dict[str, dict[str, bytes]] = {}
    for name, maker in _MAKERS:
        with _rendering(formats) as collected:
            drawn = globals()[maker](model)
        if drawn:
            # The last rendering is the figure returned (a maker may delegate to another).
            out[name] = collected[-1]
    return out


def all_figures(model: ReportModel, fmt: str = "png") -> dict[str, bytes]:
    """Every figure of the report that has data, by name; empty without matplotlib.

    Args:
        model: The report's content.
        fmt: One of :data:`FORMATS`.
    """
    return {name: by_format[fmt] for name, by_format in figure_set(model, (fmt,)).items()}


def write_figures(model: ReportModel, out: str | Path,
                  formats: Sequence[str] = ("svg", "pdf"),
                  figures: dict[str, dict[str, bytes]] | None = None) -> list[Path]:
    """Writes every figure as ``out/<name>.<format>`` files (for papers); none without matplotlib.

    Args:
        model: The report's content.
        out: The folder.
        formats: Some of :data:`FORMATS`.
        figures: Renderings already made (:func:`figure_set` with these formats among its
            own), so that a figure is not drawn again; drawn here when None.

    Returns:
        The paths written, by figure then format.
    """
    out = Path(out)
    if figures is None:
        figures = figure_set(model, formats) if formats else {}
    paths = []
    for name, by_format in figures.items():
        for fmt in formats:
            out.mkdir(parents=True, exist_ok=True)
            path = out / f"{name}.{fmt}"
            path.write_bytes(by_format[fmt])
            paths.append(path)
    return paths


_MAKERS: tuple[tuple[str, str], ...] = (
    ("per_turn", "per_turn_curves"), ("leaderboard", "leaderboard_forest"),
    ("categories", "category_bars"), ("tasks", "task_heatmap"), ("dynamic", "dynamic_figure"),
)
"""The figures in report order, by function name (looked up when drawn)."""
