"""``codeloop report``: the HTML and Markdown report of one or more runs."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from codeloop.cli import CliError


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Registers ``report``."""
    p = sub.add_parser(
        "report", help="write an HTML + Markdown report of runs (several: a leaderboard)",
        description="Reads run directories of `codeloop eval` and writes DIR/report.html "
                    "(self-contained: figures inlined, no network needed) and DIR/report.md: "
                    "per-turn IA/CA/IFR curves and tables, breakdowns by category and task, "
                    "feedback-loop figures for dynamic runs, every episode's transcript, and "
                    "with several runs a leaderboard with bootstrap intervals and the "
                    "significant differences.")
    p.add_argument("runs", nargs="+", metavar="RUN_DIR", help="run directories")
    p.add_argument("--out", default=None,
                   help="output directory (default: the run directory for one run, "
                        "runs/compare-<timestamp> for several)")
    p.add_argument("--title", default=None, help="report title")
    p.add_argument("--max-episodes", type=int, default=None,
                   help="episodes in the HTML drill-down (default: 400; -1: all)")
    p.add_argument("--max-failures", type=int, default=None,
                   help="failing check units listed per instruction and turn in the HTML "
                        "drill-down, the rest counted (default: 10; -1: all)")
    p.add_argument("--bootstrap", type=int, default=2000, metavar="N",
                   help="bootstrap resamples for confidence intervals (default: 2000)")
    p.add_argument("--alpha", type=float, default=0.05,
                   help="family-wise significance level, Holm-adjusted (default: 0.05)")
    p.add_argument("--seed", type=int, default=0, help="resampling seed (default: 0)")
    p.add_argument("--export", default=None, metavar="FILE",
                   help="also write the per-turn table of every episode (.csv, .parquet or "
                        ".jsonl)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Runs ``codeloop report``."""
    from codeloop.report import DEFAULT_MAX_EPISODES, DEFAULT_MAX_FAILURES, write_report

    for path in args.runs:
        if not Path(path).exists():
            raise CliError(f"{path}: no such run directory")
    if not 0 < args.alpha < 1:
        raise CliError("--alpha must be between 0 and 1")
    if args.bootstrap < 0:
        raise CliError("--bootstrap must be >= 0")
    out = args.out
    if out is None:
        out = args.runs[0] if len(args.runs) == 1 else str(
            Path("runs") / f"compare-{time.strftime('%Y%m%d-%H%M%S')}")
    max_episodes = DEFAULT_MAX_EPISODES if args.max_episodes is None else args.max_episodes
    max_failures = DEFAULT_MAX_FAILURES if args.max_failures is None else args.max_failures
    try:
        paths = write_report(args.runs, out, title=args.title, n_boot=args.bootstrap,
                             alpha=args.alpha, seed=args.seed, max_episodes=max_episodes,
                             max_failures=max_failures)
        if args.export:
            from codeloop.export import write_table

            paths.append(write_table(args.runs, args.export))
    except (FileNotFoundError, ValueError) as exc:
        raise CliError(str(exc)) from exc
    except ImportError as exc:
        raise CliError(f"{exc}: install the report extra (pip install codeloop[report])") \
            from exc
    for path in paths:
        print(path)
    return 0
