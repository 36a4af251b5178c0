"""Median time of one `CodeLoopEnv.step` with reference replies, over the whole bank.

Usage: python bench/step.py [--sandbox local] [--repeats 3]
Prints a table and writes bench/results/step.json.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from codeloop.agents.policies import fenced
from codeloop.envs.code_env import CodeLoopEnv
from codeloop.envs.sandbox import make_sandbox
from codeloop.envs.tasks import load_tasks


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sandbox", default="local")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    tasks = load_tasks("bank")
    sandbox = make_sandbox(args.sandbox)
    sandbox.memo = None  # the repeats run again: what a step costs, not a replay (memo.py)
    env = CodeLoopEnv(tasks=tasks, sandbox=sandbox)
    times, check_times = [], []
    for _ in range(args.repeats):
        for task in tasks:
            env.reset(options={"task_id": task.id})
            for ref in task.references or ():
                t0 = time.perf_counter()
                env.step(fenced(ref))
                times.append(time.perf_counter() - t0)
                check_times.append(env.episode.turns[-1].timings.get("checks", 0.0))
    env.close()
    times.sort()
    result = {
        "sandbox": getattr(sandbox, "name", args.sandbox),
        "tasks": len(tasks),
        "steps": len(times),
        "step_median_ms": round(statistics.median(times) * 1000, 2),
        "step_p90_ms": round(times[int(0.9 * (len(times) - 1))] * 1000, 2),
        "checks_median_ms": round(statistics.median(check_times) * 1000, 2),
    }
    out = Path(__file__).with_name("results")
    out.mkdir(exist_ok=True)
    (out / "step.json").write_text(json.dumps(result, indent=2) + "\n")
    for key, value in result.items():
        print(f"{key:>18}: {value}")


if __name__ == "__main__":
    main()
