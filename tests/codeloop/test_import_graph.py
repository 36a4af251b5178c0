"""The import graph (lazy imports in functions included): the run -> report direction has no
way back, and the agents layer never imports the CLI (issue 16, point 3)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = {"codeloop": "codeloop", "envs": "codeloop.envs", "agents": "codeloop.agents",
           "rewards": "codeloop.rewards", "training": "codeloop.training"}


def _modules() -> dict[str, Path]:
    mods = {}
    for folder, package in FOLDERS.items():
        for path in (ROOT / folder).rglob("*.py"):
            if "bank_src" in path.parts:  # task sources, not code of the package
                continue
            rel = path.relative_to(ROOT / folder).with_suffix("")
            mods[".".join([package, *(p for p in rel.parts if p != "__init__")])] = path
    return mods


def _graph() -> dict[str, set[str]]:
    mods = _modules()

    def resolve(name: str) -> str | None:
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {m: set() for m in mods}
    for mod, path in mods.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names = [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                target = resolve(name)
                if target and target != mod:
                    graph[mod].add(target)
    return graph


def _reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for nxt in graph[todo.pop()] - seen:
            seen.add(nxt)
            todo.append(nxt)
    return seen


def test_runner_reporting_report_has_no_cycle():
    graph = _graph()
    report_side = [m for m in graph
                   if m.startswith("codeloop.report") or m in ("codeloop.reporting",
                                                              "codeloop.report_md")]
    assert "codeloop.report.data" in report_side
    for mod in report_side:
        assert mod not in _reachable(graph, mod), f"{mod} imports itself back"
        assert "codeloop.runner" not in _reachable(graph, mod), f"{mod} reaches the runner"


def test_agents_do_not_import_the_cli():
    graph = _graph()
    for mod, targets in graph.items():
        if mod.startswith("codeloop.agents"):
            assert not {t for t in targets if t.startswith("codeloop.cli")}, mod


KNOWN_CYCLES: list[set[str]] = []
"""Cycles tolerated for now (none: the judge/judge-check cycle is gone)."""


def _cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    # Strongly connected components of more than one module (Tarjan, iterative enough here).
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(comp)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_other_import_cycle():
    assert [c for c in _cycles(_graph()) if c not in KNOWN_CYCLES] == []
