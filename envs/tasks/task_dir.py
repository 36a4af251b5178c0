"""Reading a task directory: ``task.toml`` plus tests and references as source files.

The layout (``docs/TASK_FORMAT.md``)::

    <dir>/task.toml                    metadata: the task-file fields less references and tests
    <dir>/tests/base.<ext>             tests of the base problem, units split by ``# %%``
    <dir>/tests/<iid>.<ext>            tests of instruction <iid>
    <dir>/reference/turn_NN.<ext>      a turn's reference, or turn_NN.diff against turn NN-1
    <dir>/reference/solo/<iid>.<ext>   a solo reference, or <iid>.diff against turn 1

:func:`read_task_dir` turns a directory into the task object of one JSONL line (the compiled
bank is these objects, one a line); every error names the file, the line where known and the
field.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from codeloop.envs.tasks.languages import DEFAULT_LANGUAGE, Language, get_language
from codeloop.envs.tasks.schema import (
    INSTRUCTION_FIELDS,
    TASK_FIELDS,
    Task,
    TaskFormatError,
    task_from_dict,
)
from codeloop.envs.tasks.textdiff import DiffError, apply_diff
from codeloop.rewards.checks.spec import TEST_KIND
from codeloop.rewards.episode import BASE_ID

TASK_FILE = "task.toml"
TESTS_DIR = "tests"
HELD_OUT_DIR = "heldout"
REFERENCE_DIR = "reference"
SOLO_DIR = "solo"
DIFF_EXT = "diff"
# Fields that live in files, not in task.toml.
FILE_FIELDS = {"references", "solo_reference"}
# Key order of a compiled task object (the JSONL line); an instruction keeps task.toml's order.
JSONL_ORDER = ("id", "entry_point", "prompt", "base_checks", "instructions", "references",
               "source", "license", "language", "metadata")


def turn_file(k: int, lang: Language, *, diff: bool = False) -> str:
    """Path of turn ``k``'s reference, relative to the task directory (turns count from 1)."""
    return f"{REFERENCE_DIR}/turn_{k:02d}.{DIFF_EXT if diff else lang.ext}"


def solo_file(iid: str, lang: Language, *, diff: bool = False) -> str:
    """Path of instruction ``iid``'s solo reference, relative to the task directory."""
    return f"{REFERENCE_DIR}/{SOLO_DIR}/{iid}.{DIFF_EXT if diff else lang.ext}"


def tests_file(iid: str, lang: Language) -> str:
    """Path of the tests of instruction ``iid`` (``base`` for the base problem)."""
    return f"{TESTS_DIR}/{iid}.{lang.ext}"


def held_out_file(iid: str, lang: Language) -> str:
    """Path of the held-out tests of instruction ``iid`` (amplified from the references)."""
    return f"{HELD_OUT_DIR}/{iid}.{lang.ext}"


HELD_OUT_MARK = "held-out"
"""Written after a unit marker (``# %% held-out``): the unit is held out from feedback."""


def split_units(text: str, lang: Language) -> list[tuple[int, str]]:
    """Splits a test file into its units at marker lines (``# %%`` in Python).

    Returns:
        ``(first line, unit source)`` pairs; each unit has its blank lines at the ends removed.

    Raises:
        ValueError: With a 1-based line number, for text before the first marker or an empty unit.
    """
    return [(line, src) for line, src, _ in split_marked_units(text, lang)]


def _is_marker(line: str, lang: Language) -> bool:
    return line.rstrip() in (lang.unit_marker, f"{lang.unit_marker} {HELD_OUT_MARK}")


def split_marked_units(text: str, lang: Language) -> list[tuple[int, str, bool]]:
    """:func:`split_units`, with whether each unit's marker holds it out (``# %% held-out``)."""
    lines = text.splitlines(keepends=True)
    marks = [i for i, line in enumerate(lines) if _is_marker(line, lang)]
    if not marks:
        marks, starts = [], [0]
    else:
        stray = next((i for i in range(marks[0]) if lines[i].strip()), None)
        if stray is not None:
            raise ValueError(f"{stray + 1}: text before the first '{lang.unit_marker}' marker")
        starts = [m + 1 for m in marks]
    ends = [*marks[1:], len(lines)] if marks else [len(lines)]
    units: list[tuple[int, str, bool]] = []
    for start, end in zip(starts, ends, strict=True):
        chunk = lines[start:end]
        while chunk and not chunk[0].strip():
            chunk, start = chunk[1:], start + 1
        while chunk and not chunk[-1].strip():
            chunk = chunk[:-1]
        unit = "".join(chunk).strip("\n")
        if not unit.strip():
            raise ValueError(f"{start}: empty test unit")
        held = bool(marks) and lines[marks[len(units)]].rstrip() != lang.unit_marker
        units.append((start + 1, unit, held))
    return units


