"""Writing every report of a finished run (called by the runner at the end of each run)."""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from codeloop.rewards.episode import Episode


def write_run_reports(out: Path, summary: Mapping[str, Any],
                      episodes: Sequence[Episode]) -> list[Path]:
    """Writes the run's reports into ``out`` and returns their paths.

    Writes ``report.html`` (self-contained, figures inlined), ``report.md`` and the LaTeX tables;
    the figures as SVG and PDF files are left to ``codeloop report``. The figures are
    recomputed from ``episodes``, of which ``summary`` is a pure function, so ``summary`` is
    accepted for the runner's call but not read.

    A failure while reporting must not lose a finished run's results (``episodes.jsonl`` and
    ``summary.json`` are already written): it is printed on stderr with its traceback and the
    reports written so far are returned.

    Args:
        out: The run directory.
        summary: The run's ``summary.json`` content.
        episodes: The run's episodes.

    Returns:
        Paths of the reports written (empty when reporting failed).
    """
    del summary
    from codeloop.report import write_model
    from codeloop.report.analysis import build_model
    from codeloop.report.data import RunData

    out = Path(out)
    manifest: dict[str, Any] = {}
    manifest_path = out / "manifest.json"
    if manifest_path.exists():
        try:
            manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        except ValueError:
            manifest = {}
    label = out.resolve().name
    try:
        run = RunData(label=label, episodes=list(episodes), manifest=manifest, path=out)
        model = build_model([run], title=f"codeloop evaluation report: {label}")
        # The figures as SVG and PDF files are for papers, and cost more than the rest of
        # the report: `codeloop report` writes them (report.md says so).
        return write_model(model, out, paper_figures=False)
    except Exception:  # noqa: BLE001 - see the docstring: reporting must not sink a run
        print("codeloop: writing the run's report failed:\n" + traceback.format_exc(),
              file=sys.stderr)
        return []
