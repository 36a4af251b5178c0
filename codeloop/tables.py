"""Plain-text, Markdown and LaTeX tables."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

METRIC_ORDER = ("IA", "CA", "IFR")


def _fmt(value: float | None) -> str:
    return "  -  " if value is None else f"{value:.3f}"


def per_turn_rows(summary: Mapping[str, Any], policy: str) -> list[list[str]]:
    """Rows ``[turn, IA, CA, IFR, n]`` of one policy, then a ``mean`` row."""
    metrics = summary[policy]["metrics"]
    n_turns = max((len(m["per_turn"]) for m in metrics.values()), default=0)
    rows = []
    for k in range(n_turns):
        row = [str(k + 1)]
        for name in METRIC_ORDER:
            values = metrics.get(name, {}).get("per_turn", [])
            row.append(_fmt(values[k] if k < len(values) else None))
        counts = metrics.get("IA", {}).get("n_per_turn", [])
        row.append(str(counts[k]) if k < len(counts) else "0")
        rows.append(row)
    rows.append(["mean", *(_fmt(metrics.get(n, {}).get("mean")) for n in METRIC_ORDER),
                 str(summary[policy]["episodes"])])
    return rows


def text_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A fixed-width table for terminals."""
    widths = [max(len(str(h)), *(len(str(r[i])) for r in rows)) for i, h in enumerate(headers)]
    line = "  ".join(str(h).rjust(w) for h, w in zip(headers, widths, strict=True))
    out = [line, "  ".join("-" * w for w in widths)]
    out += ["  ".join(str(c).rjust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(out)


def markdown_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A GitHub-flavoured Markdown table."""
    out = ["| " + " | ".join(headers) + " |", "|" + "|".join("---:" for _ in headers) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


_LATEX_SPECIAL = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$",
                  "#": r"\#", "_": r"\_", "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}",
                  "^": r"\textasciicircum{}"}


def latex_escape(text: object) -> str:
    """Text with LaTeX's special characters escaped (system names hold ``_``, ``/``, ``:``)."""
    return "".join(_LATEX_SPECIAL.get(c, c) for c in str(text).replace("\n", " "))


def latex_table(headers: Sequence[str], rows: Sequence[Sequence[str]], *,
                caption: str | None = None, label: str | None = None) -> str:
    r"""A ``booktabs`` table (``\usepackage{booktabs}``): first column left, others right.

    Args:
        headers: Column headers.
        rows: Rows of cells (escaped here).
        caption: The table's caption (escaped), if any.
        label: ``\label`` key, if any.
    """
    spec = "l" + "r" * (len(headers) - 1)
    out = [r"\begin{table}[t]", r"\centering"]
    if caption:
        out.append(rf"\caption{{{latex_escape(caption)}}}")
    if label:
        out.append(rf"\label{{{label}}}")
    out += [rf"\begin{{tabular}}{{{spec}}}", r"\toprule",
            " & ".join(latex_escape(h) for h in headers) + r" \\", r"\midrule"]
    out += [" & ".join(latex_escape(c) for c in r) + r" \\" for r in rows]
    out += [r"\bottomrule", r"\end{tabular}", r"\end{table}"]
    return "\n".join(out) + "\n"


def summary_text(summary: Mapping[str, Any]) -> str:
    """Per-turn IA/CA/IFR tables of every policy, for the terminal."""
    blocks = []
    headers = ["turn", *METRIC_ORDER, "n"]
    for policy, data in summary.items():
        errored = data.get("errored", 0)
        title = f"policy: {policy}  ({data['episodes']} episodes"
        title += f", {errored} errored)" if errored else ")"
        blocks.append(title + "\n" + text_table(headers, per_turn_rows(summary, policy)))
    return "\n\n".join(blocks)