def join_units(units: list[str], lang: Language, held_out: Sequence[str] = ()) -> str:
    """The test-file text of ``units`` then ``held_out`` ones (the inverse of the splitters)."""
    marked = [(u, "") for u in units] + [(u, f" {HELD_OUT_MARK}") for u in held_out]
    return "\n\n".join(f"{lang.unit_marker}{mark}\n{u}" for u, mark in marked) + "\n"


class _Reader:
    """One directory being read: its paths, its TOML text, and where each field came from."""

    def __init__(self, directory: Path):
        self.dir = directory
        self.toml_path = directory / TASK_FILE
        self.text = ""
        self.origin: dict[str, tuple[Path, int]] = {}  # JSONL field -> (file, line)

    def fail(self, fld: str, message: str, path: Path | None = None,
             line: int = 0) -> TaskFormatError:
        path = path or self.toml_path
        if path == self.toml_path and not line:
            line = toml_line(self.text, fld)
        return TaskFormatError(message, path=str(path), line=line, field=fld)

    def read(self, rel: str, what: str) -> str:
        path = self.dir / rel
        if not path.is_file():
            raise TaskFormatError(f"missing file ({what})", path=str(path))
        return path.read_text(encoding="utf-8")

    def one_of(self, full: str, diff: str, what: str, *, required: bool) -> tuple[str, bool] | None:
        """The existing one of a full file and a diff: (relative path, is a diff)."""
        have = [(rel, rel == diff) for rel in (full, diff) if (self.dir / rel).is_file()]
        if len(have) == 2:
            raise TaskFormatError(f"both {full} and {diff} exist: keep one ({what})",
                                  path=str(self.dir / diff))
        if not have and required:
            raise TaskFormatError(f"missing file ({what}; or {diff})", path=str(self.dir / full))
        return have[0] if have else None


def toml_line(text: str, fld: str) -> int:
    """The line of ``task.toml`` that holds a field (0 when it cannot be found)."""
    lines = text.splitlines()
    start, end = 0, len(lines)
    m = re.match(r"instructions\[(\d+)\]\.?(\w*)", fld)
    if m:
        headers = [i for i, line in enumerate(lines) if line.strip() == "[[instructions]]"]
        n = int(m[1])
        if n >= len(headers):
            return 0
        start = headers[n]
        end = headers[n + 1] if n + 1 < len(headers) else len(lines)
        name = m[2]
        if not name:
            return start + 1
    else:
        name = re.match(r"\w*", fld)[0]  # type: ignore[index]
    pattern = re.compile(rf"\s*{re.escape(name)}\s*=") if name else None
    for i in range(start, end):
        if pattern and pattern.match(lines[i]):
            return i + 1
    return start + 1 if m else 0


def _toml(reader: _Reader) -> dict[str, Any]:
    if not reader.toml_path.is_file():
        raise TaskFormatError("missing file: a task directory needs a task.toml",
                              path=str(reader.toml_path))
    reader.text = reader.toml_path.read_text(encoding="utf-8")
    try:
        return tomllib.loads(reader.text)
    except tomllib.TOMLDecodeError as exc:
        where = re.search(r"\(at line (\d+), column \d+\)", str(exc))
        raise TaskFormatError(f"invalid TOML: {exc}", path=str(reader.toml_path),
                              line=int(where[1]) if where else 0) from None


