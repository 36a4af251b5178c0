"""Writing every report of a finished run (called by the runner at the end of each run)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from codeloop.report_md import write_markdown_report
from rewards.episode import Episode


def write_run_reports(out: Path, summary: Mapping[str, Any],
                      episodes: Sequence[Episode]) -> list[Path]:
    """Writes the run's reports into ``out`` and returns their paths."""
    return [write_markdown_report(out, summary, episodes)]
