"""Compiles the bank sources (``envs/tasks/bank_src``) into ``envs/tasks/data/bank.jsonl``.

Usage: ``python -m codeloop.envs.tasks.build_bank [--check]``; ``--check`` exits 1 when the JSONL
file is out of date instead of writing it.
"""

from __future__ import annotations

import argparse
import copy
import importlib
import json
import pkgutil
import sys
from pathlib import Path

import codeloop.envs.tasks.bank_src as bank_src
from codeloop.envs.tasks.schema import task_from_dict

BANK_PATH = Path(__file__).with_name("data") / "bank.jsonl"


def source_object(name: str) -> dict:
    """The task object of one bank source module (validated).

    Args:
        name: Module name inside ``envs/tasks/bank_src``.
    """
    module = importlib.import_module(f"{bank_src.__name__}.{name}")
    raw = copy.deepcopy(module.TASK)
    solo = raw.pop("solo", {})
    raw.setdefault("source", "codeloop-bank")
    raw.setdefault("license", "Apache-2.0")
    raw.setdefault("language", "python")
    for ins in raw["instructions"]:
        if ins["id"] in solo:
            ins["solo_reference"] = solo[ins["id"]]
    unknown = set(solo) - {i["id"] for i in raw["instructions"]}
    if unknown:
        raise ValueError(f"{name}: solo references for unknown ids {sorted(unknown)}")
    task_from_dict(raw, path=f"bank_src/{name}.py")  # validate
    return raw


def bank_objects() -> list[dict]:
    """Task objects of every bank source module, sorted by task id."""
    objects = [source_object(info.name) for info in pkgutil.iter_modules(bank_src.__path__)]
    return sorted(objects, key=lambda o: o["id"])


def render() -> str:
    """The JSONL text of the bank."""
    return "".join(json.dumps(o, ensure_ascii=False, sort_keys=False) + "\n"
                   for o in bank_objects())


def main(argv: list[str] | None = None) -> int:
    """Builds (or with ``--check`` verifies) the bank file."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    text = render()
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
