"""CodeArena questions, read from the published JSONL file (``CodeArena_v1.jsonl``).

CodeArena (Yang et al., 2024; Hugging Face ``CSJianYang/CodeArena``, Apache-2.0) is 397 real user
questions judged pairwise against a baseline's answer. Facts of the published file and of the
published evaluation code (Qwen2.5-Coder's ``qwencoder-eval/instruct/CodeArena``) that this
loader follows:

- a row carries chat ``messages``; the question is the first message's ``content`` (a leading
  system message is passed over), and the policy answers the whole ``messages`` list. The
  dataset card shows ``messages`` as the *string* of a Python list
  (``"[{'role': 'user', ...}]"``), the code indexes it as a list: both are read;
- the baseline's answer is in ``<baseline>_response`` (``gpt-4-turbo-2024-04-09_response`` by
  default), with ``baseline`` as the fallback field;
- ``meta.parsed.task_type`` is a list whose first entry, lowercased with ``-`` read as a space,
  maps to a (class, subclass) pair through a mapping file (``tasktype_to_levels.json``: each
  task type to a list of pairs, the first one used);
- ``programming_language`` is a list of language names (``['JavaScript']``), ``difficulty`` a
  word; ``id`` a hex string (the evaluation code numbers rows by position instead; we keep the
  row's ``id`` when present, else the 0-based position);
- questions of 1,024 words or more (``len(question.split()) >= 1024``) are skipped by the
  published code; :func:`load_codearena` keeps them, marked, so the run can count them.

Nothing is downloaded: the file and the mapping come from paths the user gives.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codeloop.envs.tasks.schema import Task, TaskFormatError

DEFAULT_BASELINE = "gpt-4-turbo-2024-04-09"
"""The baseline the published evaluation compares against by default."""

MAX_QUESTION_WORDS = 1024
"""Questions with this many whitespace-separated words or more are skipped (published rule)."""

UNMAPPED = "unmapped"
"""Class and subclass of a question whose task type the mapping does not know (or no mapping)."""


@dataclass(frozen=True)
class ArenaQuestion:
    """One CodeArena row.

    Attributes:
        id: The row's ``id`` (or its 0-based position in the file).
        messages: The chat the policy answers (``role``/``content`` dicts).
        baseline: The baseline's answer from the row, or None when the row has none.
        task_type: The washed first entry of ``meta.parsed.task_type`` ("" when absent).
        category: ``(class, subclass)`` from the mapping file.
        languages: The row's ``programming_language`` list (may be empty).
        difficulty: The row's ``difficulty`` ("" when absent).
        line: 1-based line of the row in its file (for messages about it).
    """

    id: str
    messages: tuple[Mapping[str, str], ...]
    baseline: str | None
    task_type: str
    category: tuple[str, str]
    languages: tuple[str, ...]
    difficulty: str
    line: int
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def question(self) -> str:
        """What the judge sees as the user prompt: the first message's content.

        A leading system message is passed over for the first user message (the published
        code would show the judge the system prompt; its rows start with the user's message,
        so this changes nothing on them).
        """
        for message in self.messages:
            if message.get("role") != "system":
                return str(message.get("content", ""))
        return str(self.messages[0].get("content", ""))

    @property
    def too_long(self) -> bool:
        """True for questions the published evaluation skips (1,024 words or more)."""
        return len(self.question.split()) >= MAX_QUESTION_WORDS

    @property
    def language(self) -> str:
        """The first listed language ("unknown" when none), used to group results."""
        return self.languages[0] if self.languages else "unknown"

    def as_task(self) -> Task:
        """A check-less :class:`Task` carrying the question, for policies' turn context."""
        return Task(id=f"codearena/{self.id}", prompt=self.question, entry_point="",
                    base_checks=(), instructions=(), language=self.language.lower(),
                    source="codearena", license="Apache-2.0",
                    metadata={"category": list(self.category), "task_type": self.task_type})


def wash_tag(tag: str) -> str:
    """A task type as the mapping file spells it: ``-`` read as a space, lowercased."""
    return tag.replace("-", " ").lower()


def load_levels(path: str | Path) -> dict[str, tuple[str, str]]:
    """Reads a ``tasktype_to_levels.json`` mapping: task type -> (class, subclass).

    Raises:
        TaskFormatError: For a file that is not that shape (the file and the key are named).
    """
    path = Path(path)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise TaskFormatError(f"cannot read the mapping: {exc}", path=str(path)) from exc
    if not isinstance(raw, dict):
        raise TaskFormatError("the mapping must be a JSON object", path=str(path))
    levels = {}
    for key, pairs in raw.items():
        if (not isinstance(pairs, list) or not pairs or not isinstance(pairs[0], list)
                or len(pairs[0]) != 2):
            raise TaskFormatError("each task type maps to a list of [class, subclass] pairs",
                                  path=str(path), field=key)
        levels[wash_tag(str(key))] = (str(pairs[0][0]), str(pairs[0][1]))
    return levels


