"""Interactive metrics on hand-built episodes (pure functions: no sandbox needed)."""

from __future__ import annotations

import pytest

from codeloop.rewards.episode import Episode, TurnRecord
from codeloop.rewards.interactive import (
    comparison_rows,
    instruction_mrr,
    interventions,
    repair_satisfaction,
    solved_round,
    summarize_by_developer,
    summarize_interactive,
    turns_to_satisfy,
)
from codeloop.rewards.metrics import instruction_following_efficiency
from codeloop.rewards.verdict import CheckResult, InstructionVerdict


def verdict(iid, passed, units=1):
    return InstructionVerdict(iid, tuple(CheckResult(f"u{k}", passed, "") for k in range(units)))


def turn(n, focus, introduced, passes, kind="instruction", voice=None, drop=()):
    """``passes``: {instruction id: passed} for the active instructions (in order)."""
    decision = {"kind": kind, "focus": focus, "introduce": list(introduced), "drop": list(drop)}
    if voice is not None:
        decision["meta"] = {"voice": voice}
    return TurnRecord(turn=n, kind=kind, focus=focus, introduced=tuple(introduced),
                      active=tuple(passes), developer_message="", reply="", code="",
                      extraction_note="", verdicts={k: verdict(k, v, 2 if k == "base" else 1)
                                                    for k, v in passes.items()},
                      decision=decision)


def episode(turns, developer="dynamic[failing-tests]/template", policy="p", status="completed"):
    return Episode(task_id="t", policy=policy, developer=developer, seed=0, turns=list(turns),
                   status=status)


# base, then a (fails, fixed by feedback), then b (fails twice, dropped), then c (passes).
DYN = episode([
    turn(1, "base", ["base"], {"base": True}),
    turn(2, "a", ["a"], {"base": True, "a": False}),
    turn(3, "a", [], {"base": True, "a": True}, kind="feedback"),
    turn(4, "b", ["b"], {"base": True, "a": True, "b": False}),
    turn(5, "b", [], {"base": True, "a": False, "b": False}, kind="feedback"),
    turn(6, "c", ["c"], {"base": True, "a": True, "c": True}, drop=["b"]),
])


def test_turns_to_satisfy():
    assert turns_to_satisfy(DYN) == {"base": 1, "a": 2, "b": None, "c": 1}


def test_solved_round_targets_what_was_finally_asked():
    assert solved_round(DYN) == 6  # base, a and c all pass first at round 6
    never = episode([turn(1, "base", ["base"], {"base": False})])
    assert solved_round(never) is None
    # Repair-style: everything given at once, solved at the second round.
    rep = episode([turn(1, "base", ["base", "x"], {"base": True, "x": False}),
                   turn(2, "x", [], {"base": True, "x": True}, kind="feedback")])
    assert solved_round(rep) == 2


def test_instruction_mrr():
    assert instruction_mrr(DYN) == pytest.approx((1 + 1 / 2 + 0 + 1) / 4)


def test_ife_counts_every_round():
    assert instruction_following_efficiency(DYN)[2] == pytest.approx((2 + 1) / 3)


def test_repair_satisfaction_per_round_with_carry_forward():
    rep = episode([turn(1, "base", ["base", "x", "y"], {"base": True, "x": False, "y": False}),
                   turn(2, "x", [], {"base": True, "x": True, "y": False}, kind="feedback"),
                   turn(3, "y", [], {"base": True, "x": True, "y": True}, kind="feedback")])
    assert repair_satisfaction(rep) == pytest.approx([1 / 3, 2 / 3, 1.0])
    assert repair_satisfaction(rep, rounds=4) == pytest.approx([1 / 3, 2 / 3, 1, 1, 1])
    assert repair_satisfaction(rep, strict=True) == [0.0, 0.0, 1.0]


LEAKY = {"source": "llm", "fallback": False, "leaks_caught": 1, "regenerations": 1,
         "rejected": 1, "attempts": [{"outcome": "leak"}, {"outcome": "ok"}]}
FALLBACK = {"source": "template", "fallback": True, "leaks_caught": 2, "regenerations": 2,
            "rejected": 3, "attempts": [{"outcome": "leak"}, {"outcome": "empty"},
                                        {"outcome": "leak"}]}
ERROR = {"source": "template", "fallback": True, "attempts": [{"outcome": "error"}]}


