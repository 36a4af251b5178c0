"""``codeloop tasks list|show|validate|generate|sources|mutants``."""

from __future__ import annotations

import argparse
import json

from codeloop.cli import CliError
from codeloop.envs.tasks import Task, TaskFormatError, load_tasks, task_sources
from codeloop.envs.tasks.languages import LANGUAGES
from codeloop.envs.tasks.sources import load_task_path


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Registers ``tasks``."""
    p = sub.add_parser("tasks", help="list, show and validate tasks")
    tsub = p.add_subparsers(dest="tasks_command", metavar="ACTION", required=True)
    lp = tsub.add_parser("list", help="one line per task")
    lp.add_argument("--tasks", default="bank", help="task spec (default: bank)")
    lp.add_argument("--language", choices=sorted(LANGUAGES), default=None,
                    help="only tasks in this language")
    lp.set_defaults(func=cmd_list)
    sp = tsub.add_parser("show", help="a task in full")
    sp.add_argument("task_id")
    sp.add_argument("--tasks", default="bank")
    sp.add_argument("--json", action="store_true", help="print the task's JSON object")
    sp.set_defaults(func=cmd_show)
    vp = tsub.add_parser("validate", help="validate task files or task directories (exit 1 on "
                         "the first error)")
    vp.add_argument("files", nargs="+")
    vp.add_argument("--references", action="store_true",
                    help="also prove the references in the sandbox")
    vp.set_defaults(func=cmd_validate)
    gp = tsub.add_parser("generate", help="seeded tasks: base problems x constraint templates")
    gp.add_argument("--seed", type=int, default=0)
    gp.add_argument("--n", type=int, default=100, help="number of tasks (default 100)")
    gp.add_argument("--turns", type=int, default=3, help="constraints per task (default 3)")
    gp.add_argument("--levels", action="store_true", help="multi-level chains (each level "
                    "restates the prompt with every constraint so far)")
    gp.add_argument("--sources", default="bank,humaneval", help="base problems (default: "
                    "bank,humaneval)")
    gp.add_argument("--out", default=None, help="output JSONL file (default: stdout)")
    gp.set_defaults(func=cmd_generate)
    mp = tsub.add_parser("mutants", help="mutation score of the Python tasks' tests: share of "
                         "mutants of each turn's reference killed by the authored tests alone "
                         "and with the held-out ones")
    mp.add_argument("--tasks", default="bank@lang=python",
                    help="task spec (default: bank@lang=python)")
    mp.add_argument("--per-turn", type=int, default=15,
                    help="mutants per turn's reference (default 15)")
    mp.add_argument("--survivors", action="store_true",
                    help="also print each surviving, not equivalent mutant")
    mp.add_argument("--jobs", type=int, default=1,
                    help="tasks judged at once, one process each (default 1)")
    mp.add_argument("--out", default=None,
                    help="JSONL file: one line per task as it finishes; tasks already in it "
                    "(same --per-turn) are not judged again")
    mp.set_defaults(func=cmd_mutants)
    srcp = tsub.add_parser("sources", help="registered task sources")
    srcp.set_defaults(func=lambda a: print("\n".join(f"{k}: {v}" for k, v in
                                                      task_sources().items())) or 0)


def _load(spec: str) -> list[Task]:
    try:
        return load_tasks(spec)
    except (TaskFormatError, ValueError, FileNotFoundError) as exc:
        raise CliError(str(exc)) from exc


def cmd_list(args: argparse.Namespace) -> int:
    """Prints one line per task."""
    tasks = [t for t in _load(args.tasks) if args.language in (None, t.language)]
    for t in tasks:
        cats = ",".join(sorted({i.category for i in t.instructions}))
        print(f"{t.id}\t{t.language}\t{len(t.instructions)} instructions\t{cats}")
    print(f"{len(tasks)} tasks")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    """Prints one task."""
    tasks = _load(args.tasks)
    match = [t for t in tasks if t.id == args.task_id or t.id.endswith("/" + args.task_id)]
    if not match:
        raise CliError(f"no task {args.task_id!r} in {args.tasks!r}")
    task = match[0]
    if args.json:
        print(json.dumps(task.to_dict(), indent=2, ensure_ascii=False))
        return 0
    print(f"{task.id}  (entry point: {task.entry_point}; source: {task.source}, "
          f"license: {task.license})\n")
    print(f"Turn 1 - base problem:\n  {task.prompt}\n  checks: "
          + ", ".join(c.label for c in task.base_checks))
    for k, ins in enumerate(task.instructions, start=2):
        extra = f" (supersedes {', '.join(ins.supersedes)})" if ins.supersedes else ""
        print(f"\nTurn {k} - {ins.id} [{ins.category}]{extra}:\n  {ins.text}\n  checks: "
              + ", ".join(c.label for c in ins.checks))
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    """Validates task files; prints the first error of each file."""
    bad = 0
    for path in args.files:
        try:
            tasks = load_task_path(path)
        except (TaskFormatError, FileNotFoundError) as exc:
            print(f"INVALID {exc}")
            bad += 1
            continue
        problems = []
        if args.references:
            from codeloop.envs.sandbox import make_sandbox
            from codeloop.envs.tasks.reference_check import check_task_references
            from codeloop.rewards.checks.referee import Referee

            # One referee for every task, so a language's sandbox starts once.
            with Referee(make_sandbox("local"), owns_sandbox=True) as referee:
                for task in tasks:
                    problems += check_task_references(task, referee)
        for problem in problems:
            print(f"PROBLEM {path}: {problem}")
        bad += bool(problems)
        if not problems:
            print(f"ok {path}: {len(tasks)} tasks")
    return 1 if bad else 0


def cmd_generate(args: argparse.Namespace) -> int:
    """Generates tasks; every task is validated and checked for conflicts before writing."""
    import sys

    from codeloop.envs.tasks.generator import generate, render_jsonl, task_conflicts
    from codeloop.envs.tasks.schema import task_from_dict

    try:
        objects = generate(args.seed, args.n, sources=tuple(args.sources.split(",")),
                           turns=args.turns, levels=args.levels)
        for i, obj in enumerate(objects, start=1):
            task_from_dict(obj, path="generated", line=i)
            if task_conflicts(obj):
                raise CliError(f"{obj['id']}: conflicting templates {task_conflicts(obj)}")
    except (TaskFormatError, ValueError) as exc:
        raise CliError(str(exc)) from exc
    text = render_jsonl(objects)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.write(text)
        print(f"wrote {len(objects)} tasks to {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def cmd_mutants(args: argparse.Namespace) -> int:
    """Prints the mutation score per task and overall (a Markdown table)."""
    from pathlib import Path

    from codeloop.envs.sandbox.config import SandboxConfig
    from codeloop.envs.tasks.mutants import (
        Score,
        report_lines,
        score_from_record,
        score_record,
        score_tasks,
        score_tasks_parallel,
    )

    if args.per_turn < 1:
        raise CliError("--per-turn must be at least 1")
    if args.jobs < 1:
        raise CliError("--jobs must be at least 1")
    tasks = _load(args.tasks)
    out = Path(args.out) if args.out else None
    done: dict[str, Score] = {}
    if out is not None and out.is_file():
        for line in out.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if record.get("per_turn") == args.per_turn:
                done[record["task_id"]] = score_from_record(record)
    todo = [t for t in tasks if t.id not in done]
    from codeloop.rewards.checks.referee import Referee

    referee = Referee.build(SandboxConfig("local")) if args.jobs == 1 else None
    scores = list(done.values())
    try:
        found = (score_tasks(todo, referee, per_turn=args.per_turn) if referee is not None
                 else score_tasks_parallel(todo, per_turn=args.per_turn, jobs=args.jobs))
        for score in found:
            scores.append(score)
            if out is not None:
                with out.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(score_record(score, args.per_turn)) + "\n")
            print(f"{score.task_id}: {score.killed_all}/{score.judged} killed "
                  f"({score.killed_authored} by authored tests), {score.equivalent} probably "
                  f"equivalent, {score.seconds:.0f} s", flush=True)
            if args.survivors:
                for text in score.survivors:
                    print(f"  survivor {text}", flush=True)
    finally:
        if referee is not None:
            referee.close()
    order = {t.id: k for k, t in enumerate(tasks)}
    scores.sort(key=lambda s: order.get(s.task_id, len(order)))
    print("\n".join(report_lines(scores)))
    return 0
