"""Kinds and statuses are StrEnums, and the records' JSON is byte for byte what it was.

A StrEnum member is a ``str`` whose value is the old bare string, so ``json.dumps`` writes the
same text; these tests hold records written before the enums existed (the literal lines below)
and check that reading and writing them back changes no byte, that what is read is the enum,
and that a value outside the enum (a typo) is refused instead of read as another state.
"""

from __future__ import annotations

import json

import pytest

from codeloop.agents.developers.base import Decision, DecisionKind
from codeloop.rewards.episode import (
    TURN_ERRORED,
    Episode,
    EpisodeStatus,
    TurnKind,
    TurnRecord,
    TurnStatus,
)

# Written by codeloop before the enums (status and kinds were bare strings then).
OLD_LINE = (
    '{"task_id": "sum", "policy": "reference", "developer": "dynamic", "language": "python", '
    '"seed": 3, "status": "completed", "error": null, "categories": {"i1": "style"}, '
    '"metadata": {"wall_s": 0.5}, "turns": [{"turn": 1, "kind": "instruction", "focus": "base", '
    '"introduced": ["base"], "active": ["base"], "developer_message": "Write sum.", '
    '"reply": "x", "code": "def f(): pass", "extraction_note": "bare code", "verdicts": {"base": '
    '{"instruction_id": "base", "passed": true, "status": "passed", "results": [{"check": '
    '"test 1", "passed": true, "reason": "ok", "duration_s": 0.1}]}}, "reward": 1.0, '
    '"decision": {"kind": "open", "focus": "base", '
    '"introduce": ["base"], "drop": [], "feedback": {}, "reason": "base problem"}, '
    '"timings": {"checks": 0.2}, "usage": {}}, {"turn": 2, "kind": "feedback", "focus": "base", '
    '"introduced": [], "active": ["base"], "developer_message": "Again.", "reply": "y", '
    '"code": null, "extraction_note": "no code", "verdicts": {}, "reward": 0.0, "decision": '
    '{"kind": "feedback", "focus": "base", "introduce": [], "drop": [], "feedback": {}, '
    '"reason": "failed"}, "timings": {}, "usage": {}, "status": "errored", '
    '"error": "worker lost"}]}')
OLD_ERRORED = ('{"task_id": "sum", "policy": "openai:m", "developer": "static", "language": '
               '"java", "seed": null, "status": "errored", "error": "API down", "categories": {}, '
               '"metadata": {}, "turns": []}')


@pytest.mark.parametrize("line", [OLD_LINE, OLD_ERRORED])
def test_an_old_record_reads_and_writes_back_byte_identical(line):
    episode = Episode.from_dict(json.loads(line))
    assert episode.to_json_line() == line
    assert json.dumps(episode.to_dict(), indent=2, sort_keys=True) == \
        json.dumps(json.loads(line), indent=2, sort_keys=True)


def test_what_is_read_is_the_enum():
    episode = Episode.from_dict(json.loads(OLD_LINE))
    assert type(episode.status) is EpisodeStatus and episode.completed
    first, second = episode.turns
    assert (type(first.kind), type(first.status)) == (TurnKind, TurnStatus)
    assert second.kind is TurnKind.FEEDBACK and second.status is TurnStatus.ERRORED
    assert second.errored and TURN_ERRORED is TurnStatus.ERRORED
    assert Decision.from_dict(first.decision).kind is DecisionKind.OPEN
    assert not Episode.from_dict(json.loads(OLD_ERRORED)).completed


def test_plain_strings_still_build_records_and_compare_equal():
    # Callers that pass the old strings get the enum; the enum still equals its string.
    episode = Episode("t", "p", "d", status="errored")
    assert episode.status is EpisodeStatus.ERRORED and episode.status == "errored"
    turn = TurnRecord(1, "feedback", "base", (), (), "", "", None, "", {}, status="errored")
    assert turn.kind is TurnKind.FEEDBACK and turn.errored
    assert Decision("end").ends and Decision("end").kind is DecisionKind.END


@pytest.mark.parametrize("build", [
    lambda: Episode("t", "p", "d", status="complete"),
    lambda: TurnRecord(1, "feedbak", "base", (), (), "", "", None, "", {}),
    lambda: TurnRecord(1, "feedback", "base", (), (), "", "", None, "", {}, status="error"),
    lambda: Decision("stop"),
    lambda: Episode.from_dict({**json.loads(OLD_ERRORED), "status": "failed"}),
])
def test_a_value_outside_the_enum_is_refused(build):
    with pytest.raises(ValueError):
        build()
