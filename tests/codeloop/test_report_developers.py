"""The report's developer comparison: one policy under several developers, on shared tasks,
and CodeAlignBench's predefined (upfront) vs follow-up settings side by side.

Real runs of the scripted baselines on bank tasks, through the real sandbox.
"""

from __future__ import annotations

import pytest

from codeloop.report import build_model, load_runs
from codeloop.report.developers import (
    final_satisfaction,
    setting_comparison,
    strategy_matrix,
    strategy_of,
)
from codeloop.report.html import render_html
from codeloop.report_md import render_model_markdown
from codeloop.runner import EvalConfig, run_eval

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    import codeloop.reporting

    dirs = []
    original = codeloop.reporting.write_run_reports
    codeloop.reporting.write_run_reports = lambda out, summary, eps: []  # tested elsewhere
    try:
        for developer in ("static", "upfront", "followup", "dynamic"):
            out = tmp_path_factory.mktemp(developer)
            run_eval(EvalConfig(policies=["forgetful", "stubborn"], developer=developer,
                                limit=4, out=str(out), workers=2))
            dirs.append(out)
    finally:
        codeloop.reporting.write_run_reports = original
    return load_runs(dirs)


def test_strategy_of_reads_the_developer_label():
    assert strategy_of("dynamic[failing-tests]/llm:m[novice]") == "dynamic"
    assert strategy_of("upfront/template") == "upfront"


def test_each_policy_gets_one_row_per_developer_on_shared_tasks(runs):
    rows = strategy_matrix(runs, n_boot=200)
    assert {(r.policy, strategy_of(r.developer)) for r in rows} == {
        (p, d) for p in ("forgetful", "stubborn")
        for d in ("static", "upfront", "followup", "dynamic")}
    for row in rows:
        assert row.ca.tasks == 4 and row.episodes == 4
        assert 0.0 <= row.ca.low <= row.ca.value <= row.ca.high <= 1.0
    stubborn = {strategy_of(r.developer): r for r in rows if r.policy == "stubborn"}
    # the stubborn baseline never changes its first answer: feedback rounds cannot help it,
    # and every instruction up front makes its one answer miss all of them at once
    assert stubborn["upfront"].final_ca.value < stubborn["static"].ca.value


def test_predefined_and_follow_up_side_by_side_by_category_and_language(runs):
    settings = setting_comparison(runs, n_boot=200)
    by_category = settings["category"]
    assert {r.policy for r in by_category} == {"forgetful", "stubborn"}
    groups = {r.group for r in by_category}
    assert "all" in groups and len(groups) > 2
    assert all(r.predefined.n > 0 and r.follow_up.n > 0 for r in by_category if r.group == "all")
    assert {r.group for r in settings["language"]} == {"python", "all"}
    # forgetful follows the newest instruction only: given one at a time it ends satisfying
    # at most the last; given all at once its single answer is the reference's first turn
    stubborn_all = next(r for r in by_category if r.policy == "stubborn" and r.group == "all")
    assert stubborn_all.predefined.value == pytest.approx(0.0)


def test_final_satisfaction_leaves_the_base_problem_out(runs):
    ep = next(e for run in runs for e in run.episodes if strategy_of(e.developer) == "upfront")
    pairs = final_satisfaction(ep)
    assert pairs and all(category != "base" for category, _ in pairs)


def test_the_report_shows_both_sections(runs):
    model = build_model(runs, n_boot=200)
    md = render_model_markdown(model)
    assert "## Developer strategies" in md
    assert "## Predefined vs follow-up instructions, by instruction category" in md
    assert "## Predefined vs follow-up instructions, by language" in md
    html = render_html(model)
    assert 'id="strategy-matrix"' in html and 'id="settings-category"' in html
    assert 'href="#developers"' in html


def test_a_single_developer_report_has_no_such_section(runs):
    model = build_model(runs[:1], n_boot=50)
    assert not model.strategies and not any(model.settings.values())
    assert "Developer strategies" not in render_model_markdown(model)


def test_a_per_language_breakdown_when_runs_span_languages(runs):
    import dataclasses

    from codeloop.report.data import RunData

    run = runs[0]
    tasks = sorted({e.task_id for e in run.episodes})
    relabelled = [dataclasses.replace(e, language="java") if e.task_id == tasks[0] else e
                  for e in run.episodes]
    model = build_model([RunData("mixed", relabelled, run.manifest)], n_boot=100)
    assert model.language_names == ["java", "python"]
    assert model.languages["stubborn"]["java"]["CA"].n == 1
    assert model.languages["stubborn"]["python"]["CA"].n == len(tasks) - 1
    assert "## By language" in render_model_markdown(model)
    html = render_html(model)
    assert 'id="by-language"' in html and 'href="#languages"' in html
    assert "## By language" not in render_model_markdown(build_model(runs[:1], n_boot=50))
