"""Reward functions on hand-built episodes, with hand-computed values."""

from __future__ import annotations

import pytest

from codeloop.rewards.episode import Episode, TurnRecord
from codeloop.rewards.functions import (
    REWARDS,
    SHAPED_WEIGHTS,
    TERMS,
    base_test_reward,
    conversation_reward,
    current_instruction_reward,
    episode_return,
    format_reward,
    make_retention_reward,
    parse_reward_spec,
    resolve_reward,
    retention_reward,
    reward_terms,
    weighted,
)
from codeloop.rewards.verdict import CheckResult, InstructionVerdict


def verdict(iid: str, passed: int, total: int, kind: str = "test") -> InstructionVerdict:
    names = [f"test {k + 1}: assert f()" if kind == "test" else "docstring" for k in range(total)]
    return InstructionVerdict(iid, tuple(
        CheckResult(names[k], k < passed, "ok" if k < passed else "failed",
                    sandboxed=kind == "test")
        for k in range(total)))


def turn(n: int, focus: str, active: list[str], verdicts: dict[str, InstructionVerdict],
         code: str | None = "def f():\n    return 1\n", reward: float = 0.0) -> TurnRecord:
    return TurnRecord(
        turn=n, kind="instruction", focus=focus, introduced=(focus,), active=tuple(active),
        developer_message="", reply="", code=code, extraction_note="", verdicts=verdicts,
        reward=reward)


@pytest.fixture
def episode() -> Episode:
    # base: 3 tests; i1: 2 tests; i2: 1 static rule.
    return Episode("t", "p", "static", turns=[
        # turn 1: base 3/3 -> IA 1, CA 1, IFR 0
        turn(1, "base", ["base"], {"base": verdict("base", 3, 3)}),
        # turn 2: base 3/3, i1 2/2 -> IA 1, CA 1, IFR 0
        turn(2, "i1", ["base", "i1"], {"base": verdict("base", 3, 3),
                                       "i1": verdict("i1", 2, 2)}),
        # turn 3: base 2/3, i1 2/2, i2 1/1 -> IA 1, CA 5/6, IFR 1/2 (base broken)
        turn(3, "i2", ["base", "i1", "i2"], {"base": verdict("base", 2, 3),
                                             "i1": verdict("i1", 2, 2),
                                             "i2": verdict("i2", 1, 1, kind="static")}),
    ])


def prefix(ep: Episode, k: int) -> Episode:
    return Episode(ep.task_id, ep.policy, ep.developer, turns=ep.turns[:k])


def test_current_instruction_and_conversation(episode):
    assert current_instruction_reward(episode) == 1.0
    assert conversation_reward(episode) == pytest.approx(5 / 6)
    assert conversation_reward(prefix(episode, 2)) == 1.0


def test_retention_penalises_breaking_what_was_satisfied(episode):
    # CA 5/6 minus IFR 1/2 (base was satisfied at turns 1-2 and is broken now).
    assert retention_reward(episode) == pytest.approx(5 / 6 - 1 / 2)
    assert make_retention_reward(0.5)(episode) == pytest.approx(5 / 6 - 0.25)
    # Nothing satisfied before: no penalty beyond CA.
    assert retention_reward(prefix(episode, 1)) == 1.0


def test_retention_range_and_validation():
    ep = Episode("t", "p", "s", turns=[
        turn(1, "base", ["base"], {"base": verdict("base", 1, 1)}),
        turn(2, "i1", ["base", "i1"], {"base": verdict("base", 0, 1), "i1": verdict("i1", 0, 1)}),
    ])
    assert retention_reward(ep) == -1.0
    with pytest.raises(ValueError):
        make_retention_reward(-1.0)


def test_base_test_rate(episode):
    assert base_test_reward(episode) == pytest.approx(2 / 3)


