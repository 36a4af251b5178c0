"""Comparing developer strategies side by side, from one or several runs.

``codeloop eval`` runs one developer configuration per run; to compare strategies, run each
(same policies, tasks and seed) into its own directory, then::

    python -m codeloop.agents.developers.compare runs/static runs/dynamic runs/repair --out
    compare.md

Episodes are grouped by (policy, developer); the developer name carries the strategy's options
and the voice (e.g. ``dynamic[failing-tests]/llm:MODEL[novice]``), so differently configured
developers never merge. The table shows IA/CA/IFR means (CodeIF-Bench), IFE, MRR and recall
(ConvCodeWorld), turns to satisfy an instruction, final repair satisfaction (MultiCodeIF) and
the simulator's interventions (leaks caught, fallbacks). ``errored_turns`` (rounds the machine
could not judge) and ``not_judged`` (instruction verdicts nobody could judge) are counted apart:
every figure leaves them out, so a strategy is never charged for them.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from codeloop.rewards.episode import Episode
from codeloop.rewards.interactive import comparison_rows, summarize_by_developer
from codeloop.rewards.metrics import METRICS, aggregate, errored_turn_counts, not_judged_counts

COLUMNS = ("group", "episodes", "IA", "CA", "IFR", "IFE", "MRR", "recall", "instr_MRR",
           "turns_to_satisfy", "satisfied", "final_repair_sat", "leaks_caught", "fallbacks",
           "errored_turns", "not_judged")


def read_run(path: str | Path) -> list[Episode]:
    """The episodes of a run directory (or of an ``episodes.jsonl`` file)."""
    path = Path(path)
    file = path / "episodes.jsonl" if path.is_dir() else path
    episodes = []
    for line in file.read_text(encoding="utf-8").splitlines():
        if line.strip():
            episodes.append(Episode.from_dict(json.loads(line)))
    return episodes


def comparison(episodes: Iterable[Episode]) -> list[dict[str, object]]:
    """One row per (policy, developer) with the headline figures (see the module docstring)."""
    eps = list(episodes)
    rows = comparison_rows(summarize_by_developer(eps))
    for row in rows:
        policy, developer = str(row["group"]).split(" | ", 1)
        ok = [e for e in eps if e.policy == policy and e.developer == developer
              and e.completed]
        for name in ("IA", "CA", "IFR"):
            row[name] = aggregate([METRICS[name](e) for e in ok])["mean"] if ok else None
        row["errored_turns"] = errored_turn_counts(ok)["turns"]
        row["not_judged"] = not_judged_counts(ok)["instructions"]
    return rows


def _cell(value: object) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value).replace("|", "\\|")


def markdown(rows: Sequence[dict[str, object]]) -> str:
    """The comparison as a Markdown table."""
    lines = ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    lines += ["| " + " | ".join(_cell(r.get(c)) for c in COLUMNS) + " |" for r in rows]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description="Compare developer strategies side by side.")
    parser.add_argument("runs", nargs="+", help="run directories or episodes.jsonl files")
    parser.add_argument("--out", default=None, help="write the Markdown table here")
    parser.add_argument("--json", action="store_true", help="print JSON rows instead")
    args = parser.parse_args(argv)
    episodes = [ep for run in args.runs for ep in read_run(run)]
    rows = comparison(episodes)
    text = json.dumps(rows, indent=2) if args.json else markdown(rows)
    if args.out:
        Path(args.out).write_text("# Developer strategies side by side\n\n" + text + "\n",
                                  encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
