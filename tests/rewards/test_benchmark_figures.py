"""The benchmarks' own figures on episodes with errored and not-judged rounds (issue 24).

MultiCodeIF's SSR and HSR are taken over the same chains; without a judge, a chain whose rules
pass but whose judge-only constraint is open used to be left out of HSR while a chain failing a
rule counted, which biased HSR towards 0. Rounds with no verdict are never failures.
"""

from __future__ import annotations

import pytest

from codeloop.rewards.benchmarks import codeif_bench_pass_rates, multicodeif_rates
from codeloop.rewards.episode import BASE_ID, TURN_ERRORED, Episode, TurnRecord
from codeloop.rewards.verdict import CheckResult, InstructionVerdict

PASS, FAIL, OPEN = "pass", "fail", "open"


def _verdict(iid: str, state: str) -> InstructionVerdict:
    return InstructionVerdict(iid, (CheckResult("rule", state == PASS, state,
                                                judged=state != OPEN),))


def _turn(n: int, focus: str, states: dict[str, str], errored: bool = False) -> TurnRecord:
    return TurnRecord(turn=n, kind="instruction", focus=focus, introduced=(focus,),
                      active=tuple(states), developer_message="m", reply="r", code="c",
                      extraction_note="", verdicts={} if errored else {
                          i: _verdict(i, s) for i, s in states.items()},
                      **({"status": TURN_ERRORED, "error": "unanswered: no record"}
                         if errored else {}))


def _chain(task_id: str, levels: list[dict[str, str]]) -> Episode:
    ids = [BASE_ID] + [f"level{k}" for k in range(1, len(levels))]
    turns = [_turn(k + 1, ids[k], {i: lv[i] for i in ids[:k + 1]}) for k, lv in
             enumerate(levels)]
    return Episode(task_id=task_id, policy="p", developer="static", turns=turns,
                   categories={i: "data_structure_type" for i in ids})


def test_ssr_and_hsr_leave_out_the_same_chains_and_say_how_many():
    full = {BASE_ID: PASS, "level1": PASS}
    episodes = [
        _chain("multicodeif/data_structure-1", [{BASE_ID: PASS}, full]),  # passes all
        # Rules pass, the capacity constraint is the judge's: open.
        _chain("multicodeif/data_structure-5", [{BASE_ID: PASS},
                                                {BASE_ID: PASS, "level1": OPEN}]),
        # A rule fails and the judge's constraint is open: also left out, not a failure.
        _chain("multicodeif/data_structure-9", [{BASE_ID: FAIL},
                                                {BASE_ID: FAIL, "level1": OPEN}]),
        _chain("multicodeif/data_structure-12", [{BASE_ID: PASS},
                                                 {BASE_ID: PASS, "level1": FAIL}]),
    ]
    (lv0, lv1) = multicodeif_rates(episodes)["multi_level"]["levels"]
    assert (lv0["n"], lv0["ssr"], lv0["hsr"]) == (4, 0.75, 0.75)
    # Level 1: chains 1 and 12 are fully judged (one passes both); 5 and 9 are open.
    assert (lv1["n"], lv1["n_open"], lv1["coverage"]) == (2, 2, 0.5)
    assert (lv1["ssr"], lv1["hsr"]) == (0.75, 0.5)
    # Over every chain: the judged constraints' SSR, and HSR's bounds.
    assert lv1["ssr_all"] == pytest.approx((1 + 1 + 0 + 0.5) / 4)
    assert (lv1["hsr_low"], lv1["hsr_high"]) == (0.25, 0.5)


def test_an_unanswered_round_is_no_failure():
    ok = _chain("multicodeif/data_structure-1", [{BASE_ID: PASS}, {BASE_ID: PASS,
                                                                  "level1": PASS}])
    gap = _chain("multicodeif/data_structure-5", [{BASE_ID: PASS}, {BASE_ID: PASS,
                                                                    "level1": PASS}])
    gap.turns[1] = _turn(2, "level1", {BASE_ID: PASS, "level1": PASS}, errored=True)
    (_, lv1) = multicodeif_rates([ok, gap])["multi_level"]["levels"]
    assert (lv1["n"], lv1["hsr"], lv1["n_all"]) == (1, 1.0, 1)
    ep = Episode(task_id="codeif-bench/n-round/17", policy="p", developer="static",
                 turns=[_turn(1, BASE_ID, {BASE_ID: PASS}),
                        _turn(2, "a", {BASE_ID: PASS, "a": PASS}),
                        _turn(3, "b", {BASE_ID: PASS, "a": PASS, "b": PASS}, errored=True),
                        _turn(4, "c", {BASE_ID: PASS, "a": PASS, "b": FAIL, "c": PASS})],
                 categories={"a": "x", "b": "y", "c": "z"})
    rates = codeif_bench_pass_rates([ep])["n-round"]
    assert (rates["n"], rates["pass_rate"]) == (2, 0.5)
    assert set(rates["per_strategy"]) == {"x", "z"}
