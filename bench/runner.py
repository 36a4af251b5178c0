"""Runner throughput and codeloop's overhead per turn.

Usage: python bench/runner.py [--tasks 12] [--serve-tasks 3] [--workers 1,2,4] [--latency 0.05]
                             [--no-serve]

Measures, in one run:

1. episodes/s (and turns/s) for each worker count with
   - ``reference``: the scripted policy (no model; the sandbox is the bottleneck),
   - ``fake-openai``: the OpenAI client against ``codeloop.testing.fake_openai`` answering in a
     fixed ``--latency`` (a model whose own latency is known exactly),
   - ``transformers-serve``: the OpenAI client against the real ``transformers serve`` on a
     tiny random-weight model built offline (skipped with ``--no-serve``);
2. codeloop's overhead per turn beyond the model's own latency, from a sequential run
   (1 worker) against the fixed-latency server: ``(episode walls - turns * latency) / turns``,
   split into the sandbox's test execution (a fresh interpreter per turn) and the harness
   (HTTP round trip beyond the latency, prompt building, extraction, static checks,
   developer, reward, record); the model's own latency is the server's measured time per
   request, and the HTTP client's CPU time per call is reported too (the rest of the round
   trip is loopback and scheduling). The target is under 20 ms per turn; the run's fixed costs
   (setup, manifest, git revision, ``episodes.jsonl`` writes) are reported apart.

Episodes/s count from the start of ``run_eval`` to the last episode written (report writing
at the end of a run is left out). Writes bench/results/runner.json and prints a table.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from codeloop.agents.policies import make_policy
from codeloop.envs.tasks import load_tasks
from codeloop.runner import EvalConfig, run_eval
from codeloop.testing.fake_openai import spawn_fake_server
from codeloop.testing.serve import free_port


def measure(label: str, spec: str, workers: int, n_tasks: int, root: Path,
            options: dict[str, Any] | None = None) -> dict[str, Any]:
    """One run: ``n_tasks`` episodes of one policy with ``workers`` in flight."""
    options = dict(options or {})
    policy = make_policy(spec, **options)
    if hasattr(policy, "concurrency"):
        policy.concurrency = workers
    out = root / f"{label}-w{workers}"
    finished: list[float] = []
    t0 = time.perf_counter()
    result = run_eval(EvalConfig(policies=[spec], out=str(out), limit=n_tasks, workers=workers,
                                 policy_options=options),
                      policies={spec: policy}, progress=False,
                      on_episode=lambda e: finished.append(time.perf_counter()))
    span = finished[-1] - t0
    turns = sum(len(e.turns) for e in result.episodes)
    close = getattr(policy, "close", None)
    if callable(close):
        close()
    return {"policy": label, "workers": workers, "episodes": len(result.episodes),
            "turns": turns, "errored": sum(e.status != "completed" for e in result.episodes),
            "wall_s": round(span, 3), "episodes_per_s": round(len(result.episodes) / span, 3),
            "turns_per_s": round(turns / span, 2),
            "model_ms_per_turn": round(1000 * statistics.fmean(
                [t.timings.get("model", 0.0) for e in result.episodes for t in e.turns]), 2)}


class _CpuTimed:
    """Wraps a policy to add up the CPU time its calls take on the calling thread."""

    def __init__(self, inner: Any):
        self.inner = inner
        self.name = inner.name
        self.cpu_s = 0.0
        self._lock = threading.Lock()

    def act(self, messages: Any, context: Any) -> Any:
        c0 = time.thread_time()
        try:
            return self.inner.act(messages, context)
        finally:
            with self._lock:
                self.cpu_s += time.thread_time() - c0


def overhead(server: Any, latency_s: float, n_tasks: int, root: Path) -> dict[str, Any]:
    """codeloop's time per turn beyond the model's latency, in a sequential run.

    Per turn, from the episodes' own clocks: ``(sum of episode walls - turns * latency) /
    turns``; the run's fixed costs (loading tasks, manifest, git revision, thread start) are
    reported apart, since they do not grow with the turns.
    """
    spec = "openai:fake"
    policy = _CpuTimed(make_policy(spec, base_url=server.base_url, concurrency=1))
    before = len(server.stats())
    finished: list[float] = []
    t0 = time.perf_counter()
    result = run_eval(EvalConfig(policies=[spec], out=str(root / "overhead"), limit=n_tasks,
                                 workers=1), policies={spec: policy}, progress=False,
                      on_episode=lambda e: finished.append(time.perf_counter()))
    span = finished[-1] - t0
    turns = [t for e in result.episodes for t in e.turns]
    n = len(turns)
    # The model's own latency: what the server itself spent on each request (the scripted
    # latency plus its sleep overshoot on a loaded machine), so it is not charged to codeloop.
    server_s = [r["server_s"] for r in server.stats()[before:]]
    assert len(server_s) == n, (len(server_s), n)
    model_s = sum(server_s)
    walls = sum(e.metadata["wall_s"] for e in result.episodes)
    total_ms = 1000 * (walls - model_s) / n
    sandbox_ms = 1000 * sum(t.timings.get("sandbox", 0.0) for t in turns) / n
    checks_ms = 1000 * sum(t.timings.get("checks", 0.0) for t in turns) / n
    client_ms = 1000 * (sum(t.timings.get("policy", 0.0) for t in turns) - model_s) / n
    per_episode = [1000 * (e.metadata["wall_s"] - len(e.turns) * latency_s) / len(e.turns)
                   for e in result.episodes if e.turns]
    return {
        "latency_s": latency_s, "episodes": len(result.episodes), "turns": n,
        "model_ms_per_turn_server_side": round(1000 * model_s / n, 2),
        "overhead_ms_per_turn": round(total_ms, 2),
        "sandbox_ms_per_turn": round(sandbox_ms, 2),
        "harness_ms_per_turn": round(total_ms - sandbox_ms, 2),
        "breakdown_ms_per_turn": {
            "http_round_trip_beyond_latency": round(client_ms, 2),
            "static_checks_and_job_setup": round(checks_ms - sandbox_ms, 2),
            "developer_extraction_reward_record": round(total_ms - client_ms - checks_ms, 2),
        },
        "http_client_cpu_ms_per_turn": round(1000 * policy.cpu_s / n, 2),
        "median_episode_overhead_ms_per_turn": round(statistics.median(per_episode), 2),
        "run_fixed_costs_s": round(span - walls, 3),
        "target_ms": 20.0,
        "harness_meets_target": total_ms - sandbox_ms < 20.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tasks", type=int, default=12, help="bank tasks per run")
    parser.add_argument("--serve-tasks", type=int, default=3,
                        help="bank tasks per transformers-serve run (slow on CPU)")
    parser.add_argument("--workers", default="1,2,4")
    parser.add_argument("--latency", type=float, default=0.05,
                        help="fixed latency of the fake server, seconds")
    parser.add_argument("--max-tokens", type=int, default=16,
                        help="reply length for transformers serve")
    parser.add_argument("--no-serve", action="store_true", help="skip transformers serve")
    parser.add_argument("--out", default="bench/results/runner.json")
    args = parser.parse_args(argv)
    workers = [int(w) for w in args.workers.split(",")]
    root = Path(tempfile.mkdtemp(prefix="codeloop-bench-runner-"))
    rows: list[dict[str, Any]] = []
    load_before = os.getloadavg()

    for w in workers:
        rows.append(measure("reference", "reference", w, args.tasks, root))
        print(rows[-1], file=sys.stderr)

    fake = spawn_fake_server(free_port(), latency_s=args.latency)
    try:
        opts = {"base_url": fake.base_url}
        for w in workers:
            rows.append(measure(f"fake-openai({int(args.latency * 1000)}ms)", "openai:fake", w,
                                args.tasks, root, opts))
            print(rows[-1], file=sys.stderr)
        over = overhead(fake, args.latency, args.tasks, root)
        print(over, file=sys.stderr)
    finally:
        fake.kill()

    serve_note = None
    if not args.no_serve:
        try:
            from codeloop.testing.serve import served_model
            from codeloop.testing.tiny_model import build_tiny_model

            model_dir = build_tiny_model(root / "tiny-model")
            with served_model(model_dir) as served:
                opts = {"base_url": served.base_url, "max_tokens": args.max_tokens}
                for w in workers:
                    rows.append(measure("transformers-serve(tiny)", f"openai:{served.model}", w,
                                        args.serve_tasks, root, opts))
                    print(rows[-1], file=sys.stderr)
        except (ImportError, RuntimeError) as exc:
            serve_note = f"transformers serve skipped: {exc}"
            print(serve_note, file=sys.stderr)

    result = {
        "command": " ".join(["python", "bench/runner.py", *(argv or sys.argv[1:])]),
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "loadavg_before": [round(x, 2) for x in load_before],
                    "loadavg_after": [round(x, 2) for x in os.getloadavg()]},
        "tasks_per_run": args.tasks,
        "tasks_per_serve_run": args.serve_tasks,
        "task_ids": [t.id for t in load_tasks("bank")[: args.tasks]],
        "throughput": rows,
        "overhead": over,
        "note": serve_note,
    }
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n")

    print("| policy | workers | episodes | turns | episodes/s | turns/s | model ms/turn |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['policy']} | {r['workers']} | {r['episodes']} | {r['turns']} | "
              f"{r['episodes_per_s']:.2f} | {r['turns_per_s']:.1f} | "
              f"{r['model_ms_per_turn']:.1f} |")
    print(f"\noverhead per turn beyond a {args.latency * 1000:.0f} ms model (1 worker): "
          f"{over['overhead_ms_per_turn']:.1f} ms = sandbox test run "
          f"{over['sandbox_ms_per_turn']:.1f} ms + harness {over['harness_ms_per_turn']:.1f} ms "
          f"(target < 20 ms; breakdown {over['breakdown_ms_per_turn']})")
    print(f"load average before/after: {result['machine']['loadavg_before']} / "
          f"{result['machine']['loadavg_after']}; written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
