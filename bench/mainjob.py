"""The main job (``codeloop eval``, default policies) with and without the job-part memo.

Runs the same evaluation twice in one process, side by side: first with every sandbox job
part run (``memo`` off: what the main job cost before ``envs/sandbox/memo.py``), then with
parts already judged replayed. Reported for each: wall seconds, the CPU seconds the sandbox
job parts used as their judges counted them (``ForkServerSandbox.parts_cpu_s``: load does not
inflate it), this process's CPU, the summed episode time; then the ratios, whether the two
``summary.json`` files are byte-identical (a verdict never changes with the speed work), and
the load average around each run (the machine is shared).

Usage: python bench/mainjob.py [--tasks SPEC] [--order on-first]
Prints a table and writes bench/results/mainjob.json.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

from codeloop.envs.sandbox import make_sandbox
from codeloop.envs.sandbox.memo import PartMemo
from codeloop.envs.tasks.sources import DEFAULT_TASKS
from codeloop.runner import EvalConfig, run_eval

RESULTS = Path(__file__).with_name("results") / "mainjob.json"


def _cpu_self() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def run_once(tasks: str, memo: bool, out: Path) -> dict:
    """One evaluation with the memo on or off; its figures."""
    sandbox = make_sandbox("local")
    sandbox.memo = PartMemo() if memo else None  # type: ignore[attr-defined]
    load_before = os.getloadavg()
    cpu0, t0 = _cpu_self(), time.perf_counter()
    try:
        result = run_eval(EvalConfig(tasks=tasks, out=str(out)), progress=False, sandbox=sandbox)
    finally:
        sandbox.close()
    wall = time.perf_counter() - t0
    episodes = [json.loads(line) for line in (out / "episodes.jsonl").open()]
    memo_state = sandbox.memo  # type: ignore[attr-defined]
    return {
        "memo": memo,
        "episodes": len(episodes),
        "wall_s": round(wall, 1),
        "sandbox_parts_cpu_s": round(sandbox.parts_cpu_s, 1),  # type: ignore[attr-defined]
        "host_cpu_s": round(_cpu_self() - cpu0, 1),
        "episode_time_s": round(sum(e["metadata"].get("wall_s", 0.0) for e in episodes), 1),
        "replayed_parts": memo_state.hits if memo_state else 0,
        "run_parts": memo_state.misses if memo_state else None,
        "load_before": [round(x, 2) for x in load_before],
        "load_after": [round(x, 2) for x in os.getloadavg()],
        "summary": (out / "summary.json").read_bytes().decode(),
        "run": str(getattr(result, "out", out)),
    }


def main(argv: list[str] | None = None) -> dict:
    """Runs both evaluations; prints a table and writes the JSON figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tasks", default=DEFAULT_TASKS)
    parser.add_argument("--order", choices=["off-first", "on-first"], default="off-first")
    parser.add_argument("--out", default=str(RESULTS))
    args = parser.parse_args(argv)
    order = [False, True] if args.order == "off-first" else [True, False]
    runs = {}
    with tempfile.TemporaryDirectory(prefix="codeloop-mainjob-") as tmp:
        for memo in order:
            label = "memo" if memo else "no memo"
            print(f"... {label}", file=sys.stderr, flush=True)
            runs[label] = run_once(args.tasks, memo, Path(tmp, label.replace(" ", "-")))
    off, on = runs["no memo"], runs["memo"]
    figures = {
        "command": "python bench/mainjob.py " + " ".join(argv or sys.argv[1:]),
        "tasks": args.tasks,
        "runs": {k: {kk: vv for kk, vv in v.items() if kk != "summary"} for k, v in runs.items()},
        "summary_identical": off["summary"] == on["summary"],
        "x_wall": round(off["wall_s"] / on["wall_s"], 2) if on["wall_s"] else None,
        "x_sandbox_cpu": round(off["sandbox_parts_cpu_s"] / on["sandbox_parts_cpu_s"], 2)
        if on["sandbox_parts_cpu_s"] else None,
    }
    Path(args.out).parent.mkdir(exist_ok=True)
    Path(args.out).write_text(json.dumps(figures, indent=2) + "\n")
    print(f"{'':10} {'wall s':>8} {'sandbox CPU s':>14} {'host CPU s':>11} {'episode s':>10} "
          f"{'replayed':>9} {'load before/after':>20}")
    for label, fig in figures["runs"].items():
        print(f"{label:10} {fig['wall_s']:8.1f} {fig['sandbox_parts_cpu_s']:14.1f} "
              f"{fig['host_cpu_s']:11.1f} {fig['episode_time_s']:10.1f} "
              f"{fig['replayed_parts']:9d} {fig['load_before'][0]:9.2f}/{fig['load_after'][0]:.2f}")
    print(f"memo: {figures['x_wall']}x wall, {figures['x_sandbox_cpu']}x sandbox CPU; "
          f"summary.json byte-identical: {figures['summary_identical']}")
    return figures


if __name__ == "__main__":
    main()
