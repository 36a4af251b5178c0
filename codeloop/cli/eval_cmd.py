"""``codeloop eval``: run policies on tasks and report per-turn metrics."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from codeloop.agents.developers.cli_options import (
    add_developer_arguments,
    developer_config_from_args,
)
from codeloop.agents.policies.cli_options import add_policy_arguments, policy_config_from_args
from codeloop.cli import CliError
from codeloop.cli.judge_options import add_judge_arguments, judge_config_from_args
from codeloop.envs.sandbox import SandboxUnavailable
from codeloop.envs.tasks import TaskFormatError
from codeloop.runner import BACKENDS, EvalConfig, RunLockedError, run_eval
from codeloop.tables import summary_text


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Registers ``eval``."""
    p = sub.add_parser(
        "eval", help="evaluate policies on tasks (default: built-in baselines on the bank)",
        description="Runs multi-turn episodes and writes DIR/episodes.jsonl, DIR/summary.json, "
                    "DIR/manifest.json and DIR/report.md; prints a per-turn table.")
    add_policy_arguments(p)
    p.add_argument("--tasks", default="bank", help="task spec: bank, FILE.jsonl, NAME:PATH "
                   "(append @id1,id2 to pick tasks)")
    p.add_argument("--compat", choices=["codeif-bench"], default=None,
                   help="reproduce CodeIF-Bench's own harness (it strips docstrings and blank "
                        "lines before PEP 8 and complexity checks, and compares with plain "
                        "==); codeif-bench: tasks only")
    add_developer_arguments(p)
    add_judge_arguments(p)
    p.add_argument("--sandbox", default="local", help="sandbox backend (default: local)")
    p.add_argument("--out", default=None, help="output directory (default: runs/<timestamp>); "
                   "an existing run there is resumed")
    p.add_argument("--seed", type=int, default=0, help="run seed (default: 0)")
    p.add_argument("--episodes-per-task", type=int, default=1)
    p.add_argument("--workers", type=int, default=0,
                   help="episodes in flight at once (0: one per core, or the model "
                        "policy's --concurrency when larger)")
    p.add_argument("--sandbox-slots", type=int, default=0,
                   help="sandbox jobs at once (0: one per core)")
    p.add_argument("--backend", choices=BACKENDS, default="local",
                   help="local: threads in this process; ray: Ray tasks on a cluster "
                        "(see docs/DISTRIBUTED.md)")
    p.add_argument("--ray-address", default=None,
                   help="Ray cluster to join, e.g. ray://head:10001 or auto "
                        "(default: $RAY_ADDRESS, else a local Ray instance)")
    p.add_argument("--ray-task-cpus", type=float, default=1.0,
                   help="CPUs Ray reserves per episode (e.g. 0.25 for model-bound runs)")
    p.add_argument("--ray-working-dir", default=None,
                   help="ship this directory to the Ray workers (when codeloop is not "
                        "installed on every node)")
    p.add_argument("--retry-errored", action="store_true",
                   help="on resume, play again the episodes recorded as errored")
    p.add_argument("--limit", type=int, default=None, help="play only the first N tasks")
    p.add_argument("--max-rounds", type=int, default=None)
    p.add_argument("--test-timeout", type=float, default=3.0, help="seconds per test")
    p.add_argument("--no-strict-eq", action="store_true",
                   help="plain == in test asserts (default: strict, rigged __eq__ cannot pass)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.add_argument("--json", action="store_true", help="print summary.json instead of tables")
    p.set_defaults(func=run)


def config_from_args(args: argparse.Namespace) -> EvalConfig:
    """Builds the run config from parsed arguments."""
    out = args.out or str(Path("runs") / time.strftime("%Y%m%d-%H%M%S"))
    return EvalConfig(
        **policy_config_from_args(args),
        **developer_config_from_args(args),
        judge=judge_config_from_args(args),
        tasks=tasks_with_compat(args.tasks, args.compat),
        sandbox=args.sandbox,
        seed=args.seed,
        episodes_per_task=args.episodes_per_task,
        out=out,
        workers=args.workers,
        limit=args.limit,
        # CodeIF-Bench's harness compares with plain ==, so compat does too.
        strict_eq=not (args.no_strict_eq or args.compat == "codeif-bench"),
        max_rounds=args.max_rounds,
        test_timeout_s=args.test_timeout,
        backend=args.backend,
        sandbox_slots=args.sandbox_slots,
        ray_address=args.ray_address,
        ray_task_cpus=args.ray_task_cpus,
        ray_working_dir=args.ray_working_dir,
        retry_errored=args.retry_errored,
    )


def tasks_with_compat(spec: str, compat: str | None) -> str:
    """Applies ``--compat`` to a task spec (the loader reads it as ``?compat=...``).

    Raises:
        CliError: When ``--compat`` is given for tasks it does not apply to.
    """
    if compat is None:
        return spec
    if not spec.startswith(f"{compat}:"):
        raise CliError(f"--compat {compat} applies only to {compat}:PATH tasks, not {spec!r}")
    if "compat=" in spec:
        return spec
    path, at, ids = spec.partition("@")
    sep = "&" if "?" in path else "?"
    return f"{path}{sep}compat={compat}{at}{ids}"


def run(args: argparse.Namespace) -> int:
    """Runs ``codeloop eval``."""
    try:
        config = config_from_args(args)
        result = run_eval(config, progress=not args.no_progress)
    except (TaskFormatError, ValueError, FileNotFoundError, RunLockedError,
            SandboxUnavailable) as exc:
        raise CliError(str(exc)) from exc
    if args.json:
        print(json.dumps(result.summary, indent=2, sort_keys=True))
    else:
        print(summary_text(result.summary))
        for policy, data in result.summary.items():
            usage = data.get("usage") or {}
            if usage.get("total_tokens"):
                per_turn = usage["total_tokens"] / max(1, usage.get("turns", 0))
                print(f"\ntokens, {policy}: {usage.get('prompt_tokens', 0)} prompt + "
                      f"{usage.get('completion_tokens', 0)} completion "
                      f"({per_turn:.0f} per turn)")
        print(f"\n{result.ran} episodes run, {result.skipped} resumed, "
              f"{result.wall_s:.1f}s; results in {result.out}/")
    if result.lost:
        print(f"codeloop: {result.lost} episode(s) could not be run; rerun with the same "
              f"--out to play them", file=sys.stderr)
        return 1
    return 0
