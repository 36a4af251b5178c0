"""repair, upfront, followup and static against their published protocols."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import ALL, DOC, PLAIN, STRINGS, STRINGS_DOC, TOY, ScriptPolicy, bank_tasks, toy_task

from codeloop.agents.developers import available_strategies, make_developer
from codeloop.agents.developers.common import select_instructions
from codeloop.agents.policies import make_policy
from codeloop.episode_loop import play_episode
from codeloop.rewards.episode import BASE_ID


def play(task, policy, sandbox, strategy, seed=0, **options):
    ep = play_episode(task, policy, make_developer(strategy, strategy_options=options), sandbox,
                      seed=seed)
    assert ep.status == "completed", ep.error
    return ep


def test_every_strategy_is_registered():
    assert {"static", "dynamic", "repair", "upfront", "followup"} <= set(available_strategies())


# ----------------------------------------------------------------------------- repair


def test_repair_gives_all_constraints_then_repairs_violations(toy, sandbox):
    ep = play(toy, ScriptPolicy([PLAIN, STRINGS, ALL]), sandbox, "repair")
    first = ep.turns[0]
    assert first.introduced == (BASE_ID, "strings", "doc", "hints")
    for text in (i.text for i in toy.instructions):
        assert text in first.developer_message
    assert [t.kind for t in ep.turns] == ["instruction", "feedback", "feedback"]
    for prev, cur in zip(ep.turns, ep.turns[1:], strict=False):
        violated = [i for i in prev.active if not prev.passed(i)]
        facts = cur.decision["feedback"]
        assert cur.decision["meta"]["violated"] == violated == facts["violated_ids"]
        assert facts["previous_code"] == prev.code  # MultiCodeIF quotes the previous code
        assert prev.code.strip() in cur.developer_message
        assert cur.focus == violated[0]
    assert ep.metadata["end"]["reason"] == "every constraint satisfied"


def test_repair_stops_after_k_rounds(toy, sandbox):
    ep = play(toy, ScriptPolicy([PLAIN]), sandbox, "repair")
    assert len(ep.turns) == 1 + 4
    assert ep.metadata["end"]["reason"].startswith("repair rounds spent (4/4)")
    ep = play(toy, ScriptPolicy([PLAIN]), sandbox, "repair", rounds=2)
    assert len(ep.turns) == 3
    ep = play(toy, ScriptPolicy([PLAIN]), sandbox, "repair", rounds=0)
    assert len(ep.turns) == 1


def test_repair_ends_at_once_when_satisfied(toy, sandbox):
    ep = play(toy, ScriptPolicy([ALL]), sandbox, "repair")
    assert len(ep.turns) == 1


def test_repair_feedback_level_is_a_parameter(toy, sandbox):
    ep = play(toy, ScriptPolicy([PLAIN, STRINGS_DOC, ALL]), sandbox, "repair",
              feedback="pass-fail", include_code=False)
    facts = ep.turns[1].decision["feedback"]
    assert facts["passed"] is False and "violated" not in facts and "previous_code" not in facts
    assert ep.developer == "repair[pass-fail,k=4]/template"


# ----------------------------------------------------------------------------- upfront/followup


def test_upfront_is_one_round_with_every_constraint(toy, sandbox):
    ep = play(toy, ScriptPolicy([STRINGS]), sandbox, "upfront")
    assert len(ep.turns) == 1
    assert ep.turns[0].introduced == (BASE_ID, "strings", "doc", "hints")
    assert "Requirements:" in ep.turns[0].developer_message
    assert ep.turns[0].active == (BASE_ID, "strings", "doc", "hints")


def test_followup_is_a_first_solution_then_the_instructions_one_per_round(toy, sandbox):
    # CodeAlignBench's follow-up setting, and what docs and report say: one by one (issue 24).
    ep = play(toy, ScriptPolicy([PLAIN, STRINGS, STRINGS_DOC, ALL]), sandbox, "followup")
    assert [t.introduced for t in ep.turns] == [(BASE_ID,), ("strings",), ("doc",), ("hints",)]
    assert toy.prompt in ep.turns[0].developer_message
    assert "Requirements" not in ep.turns[0].developer_message
    assert ep.developer == "followup/template"
    ep = play(toy, ScriptPolicy([PLAIN, ALL]), sandbox, "followup", all_at_once=True)
    assert [t.introduced for t in ep.turns] == [(BASE_ID,), ("strings", "doc", "hints")]
    assert all(i.text in ep.turns[1].developer_message for i in toy.instructions)
    assert ep.developer == "followup[all-at-once]/template"


def test_the_cli_chooses_all_at_once():
    import argparse

    from codeloop.agents.developers.cli_options import (
        add_developer_arguments,
        developer_config_from_args,
    )

    parser = argparse.ArgumentParser()
    add_developer_arguments(parser)
    config = developer_config_from_args(parser.parse_args(["--developer", "followup",
                                                           "--all-at-once"]))
    assert config["developer_options"] == {"all_at_once": True}
    assert developer_config_from_args(parser.parse_args(["--developer", "followup"]))[
        "developer_options"] == {}


def test_upfront_and_followup_choose_the_same_instructions(toy, sandbox):
    for seed in range(5):
        up = play(toy, ScriptPolicy([PLAIN]), sandbox, "upfront", seed=seed, instructions=2,
                  order="random")
        fu = play(toy, ScriptPolicy([PLAIN]), sandbox, "followup", seed=seed, instructions=2,
                  order="random")
        assert up.turns[0].introduced[1:] == fu.turns[1].introduced + fu.turns[2].introduced
        assert len(fu.turns) == 3


def test_conflicting_instructions_are_never_given_together(sandbox):
    raw = {**TOY, "instructions": [*TOY["instructions"], {
        "id": "ints", "category": "annotation_coverage", "conflicts": ["hints"],
        "text": "Annotate `a`, `b` and the return value as int.",
        "checks": [{"kind": "type_hints", "params": {"exact": {
            "add": {"a": "int", "b": "int", "return": "int"}}}}]}]}
    task = toy_task(instructions=raw["instructions"])
    assert select_instructions(task, None, "task", np.random.default_rng(0)) == (
        "strings", "doc", "hints")
    ep = play(task, ScriptPolicy([ALL]), sandbox, "upfront")
    assert "ints" not in ep.turns[0].introduced
    dyn = play(task, ScriptPolicy([PLAIN, STRINGS, STRINGS_DOC, ALL]), sandbox, "dynamic")
    assert "ints" not in {i for t in dyn.turns for i in t.introduced}


# ----------------------------------------------------------------------------- static


def test_static_gives_one_instruction_per_turn_without_feedback(toy, sandbox):
    ep = play(toy, ScriptPolicy([PLAIN]), sandbox, "static")
    assert [t.introduced for t in ep.turns] == [(BASE_ID,), ("strings",), ("doc",), ("hints",)]
    assert all(t.kind == "instruction" for t in ep.turns)


# ----------------------------------------------------------------------------- bank + names


@pytest.mark.parametrize("strategy", ["repair", "upfront", "followup"])
def test_bank_reference_satisfies_everything(strategy, sandbox):
    for task in bank_tasks(2):
        ep = play(task, make_policy("reference"), sandbox, strategy)
        last = ep.turns[-1]
        assert all(last.passed(i) for i in last.active), [v.summary() for v in
                                                          last.verdicts.values()]
        assert len(ep.turns) == (1 + len(task.instructions) if strategy == "followup" else 1)


def test_developer_names_carry_their_options():
    names = {make_developer(s).name for s in available_strategies()}
    assert len(names) == len(available_strategies())
    assert make_developer("dynamic", strategy_options={"feedback": "none"}).name == \
        "dynamic[none]/template"


def test_unknown_option_is_a_clear_error():
    with pytest.raises(ValueError, match="does not take"):
        make_developer("static", strategy_options={"feedback": "none"})
    with pytest.raises(ValueError, match="unknown feedback level"):
        make_developer("dynamic", strategy_options={"feedback": "everything"})


def test_template_voice_words_drops_and_doc(toy, sandbox):
    ep = play(toy, ScriptPolicy([PLAIN, PLAIN, PLAIN, DOC, ALL]), sandbox, "dynamic")
    assert "leave this earlier request aside" in ep.turns[3].developer_message


def test_focus_of_a_multi_instruction_round_is_an_active_instruction(sandbox):
    ext = {"id": "ext", "category": "functionality_extension", "supersedes": ["base"],
           "text": "Add an optional third number `c` (default 0) to the sum.",
           "checks": [{"kind": "tests", "params": {"tests": ["assert add(1, 2, 3) == 6"]}}]}
    task = toy_task(instructions=[*TOY["instructions"], ext])
    three = "def add(a, b, c=0):\n    return a + b + c\n"
    for strategy in ("upfront", "repair"):
        ep = play(task, ScriptPolicy([three]), sandbox, strategy)
        first = ep.turns[0]
        assert BASE_ID not in first.active and first.focus == "strings"
        assert first.focus in first.active
    ep = play(task, ScriptPolicy([PLAIN, three]), sandbox, "followup")
    assert ep.turns[1].focus == "strings" and ep.turns[1].focus in ep.turns[1].active