def test_interventions_are_counted():
    ep = episode([turn(1, "base", ["base"], {"base": True}, voice=LEAKY),
                  turn(2, "a", ["a"], {"base": True, "a": True}, voice=FALLBACK),
                  turn(3, "b", ["b"], {"base": True, "b": True}, voice=ERROR),
                  turn(4, "c", ["c"], {"base": True, "c": True},
                       voice={"source": "agent", "fallback": False})])
    assert interventions(ep) == {"messages": 4, "llm_messages": 1, "attempts": 6,
                                 "leaks_caught": 3, "regenerations": 3, "rejected": 4,
                                 "fallbacks": 2, "errors": 1, "agent_messages": 1}
    assert interventions(DYN)["messages"] == 6 and interventions(DYN)["fallbacks"] == 0


def test_summaries_split_by_developer_and_exclude_errored():
    other = episode([turn(1, "base", ["base"], {"base": False}),
                     turn(2, "base", [], {"base": True}, kind="feedback")],
                    developer="repair[violated-instructions,k=4]/template")
    broken = episode([], status="errored")
    by_dev = summarize_by_developer([DYN, other, broken])
    assert list(by_dev) == ["p | dynamic[failing-tests]/template",
                            "p | repair[violated-instructions,k=4]/template"]
    dyn = by_dev["p | dynamic[failing-tests]/template"]
    assert dyn["episodes"] == 2 and dyn["errored"] == 1
    assert dyn["mrr"] == pytest.approx(1 / 6) and dyn["recall"] == 1.0
    assert dyn["recall_at"]["5"] == 0.0
    rep = by_dev["p | repair[violated-instructions,k=4]/template"]
    assert rep["mrr"] == pytest.approx(1 / 2)
    assert rep["repair_satisfaction"]["per_turn"] == [0.0, 1.0]
    rows = comparison_rows(by_dev)
    assert [r["group"] for r in rows] == list(by_dev) and rows[1]["MRR"] == pytest.approx(0.5)
    assert summarize_interactive([])["mrr"] is None


def test_instructions_superseded_on_arrival_are_not_counted():
    # Upfront with a functionality extension: the base tests are never active.
    ep = episode([turn(1, "ext", ["base", "ext", "x"], {"ext": True, "x": True})])
    assert turns_to_satisfy(ep) == {"ext": 1, "x": 1}
    assert instruction_mrr(ep) == 1.0


def _unjudged(iid):
    return InstructionVerdict(iid, (CheckResult("judge", False, "no judge", judged=False),))


def test_an_errored_round_satisfies_nothing_and_has_no_repair_satisfaction():
    from dataclasses import replace

    from codeloop.rewards.episode import TURN_ERRORED

    first = turn(1, "base", ["base", "x"], {"base": True, "x": False})
    broken = replace(turn(2, "x", [], {"base": True, "x": True}, kind="feedback"),
                     status=TURN_ERRORED, error="the sandbox could not start", verdicts={})
    ep = episode([first, broken])
    assert repair_satisfaction(ep) == [0.5, None]
    assert repair_satisfaction(ep, strict=True) == [0.0, None]
    assert solved_round(ep) is None and turns_to_satisfy(ep) == {"base": 1, "x": None}
    summary = summarize_interactive([ep])
    # The errored round is left out of the per-round average instead of counting as 0.
    assert summary["repair_satisfaction"]["n_per_turn"] == [1, 0]
    assert summary["repair_satisfaction"]["mean"] == 0.5


def test_not_judged_instructions_are_neither_satisfied_nor_violated():
    from dataclasses import replace

    first = turn(1, "base", ["base", "style"], {"base": True, "style": True})
    ep = episode([replace(first, verdicts={"base": verdict("base", True, 2),
                                           "style": _unjudged("style")})])
    # Never judged: left out of turns-to-satisfy, of the solved target and of satisfaction.
    assert turns_to_satisfy(ep) == {"base": 1}
    assert solved_round(ep) == 1
    assert repair_satisfaction(ep) == [1.0] and repair_satisfaction(ep, strict=True) == [1.0]
    only_unjudged = episode([replace(turn(1, "style", ["style"], {"style": True}),
                                     verdicts={"style": _unjudged("style")})])
    summary = summarize_interactive([only_unjudged])
    assert summary["unjudged"] == 1 and summary["mrr"] is None and summary["recall"] is None
    assert repair_satisfaction(only_unjudged) == [None]