def _tests_checks(reader: _Reader, checks: Any, iid: str, fld: str, lang: Language) -> Any:
    """``checks`` with each ``tests`` check given its sources from ``tests/<iid>.<ext>``."""
    if not isinstance(checks, list):
        return checks  # task_from_dict reports it
    out, n_tests = [], 0
    for j, check in enumerate(checks):
        if not (isinstance(check, dict) and check.get("kind") == TEST_KIND):
            out.append(check)
            continue
        n_tests += 1
        rel = tests_file(iid, lang)
        if "params" in check:
            raise reader.fail(f"{fld}[{j}].params", f"a tests check takes its sources from {rel},"
                              " not params")
        if n_tests > 1:
            raise reader.fail(f"{fld}[{j}]", f"one tests check at most (its sources: {rel})")
        path = reader.dir / rel
        text = reader.read(rel, f"the tests of {iid!r}")
        try:
            marked = split_marked_units(text, lang)
        except ValueError as exc:
            line, _, message = str(exc).partition(": ")
            raise TaskFormatError(message, path=str(path), line=int(line),
                                  field=f"{fld}[{j}].params.tests") from None
        rest = {k: v for k, v in check.items() if k != "kind"}
        # Shown units first, then the authored held-out ones as a check of their own.
        for held_out in (False, True):
            units = [(line, src) for line, src, h in marked if h == held_out]
            if not units:
                continue
            at = f"{fld}[{len(out)}]"
            for u, (unit_line, _) in enumerate(units):
                reader.origin[f"{at}.params.tests[{u}]"] = (path, unit_line)
            params: dict[str, Any] = {"tests": [src for _, src in units]}
            if held_out:
                params["held_out"] = True
            out.append({"kind": TEST_KIND, "params": params, **rest})
    amplified = _held_out_check(reader, iid, f"{fld}[{len(out)}]", lang)
    if amplified is not None:
        out.append(amplified)
    return out


def _held_out_check(reader: _Reader, iid: str, fld: str,
                    lang: Language) -> dict[str, Any] | None:
    """The amplified held-out tests check of ``heldout/<iid>.<ext>``, or None without it.

    Held-out units are task data like the authored tests (reviewable, diffable), but no line of
    task.toml names them: the file's presence adds the check, always last among the checks.
    """
    rel = held_out_file(iid, lang)
    path = reader.dir / rel
    if not path.is_file():
        return None
    text = reader.read(rel, f"the held-out tests of {iid!r}")
    try:
        units = split_units(text, lang)
    except ValueError as exc:
        line, _, message = str(exc).partition(": ")
        raise TaskFormatError(message, path=str(path), line=int(line),
                              field=f"{fld}.params.tests") from None
    for u, (unit_line, _) in enumerate(units):
        reader.origin[f"{fld}.params.tests[{u}]"] = (path, unit_line)
    return {"kind": TEST_KIND, "params": {"tests": [src for _, src in units], "held_out": True,
                                          "amplified": True}}


def _reference(reader: _Reader, rel: str, is_diff: bool, base: str | None, fld: str) -> str:
    path = reader.dir / rel
    text = path.read_text(encoding="utf-8")
    reader.origin[fld] = (path, 0)
    if not is_diff:
        if text and not text.endswith("\n"):  # diffs between references need whole lines
            raise TaskFormatError("a reference must end with a newline", path=str(path),
                                  field=fld)
        return text
    if base is None:
        raise TaskFormatError("a diff needs a base: turn 1 must be a full file",
                              path=str(path), field=fld)
    try:
        return apply_diff(base, text)
    except DiffError as exc:
        raise TaskFormatError(exc.detail, path=str(path), line=exc.line, field=fld) from None


def _references(reader: _Reader, obj: dict[str, Any], lang: Language) -> None:
    """Adds ``references`` and solo references from ``reference/`` (when it exists)."""
    instructions = [i for i in obj.get("instructions", []) if isinstance(i, dict)]
    if not (reader.dir / REFERENCE_DIR).is_dir():
        return
    refs: list[str] = []
    for k in range(1, len(instructions) + 2):
        found = reader.one_of(turn_file(k, lang), turn_file(k, lang, diff=True),
                              f"the reference of turn {k}", required=True)
        assert found is not None
        refs.append(_reference(reader, found[0], found[1], refs[-1] if refs else None,
                               f"references[{k - 1}]"))
    obj["references"] = refs
    for n, ins in enumerate(instructions):
        iid = ins.get("id")
        if not isinstance(iid, str):
            continue
        found = reader.one_of(solo_file(iid, lang), solo_file(iid, lang, diff=True),
                              f"the solo reference of {iid!r}", required=False)
        if found:
            ins["solo_reference"] = _reference(reader, found[0], found[1], refs[0],
                                               f"instructions[{n}].solo_reference")


