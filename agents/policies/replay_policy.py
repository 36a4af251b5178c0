r"""A policy that plays recorded replies, so outputs can be rescored without calling a model.

Spec: ``replay:PATHS`` or ``replay:PATHS#POLICY`` (keep only the records of that policy).
``PATHS`` is one file, or several separated by commas; a directory stands for every
``.json``/``.jsonl`` file under it.

codeloop's format (JSON Lines, UTF-8), one of two kinds of line, freely mixed:

1. A reply record::

       {"task_id": "bank/word_frequencies", "turn": 1, "reply": "```python\\n...\\n```"}

   with optional ``"seed"`` (the episode seed it belongs to) and ``"policy"`` (who wrote it).
   ``turn`` is the 1-based round number; ``reply`` is the raw text the developer sees
   (Markdown with a code block, or bare code). ``response``, ``completion`` and ``output``
   are accepted as names for ``reply``, and ``id`` for ``task_id``, to read published output
   dumps as they are.
2. An episode record, as written to ``episodes.jsonl`` by ``codeloop eval``: every turn of its
   ``turns`` list becomes a reply record with the episode's ``task_id``, ``seed`` and
   ``policy``. So ``--policy replay:runs/X/episodes.jsonl#openai:gpt-4o`` rescores an earlier
   run.

Lookup for (task, turn, episode seed): a record for that exact seed; else a record with no
seed; else, when the file holds exactly one recorded seed for that task, that one (replaying
a run made with another ``--seed``). A task id matches exactly, or by its last path part
(``word_frequencies`` matches ``bank/word_frequencies``). A missing reply raises
:class:`PolicyError` naming the task and the turn, which ends that episode as errored.

The published benchmarks' own output files are read as they are, keyed by what they record
rather than by round; a task says which record each of its rounds plays through
``metadata["replay_keys"]`` (one key per round, set by the loaders):

3. CodeIF-Bench outputs, JSON Lines of ``{"task_id", "completion"}`` (base mode) or
   ``{"task_id", "requirement", "completion"}`` (single-round, two-round and n-round), one file
   per model and mode; key ``(codeif-bench, task_id, requirement or None)``. The
   ``*_results.jsonl`` files beside them (the extracted code as ``completion``, plus
   ``result`` and ``passed``) are read too; where both hold a record, the raw reply wins.
   Two-round and n-round play the base answer first: give the base file too
   (``replay:base.jsonl,n.jsonl``).
4. MultiCodeIF responses, a JSON array of ``{"id", "response": [[prompt, reply], ...]}`` per
   model and constraint type (the file's stem starts with the type; the last pair's reply is
   played); key ``(multicodeif, type, id, round)``, round ``k`` for a file under a directory
   ``Rk`` (self-repair round k), else 0. A single-level task plays round ``t - 1`` at turn
   ``t``; a multi-level chain plays the record of level ``t - 1``.

Replay is faithful as long as the developer is deterministic given the replies (every built-in
strategy is, for a fixed seed): the same replies lead to the same rounds.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from codeloop.agents.policies.base import Message, PolicyError, Reply, TurnContext
from codeloop.rewards.benchmarks import multicodeif_type_of

REPLY_FIELDS = ("reply", "response", "completion", "output")
CODEIF, MULTICODEIF = "codeif-bench", "multicodeif"

ReplayKey = tuple[str, str, str | None] | tuple[str, str, str, int]
"""What a benchmark output record is keyed by (see the module docstring)."""


def replay_files(spec: str) -> list[Path]:
    """The files a ``PATHS`` spec names (commas between paths; a directory: its files).

    Raises:
        FileNotFoundError: For a path that does not exist.
    """
    files: list[Path] = []
    for part in (p for p in spec.split(",") if p):
        path = Path(part)
        if path.is_dir():
            files += sorted(f for f in path.rglob("*") if f.suffix in (".json", ".jsonl")
                            and f.is_file())
        elif path.exists():
            files.append(path)
        else:
            raise FileNotFoundError(f"no replay file {path}")
    return files


def _repair_round(path: Path) -> int:
    return next((int(m.group(1)) for part in path.parts
                 if (m := re.fullmatch(r"R(\d+)", part))), 0)


def iter_keyed_records(path: Path) -> Iterator[tuple[ReplayKey, str, int, str]]:
    """Reads a benchmark output file as ``(key, reply, priority, where)``.

    Priority 1 for raw replies, 0 for CodeIF-Bench's ``*_results.jsonl`` (extracted code).

    Raises:
        ValueError: For a record of neither published shape (file and line or index named).
    """
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json" and text.lstrip().startswith("["):
        kind = multicodeif_type_of(path.stem)
        rnd = _repair_round(path)
        for i, rec in enumerate(json.loads(text)):
            pairs = rec.get("response") if isinstance(rec, dict) else None
            if "id" not in (rec if isinstance(rec, dict) else {}) or not isinstance(pairs, list) \
                    or not pairs or not all(isinstance(p, list) and len(p) == 2 for p in pairs):
                raise ValueError(f"{path}: record {i}: a MultiCodeIF response record is "
                                 f"{{id, response: [[prompt, reply], ...]}}")
            yield (MULTICODEIF, kind, str(rec["id"]), rnd), str(pairs[-1][1]), 1, \
                f"{path}[{i}]"
        return
    priority = 0 if path.name.endswith("_results.jsonl") else 1
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        rec = json.loads(line)
        if not isinstance(rec, dict) or "task_id" not in rec or "completion" not in rec:
            raise ValueError(f"{path}:{lineno}: a CodeIF-Bench output line has task_id and "
                             f"completion")
        req = rec.get("requirement")
        yield (CODEIF, str(rec["task_id"]), str(req) if req is not None else None), \
            str(rec["completion"]), priority, f"{path}:{lineno}"


def _is_codeloop_file(path: Path) -> bool:
    """True for codeloop's replay format (lines with ``turn`` or ``turns``)."""
    if path.suffix != ".jsonl":
        return False
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                try:
                    obj = json.loads(line)
                except ValueError:
                    return True  # let the codeloop reader name the bad line
                return not (isinstance(obj, dict) and "completion" in obj and "turn" not in obj
                            and "turns" not in obj)
    return True


