"""``codeloop arena``: CodeArena's pairwise evaluation against a baseline."""

from __future__ import annotations

import argparse
import sys

from codeloop.agents.policies.cli_options import add_policy_arguments
from codeloop.cli import CliError


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Registers ``arena``."""
    p = sub.add_parser(
        "arena", help="CodeArena: answers judged pairwise against a baseline (win/tie/loss)",
        description="Runs CodeArena's protocol on its published JSONL file: each policy answers "
                    "every question greedily, an LLM judge compares the answer with the "
                    "baseline's in two games with positions swapped, and the summary gives "
                    "win, tie and loss rates and the score with question-bootstrap intervals, "
                    "per class, subclass and language. Judge calls go through a record/replay "
                    "cache, so a run replays with no key.")
    p.add_argument("data", help="CodeArena JSONL file (e.g. CodeArena_v1.jsonl)")
    p.add_argument("--out", required=True, help="output directory (resumed when it exists)")
    p.add_argument("--answers", action="append", default=[], metavar="NAME=FILE",
                   help="recorded answers to judge instead of generating them (JSONL of "
                        "{id, response}, e.g. the published results.jsonl); repeatable")
    p.add_argument("--baseline", default="row",
                   help="row (the row's <baseline-name>_response field, default), file:PATH "
                        "or policy:SPEC")
    p.add_argument("--baseline-name", default=None,
                   help="whose <name>_response field is the baseline "
                        "(default: gpt-4-turbo-2024-04-09)")
    p.add_argument("--mapping", default=None,
                   help="tasktype_to_levels.json mapping task types to class and subclass")
    g = p.add_argument_group("judge")
    g.add_argument("--judge", required=True, metavar="MODEL", help="judge model name")
    g.add_argument("--judge-base-url", default=None, help="judge endpoint")
    g.add_argument("--judge-cache", default=None, help="record/replay cache file (JSONL)")
    g.add_argument("--judge-cache-mode", default="auto", choices=("auto", "record", "replay"))
    g.add_argument("--judge-temperature", type=float, default=0.2)
    g.add_argument("--judge-max-tokens", type=int, default=4096)
    g.add_argument("--judge-attempts", type=int, default=2,
                   help="answers per game when no verdict label is readable (published: 2)")
    g.add_argument("--unreadable-as-tie", action="store_true",
                   help="count a game without a readable label as 0 points, as the published "
                        "code does (default: the question is 'unjudged' and left out)")
    p.add_argument("--workers", type=int, default=4, help="questions in flight at once")
    p.add_argument("--limit", type=int, default=None, help="only the first N questions")
    add_policy_arguments(p)
    p.set_defaults(func=cmd_arena)


def cmd_arena(args: argparse.Namespace) -> int:
    """Runs the evaluation and prints the leaderboard."""
    from codeloop.agents.policies.cli_options import policy_config_from_args
    from codeloop.arena import ArenaConfig, ArenaError, render_arena_markdown, run_arena
    from codeloop.envs.tasks.loaders.codearena import DEFAULT_BASELINE
    from codeloop.envs.tasks.schema import TaskFormatError

    answers = {}
    for item in args.answers:
        name, sep, path = item.partition("=")
        if not sep or not name or not path:
            raise CliError(f"--answers takes NAME=FILE, got {item!r}")
        answers[name] = path
    policy_config = policy_config_from_args(args)
    explicit = bool(args.policy or policy_config["policy_options"].get("model"))
    config = ArenaConfig(
        data=args.data, out=args.out, answers=answers,
        policies=policy_config["policies"] if explicit else [],
        policy_options=policy_config["policy_options"], baseline=args.baseline,
        baseline_name=args.baseline_name or DEFAULT_BASELINE, mapping=args.mapping,
        judge_model=args.judge, judge_base_url=args.judge_base_url,
        judge_cache=args.judge_cache, judge_cache_mode=args.judge_cache_mode,
        judge_temperature=args.judge_temperature, judge_max_tokens=args.judge_max_tokens,
        judge_attempts=args.judge_attempts, unreadable_as_tie=args.unreadable_as_tie,
        workers=args.workers, limit=args.limit)
    try:
        summary = run_arena(config)
    except (ArenaError, TaskFormatError) as exc:
        raise CliError(str(exc)) from None
    print(render_arena_markdown(summary))
    print(f"wrote {args.out}/arena.jsonl, summary.json, report.md", file=sys.stderr)
    errored = sum(p["errored"] for p in summary["policies"].values())
    judged = sum(p["overall"]["n"] + p["overall"]["unjudged"] for p in summary["policies"].values())
    if errored and not judged:
        print(f"every question errored; rerun the same command to retry them (see "
              f"{args.out}/arena.jsonl for the reasons)", file=sys.stderr)
        return 1
    return 0
