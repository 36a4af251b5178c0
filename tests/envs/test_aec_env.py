"""The two-agent PettingZoo view of the coding world."""

from __future__ import annotations

import json

import pytest
from pettingzoo.test import api_test

from codeloop.agents.developers import Developer, LLMVoice, make_developer
from codeloop.agents.developers.dynamic import DynamicStrategy
from codeloop.agents.policies import make_policy
from codeloop.envs.aec_env import (
    CODER,
    DEVELOPER,
    CodeLoopAECEnv,
    VoiceDeveloperAgent,
    play_aec_episode,
)
from codeloop.envs.sandbox import make_sandbox
from codeloop.envs.tasks import load_tasks
from codeloop.episode_loop import play_episode

# api_test advises numeric arrays and "player_0" names; text agents named by role are intended.
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning:pettingzoo.test.api_test")

PLAIN = "def add(a, b):\n    return a + b\n"
TOY = {
    "id": "toy/add", "entry_point": "add",
    "prompt": "Write a function `add(a, b)` that returns the sum of two numbers.",
    "base_checks": [{"kind": "tests", "params": {"tests": ["assert add(1, 2) == 3"]}}],
    "instructions": [
        {"id": "doc", "category": "docstring", "text": "Give `add` a docstring.",
         "checks": [{"kind": "docstring", "params": {"names": ["add"]}}]},
        {"id": "hints", "category": "annotation_coverage",
         "text": "Annotate `a`, `b` and the return value as float.",
         "checks": [{"kind": "type_hints", "params": {"exact": {
             "add": {"a": "float", "b": "float", "return": "float"}}}}]}],
    "references": [PLAIN, "def add(a, b):\n    \"\"\"Adds.\"\"\"\n    return a + b\n",
                   "def add(a: float, b: float) -> float:\n    \"\"\"Adds.\"\"\"\n"
                   "    return a + b\n"],
}


@pytest.fixture(scope="module")
def sandbox():
    sb = make_sandbox("local")
    yield sb
    sb.close()


@pytest.fixture
def toy():
    from codeloop.envs.tasks.schema import task_from_dict

    return task_from_dict(TOY)


class EchoChat:
    """TEST DOUBLE for an LLM endpoint (no model can be trusted to say a given thing); the
    real-server path is covered by tests/agents/developers/test_llm_voice_e2e.py."""

    model = "echo"

    def complete(self, messages, **params):
        return "Could you handle that next, please?"


@pytest.mark.parametrize("strategy", ["static", "dynamic", "repair"])
def test_api_test_passes(strategy, toy, sandbox):
    env = CodeLoopAECEnv([toy], developer=strategy, sandbox=sandbox)
    api_test(env, num_cycles=30)


def test_api_test_on_the_bank(sandbox):
    tasks = [t for t in load_tasks("bank") if t.references][:2]
    api_test(CodeLoopAECEnv(tasks, developer="dynamic", sandbox=sandbox), num_cycles=20)


def test_same_records_as_the_single_agent_world(toy, sandbox):
    env = CodeLoopAECEnv([toy], developer="dynamic", sandbox=sandbox)
    for name in ("reference", "stubborn", "forgetful"):
        aec = play_aec_episode(env, make_policy(name), seed=5)
        direct = play_episode(toy, make_policy(name), make_developer("dynamic"), sandbox,
                              seed=aec.seed, policy_name=name)
        strip = lambda ep: [(t.focus, t.kind, t.introduced, t.developer_message, t.reward,  # noqa: E731
                             {k: v.passed for k, v in t.verdicts.items()}) for t in ep.turns]
        assert strip(aec) == strip(direct)
        assert aec.metadata["end"] == direct.metadata["end"]


def test_turn_order_observations_and_rewards(toy, sandbox):
    env = CodeLoopAECEnv([toy], developer="static", sandbox=sandbox)
    env.reset(seed=1)
    assert env.agent_selection == DEVELOPER
    obs, *_ , info = env.last()
    assert obs.startswith("Decision: ")
    assert json.loads(obs.split("\n", 1)[0][len("Decision: "):])["kind"] == "open"
    assert info["decision"]["focus"] == "base"
    env.step("")  # the developer's own voice
    assert env.agent_selection == CODER
    assert env.observe(CODER) == env.world.messages[-1]["content"]
    env.step(f"```python\n{PLAIN}```")
    assert env.agent_selection == DEVELOPER
    assert env.rewards == {DEVELOPER: 1.0, CODER: 1.0}
    env.step("Now please add a docstring to add.")
    assert env.world.messages[-1]["content"] == "Now please add a docstring to add."
    env.step(f"```python\n{PLAIN}```")
    assert env.rewards[CODER] == pytest.approx(0.5)  # base passes, the docstring does not


