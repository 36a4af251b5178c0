"""Task format: `Task` and `Instruction`, and their JSONL encoding with strict validation.

A task file is JSON Lines: one task object per line (blank lines and lines starting with
``//`` are ignored). See ``docs/TASK_FORMAT.md`` for the field reference. Every
validation error names the file, the line and the field, e.g.::

    tasks.jsonl:3: instructions[2].checks[0].kind: unknown check kind 'pep9'
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codeloop.envs.tasks.languages import DEFAULT_LANGUAGE, get_language
from codeloop.rewards.checks.kinds import known_check_kind
from codeloop.rewards.checks.spec import TEST_KIND, Check
from codeloop.rewards.checks.static import STATIC_RULES
from codeloop.rewards.episode import BASE_ID
from codeloop.rewards.taxonomy import CATEGORIES


class TaskFormatError(ValueError):
    """A task file or task object is malformed.

    Attributes:
        path: The file (or ``"<memory>"``).
        line: 1-based line number, or 0 when unknown.
        field: Dotted path of the offending field.
    """

    def __init__(self, message: str, *, path: str = "<memory>", line: int = 0, field: str = ""):
        self.path, self.line, self.field, self.detail = path, line, field, message
        where = f"{path}:{line}" if line else path
        super().__init__(f"{where}: {field}: {message}" if field else f"{where}: {message}")


@dataclass(frozen=True)
class Instruction:
    """A verifiable instruction given by the developer.

    Attributes:
        id: Unique within the task.
        category: A key of :data:`codeloop.rewards.taxonomy.CATEGORIES`.
        text: What the developer asks for.
        checks: The verifiers; the instruction is satisfied when all pass.
        supersedes: Ids (``"base"`` included) whose checks this instruction retires, e.g. a
            functionality extension that changes the signature replaces the base tests.
        conflicts: Ids this instruction contradicts (they must never be active together).
        solo_reference: Optional code that satisfies the base problem and this instruction
            alone (used by the ``forgetful`` baseline and for training data).
    """

    id: str
    category: str
    text: str
    checks: tuple[Check, ...]
    supersedes: tuple[str, ...] = ()
    conflicts: tuple[str, ...] = ()
    solo_reference: str | None = None


@dataclass(frozen=True)
class Task:
    """A coding task: a base problem and an ordered list of follow-up instructions.

    Attributes:
        id: Unique task id (``namespace/name``).
        prompt: The base problem as the developer states it.
        entry_point: Name of the function (or class) the solution must define.
        base_checks: Checks of the base problem (its tests).
        instructions: Follow-up instructions, in the order a static developer gives them.
        references: Optional reference solutions, one per turn: ``references[0]`` solves the
            base problem; ``references[k]`` satisfies the base and instructions 1..k.
        language: Programming language, a key of
            :data:`codeloop.envs.tasks.languages.LANGUAGES` (default ``"python"``).
        source: Where the task comes from (``codeloop-bank``, ``codeif-bench`` ...).
        license: The license of the task's text and code.
        metadata: Free-form extras.
    """

    id: str
    prompt: str
    entry_point: str
    base_checks: tuple[Check, ...]
    instructions: tuple[Instruction, ...]
    references: tuple[str, ...] | None = None
    language: str = DEFAULT_LANGUAGE
    source: str = "unknown"
    license: str = "unknown"
    metadata: Mapping[str, Any] = field(default_factory=dict)

    def instruction(self, instruction_id: str) -> Instruction:
        """Looks an instruction up by id.

        Raises:
            KeyError: When the task has no such instruction.
        """
        for ins in self.instructions:
            if ins.id == instruction_id:
                return ins
        raise KeyError(f"task {self.id} has no instruction {instruction_id!r}")

    def checks_of(self, instruction_id: str) -> tuple[Check, ...]:
        """The checks of an instruction, or of the base problem for ``"base"``."""
        if instruction_id == BASE_ID:
            return self.base_checks
        return self.instruction(instruction_id).checks

    def category_of(self, instruction_id: str) -> str:
        """The category of an instruction (``"base"`` for the base problem)."""
        return "base" if instruction_id == BASE_ID else self.instruction(instruction_id).category

    def active_after(self, given: Sequence[str], dropped: Iterable[str] = ()) -> tuple[str, ...]:
        """Instructions whose checks apply once ``given`` (in order) have been given.

        Args:
            given: Ids given so far, ``"base"`` first.
            dropped: Ids a developer gave up on.

        Returns:
            The given ids less superseded and dropped ones, in the order given.
        """
        retired = set(dropped)
        for iid in given:
            if iid != BASE_ID:
                retired.update(self.instruction(iid).supersedes)
        return tuple(i for i in given if i not in retired)

    @property
    def n_turns(self) -> int:
        """Turns of a static conversation: the base problem plus one per instruction."""
        return 1 + len(self.instructions)

    def to_dict(self) -> dict[str, Any]:
        """Returns the JSON object of one task-file line."""
        out: dict[str, Any] = {
            "id": self.id,
            "language": self.language,
            "entry_point": self.entry_point,
            "prompt": self.prompt,
            "base_checks": [c.to_dict() for c in self.base_checks],
            "instructions": [],
            "source": self.source,
            "license": self.license,
        }
        for ins in self.instructions:
            item: dict[str, Any] = {
                "id": ins.id,
                "category": ins.category,
                "text": ins.text,
                "checks": [c.to_dict() for c in ins.checks],
            }
            if ins.supersedes:
                item["supersedes"] = list(ins.supersedes)
            if ins.conflicts:
                item["conflicts"] = list(ins.conflicts)
            if ins.solo_reference is not None:
                item["solo_reference"] = ins.solo_reference
            out["instructions"].append(item)
        if self.references is not None:
            out["references"] = list(self.references)
        if self.metadata:
            out["metadata"] = dict(self.metadata)
        return out


def instruction_references(task: Task) -> dict[str, str]:
    """The reference that proves each instruction's tests, by id (another language's tasks).

    An instruction's tests are proven by the reference of the turn that introduced it
    (``reference_check``), so that reference's observations are what an answer's must equal.
    Tasks without references get none (another language's tests then cannot be judged: see
    :func:`codeloop.rewards.checks.evaluate`); a Python task's tests learn from theirs where
    an answer must return plain data (:attr:`codeloop.envs.sandbox.TestCase.reference`).
    """
    if task.references is None:
        return {}
    ids = [BASE_ID, *(i.id for i in task.instructions)]
    if task.language == "python":
        # Python's tests run as they are; the reference only tells where plain data is due
        # (TestCase.reference), so a task without one per turn simply goes without it.
        return dict(zip(ids, task.references, strict=True)) \
            if len(ids) == len(task.references) else {}
    return dict(zip(ids, task.references, strict=True))


# --------------------------------------------------------------------------- validation

TASK_FIELDS = {"id", "language", "entry_point", "prompt", "base_checks", "instructions",
                "references", "source", "license", "metadata"}
INSTRUCTION_FIELDS = {"id", "category", "text", "checks", "supersedes", "conflicts",
                      "solo_reference"}
_CHECK_FIELDS = {"kind", "params", "name"}


class _Ctx:
    def __init__(self, path: str, line: int):
        self.path, self.line = path, line

    def fail(self, fld: str, message: str) -> TaskFormatError:
        return TaskFormatError(message, path=self.path, line=self.line, field=fld)


def _str(obj: Mapping[str, Any], key: str, ctx: _Ctx, where: str, *, required: bool = True,
         empty_ok: bool = False) -> str | None:
    fld = f"{where}{key}"
    if key not in obj:
        if required:
            raise ctx.fail(fld, "required field is missing")
        return None
    value = obj[key]
    if not isinstance(value, str):
        raise ctx.fail(fld, f"must be a string, got {type(value).__name__}")
    if not empty_ok and not value.strip():
        raise ctx.fail(fld, "must not be empty")
    return value


def _unknown(obj: Mapping[str, Any], allowed: set[str], ctx: _Ctx, where: str) -> None:
    extra = sorted(set(obj) - allowed)
    if extra:
        known = ", ".join(sorted(allowed))
        raise ctx.fail(f"{where}{extra[0]}", f"unknown field (allowed: {known})")


def parse_check(obj: Any, ctx: _Ctx, where: str, language: str = DEFAULT_LANGUAGE) -> Check:
    """Validates one check object (test sources are compiled when the language is Python)."""
    if not isinstance(obj, dict):
        raise ctx.fail(where.rstrip("."), "a check must be an object")
    _unknown(obj, _CHECK_FIELDS, ctx, where)
    kind = _str(obj, "kind", ctx, where)
    assert kind is not None
    params = obj.get("params", {})
    if not isinstance(params, dict):
        raise ctx.fail(f"{where}params", "must be an object")
    if kind == TEST_KIND:
        tests = params.get("tests")
        if not isinstance(tests, list) or not tests:
            raise ctx.fail(f"{where}params.tests", "must be a non-empty list of test sources")
        for flag in ("held_out", "amplified"):
            if not isinstance(params.get(flag, False), bool):
                raise ctx.fail(f"{where}params.{flag}", "must be true or false")
        for i, src in enumerate(tests):
            if not isinstance(src, str) or not src.strip():
                raise ctx.fail(f"{where}params.tests[{i}]", "must be a non-empty string")
            if language != "python":
                continue
            try:
                compile(src, f"test {i}", "exec")
            except SyntaxError as exc:
                raise ctx.fail(f"{where}params.tests[{i}]",
                               f"test does not parse: {exc.msg} (line {exc.lineno})") from None
    elif not known_check_kind(kind):
        known = ", ".join(sorted([TEST_KIND, *STATIC_RULES]))
        raise ctx.fail(f"{where}kind", f"unknown check kind {kind!r} (known: {known})")
    name = _str(obj, "name", ctx, where, required=False)
    return Check(kind=kind, params=params, name=name)


def _checks(obj: Any, ctx: _Ctx, where: str, language: str) -> tuple[Check, ...]:
    if not isinstance(obj, list) or not obj:
        raise ctx.fail(where, "must be a non-empty list of checks")
    return tuple(parse_check(c, ctx, f"{where}[{i}].", language) for i, c in enumerate(obj))


def _id_list(obj: Mapping[str, Any], key: str, ctx: _Ctx, where: str) -> tuple[str, ...]:
    value = obj.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ctx.fail(f"{where}{key}", "must be a list of instruction ids")
    return tuple(value)


def task_from_dict(obj: Any, *, path: str = "<memory>", line: int = 0) -> Task:
    """Validates a task object and builds a :class:`Task`.

    Args:
        obj: The decoded JSON object.
        path: File name for error messages.
        line: Line number for error messages.

    Raises:
        TaskFormatError: Naming the file, line and field at fault.
    """
    ctx = _Ctx(path, line)
    if not isinstance(obj, dict):
        raise ctx.fail("", f"a task must be a JSON object, got {type(obj).__name__}")
    _unknown(obj, TASK_FIELDS, ctx, "")
    task_id = _str(obj, "id", ctx, "")
    language = _str(obj, "language", ctx, "", required=False) or DEFAULT_LANGUAGE
    try:
        get_language(language)
    except KeyError as exc:
        raise ctx.fail("language", exc.args[0]) from None
    entry_point = _str(obj, "entry_point", ctx, "")
    prompt = _str(obj, "prompt", ctx, "")
    base_checks = _checks(obj.get("base_checks"), ctx, "base_checks", language)
    raw_instr = obj.get("instructions")
    if not isinstance(raw_instr, list):
        raise ctx.fail("instructions", "must be a list of instruction objects")
    instructions = []
    seen: set[str] = {BASE_ID}
    for i, item in enumerate(raw_instr):
        where = f"instructions[{i}]."
        if not isinstance(item, dict):
            raise ctx.fail(where.rstrip("."), "an instruction must be an object")
        _unknown(item, INSTRUCTION_FIELDS, ctx, where)
        iid = _str(item, "id", ctx, where)
        assert iid is not None
        if iid in seen:
            raise ctx.fail(f"{where}id", f"duplicate instruction id {iid!r}")
        category = _str(item, "category", ctx, where)
        if category not in CATEGORIES:
            known = ", ".join(sorted(CATEGORIES))
            raise ctx.fail(f"{where}category", f"unknown category {category!r} (known: {known})")
        supersedes = _id_list(item, "supersedes", ctx, where)
        for ref in supersedes:
            if ref not in seen:
                raise ctx.fail(f"{where}supersedes",
                               f"{ref!r} is not an earlier instruction (or 'base')")
        conflicts = _id_list(item, "conflicts", ctx, where)
        seen.add(iid)
        instructions.append(Instruction(
            id=iid,
            category=category or "",
            text=_str(item, "text", ctx, where) or "",
            checks=_checks(item.get("checks"), ctx, f"{where}checks", language),
            supersedes=supersedes,
            conflicts=conflicts,
            solo_reference=_str(item, "solo_reference", ctx, where, required=False),
        ))
    all_ids = {ins.id for ins in instructions} | {BASE_ID}
    for i, ins in enumerate(instructions):
        for ref in ins.conflicts:
            if ref not in all_ids:
                raise ctx.fail(f"instructions[{i}].conflicts", f"unknown instruction {ref!r}")
    references = obj.get("references")
    if references is not None:
        if not isinstance(references, list) or not all(isinstance(r, str) for r in references):
            raise ctx.fail("references", "must be a list of source strings")
        if len(references) != 1 + len(instructions):
            raise ctx.fail("references", f"needs one reference per turn: {1 + len(instructions)}"
                           f" (base + {len(instructions)} instructions), got {len(references)}")
        references = tuple(references)
    metadata = obj.get("metadata", {})
    if not isinstance(metadata, dict):
        raise ctx.fail("metadata", "must be an object")
    return Task(
        id=task_id or "",
        prompt=prompt or "",
        entry_point=entry_point or "",
        base_checks=base_checks,
        instructions=tuple(instructions),
        references=references,
        language=language,
        source=_str(obj, "source", ctx, "", required=False) or "unknown",
        license=_str(obj, "license", ctx, "", required=False) or "unknown",
        metadata=metadata,
    )


def iter_task_file(path: str | Path) -> Iterator[Task]:
    """Reads a JSONL task file, validating every line.

    Raises:
        TaskFormatError: On the first malformed line, naming file, line and field.
        FileNotFoundError: When the file does not exist.
    """
    path = Path(path)
    seen: dict[str, int] = {}
    with path.open(encoding="utf-8") as fh:
        for lineno, raw in enumerate(fh, start=1):
            text = raw.strip()
            if not text or text.startswith("//"):
                continue
            try:
                obj = json.loads(text)
            except json.JSONDecodeError as exc:
                raise TaskFormatError(f"invalid JSON: {exc.msg} (column {exc.colno})",
                                      path=str(path), line=lineno) from None
            task = task_from_dict(obj, path=str(path), line=lineno)
            if task.id in seen:
                raise TaskFormatError(f"duplicate task id {task.id!r} (first on line "
                                      f"{seen[task.id]})", path=str(path), line=lineno, field="id")
            seen[task.id] = lineno
            yield task


def load_task_file(path: str | Path) -> list[Task]:
    """Reads and validates a whole JSONL task file."""
    return list(iter_task_file(path))


def dump_tasks(tasks: Iterable[Task], path: str | Path) -> None:
    """Writes tasks as JSONL (one task a line, keys in a stable order)."""
    with Path(path).open("w", encoding="utf-8") as fh:
        for task in tasks:
            fh.write(json.dumps(task.to_dict(), ensure_ascii=False) + "\n")
