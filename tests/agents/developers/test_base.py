"""Decision records and the world hooks external developers use."""

from __future__ import annotations

from conftest import ALL, PLAIN

from codeloop.agents.developers import Decision, make_developer, speak
from codeloop.agents.developers.feedback import LEVELS, normalize_level, reveals
from codeloop.envs.world import CodingWorld


def test_decision_round_trips_and_keeps_old_records_identical():
    d = Decision("feedback", focus="a", drop=("b",), feedback={"level": "none"},
                 meta={"round": 3})
    assert Decision.from_dict(d.to_dict()) == d
    assert "meta" not in Decision("open", focus="base").to_dict()


def test_speak_returns_notes_only_for_noting_voices(toy):
    dev = make_developer("static")
    decision = dev.strategy.first(toy, None)
    message, notes = speak(dev.voice, toy, decision, [])
    assert message.startswith(toy.prompt) and notes == {}


def test_levels_are_ordered_and_aliased():
    assert LEVELS[0] == "none" and LEVELS[-1] == "failing-tests"
    assert normalize_level("full") == "failing-tests"
    assert reveals("failing-tests-partial", "violated-instructions")
    assert not reveals("pass-fail", "compiler-errors")


def test_world_lets_an_external_developer_word_each_decision(toy, sandbox):
    world = CodingWorld(toy, make_developer("dynamic"), sandbox, seed=0)
    assert world.open(speak_now=False) == "" and world.next_decision.focus == "base"
    world.say(world.next_decision, "my own words", {"source": "agent"})
    assert world.messages[-1]["content"] == "my own words"
    outcome = world.submit("```python\n" + PLAIN + "```", speak_now=False)
    assert outcome.next_message is None and not outcome.done
    assert world.next_decision.focus == "strings"
    assert world.probe(["doc"])["doc"].passed is False
    world.say(world.next_decision, "next", None)
    outcome = world.submit("```python\n" + ALL + "```")
    assert outcome.done and world.episode.metadata["end"]["kind"] == "end"
    assert world.episode.turns[0].decision["meta"]["voice"] == {"source": "agent"}
