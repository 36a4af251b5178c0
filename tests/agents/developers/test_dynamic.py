"""The dynamic strategy against CodeIF-Bench's published protocol, decision by decision."""

from __future__ import annotations

import pytest
from conftest import (
    ALL,
    BROKEN,
    DOC,
    PLAIN,
    STRINGS,
    STRINGS_DOC,
    WRONG,
    ScriptPolicy,
    bank_tasks,
)

from codeloop.agents.developers import make_developer
from codeloop.agents.policies import make_policy
from codeloop.episode_loop import play_episode
from codeloop.rewards.checks.evaluate import evaluate
from codeloop.rewards.episode import BASE_ID, Episode


def play(task, policy, sandbox, seed=0, **options) -> Episode:
    ep = play_episode(task, policy, make_developer("dynamic", strategy_options=options),
                      sandbox, seed=seed)
    assert ep.status == "completed", ep.error
    return ep


def assert_dynamic_protocol(task, ep: Episode, sandbox, budget_factor: int = 2) -> None:
    """Re-derives every decision of a dynamic episode from its verdicts and checks it."""
    budget = budget_factor * len(task.instructions)
    turns = ep.turns
    assert 1 <= len(turns) <= budget
    assert (turns[0].kind, turns[0].focus, turns[0].introduced) == ("instruction", BASE_ID,
                                                                     (BASE_ID,))
    given, dropped = [BASE_ID], set()
    for prev, cur in zip(turns, turns[1:], strict=False):
        decision = cur.decision
        if prev.kind == "instruction" and not prev.passed(prev.focus):
            # A failed instruction round is followed by a feedback round on the same instruction.
            assert cur.kind == "feedback", cur.turn
            assert cur.focus == prev.focus and cur.introduced == ()
            assert decision["drop"] == []
            continue
        # Otherwise an instruction round; a failed feedback round drops its instruction.
        assert cur.kind == "instruction", cur.turn
        failed_fb = prev.kind == "feedback" and not prev.passed(prev.focus)
        expect_drop = [prev.focus] if failed_fb and prev.focus != BASE_ID else []
        assert decision["drop"] == expect_drop, cur.turn
        dropped.update(expect_drop)
        # The new instruction is the first (task order) not given, not dropped, and not yet
        # satisfied by the code of the previous round: checked here independently of the probe.
        candidates = [i.id for i in task.instructions if i.id not in given and i.id not in dropped]
        verdicts, _ = evaluate(prev.code, [(i, task.checks_of(i)) for i in candidates], sandbox)
        unsatisfied = [i for i in candidates if not verdicts[i].passed]
        assert cur.introduced == (unsatisfied[0],) and cur.focus == unsatisfied[0], cur.turn
        assert decision["meta"]["probe"] == {i: verdicts[i].passed for i in candidates}
        given.append(cur.focus)
        assert not dropped & set(cur.active), "a dropped instruction is still checked"
    end = ep.metadata["end"]
    last = turns[-1]
    if len(turns) == budget:
        assert "budget" in end["reason"]
    else:
        assert not (last.kind == "instruction" and not last.passed(last.focus))
        fb_failed = last.kind == "feedback" and not last.passed(last.focus)
        gone = dropped | ({last.focus} if fb_failed and last.focus != BASE_ID else set())
        left = [i.id for i in task.instructions if i.id not in given and i.id not in gone]
        verdicts, _ = evaluate(last.code, [(i, task.checks_of(i)) for i in left], sandbox)
        assert all(v.passed for v in verdicts.values()), "ended with unsatisfied instructions"


def cumulative(ctx):
    """Satisfies every instruction given so far."""
    given = set(ctx.given)
    if "hints" in given:
        return ALL
    if "doc" in given:
        return STRINGS_DOC
    return STRINGS if "strings" in given else PLAIN


def test_all_followed_gives_each_instruction_once_without_feedback(toy, sandbox):
    ep = play(toy, ScriptPolicy(cumulative), sandbox)
    assert [(t.kind, t.focus) for t in ep.turns] == [
        ("instruction", "base"), ("instruction", "strings"), ("instruction", "doc"),
        ("instruction", "hints")]
    assert "every instruction given" in ep.metadata["end"]["reason"]
    assert_dynamic_protocol(toy, ep, sandbox)


def test_failed_instruction_round_gets_a_feedback_round(toy, sandbox):
    ep = play(toy, ScriptPolicy([PLAIN, PLAIN, STRINGS, STRINGS_DOC, ALL]), sandbox)
    kinds = [(t.kind, t.focus) for t in ep.turns]
    assert kinds[:4] == [("instruction", "base"), ("instruction", "strings"),
                         ("feedback", "strings"), ("instruction", "doc")]
    fb = ep.turns[2]
    assert fb.decision["feedback"]["level"] == "failing-tests"
    assert "add('x', 1)" in fb.developer_message  # the full failing test is revealed
    assert ep.turns[3].decision["drop"] == []
    assert_dynamic_protocol(toy, ep, sandbox)


def test_failed_feedback_round_drops_the_instruction(toy, sandbox):
    ep = play(toy, ScriptPolicy([PLAIN, PLAIN, PLAIN, DOC, ALL]), sandbox)
    assert [(t.kind, t.focus) for t in ep.turns][:4] == [
        ("instruction", "base"), ("instruction", "strings"), ("feedback", "strings"),
        ("instruction", "doc")]
    assert ep.turns[3].decision["drop"] == ["strings"]
    for turn in ep.turns[3:]:
        assert "strings" not in turn.active and "strings" not in turn.verdicts
    # ALL at the hints round satisfies everything left: the episode ends there.
    assert ep.turns[-1].focus == "hints"
    assert_dynamic_protocol(toy, ep, sandbox)


