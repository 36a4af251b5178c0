"""The report side of a run, this tree against an anchor tree, side by side in one run.

Two costs, each measured in a fresh process per trial, alternating the trees so that load
changes hit both alike:

- ``codeloop report RUN``: the whole command on a copy of the run directory (only its
  ``episodes.jsonl``, ``manifest.json`` and ``summary.json``): CPU seconds and peak RSS of the
  child process;
- the end of ``codeloop eval``: what the runner spends after the last episode, with the episodes
  already in memory (``run_summary``, ``summary.json`` and
  ``codeloop.reporting.write_run_reports``): CPU seconds, measured in the child around the call.

The anchor is another checkout of codeloop (``git archive <rev> | tar -x -C DIR``), put first on
``PYTHONPATH`` of its children. Prints the medians, their ratios, the sizes of report.html and
report.md, and the load average before and after; writes bench/results/report.json.

Usage: python bench/report.py RUN_DIR --anchor DIR [--trials 3]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

RESULTS = Path(__file__).with_name("results") / "report.json"
HERE = Path(__file__).resolve().parents[1]
RUN_FILES = ("episodes.jsonl", "manifest.json", "summary.json")

_EVAL_END = r"""
import json, resource, sys, time
from pathlib import Path
from codeloop.episodes_file import read_episodes
from codeloop.report.summary import run_summary
from codeloop.reporting import write_run_reports
out = Path(sys.argv[1])
episodes = read_episodes(out / "episodes.jsonl")
start = time.process_time()
summary = run_summary(episodes, {})
(out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n")
write_run_reports(out, summary, episodes)
cpu = time.process_time() - start
_line = json.dumps({"cpu_s": cpu,
                    "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024})
"""

_REPORT = r"""
import json, resource, sys, time
start = time.process_time()
from codeloop.cli import main
rc = main(["report", sys.argv[1]])
cpu = time.process_time() - start
_line = json.dumps({"cpu_s": cpu, "rc": rc,
                    "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024})
"""

_WHICH = r"""
import codeloop, os
print(json.dumps({**json.loads(_line), "tree": os.path.dirname(os.path.dirname(
    os.path.realpath(codeloop.__file__)))}))
"""


def _copy(run: Path, into: Path) -> Path:
    if into.exists():
        shutil.rmtree(into)
    into.mkdir(parents=True)
    for name in RUN_FILES:
        if (run / name).exists():
            shutil.copy2(run / name, into / name)
    return into


def _child(tree: Path, program: str, out: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    # In the run's folder: ``-c`` puts the working directory first on sys.path, and this
    # checkout's would shadow the anchor's.
    proc = subprocess.run([sys.executable, "-c", program + _WHICH, str(out)], env=env,
                          text=True, capture_output=True, check=True, cwd=out)
    if "report failed" in proc.stderr:  # write_run_reports keeps a run going on a failure
        raise RuntimeError(proc.stderr)
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    if Path(result.pop("tree")).resolve() != tree:
        raise RuntimeError(f"the child imported codeloop from elsewhere than {tree}")
    for name in ("report.html", "report.md"):
        result[f"{name}_bytes"] = (out / name).stat().st_size if (out / name).exists() else 0
    return result


def main() -> int:
    """Runs the comparison."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("run", type=Path, help="a run directory of codeloop eval")
    parser.add_argument("--anchor", type=Path, required=True, help="the anchor checkout")
    parser.add_argument("--trials", type=int, default=3)
    args = parser.parse_args()
    trees = {"anchor": args.anchor.resolve(), "this": HERE}
    load_before = os.getloadavg()
    samples: dict[str, dict[str, list[dict]]] = {t: {"report": [], "eval_end": []}
                                                 for t in trees}
    with tempfile.TemporaryDirectory(prefix="codeloop-bench-report-") as tmp:
        for trial in range(args.trials):
            for label, tree in trees.items():
                for kind, program in (("report", _REPORT), ("eval_end", _EVAL_END)):
                    out = _copy(args.run, Path(tmp) / f"{label}-{kind}-{trial}")
                    samples[label][kind].append(_child(tree, program, out))
                    print(f"trial {trial} {label:6s} {kind:8s} "
                          f"{samples[label][kind][-1]['cpu_s']:.2f} s CPU", flush=True)
    load_after = os.getloadavg()
    summary: dict[str, dict[str, dict[str, float]]] = {}
    for label in trees:
        summary[label] = {}
        for kind, runs in samples[label].items():
            summary[label][kind] = {
                "cpu_s": statistics.median(r["cpu_s"] for r in runs),
                "rss_mb": statistics.median(r["rss_mb"] for r in runs),
                "html_mb": runs[-1]["report.html_bytes"] / 1e6,
                "md_kb": runs[-1]["report.md_bytes"] / 1e3,
            }
    print(f"\nload average before {load_before[0]:.2f}, after {load_after[0]:.2f}")
    print(f"{'':8s} {'':6s} {'CPU s':>7s} {'RSS MB':>7s} {'html MB':>8s} {'md KB':>6s}")
    for kind in ("report", "eval_end"):
        for label in trees:
            s = summary[label][kind]
            print(f"{kind:8s} {label:6s} {s['cpu_s']:7.2f} {s['rss_mb']:7.0f} "
                  f"{s['html_mb']:8.2f} {s['md_kb']:6.1f}")
        ratio = summary["anchor"][kind]["cpu_s"] / summary["this"][kind]["cpu_s"]
        print(f"{kind:8s} anchor/this CPU: {ratio:.2f}x")
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps({"run": str(args.run), "trials": args.trials,
                                   "load_before": load_before, "load_after": load_after,
                                   "summary": summary, "samples": samples}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
