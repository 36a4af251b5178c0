"""Writing task directories: importing task files, and compacting or expanding references.

Usage::

    python -m codeloop.envs.tasks.task_dir_write import TASKS.jsonl ROOT   # ROOT/<lang>/<name>/
    python -m codeloop.envs.tasks.task_dir_write compact DIR...   # later turns as diffs
    python -m codeloop.envs.tasks.task_dir_write expand DIR...    # every turn as a full file

A DIR may also be a folder of task directories (``envs/tasks/bank``). ``compact`` stores a later
turn as a diff against the turn before (a solo reference against turn 1) whenever the diff is
the shorter file, so every line is stored once plus a little context; ``expand`` is for editing
(change the full files, then ``compact`` again). Both rewrite ``reference/`` only after reading
the whole directory back, so a directory that does not read is never touched.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from codeloop.envs.tasks.languages import DEFAULT_LANGUAGE, Language, get_language
from codeloop.envs.tasks.schema import TaskFormatError, task_from_dict
from codeloop.envs.tasks.task_dir import (
    REFERENCE_DIR,
    TASK_FILE,
    find_task_dirs,
    held_out_file,
    join_units,
    read_task_dir,
    solo_file,
    tests_file,
    turn_file,
)
from codeloop.envs.tasks.textdiff import DiffError, make_diff
from codeloop.envs.tasks.toml_write import dumps
from codeloop.rewards.checks.spec import TEST_KIND
from codeloop.rewards.episode import BASE_ID

# Order of the plain keys in a written task.toml (instructions, a table array, come last).
TOML_ORDER = ("id", "language", "entry_point", "source", "license", "prompt", "base_checks",
              "metadata", "instructions")
CONTEXT = 1  # unchanged lines kept around each change in a stored diff


def _strip_tests(checks: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[str] | None,
                                                         list[str], list[str] | None]:
    """Checks as task.toml holds them, and the units of their files.

    Returns:
        The checks (a tests check without params: its file holds them; held-out checks left
        out: their marker lines or their file declare them), the shown units if any, the
        authored held-out units (``# %% held-out`` in the same file), and the amplified units
        if any (``heldout/<iid>.<ext>``).
    """
    out, units, held, amplified = [], None, [], None
    for check in checks:
        if check["kind"] == TEST_KIND:
            params = check["params"]
            if params.get("amplified"):
                amplified = list(params["tests"])
                continue
            if params.get("held_out"):
                held += list(params["tests"])
                if units is None:  # a file of held-out units alone still needs its check
                    units = []
                    out.append({k: v for k, v in check.items() if k != "params"})
                continue
            units = list(params["tests"])
            check = {k: v for k, v in check.items() if k != "params"}
        out.append(check)
    return out, units, held, amplified


def _toml_doc(obj: dict[str, Any]
              ) -> tuple[dict[str, Any], dict[str, tuple[list[str], list[str]]],
                         dict[str, list[str]]]:
    """The task.toml document, the (shown, held-out) authored units and the amplified units."""
    tests: dict[str, tuple[list[str], list[str]]] = {}
    amplified: dict[str, list[str]] = {}
    doc = {k: obj[k] for k in TOML_ORDER if k in obj}
    doc["base_checks"], units, held, amp = _strip_tests(obj["base_checks"])
    if units is not None:
        tests[BASE_ID] = (units, held)
    if amp:
        amplified[BASE_ID] = amp
    doc["instructions"] = []
    for ins in obj["instructions"]:
        item = {k: v for k, v in ins.items() if k != "solo_reference"}
        item["checks"], units, held, amp = _strip_tests(ins["checks"])
        if units is not None:
            tests[ins["id"]] = (units, held)
        if amp:
            amplified[ins["id"]] = amp
        doc["instructions"].append(item)
    if not doc["instructions"]:
        del doc["instructions"]  # TOML cannot write an empty array of tables as one
    return doc, tests, amplified


def _stored(new: str, base: tuple[str, str] | None, full: str, diff: str, *,
            compact: bool) -> tuple[str, str]:
    """(relative path, text) of one reference: a diff against ``base`` when that is shorter.

    Args:
        new: The reference.
        base: (relative path, text) of the reference it may be stored against.
        full: Its path as a full file.
        diff: Its path as a diff.
        compact: False to always store the full file.
    """
    if base is None or not compact:
        return full, new
    patch = make_diff(base[1], new, old_name=base[0], new_name=full, context=CONTEXT)
    return (diff, patch) if patch.count("\n") < new.count("\n") else (full, new)


def reference_files(obj: dict[str, Any], lang: Language, *, compact: bool = True) -> dict[str, str]:
    """Relative path -> text of every reference file of a task object."""
    refs = obj.get("references") or []
    files: dict[str, str] = {}
    for k, ref in enumerate(refs, start=1):
        base = (turn_file(k - 1, lang), refs[k - 2]) if k > 1 else None
        path, text = _stored(ref, base, turn_file(k, lang), turn_file(k, lang, diff=True),
                             compact=compact)
        files[path] = text
    for ins in obj["instructions"]:
        solo = ins.get("solo_reference")
        if solo is None:
            continue
        base = (turn_file(1, lang), refs[0]) if refs else None
        path, text = _stored(solo, base, solo_file(ins["id"], lang),
                             solo_file(ins["id"], lang, diff=True), compact=compact)
        files[path] = text
    return files


def _write(directory: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = directory / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def write_task_dir(obj: dict[str, Any], directory: str | Path, *, compact: bool = True) -> None:
    """Writes a task object (one task-file line) as a new task directory, then reads it back.

    Raises:
        FileExistsError: When ``directory`` already holds a task.
        TaskFormatError: When the object is malformed, or (a bug) when the directory does not
            read back as the object.
    """
    directory = Path(directory)
    if (directory / TASK_FILE).exists():
        raise FileExistsError(f"{directory / TASK_FILE} already exists")
    task_from_dict(obj, path=str(directory))
    lang = get_language(obj.get("language", DEFAULT_LANGUAGE))
    doc, tests, amplified = _toml_doc(obj)
    files = {TASK_FILE: dumps(doc, table_arrays=("instructions",))}
    files.update({tests_file(iid, lang): join_units(shown, lang, held)
                  for iid, (shown, held) in tests.items()})
    files.update({held_out_file(iid, lang): join_units(units, lang)
                  for iid, units in amplified.items()})
    files.update(reference_files(obj, lang, compact=compact))
    _write(directory, files)
    back = read_task_dir(directory)
    if back != {**obj, "language": lang.name}:
        raise TaskFormatError("does not read back as the task it was written from",
                              path=str(directory))


def rewrite_references(directory: str | Path, *, compact: bool) -> int:
    """Rewrites a task directory's references compacted (or expanded); returns files changed."""
    directory = Path(directory)
    obj = read_task_dir(directory)
    lang = get_language(obj["language"])
    files = reference_files(obj, lang, compact=compact)
    old = {p.relative_to(directory).as_posix(): p.read_text(encoding="utf-8")
           for p in (directory / REFERENCE_DIR).rglob("*") if p.is_file()}
    if old == files:
        return 0
    for rel in old:
        (directory / rel).unlink()
    _write(directory, files)
    if read_task_dir(directory) != obj:
        raise TaskFormatError("references do not read back after rewriting", path=str(directory))
    return len(set(old) ^ set(files)) + sum(old[r] != files[r] for r in set(old) & set(files))


def import_task_file(path: str | Path, root: str | Path) -> list[Path]:
    """Writes every task of a JSONL task file to ``root/<language>/<name>/``."""
    out = []
    with Path(path).open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip() and not line.startswith("//"):
                obj = json.loads(line)
                name = obj["id"].rsplit("/", 1)[-1]
                target = Path(root) / obj.get("language", DEFAULT_LANGUAGE) / name
                write_task_dir(obj, target)
                out.append(target)
    return out


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="action", required=True)
    imp = sub.add_parser("import", help="JSONL task file -> task directories")
    imp.add_argument("file")
    imp.add_argument("root")
    for action in ("compact", "expand"):
        sp = sub.add_parser(action)
        sp.add_argument("dirs", nargs="+")
    args = parser.parse_args(argv)
    try:
        if args.action == "import":
            done = import_task_file(args.file, args.root)
            print(f"wrote {len(done)} task directories under {args.root}")
            return 0
        for root in args.dirs:
            for directory in find_task_dirs(root):
                n = rewrite_references(directory, compact=args.action == "compact")
                if n:
                    print(f"{directory}: {n} reference files rewritten")
    except (TaskFormatError, FileExistsError, DiffError) as exc:
        print(exc, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
