"""The leak guard: does a developer message give away what the model must find itself?

An LLM playing the developer (especially the *expert* persona, who sees the reference solution
and the hidden tests) may quote them. The guard extracts the task's secrets and looks for them
in every LLM-written message:

``reference_code``
    Lines of a reference (or solo reference) solution.
``test_source``
    Lines of a hidden test.
``expected_output``
    The literal side of an ``==`` comparison in a test (what the function must return).
``test_literal``
    Distinctive string and number literals of the tests (inputs and messages).
``code_block``
    A fenced code block the developer wrote itself: the developer never writes the code.

Anything the strategy chose to reveal is not a leak: secrets that occur in the *allowed* text
(the prompt, the instructions, the template wording of the decision, which carries exactly the
facts of the feedback level, and the model's own code) are ignored. Matching ignores
whitespace, case and the kind of quotes, so reformatting does not hide a leak.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from codeloop.envs.tasks.schema import Task

KINDS = ("reference_code", "test_source", "expected_output", "test_literal", "code_block")

_MIN_LINE = 14  # normalised characters; shorter lines ("return counts") say nothing specific
_MIN_EXPECTED = 4
_MIN_STRING = 5
_FENCE = re.compile(r"```[a-zA-Z0-9_+-]*\n(.*?)```", re.S)


def normalize(text: str) -> str:
    """Whitespace removed, lowercased, double quotes as single quotes."""
    return re.sub(r"\s+", "", text).lower().replace('"', "'")


@dataclass(frozen=True)
class Leak:
    """A secret found in a message.

    Attributes:
        kind: One of :data:`KINDS`.
        snippet: The secret (cut to 80 characters), for the record.
    """

    kind: str
    snippet: str

    def to_dict(self) -> dict[str, str]:
        """Returns a JSON-ready dict."""
        return {"kind": self.kind, "snippet": self.snippet}


@dataclass(frozen=True)
class _Secret:
    kind: str
    text: str
    norm: str


def _code_lines(source: str) -> Iterable[str]:
    for line in source.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", "def ", "class ", "import ", "from ", "@")):
            continue
        yield stripped


def _literal_side(node: ast.AST) -> bool:
    try:
        ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False
    return True


def task_secrets(task: Task) -> list[_Secret]:
    """Every secret of a task (see the module docstring)."""
    found: dict[tuple[str, str], _Secret] = {}

    def add(kind: str, text: str, norm: str | None = None) -> None:
        norm = normalize(text) if norm is None else norm
        found.setdefault((kind, norm), _Secret(kind, text, norm))

    sources = list(task.references or ()) + [i.solo_reference for i in task.instructions
                                             if i.solo_reference]
    for source in sources:
        for line in _code_lines(source):
            if len(normalize(line)) >= _MIN_LINE:
                add("reference_code", line)
    tests = [t for iid in ["base", *(i.id for i in task.instructions)]
             for c in task.checks_of(iid) if c.is_test for t in c.params.get("tests", [])]
    for test in tests:
        for line in _code_lines(test):
            if len(normalize(line)) >= _MIN_LINE:
                add("test_source", line)
        try:
            tree = ast.parse(test)
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare) and any(isinstance(op, ast.Eq) for op in node.ops):
                for side in (node.left, *node.comparators):
                    if _literal_side(side):
                        seg = ast.get_source_segment(test, side) or ""
                        if len(normalize(seg)) >= _MIN_EXPECTED:
                            add("expected_output", seg)
            elif isinstance(node, ast.Constant):
                value = node.value
                if isinstance(value, str):
                    distinctive = len(value.strip()) >= _MIN_STRING and (
                        len(value) >= 8 or not value.strip().isalnum())
                    if distinctive:
                        # Strings are matched as written (spacing matters inside them).
                        add("test_literal", value, "s:" + value.lower())
                elif isinstance(value, int | float) and not isinstance(value, bool):
                    text = repr(value)
                    if len(text.lstrip("-")) >= 3:
                        add("test_literal", text, "n:" + text)
    return list(found.values())


class LeakGuard:
    """Checks developer messages against one task's secrets.

    Args:
        task: The task whose reference solutions and hidden tests must not leak.
    """

    def __init__(self, task: Task):
        self.task = task
        self.secrets = task_secrets(task)

    def check(self, message: str, allowed: Sequence[str] = ()) -> list[Leak]:
        """Returns the leaks in a message (empty when it is clean).

        Args:
            message: The message to check.
            allowed: Texts whose content may be repeated (prompt, instructions, the
                template's wording of the decision, the model's own code).
        """
        allowed_norm = normalize("\n".join(allowed))
        allowed_raw = "\n".join(allowed).lower()
        msg_norm = normalize(message)
        msg_raw = message.lower()
        leaks: list[Leak] = []
        for secret in self.secrets:
            if secret.norm.startswith("s:"):
                needle = secret.norm[2:]
                hit = needle in msg_raw and needle not in allowed_raw
            elif secret.norm.startswith("n:"):
                pattern = re.compile(rf"(?<!\w)(?<!\d\.){re.escape(secret.norm[2:])}"
                                     rf"(?!\w)(?!\.\d)")
                hit = bool(pattern.search(message)) and not pattern.search("\n".join(allowed))
            else:
                hit = secret.norm in msg_norm and secret.norm not in allowed_norm
            if hit:
                leaks.append(Leak(secret.kind, secret.text[:80]))
        allowed_lines = {normalize(ln) for text in allowed for ln in text.splitlines()}
        for block in _FENCE.findall(message):
            own = [ln for ln in block.splitlines() if ln.strip()]
            if len(own) >= 2 and any(normalize(ln) not in allowed_lines for ln in own):
                leaks.append(Leak("code_block", own[0].strip()[:80]))
        return leaks