def test_base_test_rate_falls_back_to_extension_tests_when_superseded():
    # A functionality extension retired the base tests: its tests stand in; static units
    # (the docstring rule) do not count as tests.
    ep = Episode("t", "p", "s", turns=[turn(1, "ext", ["ext", "doc"], {
        "ext": verdict("ext", 1, 4), "doc": verdict("doc", 1, 1, kind="static")})])
    assert base_test_reward(ep) == pytest.approx(1 / 4)


def test_base_test_rate_reads_the_units_kind_not_its_name():
    # Which units are tests is a field of the unit, not its label: a held-out test ("held-out
    # test 1") counts, a static rule whose label reads "test ..." does not (issue 26).
    held = CheckResult("held-out test 1", False, "held-out test failed", held_out=True,
                       sandboxed=True)
    shown = CheckResult("test 1: assert f(1) == 1", True, "ok", sandboxed=True)
    named_like_a_test = CheckResult("test coverage note", True, "ok")
    ep = Episode("t", "p", "s", turns=[turn(1, "ext", ["ext"], {
        "ext": InstructionVerdict("ext", (shown, held, named_like_a_test))})])
    assert base_test_reward(ep) == pytest.approx(1 / 2)
    back = CheckResult.from_dict(held.to_dict())
    assert back.sandboxed and not CheckResult.from_dict(named_like_a_test.to_dict()).sandboxed


def test_format_term():
    def one(code):
        return Episode("t", "p", "s", turns=[turn(1, "base", ["base"],
                                                  {"base": verdict("base", 0, 1)}, code=code)])

    assert format_reward(one("def f():\n    return 1\n")) == 1.0
    assert format_reward(one("def f(:\n")) == 0.25
    assert format_reward(one(None)) == 0.0


def test_empty_episode_pays_zero():
    empty = Episode("t", "p", "s")
    for name in TERMS:
        assert REWARDS[name](empty) == 0.0
    assert episode_return(empty) == 0.0


def test_weighted_combination(episode):
    fn = weighted({"instruction": 1.0, "conversation": 3.0})
    assert fn(episode) == pytest.approx((1.0 + 3 * 5 / 6) / 4)
    assert "instruction=1" in fn.__name__
    shaped = resolve_reward("shaped")
    expected = (SHAPED_WEIGHTS["conversation"] * 5 / 6 + SHAPED_WEIGHTS["instruction"] * 1.0
                + SHAPED_WEIGHTS["format"] * 1.0) / sum(SHAPED_WEIGHTS.values())
    assert shaped(episode) == pytest.approx(expected)
    # Mappings go through resolve_reward too (what CodeLoopEnv(reward={...}) uses).
    assert resolve_reward({"instruction": 1.0, "conversation": 3.0})(episode) == fn(episode)
    with pytest.raises(ValueError):
        weighted({})
    with pytest.raises(ValueError):
        resolve_reward({"nope": 1.0})


def test_names_the_env_uses_still_resolve():
    assert resolve_reward("instruction") is current_instruction_reward
    assert resolve_reward("conversation") is conversation_reward
    with pytest.raises(ValueError, match="unknown reward"):
        resolve_reward("nope")


def test_reward_terms_and_spec_parsing(episode):
    terms = reward_terms(episode)
    assert set(terms) == set(TERMS)
    assert terms["conversation"] == pytest.approx(5 / 6)
    assert parse_reward_spec("shaped") == "shaped"
    assert parse_reward_spec("instruction=1,conversation=0.5") == {
        "instruction": 1.0, "conversation": 0.5}
    with pytest.raises(ValueError):
        parse_reward_spec("instruction=x")


def test_episode_return_counts_unplayed_turns_as_zero():
    ep = Episode("t", "p", "s", turns=[
        turn(1, "base", ["base"], {}, reward=1.0), turn(2, "i1", ["base"], {}, reward=0.5)])
    assert episode_return(ep) == pytest.approx(0.75)
    assert episode_return(ep, expected_turns=4) == pytest.approx(1.5 / 4)
    assert episode_return(ep, expected_turns=1) == pytest.approx(0.75)
