"""Shared fixtures: a toy task whose answers the tests write by hand, and a scripted coder."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from codeloop.agents.policies.base import Reply, TurnContext, fenced
from codeloop.envs.sandbox import make_sandbox
from codeloop.envs.tasks.schema import Task, task_from_dict

TOY = {
    "id": "toy/add",
    "entry_point": "add",
    "prompt": "Write a function `add(a, b)` that returns the sum of two numbers.",
    "base_checks": [{"kind": "tests", "params": {"tests": [
        "assert add(1, 2) == 3", "assert add(-1, 1) == 0"]}}],
    "instructions": [
        {"id": "strings", "category": "exception_handling",
         "text": "Raise a TypeError with the message 'numbers only' when an argument is a str.",
         "checks": [{"kind": "tests", "params": {"tests": [
             "try:\n    add('x', 1)\nexcept TypeError as e:\n    assert str(e) == 'numbers only'\n"
             "else:\n    raise AssertionError('no TypeError')",
             "try:\n    add(1, 'y')\nexcept TypeError:\n    pass\nelse:\n"
             "    raise AssertionError('no TypeError for b')"]}}]},
        {"id": "doc", "category": "docstring", "text": "Give `add` a docstring.",
         "checks": [{"kind": "docstring", "params": {"names": ["add"]}}]},
        {"id": "hints", "category": "annotation_coverage",
         "text": "Annotate `a`, `b` and the return value as float.",
         "checks": [{"kind": "type_hints", "params": {"exact": {
             "add": {"a": "float", "b": "float", "return": "float"}}}}]},
    ],
}

# Hand-written answers, named by what they satisfy.
PLAIN = "def add(a, b):\n    return a + b\n"
STRINGS = ("def add(a, b):\n    if isinstance(a, str) or isinstance(b, str):\n"
           "        raise TypeError('numbers only')\n    return a + b\n")
STRINGS_DOC = ("def add(a, b):\n    \"\"\"Adds.\"\"\"\n"
               "    if isinstance(a, str) or isinstance(b, str):\n"
               "        raise TypeError('numbers only')\n    return a + b\n")
DOC = "def add(a, b):\n    \"\"\"Adds two numbers.\"\"\"\n    return a + b\n"
ALL = ("def add(a: float, b: float) -> float:\n    \"\"\"Adds.\"\"\"\n"
       "    if isinstance(a, str) or isinstance(b, str):\n"
       "        raise TypeError('numbers only')\n    return a + b\n")
WRONG = "def add(a, b):\n    return a - b\n"
BROKEN = "def add(a, b)\n    return a + b\n"


def toy_task(**changes) -> Task:
    """The toy task, with top-level fields replaced by ``changes``."""
    return task_from_dict({**TOY, **changes})


class ScriptPolicy:
    """A scripted coder: its answer is chosen by a function of the turn context.

    Args:
        answer: ``context -> code`` (or a list of codes, one per turn; the last repeats).
        name: Policy name.
    """

    def __init__(self, answer: Callable[[TurnContext], str] | Sequence[str],
                 name: str = "script"):
        self.answer = answer
        self.name = name

    def act(self, messages, context: TurnContext) -> Reply:
        if callable(self.answer):
            code = self.answer(context)
        else:
            code = self.answer[min(context.turn, len(self.answer)) - 1]
        return Reply(fenced(code))


@pytest.fixture(scope="session")
def sandbox():
    sb = make_sandbox("local")
    yield sb
    sb.close()


@pytest.fixture
def toy() -> Task:
    return toy_task()


def bank_tasks(limit: int = 3) -> list[Task]:
    """Up to ``limit`` bank tasks with references (the bank grows; tests never count it)."""
    from codeloop.envs.tasks import load_tasks

    return [t for t in load_tasks("bank") if t.references][:limit]
