"""The report builds for any run that wrote episodes (issue 24 item 6).

Property-style: a seeded generator builds runs from random mixes of errored episodes, errored
and unanswered rounds (no verdicts), not-judged units, episodes with nothing judgeable,
skipped records, several policies and developers, CodeIF-Bench, MultiCodeIF and bank tasks in
several languages; the summary, the benchmarks' figures and every report part are computed on
each. Before the fix ``_compare`` divided by a task's zero count (a MultiCodeIF run with
``?subset=all`` and several policies, a run holding an errored language turn).
"""

from __future__ import annotations

import random

import pytest

from codeloop.report.analysis import build_model
from codeloop.report.benchmark_tables import benchmark_tables
from codeloop.report.data import RunData
from codeloop.report.html import render_html
from codeloop.report_md import render_model_markdown
from codeloop.rewards.benchmarks import benchmark_summary
from codeloop.rewards.episode import BASE_ID, TURN_ERRORED, Episode, TurnRecord
from codeloop.rewards.metrics import summarize
from codeloop.rewards.verdict import CheckResult, InstructionVerdict

TASKS = [("bank/two_sum", "python"), ("bank@lang=cpp/roman", "cpp"),
         ("codeif-bench/n-round/11", "python"), ("codeif-bench/two-round/17/edge", "python"),
         ("codeif-bench/base/20", "python"), ("codeif-bench/11", "python"),
         ("multicodeif/data_structure-1", "python"), ("multicodeif/data_structure-5", "rust"),
         ("multicodeif/syntax_library-2", "python"), ("multicodeif/algorithm_type-4", "cpp")]
DEVELOPERS = ["static/template", "dynamic/template", "repair[k=4]/template", "upfront/template",
              "followup/template", "followup[all-at-once]/template"]
STATES = ["pass", "fail", "open", "mixed"]


def _verdict(rng: random.Random, iid: str, state: str) -> InstructionVerdict:
    if state == "mixed":
        results = tuple(CheckResult(f"u{k}", rng.random() < 0.5, "r", judged=rng.random() < 0.6)
                        for k in range(rng.randint(0, 3)))  # 0 units: a verdict with none
        return InstructionVerdict(iid, results)
    return InstructionVerdict(iid, (CheckResult("u", state == "pass", state,
                                                judged=state != "open"),))


def _episode(rng: random.Random, policy: str, task_id: str, language: str,
             mix: dict[str, float]) -> Episode:
    n_ins = rng.randint(0, 3)
    ids = [BASE_ID] + [f"level{k}" for k in range(1, n_ins + 1)]
    ep = Episode(task_id=task_id, policy=policy, developer=rng.choice(DEVELOPERS),
                 seed=rng.randint(0, 3), language=language,
                 categories={BASE_ID: "base", **{i: rng.choice(["a", "b", "c"])
                                                 for i in ids[1:]}})
    if rng.random() < mix["languages"]:
        ep.metadata["languages"] = [language, "java"]
    for n in range(1, rng.randint(0, 6) + 1):
        focus = ids[min(n - 1, len(ids) - 1)]
        active = tuple(ids[:min(n, len(ids))])
        errored = rng.random() < mix["errored_turn"]
        everything_open = rng.random() < mix["unjudged"]
        verdicts = {} if errored else {
            i: _verdict(rng, i, "open" if everything_open else rng.choice(STATES))
            for i in active}
        ep.turns.append(TurnRecord(
            turn=n, kind=rng.choice(["instruction", "instruction", "feedback"]), focus=focus,
            introduced=(focus,), active=active, developer_message="m", reply="r",
            code=None if errored else "c", extraction_note="", verdicts=verdicts,
            reward=rng.random(), decision={"kind": rng.choice(["instruction", "feedback"]),
                                           "focus": focus},
            timings={"policy": rng.random()}, usage={"completion_tokens": rng.randint(0, 9)},
            **({"status": TURN_ERRORED, "error": rng.choice(
                ["unanswered: no record", "sandbox lost"])} if errored else {})))
    if rng.random() < mix["errored_episode"]:
        ep.status, ep.error = "errored", "policy failed: gone"
    return ep


def _runs(seed: int) -> list[RunData]:
    rng = random.Random(seed)
    mix = {k: rng.choice([0.0, 0.2, 0.6, 1.0]) for k in
           ("errored_turn", "unjudged", "errored_episode", "languages")}
    runs = []
    for r in range(rng.randint(1, 3)):
        policies = [f"p{k}" for k in range(rng.randint(1, 3))]
        episodes = [_episode(rng, p, t, lang, mix) for p in policies
                    for t, lang in rng.sample(TASKS, rng.randint(0, len(TASKS)))]
        skipped = rng.choice([{}, {"count": 3, "by_reason": {
            "multicodeif: language not supported yet: written in C, a language codeloop has "
            "no tasks in": 2, "codeif-bench: not scored": 1}}])
        runs.append(RunData(label=f"run{r}", episodes=episodes,
                            manifest={"skipped_items": skipped} if skipped else {}))
    return runs


@pytest.mark.parametrize("seed", range(40))
def test_a_report_builds_from_any_mix_of_episodes(seed):
    runs = _runs(seed)
    for run in runs:
        for data in summarize(run.episodes).values():
            assert isinstance(data, dict)
        benchmark_summary(run.episodes)
    model = build_model(runs, n_boot=20)
    benchmark_tables(model)
    assert "codeloop" in render_model_markdown(model)
    assert "<html" in render_html(model, {}).lower()


def test_the_issue_shapes_build():
    """Several policies on MultiCodeIF tasks whose every constraint is not judged, and an errored
    language turn: the two runs whose report crashed."""
    rng = random.Random(0)
    open_mix = {"errored_turn": 0.0, "unjudged": 1.0, "errored_episode": 0.0, "languages": 0.0}
    eps = [_episode(rng, p, "multicodeif/algorithm_type-4", "cpp", open_mix)
           for p in ("a", "b")]
    for ep in eps:
        ep.turns = ep.turns or [_episode(rng, ep.policy, ep.task_id, "cpp", open_mix).turns[0]]
    errored = {**open_mix, "unjudged": 0.0, "errored_turn": 1.0}
    eps += [_episode(rng, p, "bank@lang=cpp/roman", "cpp", errored) for p in ("a", "b")]
    model = build_model([RunData(label="run", episodes=eps)], n_boot=20)
    render_model_markdown(model)


@pytest.mark.parametrize("seed", [1, 7, 23])
def test_the_written_report_with_figures_and_paper_files_builds(seed, tmp_path):
    from codeloop.report import write_model

    written = write_model(build_model(_runs(seed), n_boot=20), tmp_path)
    assert (tmp_path / "report.md").exists() and written
