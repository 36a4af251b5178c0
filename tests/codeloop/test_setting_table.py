"""The predefined-vs-follow-up table reads verdicts as the metrics do (issue 24 item 5).

Synthetic runs: an instruction nobody could judge is left out (two satisfied of three judged
is 0.667, not 0.500 with the not-judged one counted unsatisfied), and a row written for two
languages counts under each.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from codeloop.report.data import RunData
from codeloop.report.developers import setting_comparison
from codeloop.rewards.episode import BASE_ID, Episode, TurnRecord
from codeloop.rewards.verdict import CheckResult, InstructionVerdict


def _verdict(iid: str, state: str) -> InstructionVerdict:
    return InstructionVerdict(iid, (CheckResult("rule", state == "pass", state,
                                                judged=state != "open"),))


def _episode(developer: str, states: dict[str, str], **meta) -> Episode:
    active = (BASE_ID, *states)
    last = TurnRecord(turn=1, kind="instruction", focus=BASE_ID, introduced=active,
                      active=active, developer_message="m", reply="r", code="c",
                      extraction_note="", verdicts={BASE_ID: _verdict(BASE_ID, "pass"),
                                                    **{i: _verdict(i, s)
                                                       for i, s in states.items()}})
    return Episode(task_id="align/1", policy="p", developer=f"{developer}/template",
                   turns=[last], categories={i: "cosmetic" for i in states},
                   metadata=dict(meta))


def _runs(*episodes: Episode) -> list[RunData]:
    return [RunData(label="run", episodes=list(episodes), path=Path("."))]


def test_a_not_judged_instruction_is_left_out_of_the_settings_table():
    states = {"a": "pass", "b": "pass", "c": "fail", "d": "open"}
    rows = setting_comparison(_runs(_episode("upfront", states), _episode("followup", states)),
                              n_boot=20)
    (total,) = [r for r in rows["category"] if r.group == "all"]
    assert total.predefined.value == pytest.approx(2 / 3) and total.predefined.n == 3
    assert total.follow_up.value == pytest.approx(2 / 3)


def test_a_row_with_two_languages_counts_under_each():
    states = {"a": "pass", "b": "fail"}
    both = {"languages": ["python", "java"]}
    rows = setting_comparison(_runs(_episode("upfront", states, **both),
                                    _episode("followup", states, **both)), n_boot=20)
    groups = {r.group: r for r in rows["language"]}
    assert set(groups) == {"python", "java", "all"}
    assert groups["java"].predefined.n == groups["python"].predefined.n == 2
    assert groups["all"].predefined.n == 2  # counted once overall


def test_the_world_records_the_languages_a_task_names():
    from codeloop.agents.developers import make_developer
    from codeloop.envs.tasks import load_tasks
    from codeloop.envs.world import CodingWorld

    task = load_tasks("bank")[0]
    task = task.__class__(**{**task.__dict__, "metadata": {**task.metadata,
                                                           "languages": ["python", "java"]}})
    world = CodingWorld(task, make_developer("upfront"), None)  # type: ignore[arg-type]
    assert world.episode.metadata["languages"] == ["python", "java"]