def _stray_files(reader: _Reader, expected: set[Path]) -> None:
    for sub in (TESTS_DIR, HELD_OUT_DIR, REFERENCE_DIR):
        for path in sorted((reader.dir / sub).rglob("*")):
            if path.is_file() and path not in expected and not path.name.startswith("."):
                raise TaskFormatError("unexpected file: no field of task.toml uses it (an "
                                      "instruction id or turn number that does not exist?)",
                                      path=str(path))


def read_task_dir(directory: str | Path) -> dict[str, Any]:
    """Reads and validates a task directory.

    Args:
        directory: The directory holding ``task.toml``.

    Returns:
        The task object of one task-file line (keys in :data:`JSONL_ORDER`).

    Raises:
        TaskFormatError: Naming the file, line and field at fault: a missing file, bad TOML, an
            unknown field, a diff that does not apply, a file no field uses, or any error
            :func:`task_from_dict` finds.
    """
    reader = _Reader(Path(directory))
    doc = _toml(reader)
    in_files = sorted(set(doc) & FILE_FIELDS)
    if in_files:
        raise reader.fail(in_files[0], "not a task.toml field: references are files under "
                          "reference/")
    lang_name = doc.get("language", DEFAULT_LANGUAGE)
    if not isinstance(lang_name, str):
        raise reader.fail("language", "must be a string")
    try:
        lang = get_language(lang_name)
    except KeyError as exc:
        raise reader.fail("language", exc.args[0]) from None
    obj: dict[str, Any] = dict(doc)
    obj["language"] = lang.name
    obj["base_checks"] = _tests_checks(reader, doc.get("base_checks"), BASE_ID, "base_checks", lang)
    instructions = doc.get("instructions", [])
    if isinstance(instructions, list):
        obj["instructions"] = [dict(i) if isinstance(i, dict) else i for i in instructions]
        for n, ins in enumerate(obj["instructions"]):
            if not isinstance(ins, dict):
                continue
            extra = sorted(set(ins) - (INSTRUCTION_FIELDS - FILE_FIELDS))
            if extra:
                raise reader.fail(f"instructions[{n}].{extra[0]}", "unknown field (allowed: "
                                  f"{', '.join(sorted(INSTRUCTION_FIELDS - FILE_FIELDS))})")
            if "checks" in ins:
                ins["checks"] = _tests_checks(reader, ins["checks"], str(ins.get("id")),
                                              f"instructions[{n}].checks", lang)
    extra = sorted(set(doc) - (TASK_FIELDS - FILE_FIELDS))
    if extra:
        raise reader.fail(extra[0], "unknown field (allowed: "
                          f"{', '.join(sorted(TASK_FIELDS - FILE_FIELDS))})")
    _references(reader, obj, lang)
    ordered = {k: obj[k] for k in JSONL_ORDER if k in obj}
    try:
        task_from_dict(ordered, path=str(reader.toml_path))
    except TaskFormatError as exc:
        path, line = reader.origin.get(exc.field, (reader.toml_path, 0))
        within = re.search(r"\(line (\d+)\)$", exc.detail)  # a test unit's syntax error
        if line and within:
            line += int(within[1]) - 1
        raise reader.fail(exc.field, exc.detail, path, line) from None
    expected = {path for path, _ in reader.origin.values()}
    _stray_files(reader, expected)
    return ordered


def load_task_dir(directory: str | Path) -> Task:
    """The :class:`Task` a task directory holds (see :func:`read_task_dir`)."""
    return task_from_dict(read_task_dir(directory), path=str(Path(directory) / TASK_FILE))


def find_task_dirs(root: str | Path) -> Iterator[Path]:
    """Every task directory at or under ``root`` (a directory holding ``task.toml``), sorted."""
    root = Path(root)
    if (root / TASK_FILE).is_file():
        yield root
        return
    yield from sorted(p.parent for p in root.rglob(TASK_FILE))