def test_next_instruction_skips_those_the_code_already_satisfies(toy, sandbox):
    # DOC at round 1 already satisfies "doc"; STRINGS_DOC keeps it satisfied.
    ep = play(toy, ScriptPolicy([DOC, STRINGS_DOC, ALL]), sandbox)
    assert [t.focus for t in ep.turns] == ["base", "strings", "hints"]
    assert ep.turns[1].decision["meta"]["probe"] == {"strings": False, "doc": True,
                                                     "hints": False}
    assert ep.turns[2].decision["meta"]["probe"] == {"doc": True, "hints": False}
    assert "doc" not in {i for t in ep.turns for i in t.introduced}
    assert_dynamic_protocol(toy, ep, sandbox)


def test_code_that_satisfies_everything_ends_the_episode(toy, sandbox):
    ep = play(toy, ScriptPolicy([ALL]), sandbox)
    assert len(ep.turns) == 1
    assert "already satisfies every remaining instruction" in ep.metadata["end"]["reason"]


def test_budget_is_twice_the_instructions_every_round_counted(toy, sandbox):
    ep = play(toy, ScriptPolicy([WRONG]), sandbox)
    assert len(ep.turns) == 2 * len(toy.instructions) == 6
    assert [(t.kind, t.focus) for t in ep.turns] == [
        ("instruction", "base"), ("feedback", "base"),       # base kept after failing twice
        ("instruction", "strings"), ("feedback", "strings"),
        ("instruction", "doc"), ("feedback", "doc")]
    assert ep.turns[2].decision["drop"] == []  # the base problem is never dropped
    assert ep.turns[4].decision["drop"] == ["strings"]
    assert ep.metadata["end"]["reason"].startswith("round budget spent (6/6)")
    assert_dynamic_protocol(toy, ep, sandbox)


def test_budget_options(toy, sandbox):
    ep = play(toy, ScriptPolicy([WRONG]), sandbox, budget=3)
    assert len(ep.turns) == 3
    ep = play(toy, ScriptPolicy([WRONG]), sandbox, budget_factor=3)
    assert len(ep.turns) == 8  # base x2 + three instructions x2: nothing left before 9
    with pytest.raises(ValueError):
        make_developer("dynamic", strategy_options={"budget_factor": 0})


def test_no_feedback_on_base_when_disabled(toy, sandbox):
    ep = play(toy, ScriptPolicy([WRONG, STRINGS, STRINGS_DOC, ALL]), sandbox,
              feedback_on_base=False)
    assert [(t.kind, t.focus) for t in ep.turns][:2] == [("instruction", "base"),
                                                         ("instruction", "strings")]


@pytest.mark.parametrize("level,present,absent", [
    ("none", [], ["compiler_error", "violated", "failing"]),
    ("pass-fail", [], ["compiler_error", "violated", "failing"]),
    ("compiler-errors", ["compiler_error"], ["violated", "failing"]),
    ("violated-instructions", ["compiler_error", "violated"], ["failing"]),
    ("failing-tests-partial", ["compiler_error", "violated", "failing"], []),
    ("failing-tests", ["compiler_error", "violated", "failing"], []),
])
def test_feedback_levels_reveal_exactly_their_facts(toy, sandbox, level, present, absent):
    ep = play(toy, ScriptPolicy([PLAIN, BROKEN, STRINGS]), sandbox, feedback=level)
    fb_turn = ep.turns[2]
    assert fb_turn.kind == "feedback"
    facts = fb_turn.decision["feedback"]
    assert facts["level"] == level
    for key in present:
        assert facts.get(key), key
    for key in absent:
        assert key not in facts, key
    message = fb_turn.developer_message
    if level == "none":
        assert facts["passed"] is None
        assert "does not do what I asked" not in message
        assert "numbers only" not in message  # not even a reminder of the request
    else:
        assert "does not do what I asked" in message
    if "compiler_error" in present:
        assert "does not parse" in message
    if level in ("failing-tests-partial", "failing-tests"):
        n = len(facts["failing"])
        assert n == (1 if level == "failing-tests-partial" else 2)
    assert ep.developer == f"dynamic[{level}]/template"


def test_random_order_is_seeded(toy, sandbox):
    def second(seed):
        ep = play(toy, ScriptPolicy([PLAIN, ALL]), sandbox, seed=seed, order="random")
        return ep.turns[1].focus

    firsts = {seed: second(seed) for seed in range(8)}
    assert firsts == {seed: second(seed) for seed in range(8)}  # same seed, same choice
    assert len(set(firsts.values())) > 1


@pytest.mark.parametrize("policy", ["reference", "stubborn", "forgetful", "no-code"])
def test_bank_episodes_follow_the_protocol(policy, sandbox):
    for task in bank_tasks(2):
        ep = play(task, make_policy(policy), sandbox, seed=3)
        assert_dynamic_protocol(task, ep, sandbox)
        if policy == "reference":
            assert all(t.kind == "instruction" for t in ep.turns)
        if policy == "stubborn" and len(ep.turns) > 2:
            assert any(t.kind == "feedback" for t in ep.turns)
