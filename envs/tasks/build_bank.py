"""Compiles the bank's task directories (``envs/tasks/bank``) into ``envs/tasks/data/bank.jsonl``.

Usage: ``python -m codeloop.envs.tasks.build_bank [--check]``; ``--check`` exits 1 when the JSONL
file is out of date instead of writing it. The JSONL is a build artefact (codeloop reads it at run
time and ships only it); the directories are the source. A bank task lives in
``bank/<language>/<name>/`` and its id ends in ``/<name>``. Both modes also lint the test cells
of every other language than Python (:func:`lint_bank`): each must be judgeable by observation.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from codeloop.envs.tasks.schema import TaskFormatError
from codeloop.envs.tasks.task_dir import TASK_FILE, find_task_dirs, read_task_dir

BANK_DIR = Path(__file__).with_name("bank")
BANK_PATH = Path(__file__).with_name("data") / "bank.jsonl"


def bank_object(directory: Path, root: Path = BANK_DIR) -> dict[str, Any]:
    """The task object of one bank task directory, its place in the bank checked.

    Raises:
        TaskFormatError: When the directory is malformed, or is not ``<language>/<name>`` of
            its task's language and id.
    """
    obj = read_task_dir(directory)
    want = Path(obj["language"]) / obj["id"].rsplit("/", 1)[-1]
    if directory.relative_to(root) != want:
        raise TaskFormatError(f"a bank task with this id and language belongs in {root / want}",
                              path=str(directory / TASK_FILE), field="id")
    return obj


def bank_objects(root: Path = BANK_DIR) -> list[dict[str, Any]]:
    """Task objects of every task directory under ``root``, sorted by task id.

    Raises:
        TaskFormatError: For a malformed directory or two tasks with one id.
    """
    objects = [bank_object(d, root) for d in find_task_dirs(root)]
    ids = [o["id"] for o in objects]
    dup = next((i for i in ids if ids.count(i) > 1), None)
    if dup:
        raise TaskFormatError(f"two task directories have id {dup!r}", path=str(root), field="id")
    return sorted(objects, key=lambda o: o["id"])


def _cells(obj: dict[str, Any]) -> list[tuple[str, str]]:
    """(where, source) of every test cell of a task object."""
    groups = [("base", obj.get("base_checks", []))]
    groups += [(i["id"], i.get("checks", [])) for i in obj.get("instructions", [])]
    return [(f"{where} test {k + 1}", source) for where, checks in groups for check in checks
            if check.get("kind") == "tests"
            for k, source in enumerate(check.get("params", {}).get("tests", []))]


def lint_bank(objects: list[dict[str, Any]]) -> list[str]:
    """Test cells that cannot be judged by observation, one line each.

    Another language's tests judge an answer through probes
    (:mod:`codeloop.envs.sandbox.languages.probes`): every cell needs an assertion, and a
    boolean assertion may not hold a comparison (its expected side would reach the answer's
    process). Python tasks are judged otherwise and are not linted here.
    """
    from codeloop.envs.sandbox.languages.probes import lint_cell

    problems = []
    for obj in objects:
        if obj.get("language", "python") == "python":
            continue
        for where, source in _cells(obj):
            why = lint_cell(obj["language"], source)
            if why:
                problems.append(f"{obj['id']} {where}: {why}")
    return problems


def render(root: Path = BANK_DIR) -> str:
    """The JSONL text of the bank."""
    return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in bank_objects(root))


def main(argv: list[str] | None = None) -> int:
    """Builds (or with ``--check`` verifies) the bank file."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    try:
        objects = bank_objects()
    except TaskFormatError as exc:
        print(exc, file=sys.stderr)
        return 1
    try:
        problems = lint_bank(objects)
    except ModuleNotFoundError as exc:  # the lint reads test cells on tree-sitter trees
        print(f"linting the bank's language tests needs {exc.name!r}: "
              "pip install 'codeloop[langs]'", file=sys.stderr)
        return 1
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    text = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objects)
    if args.check:
        current = BANK_PATH.read_text(encoding="utf-8") if BANK_PATH.exists() else ""
        if current != text:
            print(f"{BANK_PATH} is out of date: run python -m codeloop.envs.tasks.build_bank")
            return 1
        print(f"{BANK_PATH} is up to date")
        return 0
    BANK_PATH.parent.mkdir(parents=True, exist_ok=True)
    BANK_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {text.count(chr(10))} tasks to {BANK_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
