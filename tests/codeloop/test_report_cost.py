"""What a report costs, and that it stays complete (issue 25, item 5).

Each figure is drawn once for every format; the end of ``codeloop eval`` leaves the figure
files for papers to ``codeloop report``; the HTML lists failing check units up to a cap and says
where the rest are; and the time of each episode is shown so that slow episodes stand out, in
the reports only (``summary.json`` must be the same bytes on any machine).
"""

from __future__ import annotations

import json
import re

import pytest

from codeloop.episode_times import time_table
from codeloop.report import build_model, render_html, write_model, write_report
from codeloop.report.data import RunData
from codeloop.report.markdown import render_model_markdown
from codeloop.report.summary import run_summary
from codeloop.reporting import write_run_reports
from codeloop.rewards.episode import Episode
from tests.codeloop.test_report import dynamic_episode, static_episode, turn


def _episodes() -> list[Episode]:
    eps = [static_episode("good", f"t/{k}", True) for k in range(3)]
    eps += [static_episode("bad", f"t/{k}", False) for k in range(3)]
    eps.append(dynamic_episode("good", "t/dyn"))
    return eps


def _model(eps: list[Episode] | None = None):
    return build_model([RunData("run", eps or _episodes())], n_boot=50)


def test_each_figure_is_drawn_once_for_every_format(monkeypatch, tmp_path):
    pytest.importorskip("matplotlib")
    import codeloop.report.plots as plots

    drawn = []
    real = plots._figure

    def counting(*args, **kwargs):
        drawn.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(plots, "_figure", counting)
    model = _model()
    figures = plots.figure_set(model, ("png", "svg", "pdf"))
    assert set(figures) == {"per_turn", "leaderboard", "categories", "tasks", "dynamic"}
    assert len(drawn) == len(figures)  # one drawing each, not one per format
    for by_format in figures.values():
        assert by_format["png"].startswith(b"\x89PNG")
        assert b"<svg" in by_format["svg"] and by_format["pdf"].startswith(b"%PDF-")
    # The same drawing as a figure drawn for one format alone (vector files have no dates).
    assert plots.all_figures(model, "svg") == {n: f["svg"] for n, f in figures.items()}
    drawn.clear()
    write_model(model, tmp_path)  # HTML, Markdown and the paper files
    assert len(drawn) == len(figures)
    assert sorted(p.name for p in (tmp_path / "figures").iterdir()) == sorted(
        f"{n}.{fmt}" for n in figures for fmt in ("svg", "pdf"))
    with pytest.raises(ValueError, match="unknown figure format"):
        plots.figure_set(model, ("png", "gif"))


def test_the_end_of_eval_leaves_the_paper_figures_to_codeloop_report(tmp_path):
    pytest.importorskip("matplotlib")
    eps = _episodes()
    paths = write_run_reports(tmp_path, {}, eps)
    assert [p.name for p in paths] == ["report.html", "report.md", "tables"]
    assert not (tmp_path / "figures").exists()
    assert 'src="data:image/png;base64,' in (tmp_path / "report.html").read_text()
    md = (tmp_path / "report.md").read_text()
    assert "`codeloop report <this directory>` also writes every figure as SVG and PDF" in md
    # ... and codeloop report does, saying so.
    (tmp_path / "episodes.jsonl").write_text("".join(e.to_json_line() + "\n" for e in eps))
    write_report([tmp_path], tmp_path, n_boot=50)
    assert (tmp_path / "figures" / "per_turn.pdf").read_bytes().startswith(b"%PDF-")
    assert "`figures/` holds every figure as SVG and PDF" in (tmp_path / "report.md").read_text()


def _many_failures(n: int) -> Episode:
    # An answer wrong on every held-out test: hundreds of failing units in one turn.
    ep = Episode("t/slow", "p", "static/template", 0,
                 [turn(1, "base", ("base",), {"base": (2, n)})], {"base": "base"})
    return ep


def test_html_lists_failing_units_up_to_the_cap_and_says_where_the_rest_are():
    model = _model([_many_failures(302)])
    capped = render_html(model, {})
    shown = re.findall(r"<b>test (\d+)</b>: assertion failed", capped)
    assert shown == [str(k) for k in range(3, 13)]  # the first 10 failing units, in order
    assert "and 290 more failing checks: every unit's verdict is in episodes.jsonl" in capped
    assert "2/302" in capped  # the count of every unit stays
    everything = render_html(model, {}, max_failures=-1)
    assert len(re.findall(r"<b>test \d+</b>: assertion failed", everything)) == 300
    assert "more failing check" not in everything
    one_more = render_html(_model([_many_failures(13)]), {})
    assert "and 1 more failing check:" in one_more


def _timed(task: str, seconds: float, policy: str = "good") -> Episode:
    ep = static_episode(policy, task, True)
    ep.metadata["wall_s"] = seconds
    return ep


def test_the_time_per_episode_makes_slow_episodes_stand_out_in_the_reports():
    eps = [_timed(f"t/{k}", 1.0) for k in range(12)] + [_timed("t/slow", 50.0, "bad")]
    model = _model(eps)
    table = time_table(model.episodes, n=10)
    assert table is not None and table.episodes == 13 and table.total_s == 62.0
    assert table.median_s == 1.0 and table.slowest[0][1].task_id == "t/slow"
    assert len(table.slowest) == 10
    md = render_model_markdown(model)
    section = md[md.index("## Time per episode"):]
    assert "13 episodes took 62.0 s in all (median 1.0 s); the 10 slowest took 95% of it." \
        in section
    first_row = next(line for line in section.splitlines() if line.startswith("| 50.0"))
    assert "81%" in first_row and "`t/slow`" in first_row and "| bad |" in first_row
    page = render_html(model, {})
    assert re.search(r'<h3 id="times">Time per episode</h3>', page)
    assert '<span class="took">50.0 s</span>' in page  # beside the episode in the drill-down
    # Machine-dependent: never in summary.json, which reruns must write byte for byte.
    assert "wall" not in json.dumps(run_summary(eps, {}))


def test_reports_of_records_without_times_have_no_time_table():
    model = _model()
    assert time_table(model.episodes) is None
    assert "## Time per episode" not in render_model_markdown(model)
    page = render_html(model, {})
    assert 'id="times"' not in page and 'class="took"' not in page


def test_a_verdicts_status_and_counts_are_computed_once():
    # A report reads them ~240,000 times on the main job, each a pass over hundreds of units.
    from codeloop.rewards.verdict import FAILED, CheckResult, InstructionVerdict

    passes = []

    class Counted(tuple):  # the units, counting the passes over them
        def __iter__(self):
            passes.append(1)
            return super().__iter__()

    units = Counted(CheckResult(f"test {k}", k % 3 != 0, "r") for k in range(300))
    verdict = InstructionVerdict("base", units)
    for _ in range(50):
        assert verdict.status == FAILED and not verdict.passed and verdict.judged
        assert (verdict.n_units, verdict.n_passed, verdict.n_not_judged) == (300, 200, 0)
    assert len(passes) <= 4  # status, then one pass per count
