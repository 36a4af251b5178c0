"""Episodes as a table, one row per turn, for users' own analysis (pandas or 🤗 datasets).

Every row carries the episode's identity, the turn's messages and code, and the turn's metrics
(IA, CA, IFR, IFE as :mod:`codeloop.rewards.metrics` defines them), so a user can group and plot
without
touching codeloop's types. Nested data (verdicts, the developer's decision, timings, usage) is
kept as JSON text: its keys vary from turn to turn, which columnar formats handle badly.

Example::

    from codeloop.export import to_dataframe
    df = to_dataframe("runs/latest")
    df.groupby(["policy", "turn"])["CA"].mean().unstack(0)
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from codeloop.rewards.episode import Episode
from codeloop.rewards.metrics import (
    conversation_accuracy,
    instruction_accuracy,
    instruction_following_efficiency,
    instruction_forgetting_ratio,
)

if TYPE_CHECKING:  # pragma: no cover
    import datasets
    import pandas as pd

COLUMNS: tuple[str, ...] = (
    "run", "task_id", "policy", "developer", "seed", "episode_status", "episode_error",
    "n_turns", "turn", "kind", "focus", "focus_category", "introduced", "active",
    "passed_instructions", "failed_instructions", "developer_message", "reply", "code",
    "extraction_note", "reward", "IA", "CA", "IFR", "IFE", "units_passed", "units_total",
    "verdicts_json", "decision_json", "timings_json", "usage_json",
)
"""Columns of the exported table, in order."""

Source = str | Path | Iterable[Episode]


def episode_rows(episodes: Iterable[Episode], run: str = "") -> list[dict[str, Any]]:
    """One dict per turn of every episode.

    Args:
        episodes: Episodes (completed and errored; an errored one contributes the turns it
            played).
        run: Value of the ``run`` column (the run's label).

    Returns:
        Rows with the keys of :data:`COLUMNS`.
    """
    rows = []
    for ep in episodes:
        ia = instruction_accuracy(ep)
        ca = conversation_accuracy(ep)
        ifr = instruction_forgetting_ratio(ep)
        ife = instruction_following_efficiency(ep)
        for k, turn in enumerate(ep.turns):
            verdicts = {iid: v for iid, v in turn.verdicts.items() if iid in turn.active}
            rows.append({
                "run": run,
                "task_id": ep.task_id,
                "policy": ep.policy,
                "developer": ep.developer,
                "seed": ep.seed,
                "episode_status": ep.status,
                "episode_error": ep.error,
                "n_turns": len(ep.turns),
                "turn": turn.turn,
                "kind": turn.kind,
                "focus": turn.focus,
                "focus_category": ep.categories.get(turn.focus, "unknown"),
                "introduced": list(turn.introduced),
                "active": list(turn.active),
                "passed_instructions": [i for i in turn.active if turn.passed(i)],
                "failed_instructions": [i for i in turn.active if not turn.passed(i)],
                "developer_message": turn.developer_message,
                "reply": turn.reply,
                "code": turn.code,
                "extraction_note": turn.extraction_note,
                "reward": float(turn.reward),
                "IA": ia[k],
                "CA": ca[k],
                "IFR": ifr[k],
                "IFE": ife[k],
                "units_passed": sum(v.n_passed for v in verdicts.values()),
                "units_total": sum(v.n_units for v in verdicts.values()),
                "verdicts_json": json.dumps({i: v.to_dict() for i, v in turn.verdicts.items()},
                                            ensure_ascii=False),
                "decision_json": json.dumps(dict(turn.decision), ensure_ascii=False,
                                            default=str),
                "timings_json": json.dumps(dict(turn.timings)),
                "usage_json": json.dumps(dict(turn.usage)),
            })
    return rows


def _rows_from(source: Source | Sequence[str | Path]) -> list[dict[str, Any]]:
    from codeloop.report.data import load_run, unique_labels

    if isinstance(source, str | Path):
        run = load_run(source)
        return episode_rows(run.episodes, run.label)
    items = list(source)
    paths = [s for s in items if isinstance(s, str | Path)]
    if items and len(paths) == len(items):
        rows = []
        for path, label in zip(paths, unique_labels(paths), strict=True):
            rows += episode_rows(load_run(path).episodes, label)
        return rows
    return episode_rows(items)  # type: ignore[arg-type]


def to_dataframe(source: Source | Sequence[str | Path]) -> pd.DataFrame:
    """Episodes as a pandas DataFrame, one row per turn.

    Args:
        source: Episodes, a run directory, or several run directories (their labels fill the
            ``run`` column).

    Returns:
        A DataFrame with the columns of :data:`COLUMNS`.
    """
    import pandas as pd

    frame = pd.DataFrame(_rows_from(source), columns=list(COLUMNS))
    # Nullable integer: a seed may be missing (None) without turning the column into floats.
    frame["seed"] = frame["seed"].astype("Int64")
    return frame


def dataset_features() -> datasets.Features:
    """The explicit schema of :func:`to_dataset` (stable even when a list column is empty)."""
    from datasets import Features, Sequence, Value

    string_list = Sequence(Value("string"))
    kinds: dict[str, Any] = {c: Value("string") for c in COLUMNS}
    kinds.update({
        "seed": Value("int64"), "n_turns": Value("int32"), "turn": Value("int32"),
        "introduced": string_list, "active": string_list, "passed_instructions": string_list,
        "failed_instructions": string_list, "reward": Value("float64"), "IA": Value("float64"),
        "CA": Value("float64"), "IFR": Value("float64"), "IFE": Value("float64"),
        "units_passed": Value("int32"), "units_total": Value("int32"),
    })
    return Features({c: kinds[c] for c in COLUMNS})


def to_dataset(source: Source | Sequence[str | Path]) -> datasets.Dataset:
    """Episodes as a ``datasets.Dataset``, one row per turn.

    Args:
        source: Episodes, a run directory, or several run directories.

    Returns:
        A Dataset with the columns of :data:`COLUMNS` and the schema of
        :func:`dataset_features`.
    """
    from datasets import Dataset

    return Dataset.from_list(_rows_from(source), features=dataset_features())


def write_table(source: Source | Sequence[str | Path], path: str | Path) -> Path:
    """Writes the per-turn table to a file whose suffix picks the format.

    Args:
        source: Episodes or run directories (as for :func:`to_dataframe`).
        path: ``.csv``, ``.parquet`` or ``.jsonl`` file.

    Returns:
        The path written.

    Raises:
        ValueError: On another suffix.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in (".csv", ".parquet", ".jsonl"):
        raise ValueError(f"{path}: unknown export format {suffix!r} (use .csv, .parquet or "
                         ".jsonl)")
    frame = to_dataframe(source)
    path.parent.mkdir(parents=True, exist_ok=True)
    if suffix == ".csv":
        # Lists become JSON text, which reads back unambiguously (str(list) would not).
        for col in ("introduced", "active", "passed_instructions", "failed_instructions"):
            frame[col] = frame[col].map(json.dumps)
        frame.to_csv(path, index=False)
    elif suffix == ".parquet":
        frame.to_parquet(path, index=False)
    else:
        frame.to_json(path, orient="records", lines=True, force_ascii=False)
    return path
