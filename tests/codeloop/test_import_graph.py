"""The import graph (lazy imports in functions included): folders are layers, imports point
down, and no two packages import each other (issue 26, point 4); the run -> report direction
has no way back, and the agents layer never imports the CLI (issue 16, point 3)."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = {"codeloop": "codeloop", "envs": "codeloop.envs", "agents": "codeloop.agents",
           "rewards": "codeloop.rewards", "training": "codeloop.training"}


@functools.cache
def _modules() -> dict[str, Path]:
    mods = {}
    for folder, package in FOLDERS.items():
        for path in (ROOT / folder).rglob("*.py"):
            if "bank_src" in path.parts:  # task sources, not code of the package
                continue
            rel = path.relative_to(ROOT / folder).with_suffix("")
            mods[".".join([package, *(p for p in rel.parts if p != "__init__")])] = path
    return mods


@functools.cache
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
"""Module-level cycles tolerated for now, with the reason."""


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


LAYERS: list[tuple[str, tuple[str, ...]]] = [
    # bottom to top: a module may import its own layer and the layers listed before it
    ("base", ("codeloop.registry", "codeloop.extras")),
    ("sandbox", ("codeloop.envs.sandbox",)),
    ("rewards", ("codeloop.rewards",)),  # verdicts, episodes, metrics, LLM calls, judges
    ("checks", ("codeloop.rewards.checks",)),
    ("tasks", ("codeloop.envs.tasks",)),  # tasks, their sources and loaders, judging a reply
    ("agents", ("codeloop.agents",)),
    ("envs", ("codeloop.envs",)),  # the world, the gymnasium and PettingZoo views, their ids
    ("training", ("codeloop.training",)),
    ("report", ("codeloop.report", "codeloop.report_md", "codeloop.reporting", "codeloop.tables",
                "codeloop.export", "codeloop.episodes_file", "codeloop.episode_times")),
    ("run", ("codeloop.runner", "codeloop.run", "codeloop.episode_loop", "codeloop.ray_backend",
             "codeloop.arena", "codeloop.tracking", "codeloop.testing")),
    ("cli", ("codeloop.cli", "codeloop.config_file", "codeloop.__main__")),
    ("api", ("codeloop",)),  # the package itself: the public names, the gymnasium ids
]
"""The layers, bottom to top, and the packages or modules each holds (the longest prefix names
a module's layer: ``codeloop.rewards.checks.static`` is in ``checks``, not ``rewards``)."""


def _layer_of(module: str) -> int:
    best, found = -1, -1
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, found = len(prefix), index
    return found


def test_every_module_is_in_a_layer():
    assert [m for m in _modules() if _layer_of(m) < 0] == []


KNOWN_UPWARD: dict[tuple[str, str], str] = {}
"""Imports from a lower layer to a higher one, tolerated for now, with the reason."""


def test_imports_point_down_the_layers():
    upward = sorted((mod, target) for mod, targets in _graph().items() for target in targets
                    if _layer_of(target) > _layer_of(mod) and (mod, target) not in KNOWN_UPWARD)
    names = [name for name, _ in LAYERS]
    assert [f"{m} ({names[_layer_of(m)]}) -> {t} ({names[_layer_of(t)]})"
            for m, t in upward] == []


def _package(module: str, modules: dict[str, Path]) -> str:
    """The package-level unit of a module: the package that holds it, no deeper than
    ``codeloop.X.Y`` (subpackages belong to their folder: ``envs.sandbox.languages`` is
    ``envs.sandbox``); a module directly in ``codeloop/`` is a unit of its own."""
    holder = module if modules[module].name == "__init__.py" else module.rpartition(".")[0]
    if holder == "codeloop":
        return module
    return ".".join(holder.split(".")[:3])


def _package_graph() -> dict[str, set[str]]:
    modules = _modules()
    out: dict[str, set[str]] = {_package(m, modules): set() for m in modules}
    for mod, targets in _graph().items():
        unit = _package(mod, modules)
        out[unit] |= {_package(t, modules) for t in targets} - {unit}
    return out


KNOWN_PACKAGE_CYCLES: list[set[str]] = []
"""Package-level cycles tolerated for now, with the reason."""


def test_no_package_level_import_loop():
    graph = _package_graph()
    assert "codeloop.envs.sandbox" in graph and "codeloop.report_md" in graph
    assert [c for c in _cycles(graph) if c not in KNOWN_PACKAGE_CYCLES] == []


def test_the_layer_and_loop_checks_can_fail():
    # The checks above see a real loop and a real upward import when there is one.
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}
    assert _cycles(graph) == [{"a", "b", "c"}]
    assert _layer_of("codeloop.rewards.checks.static") > _layer_of("codeloop.rewards.verdict")
    assert _layer_of("codeloop.cli.eval_cmd") > _layer_of("codeloop.runner")
