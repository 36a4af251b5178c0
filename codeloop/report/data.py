"""Loading run directories for reports: episodes, manifest and a short label per run."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codeloop.episodes_file import read_episodes
from codeloop.rewards.episode import Episode

EPISODES_FILE = "episodes.jsonl"
MANIFEST_FILE = "manifest.json"


@dataclass
class RunData:
    """One evaluation run, as the report sees it.

    Attributes:
        label: Short name of the run in tables and legends (unique within a report).
        episodes: The run's episodes (one per policy, task and seed).
        manifest: The content of ``manifest.json`` (empty when there is none).
        path: The run directory, when the run was read from disk.
    """

    label: str
    episodes: list[Episode]
    manifest: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None

    @property
    def policies(self) -> list[str]:
        """Policy names of the run, sorted."""
        return sorted({e.policy for e in self.episodes})


def _read_jsonl(path: Path) -> list[Episode]:
    # Same rules as the runner: a torn *last* line (run killed mid-write) is ignored, any other
    # corrupt line is an error.
    return read_episodes(path, repair=False)


def _dedupe(episodes: Sequence[Episode]) -> list[Episode]:
    # A resumed run never writes an episode twice, but hand-concatenated files may; the last
    # record of a key wins, like a re-run would.
    by_key: dict[str, Episode] = {}
    for ep in episodes:
        by_key[ep.key] = ep
    return list(by_key.values())


def load_run(path: str | Path, label: str | None = None) -> RunData:
    """Reads a run directory written by ``codeloop eval`` (or an ``episodes.jsonl`` file).

    Episodes of policies not listed in the manifest's config are left out, as the runner leaves
    them out of ``summary.json`` (they come from an earlier run in the same directory).

    Args:
        path: The run directory, or its ``episodes.jsonl``.
        label: Name of the run in the report (default: the directory's name).

    Returns:
        The run.

    Raises:
        FileNotFoundError: When there is no ``episodes.jsonl``.
        ValueError: When the file has a corrupt line other than the last.
    """
    path = Path(path)
    run_dir = path.parent if path.is_file() else path
    episodes_path = path if path.is_file() else path / EPISODES_FILE
    if not episodes_path.exists():
        raise FileNotFoundError(f"{run_dir}: no {EPISODES_FILE} (is this a codeloop run?)")
    episodes = _dedupe(_read_jsonl(episodes_path))
    manifest: dict[str, Any] = {}
    manifest_path = run_dir / MANIFEST_FILE
    if manifest_path.exists():
        try:
            manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        except ValueError:
            manifest = {}
    wanted = manifest.get("config", {}).get("policies")
    if wanted:
        episodes = [e for e in episodes if e.policy in set(wanted)]
    return RunData(label=label or run_dir.resolve().name, episodes=episodes, manifest=manifest,
                   path=run_dir)


def unique_labels(paths: Sequence[str | Path]) -> list[str]:
    """Short, distinct labels for run directories: their names, with parents when they clash.

    Args:
        paths: Run directories.

    Returns:
        One label per path, in order; ``runs/a/x`` and ``runs/b/x`` become ``a/x`` and ``b/x``.
    """
    parts = [Path(p).resolve().parts for p in paths]
    distinct = set(parts)
    depth = 1
    # Deepen until distinct directories get distinct labels; the same directory given twice
    # clashes at every depth and is numbered below instead.
    while depth < max((len(p) for p in distinct), default=1):
        if len({"/".join(p[-depth:]) for p in distinct}) == len(distinct):
            break
        depth += 1
    labels = ["/".join(p[-depth:]) for p in parts]
    seen: dict[str, int] = {}
    out = []
    for label in labels:
        # Same directory given twice: keep both, numbered, rather than silently merging them.
        seen[label] = seen.get(label, 0) + 1
        out.append(label if seen[label] == 1 else f"{label}#{seen[label]}")
    return out
