"""Language sandboxes: warm toolchains against a cold compile-and-run per job, in one run.

For each language, two bubblewrap sandboxes of one worker each run the same jobs (a turn: a
small solution and its tests in the language's idiom, from the conformance dialects):

* ``warm``: what :mod:`codeloop.envs.sandbox.languages.toolchains` keeps between jobs (javac
  in a long-lived JVM, tsc loaded in node with its parsed libraries, a precompiled C++ header
  and runtime object, Go's build cache, Rust's runtime crate and dynamic standard library);
* ``cold``: every job compiles from a cold start (a javac process, a tsc process, no header,
  an empty Go cache, a static Rust link), the way MultiCodeIF and most harnesses run non-Python
  code (they also start a container per job, which this leaves out).

Every job is judged the way answers are (:meth:`LanguageSandbox.run`): its tests run as
probes and are compared with the reference's observations. Each job's tests differ, so the
first pass over the jobs finds no expected stream cached (``cold cache``: the reference's probe
job runs beside the candidate's, in the reference pool) and the later passes over the same jobs
find them all (``warm cache``: what every turn after the first costs, since an instruction's
tests and reference do not change). ``assert ms`` runs the same tests as in-process assertions
(the forgeable channel judging replaced) for comparison.

Two warm-cache passes: ``b2b`` sends each job the moment the one before it returned (a
sandbox kept busy: throughput, ``jobs/s``), and the per-turn pass waits ``--idle`` seconds
(default 0.25) before each job, as a worker waits between the turns of an episode while the
policy writes its reply (seconds, for a model). The per-turn pass is the ``median``: what a
turn waits for its verdict. The difference is what a warm worker does while idle: for node and
Ruby it starts the next job's program (``Toolchain.prestart``); a sandbox kept busy gets no such
head start, so ``b2b`` is bound by the runtime's start like the floor.

Reported per language and mode: worker start-up, jobs/s and the median back-to-back latency,
median/p90 per-turn latency with a warm cache (one worker), the median with a cold cache and
with assertions, the median compile and run phases inside the sandbox and the job's CPU time
(what it is charged: a prestarted runtime's start included), and whether every job gave the
expected verdicts. The first job of each sandbox is a warm-up and not counted.

Beside them, in the same run, the language's **floor**: the bare toolchain compiling and running
the same generated test program (the probes codeloop compiles for a candidate, with its runtime)
on the host, outside codeloop and outside any sandbox, in the best plain invocation a harness
would use: ``javac`` + ``java``, ``node``, ``tsc`` + ``node``, ``g++`` + run, ``rustc`` + run
with codeloop's compiler flags, and ``go build`` with a warm ``GOCACHE``. Its median job
(compile + run, after the same idle pause) is the yardstick of the warm mode (``/floor``: the
per-turn median over the floor's; ``b2b/floor``: the back-to-back median over it). Each
language's verdict line says whether the warm mode is within :data:`TARGET` (1.5x) of its
floor, issue 25's bar, with the load average when the language's rows started.
A second host-side row, ``direct``, runs codeloop's own warm compile command (its precompiled
header, dynamic Rust std, direct Go compile and link) the same way, where that is a plain
command line (C++, Rust, Go): the warm mode's distance to it is what the sandbox, the server
and the judging add, and the direct row's distance to the floor is what the warm compile saves.

Usage: python bench/languages.py [--languages java,cpp] [--jobs N] [--idle S] [--out FILE]
Prints a table and writes bench/results/languages.json (or FILE).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.base import Job, TestCase
from codeloop.envs.sandbox.lang_conformance import DIALECTS, LANG_LIMITS
from codeloop.envs.sandbox.languages import LANGUAGE_PLUGINS, LANGUAGES, LanguageSandbox
from codeloop.envs.sandbox.languages import toolchains as tcs
from codeloop.envs.sandbox.languages.floor import HostToolchain
from codeloop.envs.sandbox.languages.plugin import PartView
from codeloop.envs.sandbox.languages.probes import derive_probe

#: Each language's plain ``add``: a view of the language registry (each plugin's
#: ``SAMPLE_SOLUTION``).
SOLUTIONS: Mapping[str, str] = PartView("sandbox", "SAMPLE_SOLUTION")
#: Issue 25's bar: a warm job's median per-turn latency over its toolchain's floor.
TARGET = 1.5


def _job(language: str, k: int) -> Job:
    d = DIALECTS[language]
    # Five tests; the source varies per job so no layer can cache a whole job.
    tests = tuple(TestCase(f"t{i}", d.check_add(i, k, i + k)) for i in range(5))
    comment = LANGUAGE_PLUGINS[language].line_comment
    return Job(code=SOLUTIONS[language] + f"\n{comment} job {k}\n",
               tests=tests, limits=LANG_LIMITS)


def _judged(sandbox: LanguageSandbox, job: Job, language: str):
    return sandbox.run(job, references={t.id: SOLUTIONS[language] for t in job.tests})


def _bench(language: str, warm: bool, jobs: int, idle_s: float) -> dict:
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as cache:
        os.environ["CODELOOP_EXPECTED_CACHE"] = cache  # a fresh (cold) expected-stream cache
        sandbox = LanguageSandbox(language, workers=1, warm=warm)
        try:
            sandbox.warm_up()
            start_s = time.perf_counter() - t0
            _judged(sandbox, _job(language, 0), language)  # first job: JIT, caches, both pools
            cold, latencies, asserted, compile_ms, run_ms, ok = [], [], [], [], [], True
            cpu_ms: list[float] = []
            for k in range(1, jobs + 1):
                result = _judged(sandbox, _job(language, k), language)
                cold.append(result.duration_s)
                ok = ok and all(o.passed for o in result.outcomes)
            t1 = time.perf_counter()
            b2b = []
            for k in range(1, jobs + 1):  # back to back: the sandbox is never idle
                result = _judged(sandbox, _job(language, k), language)
                b2b.append(result.duration_s)
                ok = ok and all(o.passed for o in result.outcomes)
            total = time.perf_counter() - t1
            for k in range(1, jobs + 1):  # per turn: the worker idle before each job
                time.sleep(idle_s)
                result = _judged(sandbox, _job(language, k), language)
                latencies.append(result.duration_s)
                phases = result.extra.get("server_ms", {})
                compile_ms.append(phases.get("compile_ms", 0.0))
                run_ms.append(phases.get("run_ms", 0.0))
                cpu_ms.append(phases.get("cpu_ms", 0.0))
                ok = ok and all(o.passed for o in result.outcomes)
                ok = ok and result.extra.get("expected_cached") == len(result.outcomes)
            for k in range(1, jobs + 1):
                asserted.append(sandbox.run_assertions(_job(language, k)).duration_s)
        finally:
            sandbox.close()
            os.environ.pop("CODELOOP_EXPECTED_CACHE", None)
    latencies.sort()
    return {"language": language, "mode": "warm" if warm else "cold", "jobs": jobs,
            "start_s": round(start_s, 2), "jobs_per_s": round(jobs / total, 2),
            "b2b_ms": round(1000 * statistics.median(b2b), 1),
            "median_ms": round(1000 * statistics.median(latencies), 1),
            "p90_ms": round(1000 * latencies[int(0.9 * (len(latencies) - 1))], 1),
            "cold_cache_ms": round(1000 * statistics.median(cold), 1),
            "assert_ms": round(1000 * statistics.median(asserted), 1),
            "compile_ms": round(statistics.median(compile_ms), 1),
            "run_ms": round(statistics.median(run_ms), 1),
            "cpu_ms": round(statistics.median(cpu_ms), 1), "all_passed": ok}


def _bench_host(language: str, warm: bool, jobs: int, idle_s: float) -> dict[str, Any] | None:
    """The floor (``warm=False``: the bare toolchain) or codeloop's warm commands, on the host.

    Returns None for ``direct`` where the warm compile is not a command line (a request to
    javac or tsc held in a long-lived process of the sandbox's).
    """
    tc = tcs.make_toolchain(language)
    sample = tc.files(SOLUTIONS[language], ())
    if warm and (tc.warm_argv is not None or tc.compile(dict(sample), True)
                 == tc.compile(dict(sample), False)):
        return None
    with tempfile.TemporaryDirectory(prefix=f"codeloop-floor-{language}-") as tmp:
        host = HostToolchain(Path(tmp), tc)
        t0 = time.perf_counter()
        if language in ("java", "go") or warm:
            host.setup()  # Java's runtime classes; Go's cache: what a harness keeps anyway
        start_s = time.perf_counter() - t0
        totals, compiles, runs, cpus, ok = [], [], [], [], True
        for k in range(0, jobs + 1):
            if k:
                time.sleep(idle_s)  # as before each per-turn sandbox job
            job = _job(language, k)
            probes = tuple(TestCase(t.id, derive_probe(language, t.source).source)
                           for t in job.tests)
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            done = host.job(job.code, probes, warm, memory_mb=LANG_LIMITS.memory_mb)
            c, r = done.compile_s, done.run_s
            passed = done.completed == len(probes)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            ok = ok and passed
            if k:  # the first job is a warm-up, as in the sandboxes
                totals.append(c + r)
                compiles.append(c)
                runs.append(r)
                cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    totals.sort()
    return {"language": language, "mode": "direct" if warm else "floor", "jobs": jobs,
            "start_s": round(start_s, 2), "jobs_per_s": round(jobs / sum(totals), 2),
            "b2b_ms": None,  # nothing is kept between jobs: each is the same with or without
            "median_ms": round(1000 * statistics.median(totals), 1),
            "p90_ms": round(1000 * totals[int(0.9 * (len(totals) - 1))], 1),
            "cold_cache_ms": None, "assert_ms": None,
            "compile_ms": round(1000 * statistics.median(compiles), 1),
            "run_ms": round(1000 * statistics.median(runs), 1),
            "cpu_ms": round(1000 * statistics.median(cpus), 1), "all_passed": ok}


def _cell(value: Any, width: int) -> str:
    return f"{'-' if value is None else value:>{width}}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    parser.add_argument("--jobs", type=int, default=8)
    parser.add_argument("--idle", type=float, default=0.25,
                        help="seconds a worker is idle before each per-turn job")
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).with_name("results") / "languages.json")
    args = parser.parse_args()
    rows, verdicts = [], []
    load_before = os.getloadavg()
    print(f"load before: {load_before[0]:.2f} (1 min), {load_before[1]:.2f} (5 min) on "
          f"{os.cpu_count()} cpus", flush=True)
    header = (f"{'language':<11} {'mode':<6} {'start s':>8} {'jobs/s':>7} {'b2b ms':>8} "
              f"{'median ms':>10} {'p90 ms':>8} {'cold cache':>11} {'assert ms':>10} "
              f"{'compile ms':>11} {'run ms':>7} {'cpu ms':>7} {'verdicts':>9} {'/floor':>7} "
              f"{'b2b/floor':>10} {'/cold':>6}")
    print(header)
    for language in args.languages.split(","):
        load_1min = round(os.getloadavg()[0], 2)
        group = [_bench(language, True, args.jobs, args.idle),
                 _bench(language, False, args.jobs, args.idle),
                 _bench_host(language, False, args.jobs, args.idle),
                 _bench_host(language, True, args.jobs, args.idle)]
        # The host rows right after the sandboxes', so that they see a like load.
        cold, floor = group[1], group[2]
        assert cold is not None and floor is not None
        for row in group:
            if row is None:
                continue
            row["vs_floor"] = round(row["median_ms"] / floor["median_ms"], 2)
            row["b2b_vs_floor"] = (None if row["b2b_ms"] is None
                                   else round(row["b2b_ms"] / floor["median_ms"], 2))
            row["speedup_vs_cold"] = round(cold["median_ms"] / row["median_ms"], 2)
            row["load_before"] = load_1min
            rows.append(row)
            b2b_x = "-" if row["b2b_vs_floor"] is None else f"{row['b2b_vs_floor']:.2f}x"
            print(f"{row['language']:<11} {row['mode']:<6} {row['start_s']:>8} "
                  f"{row['jobs_per_s']:>7} {_cell(row['b2b_ms'], 8)} {row['median_ms']:>10} "
                  f"{row['p90_ms']:>8} {_cell(row['cold_cache_ms'], 11)} "
                  f"{_cell(row['assert_ms'], 10)} {row['compile_ms']:>11} {row['run_ms']:>7} "
                  f"{row['cpu_ms']:>7} {'ok' if row['all_passed'] else 'WRONG':>9} "
                  f"{row['vs_floor']:>6.2f}x {b2b_x:>10} {row['speedup_vs_cold']:>5.2f}x",
                  flush=True)
        warm = group[0]
        meets = warm["vs_floor"] <= TARGET and warm["all_passed"]
        verdict = {"language": language, "warm_ms": warm["median_ms"],
                   "floor_ms": floor["median_ms"], "vs_floor": warm["vs_floor"],
                   "b2b_vs_floor": warm["b2b_vs_floor"], "meets_target": meets,
                   "load_before": load_1min}
        verdicts.append(verdict)
    load = os.getloadavg()
    print(f"\nwarm per-turn median over the floor (target <= {TARGET}x), same run:")
    for v in verdicts:
        print(f"  {v['language']:<11} {v['warm_ms']:>8} ms / {v['floor_ms']:>8} ms = "
              f"{v['vs_floor']:.2f}x  {'meets' if v['meets_target'] else 'MISSES':<6} "
              f"(back to back {v['b2b_vs_floor']:.2f}x; load {v['load_before']:.2f})")
    print(f"load after: {load[0]:.2f} (1 min), {load[1]:.2f} (5 min)")
    out = args.out
    out.write_text(json.dumps({"rows": rows, "verdicts": verdicts, "target": TARGET,
                               "idle_s": args.idle, "cpus": os.cpu_count(),
                               "loadavg_before": load_before, "loadavg": load},
                              indent=2) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
