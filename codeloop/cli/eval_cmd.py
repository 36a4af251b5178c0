"""``codeloop eval``: run policies on tasks and report per-turn metrics."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from codeloop.agents.developers.cli_options import (
    add_developer_arguments,
    developer_config_from_args,
)
from codeloop.agents.policies.cli_options import add_policy_arguments, policy_config_from_args
from codeloop.cli import CliError
from codeloop.cli.judge_options import add_judge_arguments, judge_config_from_args
from codeloop.cli.resume_hints import errored_summary, resume_command
from codeloop.envs.sandbox import SandboxUnavailable
from codeloop.envs.tasks import TaskFormatError
from codeloop.envs.tasks.sources import DEFAULT_TASKS
from codeloop.episode_times import slowest_text
from codeloop.runner import (
    BACKENDS,
    EPISODES_FILE,
    EvalConfig,
    RunLockedError,
    needs_retry,
    run_eval,
)
from codeloop.tables import summary_text
from codeloop.tracking import TrackerUnavailable, log_eval, require_tracker


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Registers ``eval``."""
    p = sub.add_parser(
        "eval", help="evaluate policies on tasks (default: built-in baselines on the bank)",
        description="Runs multi-turn episodes and writes DIR/episodes.jsonl, DIR/summary.json, "
                    "DIR/manifest.json and DIR/report.md; prints a per-turn table.")
    add_policy_arguments(p)
    p.add_argument("--tasks", default=DEFAULT_TASKS, help="task spec: bank, FILE.jsonl, NAME:PATH "
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
                   help="play again only the episodes of an existing --out recorded as "
                        "errored (the others are kept)")
    p.add_argument("--limit", type=int, default=None, help="play only the first N tasks")
    p.add_argument("--max-rounds", type=int, default=None)
    p.add_argument("--test-timeout", type=float, default=3.0,
                   help="CPU seconds per test (code that sleeps is stopped at 4 times this, "
                        "in wall-clock time)")
    p.add_argument("--no-strict-eq", action="store_true",
                   help="plain == in test asserts (default: strict, rigged __eq__ cannot pass)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.add_argument("--json", action="store_true", help="print summary.json instead of tables")
    p.add_argument("--log", default=None, metavar="TRACKER",  # plugins too: no fixed choices
                   help="also log the summary and per-turn curves to tensorboard (under "
                        "OUT/tensorboard), trackio, wandb or a codeloop.trackers plugin (the "
                        "package must be installed)")
    p.add_argument("--config", default=None, metavar="FILE",
                   help="TOML file of options (keys: long option names, e.g. max-tokens = 512); "
                        "the command line overrides it")
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
        config_file=args.config,
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
    """Runs ``codeloop eval``.

    Returns:
        0; 1 when every episode errored or some could not be run; 130 on Ctrl-C (each case
        prints the command that resumes or retries the run).
    """
    words = getattr(args, "cli_argv", None) or sys.argv[1:]
    try:
        if args.log:
            require_tracker(args.log)  # before any episode runs
        config = config_from_args(args)
    except (ValueError, FileNotFoundError, TrackerUnavailable) as exc:
        raise CliError(str(exc)) from exc
    try:
        if args.retry_errored and not (Path(config.out) / EPISODES_FILE).exists():
            raise CliError(f"--retry-errored plays again the errored episodes of an existing "
                           f"run, and {config.out} holds none; name its directory with --out")
        if not args.out:
            print(f"codeloop: writing to {config.out}/; resume with: "
                  f"{resume_command(words, config.out)}", file=sys.stderr)
        result = run_eval(config, progress=not args.no_progress)
    except KeyboardInterrupt:
        print(f"\ncodeloop: interrupted; finished episodes are saved in {config.out}/. "
              f"Resume with: {resume_command(words, config.out)}", file=sys.stderr)
        return 130
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
            print_sampling_figures(policy, data)
        slowest = slowest_text(result.episodes)
        if slowest:
            print("\n" + slowest)
        print(f"\n{result.ran} episodes run, {result.skipped} resumed, "
              f"{result.wall_s:.1f}s; results in {result.out}/")
    if args.log:  # on stderr: --json keeps stdout to the summary
        print(f"codeloop: logged to {log_eval(args.log, result.summary, result.out)}",
              file=sys.stderr)
    errored = [e for e in result.episodes if not e.completed]
    if errored:
        every = len(errored) == len(result.episodes)
        what = (f"all {len(errored)} episodes errored, so there is nothing to score" if every
                else f"{len(errored)} of {len(result.episodes)} episodes errored (left out of "
                     "the metrics)")
        print(f"codeloop: {what}; the commonest reasons:\n"
              f"{errored_summary(errored)}\nonce the cause is fixed, play them again with: "
              f"{resume_command(words, str(result.out), retry_errored=True)}", file=sys.stderr)
        if every:
            return 1
    unjudged = [e for e in result.episodes if e.completed and needs_retry(e)]
    if unjudged:
        print(f"codeloop: {len(unjudged)} episode(s) have turns the machine could not judge "
              f"(left out of the metrics); play them again with: "
              f"{resume_command(words, str(result.out), retry_errored=True)}", file=sys.stderr)
    unanswered = sum(t.unanswered for e in result.episodes if e.completed for t in e.turns)
    if unanswered:
        print(f"codeloop: {unanswered} round(s) had no recorded reply (left out of the metrics, "
              "counted under errored turns; report.md lists them): playing again cannot answer "
              "them", file=sys.stderr)
    if result.lost:
        print(f"codeloop: {result.lost} episode(s) could not be run; play them with: "
              f"{resume_command(words, str(result.out))}", file=sys.stderr)
        return 1
    return 0


def print_sampling_figures(policy: str, data: dict[str, Any]) -> None:
    """Prints a policy's truncated replies and pass@k / pass^k, when the summary has them."""
    cut = data.get("truncation")
    if cut:
        print(f"truncated by the token limit, {policy}: {cut['truncated']} of "
              f"{cut['replies']} replies ({100 * cut['rate']:.1f}%)")
    passk = data.get("passk")
    if passk:
        figures = ", ".join(f"pass@{k} {v['pass@k']:.3f} pass^{k} {v['pass^k']:.3f}"
                            for k, v in passk["k"].items())
        print(f"samples, {policy} ({passk['criterion']}): {figures}")