def test_a_leaking_developer_agent_is_replaced_and_recorded(toy, sandbox):
    env = CodeLoopAECEnv([toy], developer="static", sandbox=sandbox)
    env.reset(seed=1)
    env.step("")
    env.step(f"```python\n{PLAIN}```")
    env.step("Hint: the test is assert add(1, 2) == 3 and here is code:\n```python\n"
             "def add(a: float, b: float) -> float:\n    return a + b\n```")
    env.step(f"```python\n{PLAIN}```")
    notes = env.episode.turns[1].decision["meta"]["voice"]
    assert notes["fallback"] is True and notes["leaks_caught"] == 1
    assert {x["kind"] for x in notes["agent_leaks"]} >= {"test_source", "code_block"}
    assert "assert add(1, 2)" not in env.episode.turns[1].developer_message


def test_an_llm_developer_agent_drives_the_developer_side(toy, sandbox):
    agent = VoiceDeveloperAgent(LLMVoice("echo", chat=EchoChat(), answer_format=""))
    env = CodeLoopAECEnv([toy], developer="dynamic", sandbox=sandbox)
    ep = play_aec_episode(env, make_policy("stubborn"), developer=agent, seed=2)
    assert ep.status == "completed" and len(ep.turns) == 4  # budget 2 x 2 instructions
    assert all(t.developer_message == "Could you handle that next, please?" for t in ep.turns)
    assert all(t.decision["meta"]["voice"]["source"] == "agent" for t in ep.turns)


def test_a_policy_can_drive_the_coder_with_the_llm_voice_inside(toy, sandbox):
    dev = Developer(DynamicStrategy(), LLMVoice("echo", chat=EchoChat()))
    env = CodeLoopAECEnv([toy], developer=dev, sandbox=sandbox)
    ep = play_aec_episode(env, make_policy("reference"), seed=0)
    assert [t.focus for t in ep.turns] == ["base", "doc", "hints"]
    assert all(t.decision["meta"]["voice"]["source"] == "llm" for t in ep.turns)


def test_agents_cannot_end_the_episode_and_dead_steps_take_none(toy, sandbox):
    env = CodeLoopAECEnv([toy], developer="static", sandbox=sandbox)
    env.reset(seed=0)
    steps = 0
    for agent in env.agent_iter():
        _, _, term, trunc, _ = env.last()
        if term or trunc:
            with pytest.raises(ValueError):
                env.step("not None")
            env.step(None)
            continue
        env.step("" if agent == DEVELOPER else "I am done, goodbye.")
        steps += 1
    assert steps == 2 * 3 and env.agents == []


def test_render_and_close(toy):
    env = CodeLoopAECEnv([toy], developer="static", render_mode="ansi")
    env.reset(seed=0)
    env.step("")
    assert env.render().startswith("[developer] ")
    env.close()


def test_the_developer_agent_sees_no_held_out_reason():
    """A developer agent (an LLM under study) could pass a held-out test's values on."""
    from codeloop.envs.aec_env import _without_timings
    from codeloop.rewards.episode import TurnRecord
    from codeloop.rewards.verdict import CheckResult, InstructionVerdict

    results = (CheckResult("test 1", False, "assert add(1, 2) == 3: got 4, want 3"),
               CheckResult("held-out test 1", False, "assert add(7, 8) == 15: got 16, want 15",
                           held_out=True),
               # A reason a shown unit already gives tells nothing of the held-out one.
               CheckResult("held-out test 2", False, "assert add(1, 2) == 3: got 4, want 3",
                           held_out=True))
    turn = TurnRecord(turn=1, kind="instruction", focus="base", introduced=("base",),
                      active=("base",), developer_message="m", reply="r", code="x = 1",
                      extraction_note="", verdicts={"base": InstructionVerdict("base", results)})
    seen = _without_timings(turn).verdicts["base"].results
    assert seen[0].reason == results[0].reason
    assert seen[1].reason == "held-out test failed" and "15" not in seen[1].reason
    assert seen[1].passed is False and seen[1].held_out
    assert seen[2].reason == results[0].reason
