"""No reply can crash or stall the world: env.step, run_eval and the TRL judging path."""

from __future__ import annotations

import json
import time

import pytest

from codeloop.envs.code_env import CodeLoopEnv
from codeloop.envs.judging import judge_reply
from codeloop.envs.tasks import dump_tasks, load_tasks
from codeloop.rewards.checks.parsing import UNPARSEABLE, parse_code
from codeloop.runner import EvalConfig, run_eval

TASK = "bank/word_frequencies"


def _fence(code: str) -> str:
    return f"```python\n{code}```\n"


HOSTILE: dict[str, str] = {
    "backticks": "`" * 65536,
    "newlines in a second block": _fence("def f():\n    return 1\n") + "```python\n"
    + "\n" * 32768 + "```",
    "prose after an unparseable def": "def f(:\n" + "and the prose goes on and on\n" * 8000,
    "3000 nested unary minuses": _fence("def word_frequencies(text):\n    return "
                                        + "-" * 3000 + "1\n"),
    "100000-term sum": _fence("def word_frequencies(text):\n    return "
                              + "+".join(["1"] * 100000) + "\n"),
    "3000 nested lambdas": _fence("f = " + "lambda: " * 3000 + "1\n"),
    # A wrong answer: ``{}`` is right for the held-out empty-text case, and earns its share.
    "900-term annotation": _fence("def word_frequencies(text: " + "|".join(["int"] * 900)
                                  + ") -> dict:\n    return None\n"),
    "lone surrogate": _fence("def word_frequencies(text):\n    return '\ud800'\n"),
    "surrogate outside the code": "\udcff\n" + _fence("def word_frequencies(text):\n"
                                                      "    return None\n"),
    "NUL byte": _fence("def word_frequencies(text):\n    return {}\x00\n"),
    "over the size cap": "x = 1\n" * 50000,
}


@pytest.mark.parametrize("source,fragment", [
    ("x = " + "-" * 3000 + "1\n", "nests deeper"),
    ("x = '\ud800'\n", "not valid Unicode"),
    ("x = 1\x00\n", ""),
    ("def f(:\n", "line 1"),
])
def test_parse_code_gives_a_reason_for_every_failure(source, fragment):
    tree, reason = parse_code(source)
    assert tree is None and reason.startswith(UNPARSEABLE) and fragment in reason


@pytest.fixture
def env(local_sandbox):
    env = CodeLoopEnv(task_id=TASK, sandbox=local_sandbox)
    yield env
    env.close()


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_env_step_judges_a_hostile_reply_without_raising(env, name):
    env.reset(seed=0)
    started = time.perf_counter()
    _, reward, _, _, info = env.step(HOSTILE[name])
    elapsed = time.perf_counter() - started
    assert reward == 0.0
    reasons = [r["reason"] for v in info["verdicts"].values() for r in v["results"]]
    assert reasons and all(reasons)
    assert elapsed < 5.0, elapsed  # sandbox jobs included; extraction alone is milliseconds
    # The record serialises to one valid UTF-8 JSON line that reads back the same.
    line = env.episode.to_json_line()
    line.encode("utf-8")
    assert json.loads(line)["turns"][0]["reply"] == HOSTILE[name]


def test_unparseable_code_is_never_sent_to_the_sandbox(env):
    env.reset(seed=0)
    _, _, _, _, info = env.step(HOSTILE["3000 nested unary minuses"])
    reasons = {r["reason"] for v in info["verdicts"].values() for r in v["results"]}
    assert any(UNPARSEABLE in r and "nests deeper" in r for r in reasons)
    assert "sandbox" not in env.episode.turns[-1].timings


def test_the_trl_judging_path_survives_every_hostile_reply(local_sandbox):
    task = load_tasks("bank")[0]
    for name, reply in HOSTILE.items():
        judged = judge_reply(task, reply, ["base"], local_sandbox)
        assert not judged.verdicts["base"].passed, name


class _Hostile:
    """A policy that answers every round with the next hostile reply."""

    name = "hostile"

    def __init__(self) -> None:
        self.replies = list(HOSTILE.values())

    def act(self, messages, context):
        return self.replies[(len(messages) // 2) % len(self.replies)]


def test_run_eval_writes_hostile_episodes_safely(tmp_path):
    tasks = tmp_path / "tasks.jsonl"
    dump_tasks([t for t in load_tasks("bank") if t.id == TASK], tasks)
    out = tmp_path / "run"
    config = EvalConfig(policies=["hostile"], tasks=str(tasks), out=str(out), workers=1,
                        max_rounds=len(HOSTILE))
    result = run_eval(config, progress=False, policies={"hostile": _Hostile()})
    lines = (out / "episodes.jsonl").read_bytes().decode("utf-8").splitlines()
    assert len(lines) == 1
    episode = json.loads(lines[0])
    assert episode["status"] == "completed", episode.get("error")
    replies = [t["reply"] for t in episode["turns"]]
    assert any("\ud800" in r for r in replies)
    assert result is not None
