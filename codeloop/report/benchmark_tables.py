"""The report's tables of the benchmarks' own figures, not-judged counts and skipped records.

One place computes them (:mod:`codeloop.rewards.benchmarks`, :func:`not_judged_counts`, the
runs' manifests); the Markdown and HTML reports render the same :class:`Table` list.
"""

from __future__ import annotations

from dataclasses import dataclass

from codeloop.report.analysis import ReportModel
from codeloop.rewards.benchmarks import codeif_bench_pass_rates, multicodeif_rates
from codeloop.rewards.metrics import not_judged_counts


@dataclass(frozen=True)
class Table:
    """A titled table with a sentence saying what it shows."""

    title: str
    note: str
    headers: list[str]
    rows: list[list[str]]


def _pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def benchmark_tables(model: ReportModel) -> list[Table]:
    """The tables a run's report adds: only those with something to show."""
    tables: list[Table] = []
    codeif_rows, single_rows, level_rows, repair_rows, nj_rows = [], [], [], [], []
    for system in model.systems:
        eps = [e for e in model.episodes[system.name] if e.completed]
        for mode, data in codeif_bench_pass_rates(eps).items():
            codeif_rows.append([system.name, mode, "all", _pct(data["pass_rate"]),
                                str(data["n"])])
            codeif_rows += [[system.name, mode, s, _pct(v["pass_rate"]), str(v["n"])]
                            for s, v in data["per_strategy"].items()]
        multi = multicodeif_rates(eps)
        if "single_level" in multi:
            sl = multi["single_level"]
            single_rows.append([system.name, "all", _pct(sl["satisfaction"]), str(sl["n"])])
            single_rows += [[system.name, t, _pct(v["satisfaction"]), str(v["n"])]
                            for t, v in sl["per_type"].items()]
            if len(sl["per_round"]) > 1:
                repair_rows.append([system.name, *map(_pct, sl["per_round"])])
        for lv in multi.get("multi_level", {}).get("levels", []):
            level_rows.append([system.name, str(lv["level"]), _pct(lv["ssr"]), _pct(lv["hsr"]),
                               f"{lv['n']} of {lv['n_all']}", _pct(lv["ssr_all"]),
                               f"{_pct(lv['hsr_low'])}-{_pct(lv['hsr_high'])}"])
        nj = not_judged_counts(eps)
        if nj["units"]:
            nj_rows.append([system.name, str(nj["units"]), str(nj["instructions"])])
    if codeif_rows:
        tables.append(Table("CodeIF-Bench pass rate", "CodeIF-Bench's own headline figure: "
                            "share of scored rounds whose answer passes every test of the round, "
                            "per mode and strategy.", ["system", "mode", "strategy",
                                                       "pass rate", "rounds"], codeif_rows))
    if single_rows:
        tables.append(Table("MultiCodeIF single level", "Share of tasks whose first answer "
                            "satisfies the constraint, per constraint type.",
                            ["system", "type", "satisfaction", "tasks"], single_rows))
    if repair_rows:
        width = max(len(r) for r in repair_rows) - 1
        tables.append(Table("MultiCodeIF self-repair", "Share of tasks satisfied by each round "
                            "(round 0: the first answer).",
                            ["system", *(f"round {k}" for k in range(width))],
                            [r + ["-"] * (width + 1 - len(r)) for r in repair_rows]))
    if level_rows:
        tables.append(Table("MultiCodeIF multi level", "At level k: SSR, the share of the "
                            "k + 1 constraints satisfied; HSR, the share of chains satisfying "
                            "all; both over the same chains, those whose constraints were all "
                            "judged (chains: how many of all). Over every chain: SSR of the "
                            "judged constraints, and HSR's range with the chains left open "
                            "counted as failing, then as passing.",
                            ["system", "level", "SSR", "HSR", "chains", "SSR (all chains)",
                             "HSR range (all chains)"], level_rows))
    if nj_rows:
        tables.append(Table("Not judged", "LLM-judged checks with no judge configured (or no "
                            "readable answer): left out of IA, CA and IFR, not counted as "
                            "failures (codeloop eval --judge MODEL judges them).",
                            ["system", "check units", "instruction verdicts"], nj_rows))
    skipped_rows = []
    for run in model.runs:
        for reason, n in (run.manifest.get("skipped_items") or {}).get("by_reason", {}).items():
            skipped_rows.append([run.label, reason, str(n)])
    if skipped_rows:
        tables.append(Table("Records not loaded", "Records of the task files that the loader "
                            "could not judge, by reason (not played, not in any metric).",
                            ["run", "reason", "records"], skipped_rows))
    return tables
