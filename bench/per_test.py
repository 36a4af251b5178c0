"""What one more test costs in a Python sandbox job, beside the least a call round trip costs.

A bank job now carries about 234 tests (the held-out units), so its cost is mostly per test,
not per job. This measures the slope: the same one-function answer judged with ``--small``
and ``--large`` one-call tests (``assert f(i) == i + 1``), alternating, on the local backend
with the memo off; the job parts' CPU as their examiners counted it
(``ForkServerSandbox.parts_cpu_s``) and the wall time. The slope (large - small) / (large -
small tests) is what one test costs.

Beside it, in the same run, the anchor: two plain processes exchanging the same kind of
JSON request and reply over two pipes (no sandbox, no examiner, no limits), the least a test
that calls the candidate once can cost when the call crosses processes. Their CPU is read
with ``getrusage`` (this process and its reaped child).

Usage: python bench/per_test.py [--small 10] [--large 410] [--rounds 5] [--pings 4000]
Prints a table and writes bench/results/per_test.json.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import time
from pathlib import Path

from codeloop.envs.sandbox import Job, TestCase, make_sandbox

RESULTS = Path(__file__).with_name("results") / "per_test.json"
CODE = "def f(x):\n    return x + 1\n"


def _job(n: int) -> Job:
    return Job(code=CODE, tests=[TestCase(f"t{i}", f"assert f({i}) == {i + 1}")
                                 for i in range(n)])


def sandbox_slope(small: int, large: int, rounds: int) -> dict[str, float]:
    """Per-test CPU and wall milliseconds in the sandbox (median over rounds)."""
    sandbox = make_sandbox("local")
    sandbox.memo = None  # type: ignore[attr-defined]  # every job runs: a cost, not a replay
    cpu: dict[int, list[float]] = {small: [], large: []}
    wall: dict[int, list[float]] = {small: [], large: []}
    try:
        sandbox.run(_job(small))  # a warm worker, as in a run
        for _ in range(rounds):
            for n in (small, large):
                c0, t0 = sandbox.parts_cpu_s, time.perf_counter()  # type: ignore[attr-defined]
                result = sandbox.run(_job(n))
                wall[n].append(time.perf_counter() - t0)
                cpu[n].append(sandbox.parts_cpu_s - c0)  # type: ignore[attr-defined]
                assert all(o.passed for o in result.outcomes), result
    finally:
        sandbox.close()
    extra = large - small
    return {"cpu_ms_per_test": 1000 * (statistics.median(cpu[large])
                                       - statistics.median(cpu[small])) / extra,
            "wall_ms_per_test": 1000 * (statistics.median(wall[large])
                                        - statistics.median(wall[small])) / extra,
            "cpu_ms_small_job": 1000 * statistics.median(cpu[small]),
            "cpu_ms_large_job": 1000 * statistics.median(cpu[large])}


def _cpu(who: int) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


def json_ping_pong(pings: int) -> dict[str, float]:
    """CPU and wall milliseconds of one JSON request/reply between two plain processes."""
    req_r, req_w = os.pipe()
    rep_r, rep_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the answering side: decode, add one, encode
        os.close(req_w)
        os.close(rep_r)
        while True:
            data = os.read(req_r, 65536)
            if not data:
                os._exit(0)
            msg = json.loads(data)
            os.write(rep_w, json.dumps(["r", msg[1], msg[2] + 1]).encode())
    os.close(req_r)
    os.close(rep_w)
    children0 = _cpu(resource.RUSAGE_CHILDREN)
    self0, t0 = _cpu(resource.RUSAGE_SELF), time.perf_counter()
    for i in range(pings):
        os.write(req_w, json.dumps(["q", i, i]).encode())
        json.loads(os.read(rep_r, 65536))
    wall, self_cpu = time.perf_counter() - t0, _cpu(resource.RUSAGE_SELF) - self0
    os.close(req_w)
    os.waitpid(pid, 0)
    child_cpu = _cpu(resource.RUSAGE_CHILDREN) - children0
    return {"cpu_ms_per_test": 1000 * (self_cpu + child_cpu) / pings,
            "wall_ms_per_test": 1000 * wall / pings}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", type=int, default=10)
    parser.add_argument("--large", type=int, default=410)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--pings", type=int, default=4000)
    args = parser.parse_args()
    load_before = os.getloadavg()
    anchor = json_ping_pong(args.pings)
    sandbox = sandbox_slope(args.small, args.large, args.rounds)
    anchor_after = json_ping_pong(args.pings)
    floor = {key: min(anchor[key], anchor_after[key]) for key in anchor}
    ratio = sandbox["cpu_ms_per_test"] / floor["cpu_ms_per_test"]
    print(f"{'runner':<28} {'CPU ms/test':>12} {'wall ms/test':>13}")
    print(f"{'sandbox (local), slope':<28} {sandbox['cpu_ms_per_test']:>12.3f} "
          f"{sandbox['wall_ms_per_test']:>13.3f}")
    print(f"{'JSON ping-pong (anchor)':<28} {floor['cpu_ms_per_test']:>12.3f} "
          f"{floor['wall_ms_per_test']:>13.3f}")
    print(f"sandbox / anchor, CPU: {ratio:.1f}x; a {args.small}-test job "
          f"{sandbox['cpu_ms_small_job']:.1f} ms CPU, a {args.large}-test job "
          f"{sandbox['cpu_ms_large_job']:.1f} ms")
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps({
        "command": "python bench/per_test.py " + " ".join(
            f"--{k} {v}" for k, v in vars(args).items()),
        "machine": {"cores": os.cpu_count(), "load_average_before": load_before,
                    "load_average_after": os.getloadavg()},
        "sandbox": sandbox, "anchor": floor, "cpu_ratio": ratio}, indent=1) + "\n")


if __name__ == "__main__":
    main()
