"""A check unit's and an instruction's state is a StrEnum; records are byte for byte the same.

The states were bare strings (``passed``, ``failed``, ``not judged``); an episode record holds
each verdict's ``status``. Records written before the enum read back and write out unchanged.
"""

from __future__ import annotations

import json

import pytest

from codeloop.rewards import verdict
from codeloop.rewards.episode import Episode
from codeloop.rewards.verdict import CheckResult, InstructionVerdict, VerdictStatus
from tests.codeloop.test_status_enums import OLD_LINE

# A verdict as codeloop wrote it before the enum: one unit not judged, one failed.
OLD_VERDICT = ('{"instruction_id": "i1", "passed": false, "status": "failed", "results": '
               '[{"check": "judge", "passed": false, "reason": "no judge", "duration_s": 0.0, '
               '"not_judged": true}, {"check": "test 1", "passed": false, "reason": "got 2", '
               '"duration_s": 0.1, "held_out": true, "sandboxed": true}]}')


def test_the_old_names_are_the_members_and_write_the_old_text():
    old = {"PASSED": "passed", "FAILED": "failed", "NOT_JUDGED": "not judged"}
    assert [m.value for m in VerdictStatus] == list(old.values())
    for name, text in old.items():
        member = getattr(verdict, name)
        assert type(member) is VerdictStatus and member == text
        assert (str(member), f"{member}", json.dumps(member)) == (text, text, json.dumps(text))


def test_an_old_verdict_reads_and_writes_back_byte_identical():
    read = InstructionVerdict.from_dict(json.loads(OLD_VERDICT))
    assert json.dumps(read.to_dict()) == OLD_VERDICT
    assert read.status is VerdictStatus.FAILED
    assert [type(r.status) for r in read.results] == [VerdictStatus, VerdictStatus]
    assert [r.status for r in read.results] == ["not judged", "failed"]
    # The held-out reason is looked up by the state: the same text as before.
    assert read.shown().results[1].reason == "held-out test failed"


def test_an_old_episode_record_still_round_trips_with_the_verdict_states():
    episode = Episode.from_dict(json.loads(OLD_LINE))
    assert episode.to_json_line() == OLD_LINE
    assert episode.turns[0].verdicts["base"].status is VerdictStatus.PASSED
    unjudged = InstructionVerdict("i", (CheckResult("judge", False, "", judged=False),))
    assert unjudged.status is VerdictStatus.NOT_JUDGED and not unjudged.judged


def test_a_rubric_judgement_is_a_rubric_status_with_the_old_text():
    from codeloop.rewards import judge
    from codeloop.rewards.judge import RubricStatus, RubricVerdict, parse_rubric

    for name, text in {"PASS": "pass", "FAIL": "fail", "UNPARSEABLE": "unparseable"}.items():
        member = getattr(judge, name)
        assert type(member) is RubricStatus and (str(member), json.dumps(member)) == \
            (text, json.dumps(text))
    status, _, _ = parse_rubric("Item 1: YES\nItem 2: NO", 2)
    assert status is RubricStatus.FAIL
    assert parse_rubric("I cannot tell.", 1)[0] is RubricStatus.UNPARSEABLE
    assert RubricVerdict("pass", (True,), "", "").passed  # a plain string is converted
    with pytest.raises(ValueError):
        RubricVerdict("passed", (True,), "", "")


def test_a_pairwise_result_is_a_pair_outcome_with_the_old_text():
    from codeloop.rewards import arena
    from codeloop.rewards.arena import PairOutcome, outcome
    from codeloop.rewards.judge import (
        PairwiseVerdict,
        RubricStatus,
        combine_games,
        pairwise_rates,
    )

    old = {"WIN": "win", "TIE": "tie", "LOSS": "loss", "UNJUDGED": "unjudged"}
    for name, text in old.items():
        member = getattr(arena, name)
        assert type(member) is PairOutcome and (str(member), json.dumps(member)) == \
            (text, json.dumps(text))
    assert (outcome(3), outcome(0), outcome(-1)) == (PairOutcome.WIN, PairOutcome.TIE,
                                                     PairOutcome.LOSS)
    assert combine_games("A>>B", "B>>A")[0] is PairOutcome.WIN
    assert combine_games(None, "A=B")[0] is RubricStatus.UNPARSEABLE
    read = PairwiseVerdict("win", (None, None), 1.0, ("", ""))  # a plain string is converted
    assert read.status is PairOutcome.WIN
    rates = pairwise_rates([read, PairwiseVerdict("unparseable", (None, None), 0.0, ("", ""))])
    assert json.dumps(rates) == '{"win": 0.5, "tie": 0.0, "loss": 0.0, "unparseable": 0.5}'
    for bad in ("draw", "unjudged"):  # the pairwise judge says unparseable, never unjudged
        with pytest.raises(ValueError):
            PairwiseVerdict(bad, (None, None), 0.0, ("", ""))
