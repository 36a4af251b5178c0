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
   ``result`` and ``passed``) are read too; where both hold a record, the raw reply is
   played, unless they disagree (see ``?prefer=`` below).
   Two-round and n-round play the base answer first: give the base file too
   (``replay:base.jsonl,n.jsonl``). Under ``--compat codeif-bench`` the requirement rounds'
   keys are positions (``#i``): the i-th requirement record of the task in the raw file plays
   the round of the i-th strategy (of ``requirements`` in single- and two-round, of
   ``multi-turn`` in n-round), as CodeIF-Bench's evaluation zips them.
4. MultiCodeIF responses, a JSON array of ``{"id", "response": [[prompt, reply], ...]}`` per
   model and constraint type (the file's stem starts with the type; the last pair's reply is
   played); key ``(multicodeif, type, id, round)``, round ``k`` for a file under a directory
   ``Rk`` (self-repair round k), else 0. A single-level task plays round ``t - 1`` at turn
   ``t``; a multi-level chain plays the record of level ``t - 1``.

A benchmark round with no record (a published conversation that never asked that requirement,
a self-repair round nobody ran) is played **unanswered**: the reply carries
``meta["unanswered"]`` with the reason, the world records the round errored with that reason
(left out of every metric, counted and listed in the summary and reports) and the episode goes
on to the recorded rounds after it.

MultiCodeIF records carry the prompt they answered (after the harness' preamble, "The following
is the input: "). A round-0 record whose prompt is not the task's prompt for that round (the
published multi-level files of some models hold, under an id, a reply to another chain's
prompt) is paired by prompt text instead: the record of the same type and round whose prompt
it is. When no record has it, the round is unanswered, saying why. Self-repair rounds are not
compared (their prompts are the harness' repair wording).

A directory may hold both CodeIF-Bench's raw outputs and its ``*_results.jsonl`` for the same
records. Where the results file's code is not the code the harness extracts from the raw reply
(it judged another sample), the policy refuses to guess: ``?prefer=raw`` or
``?prefer=results`` after the paths (``replay:DIR?prefer=results``) picks one, and the error
says how many records differ.

Replay is faithful as long as the developer is deterministic given the replies (every built-in
strategy is, for a fixed seed): the same replies lead to the same rounds.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from codeloop.agents.policies.base import Message, PolicyError, Reply, TurnContext
from codeloop.envs.tasks.schema import Task
from codeloop.rewards.benchmarks import multicodeif_type_of
from codeloop.rewards.extract import extract_codeif_bench

REPLY_FIELDS = ("reply", "response", "completion", "output")
CODEIF, MULTICODEIF = "codeif-bench", "multicodeif"

ReplayKey = tuple[str, str, str | None] | tuple[str, str, str, int]
"""What a benchmark output record is keyed by (see the module docstring)."""

PREFER = ("raw", "results")
"""Values of ``?prefer=``: which CodeIF-Bench file wins where raw outputs and results disagree."""

_INPUT_MARK = "The following is the input:"
"""What MultiCodeIF's harness writes between its preamble and the task's prompt."""


class Unanswered(PolicyError):
    """A benchmark round with no record to play (the reason says which and why)."""


def _norm(text: str) -> str:
    return " ".join(text.split())


def prompt_tail(recorded: str) -> str:
    """The task's prompt inside a recorded MultiCodeIF prompt (after the harness' preamble)."""
    head, mark, tail = recorded.rpartition(_INPUT_MARK)
    return _norm(tail if mark else recorded)


def round_prompt(task: Task, turn: int) -> str:
    """The prompt a MultiCodeIF task's round states: the task's, or the level's restatement."""
    if turn <= 1:
        return task.prompt
    index = turn - 2
    return task.instructions[index].text if index < len(task.instructions) else ""


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


def iter_keyed_records(path: Path) -> Iterator[tuple[ReplayKey, str, int, str, str | None]]:
    """Reads a benchmark output file as ``(key, reply, priority, where, prompt)``.

    Priority 1 for raw replies, 0 for CodeIF-Bench's ``*_results.jsonl`` (extracted code);
    ``prompt`` is the recorded prompt of a MultiCodeIF record (its first pair's), else None.

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
                f"{path}[{i}]", str(pairs[0][0])
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
            str(rec["completion"]), priority, f"{path}:{lineno}", None


def _positions(files: Iterable[Path]) -> dict[str, tuple[str | None, list[str]]]:
    """Task id -> (the raw file, its requirement records' replies in file order).

    What CodeIF-Bench's evaluation reads: it zips these with ``requirements`` (single- and
    two-round) or ``multi-turn`` (n-round). Results files are not counted (they hold the
    records regrouped by requirement); a task with such records in two raw files gets ``None``
    as its file (ambiguous, refused at lookup).
    """
    out: dict[str, tuple[str | None, list[str]]] = {}
    for path in files:
        if path.suffix != ".jsonl" or path.name.endswith("_results.jsonl"):
            continue
        mine: dict[str, list[str]] = {}
        for key, reply, _prio, _where, _prompt in iter_keyed_records(path):
            if key[0] == CODEIF and key[2] is not None:
                mine.setdefault(str(key[1]), []).append(reply)
        for tid, replies in mine.items():
            out[tid] = (None, []) if tid in out else (str(path), replies)
    return out


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
        file_part, _mark, query = file_part.partition("?")
        options = dict(kv.partition("=")[::2] for kv in query.split("&") if kv)
        unknown = sorted(set(options) - {"prefer"})
        if unknown or options.get("prefer", "raw") not in PREFER:
            raise ValueError(f"replay:PATHS takes ?prefer=raw or ?prefer=results (got "
                             f"?{query})")
        self.prefer: str | None = options.get("prefer")
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
        # MultiCodeIF: key -> recorded prompt (normalised), (type, round, prompt) -> key
        self._prompts: dict[ReplayKey, str] = {}
        self._by_prompt: dict[tuple[str, int, str], ReplayKey] = {}
        # CodeIF-Bench records held by both a raw file and a results file: key -> both
        both: dict[ReplayKey, dict[int, tuple[str, str]]] = {}
        policies: set[str] = set()
        n = 0
        records: list[dict[str, Any]] = []
        for file in files:
            if _is_codeloop_file(file):
                records += iter_replay_records(file)
                continue
            for key, reply, priority, where, prompt in iter_keyed_records(file):
                old = self._keyed.get(key)
                if old is not None and old[0] == priority and old[1] != reply:
                    raise ValueError(f"{where}: another reply for {key} than {old[2]}; give "
                                     f"one model's files per replay policy")
                if key[0] == CODEIF:
                    both.setdefault(key, {})[priority] = (reply, where)
                if prompt is not None and len(key) == 4:
                    self._prompts[key] = prompt_tail(prompt)
                    self._by_prompt.setdefault((key[1], int(key[3]), self._prompts[key]), key)
                if old is None or priority > old[0]:
                    self._keyed[key] = (priority, reply, where)
        self._pick_sides(both)
        self._positional = _positions(f for f in files if not _is_codeloop_file(f))
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
        self.disagreements = getattr(self, "disagreements", 0)

    def _pick_sides(self, both: Mapping[ReplayKey, Mapping[int, tuple[str, str]]]) -> None:
        """Raw outputs vs results files: the same sample, or the user picks one.

        A results file holds the code the harness extracted from the raw reply it judged. When
        that is not what the harness extracts from the raw reply here, the two files are of
        different samples, and which one is replayed changes the figures.

        Raises:
            ValueError: When they differ and no ``?prefer=`` says which to play.
        """
        differ = [(key, sides) for key, sides in both.items() if len(sides) == 2 and
                  _norm(extract_codeif_bench(sides[1][0]).code or "") != _norm(sides[0][0])]
        if self.prefer == "results":
            for key, sides in both.items():
                if 0 in sides:
                    self._keyed[key] = (2, *sides[0])
        if not differ or self.prefer is not None:
            self.disagreements = len(differ)
            return
        (key, sides), n = differ[0], len(differ)
        raise ValueError(
            f"the raw outputs and the results files disagree on {n} of "
            f"{sum(len(s) == 2 for s in both.values())} records they share (e.g. {key}: "
            f"{sides[1][1]} vs {sides[0][1]}: the results file judged another sample); add "
            f"?prefer=raw or ?prefer=results to the replay paths to pick which to play")

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

    def keyed_lookup(self, metadata: Mapping[str, Any], task_id: str, turn: int,
                     task: Task | None = None) -> str | None:
        """The benchmark output record a task's round plays, or None when the task names none.

        Args:
            metadata: The task's metadata (``replay_keys``).
            task_id: The task's id, for messages.
            turn: The 1-based round.
            task: The task, to compare a MultiCodeIF record's prompt with the round's.

        Raises:
            Unanswered: When the files hold no record for the round, or only one that answered
                another prompt (the message says which).
        """
        keys = metadata.get("replay_keys")
        if not keys or not self._keyed:
            return None
        if turn > len(keys):
            raise Unanswered(f"task {task_id} has no recorded round {turn} (its benchmark "
                             f"records cover {len(keys)} rounds)")
        key: ReplayKey = tuple(keys[turn - 1])
        if key[0] == CODEIF and isinstance(key[2], str) and key[2].startswith("#"):
            return self._position(str(key[1]), int(key[2][1:]), task_id, turn)
        if task is not None and key[0] == MULTICODEIF and len(key) == 4 and int(key[3]) == 0:
            key = self._paired(key, _norm(round_prompt(task, turn)), task_id, turn)
        found = self._keyed.get(key)
        if found is None:
            raise Unanswered(f"no recorded reply for task {task_id} turn {turn}: no record "
                             f"{key} in {self.path}")
        return found[1]

    def _position(self, tid: str, index: int, task_id: str, turn: int) -> str:
        """The requirement record at ``index`` of a task, in file order (compat).

        Raises:
            Unanswered: When the files hold fewer records for the task (CodeIF-Bench's zip
                stops there too).
            PolicyError: When several files hold such records for the task (which one the
                harness read is unknown).
        """
        found = self._positional.get(tid)
        if found is not None and found[0] is None:
            raise PolicyError(f"several replay files hold requirement records of task {tid}; "
                              f"CodeIF-Bench pairs one file's records by position: give one "
                              f"single-, two- or n-round output file per replay")
        if found is None or index >= len(found[1]):
            held = len(found[1]) if found else 0
            hint = "" if held or not any(k[0] == CODEIF and k[1] == tid and k[2] is not None
                                         for k in self._keyed) else (
                "; only results files hold its records, and they are regrouped by requirement:"
                " give the raw output file to pair by position")
            raise Unanswered(f"no recorded reply for task {task_id} turn {turn}: the raw "
                             f"output holds {held} requirement records of the task, the round "
                             f"is position {index} (CodeIF-Bench pairs them by position){hint}")
        return found[1][index]

    def _paired(self, key: ReplayKey, expected: str, task_id: str, turn: int) -> ReplayKey:
        """The record answering ``expected``: ``key``'s own, else the one with that prompt.

        Raises:
            Unanswered: When ``key``'s record answered another prompt and none answered this.
        """
        recorded = self._prompts.get(key)
        if recorded is None or not expected or recorded == expected:
            return key
        other = self._by_prompt.get((str(key[1]), 0, expected))
        if other is not None:
            return other
        raise Unanswered(
            f"the record {key} in {self.path} answered another prompt than task {task_id}'s "
            f"round {turn} (recorded: {recorded[:80]!r}...; the task's: {expected[:80]!r}...), "
            f"and no record of that type answered this one")

    def act(self, messages: Sequence[Message], context: TurnContext) -> Reply:
        """Returns the recorded reply for this task and turn (unanswered: see the module doc)."""
        try:
            text = self.keyed_lookup(context.task.metadata, context.task.id, context.turn,
                                     context.task)
        except Unanswered as exc:
            return Reply(text="", meta={"replayed": True, "unanswered": str(exc)})
        if text is None:
            text = self.lookup(context.task.id, context.turn, context.seed)
        return Reply(text=text, meta={"replayed": True})