def iter_replay_records(path: str | Path) -> Iterator[dict[str, Any]]:
    """Reads a replay file as reply records (episode lines are expanded into their turns).

    Raises:
        ValueError: On a line that is neither kind of record (with file and line number).
        FileNotFoundError: When the file does not exist.
    """
    path = Path(path)
    with path.open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except ValueError as exc:
                raise ValueError(f"{path}:{lineno}: not JSON: {exc}") from exc
            if not isinstance(obj, dict):
                raise ValueError(f"{path}:{lineno}: expected a JSON object")
            if isinstance(obj.get("turns"), list):
                for turn in obj["turns"]:
                    yield {"task_id": obj.get("task_id"), "turn": turn.get("turn"),
                           "reply": turn.get("reply", ""), "seed": obj.get("seed"),
                           "policy": obj.get("policy"), "_line": lineno}
                continue
            task_id = obj.get("task_id", obj.get("id"))
            reply = next((obj[k] for k in REPLY_FIELDS if k in obj), None)
            if task_id is None or "turn" not in obj or reply is None:
                raise ValueError(f"{path}:{lineno}: a replay record needs task_id, turn and "
                                 f"reply (or an episode record with turns)")
            yield {"task_id": task_id, "turn": obj["turn"], "reply": reply,
                   "seed": obj.get("seed"), "policy": obj.get("policy"), "_line": lineno}


