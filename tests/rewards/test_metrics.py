"""IA, CA, IFR and IFE on hand-built episodes with hand-computed values."""

from __future__ import annotations

import pytest

from codeloop.rewards.episode import Episode, TurnRecord
from codeloop.rewards.metrics import (
    aggregate,
    conversation_accuracy,
    instruction_accuracy,
    instruction_following_efficiency,
    instruction_forgetting_ratio,
    summarize,
)
from codeloop.rewards.verdict import CheckResult, InstructionVerdict


def verdict(iid: str, passed: int, total: int) -> InstructionVerdict:
    return InstructionVerdict(iid, tuple(
        CheckResult(f"c{k}", k < passed, "ok" if k < passed else "failed") for k in range(total)))


def turn(n: int, focus: str, active: list[str], results: dict[str, tuple[int, int]],
         kind: str = "instruction") -> TurnRecord:
    return TurnRecord(
        turn=n, kind=kind, focus=focus, introduced=(focus,) if kind == "instruction" else (),
        active=tuple(active), developer_message="", reply="", code="", extraction_note="",
        verdicts={iid: verdict(iid, *pt) for iid, pt in results.items()})


@pytest.fixture
def episode() -> Episode:
    # base has 3 tests, i1 has 2, i2 has 1 (static units count like tests).
    return Episode("t", "p", "static", turns=[
        # turn 1: base 2/3 -> IA 0, CA 2/3, IFR 0 (nothing followed before)
        turn(1, "base", ["base"], {"base": (2, 3)}),
        # turn 2: base 3/3, i1 2/2 -> IA 1, CA 5/5, IFR 0 (base never passed before)
        turn(2, "i1", ["base", "i1"], {"base": (3, 3), "i1": (2, 2)}),
        # turn 3: base 3/3, i1 1/2, i2 1/1 -> IA 1, CA 5/6, IFR 1/2 (i1 forgotten of {base,i1})
        turn(3, "i2", ["base", "i1", "i2"], {"base": (3, 3), "i1": (1, 2), "i2": (1, 1)}),
    ])


def test_instruction_accuracy(episode):
    assert instruction_accuracy(episode) == [0.0, 1.0, 1.0]


def test_conversation_accuracy(episode):
    assert conversation_accuracy(episode) == pytest.approx([2 / 3, 1.0, 5 / 6])


def test_instruction_forgetting_ratio(episode):
    assert instruction_forgetting_ratio(episode) == pytest.approx([0.0, 0.0, 0.5])


def test_instruction_following_efficiency(episode):
    # passed units / round number: 2/1, 5/2, 5/3
    assert instruction_following_efficiency(episode) == pytest.approx([2.0, 2.5, 5 / 3])


def test_superseded_instruction_leaves_the_active_set():
    # i2 supersedes base: base's failing verdict is no longer active, so it is not counted.
    ep = Episode("t", "p", "static", turns=[
        turn(1, "base", ["base"], {"base": (1, 1)}),
        turn(2, "i2", ["i2"], {"i2": (2, 2)}),
    ])
    assert conversation_accuracy(ep) == [1.0, 1.0]
    assert instruction_forgetting_ratio(ep) == [0.0, 0.0]


def test_forgetting_counts_only_instructions_followed_earlier():
    ep = Episode("t", "p", "static", turns=[
        turn(1, "base", ["base"], {"base": (1, 1)}),
        turn(2, "a", ["base", "a"], {"base": (1, 1), "a": (1, 1)}),
        turn(3, "b", ["base", "a", "b"], {"base": (0, 1), "a": (0, 1), "b": (1, 1)}),
    ])
    assert instruction_forgetting_ratio(ep) == [0.0, 0.0, 1.0]


def test_aggregate_averages_per_turn_over_episodes_that_reached_it():
    agg = aggregate([[1.0, 0.0, 1.0], [0.0, 1.0]])
    assert agg["per_turn"] == [0.5, 0.5, 1.0]
    assert agg["n_per_turn"] == [2, 2, 1]
    assert agg["mean"] == pytest.approx(3 / 5)


def test_summarize_excludes_errored_episodes(episode):
    errored = Episode("t2", "p", "static", status="errored", error="API down")
    summary = summarize([episode, errored])
    assert summary["p"]["episodes"] == 2
    assert summary["p"]["errored"] == 1
    assert summary["p"]["metrics"]["IA"]["per_turn"] == [0.0, 1.0, 1.0]
    assert set(summary["p"]["metrics"]) == {"IA", "CA", "IFR", "IFE"}


def test_episode_round_trips_through_json(episode):
    import json

    again = Episode.from_dict(json.loads(json.dumps(episode.to_dict())))
    assert again.to_dict() == episode.to_dict()
    assert conversation_accuracy(again) == conversation_accuracy(episode)