def _messages(value: Any, where: str, path: str, line: int) -> tuple[dict[str, str], ...]:
    if isinstance(value, str):  # the dataset card's shape: the repr of a Python list
        try:
            value = json.loads(value)
        except ValueError:
            try:
                value = ast.literal_eval(value)
            except (ValueError, SyntaxError, MemoryError, RecursionError) as exc:
                raise TaskFormatError(f"messages is a string that is not a list: {exc}",
                                      path=path, line=line, field=where) from None
    if not isinstance(value, list) or not value:
        raise TaskFormatError("messages must be a non-empty list of chat messages", path=path,
                              line=line, field=where)
    out = []
    for i, msg in enumerate(value):
        if not isinstance(msg, dict) or not isinstance(msg.get("content"), str):
            raise TaskFormatError("each message needs a string 'content'", path=path, line=line,
                                  field=f"{where}[{i}]")
        out.append({"role": str(msg.get("role", "user")), "content": msg["content"]})
    return tuple(out)


def _str_list(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        try:
            parsed = ast.literal_eval(value)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            return (value,) if value.strip() else ()
        value = parsed
    if isinstance(value, list | tuple):
        return tuple(str(v) for v in value if str(v).strip())
    return (str(value),)


def parse_row(row: Mapping[str, Any], position: int, *, baseline_name: str,
              levels: Mapping[str, tuple[str, str]] | None, path: str = "<memory>",
              line: int = 0) -> ArenaQuestion:
    """One row of the published file as an :class:`ArenaQuestion`.

    Raises:
        TaskFormatError: For a row without usable ``messages``.
    """
    messages = _messages(row.get("messages"), "messages", path, line)
    baseline = row.get(f"{baseline_name}_response", row.get("baseline"))
    if baseline is not None and not isinstance(baseline, str):
        raise TaskFormatError("the baseline answer must be a string", path=path, line=line,
                              field=f"{baseline_name}_response")
    parsed = (row.get("meta") or {}).get("parsed") or {} if isinstance(row.get("meta"), dict) \
        else {}
    types = _str_list(parsed.get("task_type")) if isinstance(parsed, dict) else ()
    task_type = wash_tag(types[0]) if types else ""
    category = (levels or {}).get(task_type, (UNMAPPED, UNMAPPED))
    row_id = row.get("id")
    return ArenaQuestion(
        id=str(row_id) if row_id not in (None, "") else str(position),
        messages=messages, baseline=baseline, task_type=task_type, category=category,
        languages=_str_list(row.get("programming_language")),
        difficulty=str(row.get("difficulty") or ""), line=line,
        extra={k: row[k] for k in ("model",) if k in row})


def load_codearena(path: str | Path, *, baseline_name: str = DEFAULT_BASELINE,
                   mapping: str | Path | None = None) -> list[ArenaQuestion]:
    """Reads a CodeArena JSONL file.

    Args:
        path: The file (``CodeArena_v1.jsonl`` or a file of the same shape).
        baseline_name: Whose ``<name>_response`` field holds the baseline answer.
        mapping: A ``tasktype_to_levels.json`` file; without it every question is
            ``unmapped``.

    Returns:
        Every row, in file order (too-long questions included and marked).

    Raises:
        TaskFormatError: For unreadable JSON, a malformed row or a duplicated id (file, line
            and field named).
    """
    path = Path(path)
    levels = load_levels(mapping) if mapping else None
    questions: list[ArenaQuestion] = []
    seen: dict[str, int] = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise TaskFormatError(f"cannot read: {exc}", path=str(path)) from exc
    for lineno, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            row = json.loads(text)
        except ValueError as exc:
            raise TaskFormatError(f"not JSON: {exc}", path=str(path), line=lineno) from None
        if not isinstance(row, dict):
            raise TaskFormatError("a row must be a JSON object", path=str(path), line=lineno)
        question = parse_row(row, len(questions), baseline_name=baseline_name, levels=levels,
                             path=str(path), line=lineno)
        if question.id in seen:
            raise TaskFormatError(f"id {question.id!r} already used on line {seen[question.id]}",
                                  path=str(path), line=lineno, field="id")
        seen[question.id] = lineno
        questions.append(question)
    if not questions:
        raise TaskFormatError("no rows", path=str(path))
    return questions


def read_answers(path: str | Path) -> dict[str, str]:
    """Answers recorded in a file, by question id.

    Reads the published evaluation's ``results.jsonl`` (the rows with an added ``response``),
    any JSONL of ``{"id", "response"}`` rows, or a codeloop ``arena.jsonl`` (``answer`` fields;
    ``FILE#POLICY`` picks one policy's rows). Rows without ``id`` are numbered by position, as
    the published code does.

    Raises:
        TaskFormatError: For a malformed line or a row without an answer.
    """
    text_path, _, policy = str(path).partition("#")
    answers: dict[str, str] = {}
    position = 0
    try:
        lines = Path(text_path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise TaskFormatError(f"cannot read: {exc}", path=text_path) from exc
    for lineno, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            row = json.loads(text)
        except ValueError as exc:
            raise TaskFormatError(f"not JSON: {exc}", path=text_path, line=lineno) from None
        if not isinstance(row, dict) or (policy and row.get("policy") != policy):
            continue
        value = row.get("response", row.get("answer"))
        if not isinstance(value, str):
            if row.get("result") == "errored":
                continue  # an arena.jsonl line whose answer never came
            raise TaskFormatError("missing string field 'response'", path=text_path,
                                  line=lineno, field="response")
        row_id = row.get("id")
        answers[str(row_id) if row_id not in (None, "") else str(position)] = value
        position += 1
    return answers


def languages_of(questions: Sequence[ArenaQuestion]) -> list[str]:
    """The distinct first languages, sorted."""
    return sorted({q.language for q in questions})