class ReplayPolicy:
    """Plays recorded replies keyed by task and turn.

    Args:
        arg: ``FILE`` or ``FILE#POLICY``.
        path: The file, when not given in ``arg``.
        select_policy: Keep only records whose ``policy`` is this.
        name: Policy name in results (default: ``replay:FILE``).

    Raises:
        ValueError: For a malformed file, or a policy filter that keeps nothing.
        FileNotFoundError: When the file does not exist.
    """

    def __init__(self, arg: str | None = None, *, path: str | None = None,
                 select_policy: str | None = None, name: str | None = None, **_: Any):
        spec = arg or path
        if not spec:
            raise ValueError("the replay policy needs a file: replay:FILE")
        file_part, sep, policy_part = spec.partition("#")
        files = replay_files(file_part)
        self.path = Path(file_part)
        self.select_policy = policy_part if sep else select_policy
        self.name = name or f"replay:{spec}"
        # (task_id, turn) -> {seed or None: reply}
        self._replies: dict[tuple[str, int], dict[int | None, str]] = {}
        self._seeds: dict[str, set[int]] = {}
        self._short_ids: dict[str, set[str]] = {}
        # benchmark record key -> (priority, reply, where)
        self._keyed: dict[ReplayKey, tuple[int, str, str]] = {}
        policies: set[str] = set()
        n = 0
        records: list[dict[str, Any]] = []
        for file in files:
            if _is_codeloop_file(file):
                records += iter_replay_records(file)
                continue
            for key, reply, priority, where in iter_keyed_records(file):
                old = self._keyed.get(key)
                if old is not None and old[0] == priority and old[1] != reply:
                    raise ValueError(f"{where}: another reply for {key} than {old[2]}; give "
                                     f"one model's files per replay policy")
                if old is None or priority > old[0]:
                    self._keyed[key] = (priority, reply, where)
        for rec in records:
            policies.add(str(rec.get("policy")))
            if self.select_policy is not None and rec.get("policy") != self.select_policy:
                continue
            task_id, seed = str(rec["task_id"]), rec.get("seed")
            seed = int(seed) if seed is not None else None
            try:
                turn = int(rec["turn"])
            except (TypeError, ValueError) as exc:
                raise ValueError(f"{self.path}:{rec['_line']}: bad turn {rec['turn']!r}") from exc
            slot = self._replies.setdefault((task_id, turn), {})
            if seed in slot and slot[seed] != rec["reply"]:
                raise ValueError(
                    f"{self.path}:{rec['_line']}: two different replies for task {task_id} "
                    f"turn {turn}" + (f" seed {seed}" if seed is not None else "") +
                    "; pick one policy with replay:FILE#POLICY")
            slot[seed] = str(rec["reply"])
            if seed is not None:
                self._seeds.setdefault(task_id, set()).add(seed)
            self._short_ids.setdefault(task_id.rsplit("/", 1)[-1], set()).add(task_id)
            n += 1
        if n == 0 and not self._keyed and self.select_policy is not None:
            raise ValueError(f"{self.path} has no records of policy {self.select_policy!r} "
                             f"(it has: {', '.join(sorted(policies))})")
        self.n_records = n + len(self._keyed)

    def _file_task_id(self, task_id: str) -> str | None:
        if any(key[0] == task_id for key in self._replies):
            return task_id
        short = task_id.rsplit("/", 1)[-1]
        candidates = self._short_ids.get(short, set())
        if task_id in candidates:
            return task_id
        if len(candidates) == 1:
            return next(iter(candidates))
        return None

    def lookup(self, task_id: str, turn: int, seed: int | None) -> str:
        """The recorded reply for a task's turn.

        Raises:
            PolicyError: When the file has no reply for it (the message names task and turn).
        """
        file_id = self._file_task_id(task_id)
        slot: Mapping[int | None, str] = self._replies.get((file_id, turn), {}) if file_id \
            else {}
        if seed in slot:
            return slot[seed]
        if None in slot:
            return slot[None]
        if file_id is not None and len(self._seeds.get(file_id, ())) == 1 and len(slot) == 1:
            return next(iter(slot.values()))
        where = f"{self.path}" + (f" (policy {self.select_policy})" if self.select_policy else "")
        if slot:
            raise PolicyError(
                f"no recorded reply for task {task_id} turn {turn} seed {seed} in {where}; it "
                f"has that turn for seeds {sorted(k for k in slot if k is not None)}")
        raise PolicyError(f"no recorded reply for task {task_id} turn {turn} in {where}")

    def keyed_lookup(self, metadata: Mapping[str, Any], task_id: str, turn: int) -> str | None:
        """The benchmark output record a task's round plays, or None when the task names none.

        Raises:
            PolicyError: When the task names a record the files do not hold.
        """
        keys = metadata.get("replay_keys")
        if not keys or not self._keyed:
            return None
        if turn > len(keys):
            raise PolicyError(f"task {task_id} has no recorded round {turn} (its benchmark "
                              f"records cover {len(keys)} rounds)")
        key = tuple(keys[turn - 1])
        found = self._keyed.get(key)  # type: ignore[call-overload]
        if found is None:
            raise PolicyError(f"no recorded reply for task {task_id} turn {turn}: no record "
                              f"{key} in {self.path}")
        return found[1]

    def act(self, messages: Sequence[Message], context: TurnContext) -> Reply:
        """Returns the recorded reply for this task and turn."""
        text = self.keyed_lookup(context.task.metadata, context.task.id, context.turn)
        if text is None:
            text = self.lookup(context.task.id, context.turn, context.seed)
        return Reply(text=text, meta={"replayed": True})
