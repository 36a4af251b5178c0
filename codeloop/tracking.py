"""Logging an evaluation's figures to an experiment tracker: TensorBoard, trackio or W&B.

``codeloop eval --log NAME`` sends, per policy and metric (IA, CA, IFR, IFE ...):

- the per-turn curve: ``eval/<policy>/<metric>`` at step = round number (1, 2, ...);
- the run's summary: ``summary/<policy>/<metric>`` (the mean over every judged round),
  plus ``summary/<policy>/episodes`` and ``summary/<policy>/errored``.

The figures are read from ``summary.json``'s content (a pure function of the episodes), so a
tracker shows what the report shows. Training needs none of this: GRPOConfig's ``report_to``
sends codeloop's reward terms wherever TRL logs. Each tracker is an optional package; naming
one that is not installed fails before any episode runs, with the command that installs it.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from codeloop.registry import Registry

Curves = dict[int, dict[str, float]]


@dataclass(frozen=True)
class Tracker:
    """A tracker an evaluation's figures can be logged to.

    Attributes:
        package: The package it needs (``pip install <package>``).
        log: ``log(per_turn, final, out, run_name, project)`` sends the per-turn curves and
            the summary scalars, and returns where they went, for the user.
    """

    package: str
    log: Callable[[Curves, dict[str, float], Path, str, str], str]


TRACKERS: Registry[Tracker] = Registry("tracker", group="codeloop.trackers")
"""Trackers by name (``--log NAME``); third-party ones from the ``codeloop.trackers`` entry
points."""


class TrackerUnavailable(RuntimeError):
    """The named tracker's package is not installed (or the name is unknown)."""


def require_tracker(name: str) -> None:
    """Checks that a tracker can be used.

    Raises:
        TrackerUnavailable: For an unknown name or a missing package, saying what to install.
    """
    if not TRACKERS.knows(name):
        raise TrackerUnavailable(str(TRACKERS.unknown(name)))
    package = TRACKERS[name].package
    try:
        found = importlib.util.find_spec(package) is not None
    except (ImportError, ValueError):  # a module set to None in sys.modules, a broken install
        found = False
    if not found:
        raise TrackerUnavailable(f"--log {name} needs the {package} package, which is not "
                                 f"installed: pip install {package}")


def curves(summary: Mapping[str, Any]) -> dict[int, dict[str, float]]:
    """Per-turn values: round number -> ``{"eval/<policy>/<metric>": value}``."""
    out: dict[int, dict[str, float]] = {}
    for policy, metric, agg in _metrics(summary):
        for turn, value in enumerate(agg.get("per_turn") or [], start=1):
            out.setdefault(turn, {})[f"eval/{policy}/{metric}"] = float(value)
    return out


def summary_scalars(summary: Mapping[str, Any]) -> dict[str, float]:
    """The run's summary figures: ``summary/<policy>/<metric>`` and episode counts."""
    out: dict[str, float] = {}
    for policy, metric, agg in _metrics(summary):
        out[f"summary/{policy}/{metric}"] = float(agg.get("mean", 0.0))
    for policy, data in summary.items():
        if isinstance(data, Mapping) and "metrics" in data:
            out[f"summary/{policy}/episodes"] = float(data.get("episodes", 0))
            out[f"summary/{policy}/errored"] = float(data.get("errored", 0))
    return out


def _metrics(summary: Mapping[str, Any]) -> Iterator[tuple[str, str, Mapping[str, Any]]]:
    for policy, data in sorted(summary.items()):
        if isinstance(data, Mapping) and isinstance(data.get("metrics"), Mapping):
            for metric, agg in sorted(data["metrics"].items()):
                if isinstance(agg, Mapping):
                    yield policy, metric, agg


def log_eval(name: str, summary: Mapping[str, Any], out: str | Path, *,
             run_name: str | None = None, project: str = "codeloop") -> str:
    """Logs an evaluation's curves and summary to a tracker.

    Args:
        name: A name of :data:`TRACKERS` (``tensorboard``, ``trackio``, ``wandb``, plugins).
        summary: The run's summary (``summary.json``'s content).
        out: The run directory (TensorBoard writes its event file under ``out/tensorboard``).
        run_name: The tracker's run name (default: the directory's name).
        project: The trackio / W&B project.

    Returns:
        Where the figures went, for the user.

    Raises:
        TrackerUnavailable: When the tracker's package is missing.
    """
    require_tracker(name)
    out = Path(out)
    return TRACKERS[name].log(curves(summary), summary_scalars(summary), out,
                              run_name or out.resolve().name, project)


def _tensorboard(per_turn: Curves, final: dict[str, float], out: Path, run_name: str,
                 project: str) -> str:
    from tensorboard.summary import Writer

    logdir = out / "tensorboard"
    writer = Writer(str(logdir))
    try:
        for turn, values in sorted(per_turn.items()):
            for tag, value in values.items():
                writer.add_scalar(tag, value, step=turn)
        for tag, value in final.items():
            writer.add_scalar(tag, value, step=0)
    finally:
        writer.close()
    return str(logdir)


def _trackio(per_turn: Curves, final: dict[str, float], out: Path, run_name: str,
             project: str) -> str:
    import trackio

    trackio.init(project=project, name=run_name, config={"run_dir": str(out)})
    for turn, values in sorted(per_turn.items()):
        trackio.log(values, step=turn)
    trackio.log(final, step=max(per_turn, default=0) + 1)
    trackio.finish()
    return f"trackio project {project!r}, run {run_name!r}"


def _wandb(per_turn: Curves, final: dict[str, float], out: Path, run_name: str,
           project: str) -> str:
    import wandb

    run = wandb.init(project=project, name=run_name, dir=str(out), config={"run_dir": str(out)})
    for turn, values in sorted(per_turn.items()):
        run.log(values, step=turn)
    run.summary.update(final)
    run.finish()
    return f"W&B project {project!r}, run {run_name!r}"


TRACKERS.register("tensorboard", Tracker("tensorboard", _tensorboard), help="TensorBoard")
TRACKERS.register("trackio", Tracker("trackio", _trackio), help="trackio")
TRACKERS.register("wandb", Tracker("wandb", _wandb), help="Weights & Biases")
