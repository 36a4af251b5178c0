r"""A policy that plays recorded replies, so outputs can be rescored without calling a model.

Spec: ``replay:FILE`` or ``replay:FILE#POLICY`` (keep only the records of that policy).

File format (JSON Lines, UTF-8), one of two kinds of line, freely mixed:

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

Replay is faithful as long as the developer is deterministic given the replies (every built-in
strategy is, for a fixed seed): the same replies lead to the same rounds.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from codeloop.agents.policies.base import Message, PolicyError, Reply, TurnContext

REPLY_FIELDS = ("reply", "response", "completion", "output")


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
        self.path = Path(file_part)
        self.select_policy = policy_part if sep else select_policy
        self.name = name or f"replay:{spec}"
        # (task_id, turn) -> {seed or None: reply}
        self._replies: dict[tuple[str, int], dict[int | None, str]] = {}
        self._seeds: dict[str, set[int]] = {}
        self._short_ids: dict[str, set[str]] = {}
        policies: set[str] = set()
        n = 0
        for rec in iter_replay_records(self.path):
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
        if n == 0 and self.select_policy is not None:
            raise ValueError(f"{self.path} has no records of policy {self.select_policy!r} "
                             f"(it has: {', '.join(sorted(policies))})")
        self.n_records = n

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

    def act(self, messages: Sequence[Message], context: TurnContext) -> Reply:
        """Returns the recorded reply for this task and turn."""
        text = self.lookup(context.task.id, context.turn, context.seed)
        return Reply(text=text, meta={"replayed": True})
