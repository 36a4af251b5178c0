"""Tests of the run report: analysis, statistics, HTML and Markdown rendering, CLI."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import numpy as np
import pytest

from codeloop.cli import main
from codeloop.report import build_model, load_run, render_html, unique_labels
from codeloop.report.analysis import instruction_outcomes, is_dynamic
from codeloop.report.data import RunData
from codeloop.report.plots import all_figures
from codeloop.report.stats import (
    bootstrap_ratio_ci,
    holm_adjust,
    sign_flip_pvalue,
)
from codeloop.report_md import render_markdown, render_model_markdown
from codeloop.reporting import write_run_reports
from codeloop.rewards.episode import Episode, TurnRecord
from codeloop.rewards.metrics import summarize
from codeloop.rewards.verdict import CheckResult, InstructionVerdict
from codeloop.runner import EvalConfig, run_eval

CATEGORIES = {"base": "base", "hints": "annotation_coverage", "raise": "exception_handling",
              "pep8": "code_standard"}


def verdict(iid: str, passed: int, total: int, reason: str = "assertion failed") -> \
        InstructionVerdict:
    results = tuple(CheckResult(f"test {k + 1}", k < passed,
                                "test passed" if k < passed else reason) for k in range(total))
    return InstructionVerdict(iid, results)


def turn(n: int, focus: str, active: tuple[str, ...], passes: dict[str, tuple[int, int]], *,
         kind: str = "instruction", introduced: tuple[str, ...] | None = None,
         code: str | None = "def f():\n    return 1\n", drop: tuple[str, ...] = (),
         message: str = "") -> TurnRecord:
    if introduced is None:
        introduced = () if kind == "feedback" else (focus,)
    return TurnRecord(
        turn=n, kind=kind, focus=focus, introduced=introduced, active=active,
        developer_message=message or f"please do {focus}", reply=f"```python\n{code}```",
        code=code, extraction_note="one fenced code block",
        verdicts={i: verdict(i, *passes[i]) for i in active},
        decision={"kind": kind, "focus": focus, "drop": list(drop), "reason": f"r{n}"})


def static_episode(policy: str, task: str, good: bool, seed: int = 0) -> Episode:
    """Three turns: base, hints, raise; a good policy keeps everything, a bad one forgets."""
    turns = [
        turn(1, "base", ("base",), {"base": (3, 3)}, code="def f(x):\n    return x\n"),
        turn(2, "hints", ("base", "hints"), {"base": (3, 3), "hints": (1, 1)},
             code="def f(x: int) -> int:\n    return x\n"),
        turn(3, "raise", ("base", "hints", "raise"),
             {"base": (3, 3), "hints": (1, 1) if good else (0, 1), "raise": (2, 2)},
             code="def f(x: int) -> int:\n    if x < 0:\n        raise ValueError\n    return x\n"
             if good else "def f(x):\n    if x < 0:\n        raise ValueError\n    return x\n"),
    ]
    return Episode(task, policy, "static/template", seed, turns, dict(CATEGORIES))


def dynamic_episode(policy: str = "coder", task: str = "t/dyn") -> Episode:
    """base ok; hints fails, fixed after one feedback; raise fails twice and is dropped."""
    turns = [
        turn(1, "base", ("base",), {"base": (3, 3)}),
        turn(2, "hints", ("base", "hints"), {"base": (3, 3), "hints": (0, 1)}),
        turn(3, "hints", ("base", "hints"), {"base": (3, 3), "hints": (1, 1)}, kind="feedback"),
        turn(4, "raise", ("base", "hints", "raise"),
             {"base": (3, 3), "hints": (1, 1), "raise": (0, 2)}),
        turn(5, "raise", ("base", "hints", "raise"),
             {"base": (3, 3), "hints": (1, 1), "raise": (1, 2)}, kind="feedback"),
        turn(6, "pep8", ("base", "hints", "pep8"),
             {"base": (3, 3), "hints": (1, 1), "pep8": (1, 1)}, drop=("raise",)),
    ]
    return Episode(task, policy, "dynamic/template", 0, turns, dict(CATEGORIES))


def run_of(episodes: list[Episode], label: str = "run") -> RunData:
    return RunData(label, episodes)


# --- statistics -----------------------------------------------------------------------------

def test_holm_adjust_matches_hand_computation():
    # Sorted p: 0.01 (x3 = 0.03), 0.02 (x2 = 0.04), 0.04 (x1 = 0.04, monotone).
    assert holm_adjust([0.04, 0.01, 0.02]) == pytest.approx([0.04, 0.03, 0.04])
    assert holm_adjust([0.9, 0.8]) == [1.0, 1.0]
    assert holm_adjust([]) == []


def test_sign_flip_is_exact_and_honest_with_few_tasks():
    assert sign_flip_pvalue([0.5]) == 1.0  # one task can never be significant
    assert sign_flip_pvalue([0.1, 0.2, 0.3, 0.4, 0.5, 0.6]) == pytest.approx(2 / 64)
    assert sign_flip_pvalue([0.1, -0.1]) == 1.0
    big = sign_flip_pvalue([0.3] * 40)  # Monte Carlo branch
    assert big < 0.001
    assert sign_flip_pvalue([]) == 1.0


def test_bootstrap_ratio_ci_is_reproducible_and_covers_the_estimate():
    sums, counts = [3, 1, 2, 0, 4], [4, 4, 4, 4, 4]
    est, low, high = bootstrap_ratio_ci(sums, counts, rng=np.random.default_rng(1))
    assert est == pytest.approx(10 / 20)
    assert low < est < high
    assert (est, low, high) == bootstrap_ratio_ci(sums, counts, rng=np.random.default_rng(1))
    assert bootstrap_ratio_ci([2], [4]) == (0.5, 0.5, 0.5)
    assert all(np.isnan(x) for x in bootstrap_ratio_ci([], []))


# --- analysis -------------------------------------------------------------------------------

def test_per_turn_figures_equal_summary_json():
    eps = [static_episode("good", f"t/{k}", True) for k in range(3)]
    eps += [static_episode("bad", f"t/{k}", k == 0) for k in range(3)]
    model = build_model([run_of(eps)], n_boot=200)
    summary = summarize(eps)
    for policy in ("good", "bad"):
        for metric in ("IA", "CA", "IFR"):
            assert model.per_turn[policy][metric] == summary[policy]["metrics"][metric]
        row = next(r for r in model.leaderboard if r.system.name == policy)
        assert row.metrics["CA"].value == pytest.approx(summary[policy]["metrics"]["CA"]["mean"])
    assert [r.system.name for r in model.leaderboard] == ["good", "bad"]


def test_category_stats_separate_following_from_keeping():
    model = build_model([run_of([static_episode("bad", "t/a", False)])], n_boot=0)
    hints = model.categories["bad"]["annotation_coverage"]
    assert (hints.asked_passed, hints.asked) == (1, 1)  # followed when asked at turn 2
    assert (hints.kept_passed, hints.kept) == (1, 2)  # but broken again at turn 3
    assert model.category_names[0] == "base"


def test_task_stats_and_errored_episodes():
    ok = static_episode("p", "t/a", True)
    broken = Episode("t/b", "p", "static/template", 0, [], {}, status="errored", error="boom")
    model = build_model([run_of([ok, broken])], n_boot=0)
    assert list(model.tasks) == ["t/a"]
    assert model.tasks["t/a"]["p"].final_ca == 1.0
    assert model.leaderboard[0].errored == 1
    assert [e.error for _, e in model.errored] == ["boom"]


def test_instruction_outcomes_of_a_dynamic_episode():
    ep = dynamic_episode()
    assert is_dynamic(ep) and not is_dynamic(static_episode("p", "t", True))
    outcomes = {o.instruction_id: o for o in instruction_outcomes(ep)}
    assert outcomes["base"].turns_to_satisfy == 1
    assert outcomes["hints"].turns_to_satisfy == 2 and outcomes["hints"].feedback_rounds == 1
    assert outcomes["raise"].turns_to_satisfy is None and outcomes["raise"].dropped
    assert outcomes["pep8"].turns_to_satisfy == 1


def test_dynamic_stats():
    model = build_model([run_of([dynamic_episode(), static_episode("coder", "t/s", True)])],
                        n_boot=0)
    dyn = model.dynamic["coder"]
    assert dyn.episodes == 1  # the static developer's episode is left out
    assert dyn.feedback_per_episode == 2
    assert dyn.feedback_per_instruction == pytest.approx(2 / 4)
    assert dyn.tts_histogram() == {"1": 2, "2": 1, "3": 0, "≥4": 0, "never": 1}
    assert dyn.first_try_rate == pytest.approx(0.5)
    assert dyn.recovered_rate == pytest.approx(0.5)
    assert dyn.dropped == 1
    # IFE_6 = passed units of the active instructions (3 + 1 + 1) / 6.
    assert dyn.final_ife == pytest.approx(5 / 6)


def test_dynamic_stats_count_coders_that_never_needed_feedback():
    perfect = static_episode("perfect", "t/s", True)
    perfect.developer = "dynamic/template"  # same developer, no feedback round needed
    model = build_model([run_of([dynamic_episode(), perfect])], n_boot=0)
    dyn = model.dynamic["perfect"]
    assert (dyn.episodes, dyn.feedback_per_episode, dyn.first_try_rate) == (1, 0, 1.0)
    assert "coder" in model.dynamic


def test_comparisons_find_real_differences_and_only_those():
    good = [static_episode("good", f"t/{k}", True) for k in range(12)]
    bad = [static_episode("bad", f"t/{k}", False) for k in range(12)]
    twin = [static_episode("twin", f"t/{k}", True) for k in range(12)]
    model = build_model([run_of(good + bad + twin)], n_boot=500)
    sig = {(c.metric, c.better, c.worse) for c in model.significant}
    assert ("CA", "good", "bad") in sig and ("CA", "twin", "bad") in sig
    assert ("IFR", "good", "bad") in sig  # lower IFR is better: direction-aware
    assert not any({"good", "twin"} == {c.a, c.b} for c in model.significant)
    ca = next(c for c in model.comparisons if c.metric == "CA" and {c.a, c.b} == {"good", "bad"})
    assert ca.p_adj >= ca.p and ca.low <= ca.diff <= ca.high
    assert ca.sentence().startswith("good keeps more of the conversation's checks passing "
                                    "than bad: CA ")
    # Oriented from the better system even though it is b here: the CI flips with it.
    assert (ca.a, ca.b) == ("bad", "good")
    assert "CA 1.000 vs 0.944, difference +0.056 (95% CI [+0.056, +0.056])" in ca.sentence()


def test_several_runs_get_distinct_system_names(tmp_path):
    assert unique_labels([tmp_path / "a" / "x", tmp_path / "b" / "x"]) == ["a/x", "b/x"]
    assert unique_labels([tmp_path / "x", tmp_path / "x"]) == ["x", "x#2"]
    r1 = run_of([static_episode("p", "t/a", True)], "r1")
    r2 = run_of([static_episode("p", "t/a", False)], "r2")
    model = build_model([r1, r2], n_boot=0)
    assert [s.name for s in model.systems] == ["r1:p", "r2:p"]


def _write_run(path: Path, episodes: list[Episode], policies: list[str] | None = None) -> Path:
    path.mkdir(parents=True)
    with (path / "episodes.jsonl").open("w") as fh:
        for ep in episodes:
            fh.write(json.dumps(ep.to_dict()) + "\n")
    if policies is not None:
        (path / "manifest.json").write_text(json.dumps({"config": {"policies": policies}}))
    return path


def test_load_run_follows_the_manifest_and_dedupes(tmp_path):
    a = static_episode("p", "t/a", True)
    stale = static_episode("old", "t/a", True)
    run_dir = _write_run(tmp_path / "run", [static_episode("p", "t/a", False), a, stale], ["p"])
    run = load_run(run_dir)
    assert run.label == "run" and run.policies == ["p"]
    assert len(run.episodes) == 1 and run.episodes[0].turns[2].passed("hints")
    with pytest.raises(FileNotFoundError):
        load_run(tmp_path / "nowhere")


# --- rendering ------------------------------------------------------------------------------

def _model(**kw):
    eps = [static_episode("good", f"t/{k}", True) for k in range(3)]
    eps += [static_episode("bad", f"t/{k}", False) for k in range(3)]
    eps.append(dynamic_episode("good", "t/dyn"))
    return build_model([run_of(eps)], n_boot=200, **kw)


def test_figures_are_real_pngs():
    figures = all_figures(_model())
    assert set(figures) == {"per_turn", "leaderboard", "categories", "tasks", "dynamic"}
    import io

    import matplotlib.image as mpimg

    for png in figures.values():
        assert png.startswith(b"\x89PNG\r\n\x1a\n")
        assert mpimg.imread(io.BytesIO(png)).shape[0] > 100


def test_html_report_is_self_contained_and_complete():
    model = _model()
    page = render_html(model, all_figures(model))
    assert page.startswith("<!DOCTYPE html>")
    assert len(re.findall(r'<img class="fig" id="fig-[a-z_]+" alt="[^"]*" '
                          r'src="data:image/png;base64,', page)) == 5
    # Nothing is loaded from elsewhere, and the CSP forbids it anyway.
    assert not re.search(r'(src|href)="(https?:)?//', page)
    assert "default-src 'none'" in page
    for anchor in ("overview", "differences", "per-turn", "categories", "tasks", "dynamic",
                   "episodes", "glossary"):
        assert f'id="{anchor}"' in page
    # Per-turn tables: one per metric, with a row per turn and a mean row.
    for metric in ("IA", "CA", "IFR"):
        assert f"metric-{metric}" in page
    # Drill-down: every episode, with messages, a real diff and reasons of failed checks.
    assert page.count('<details class="episode"') == 7
    assert '<span class="del">-def f(x: int) -&gt; int:</span>' in page
    assert '<span class="add">+def f(x):</span>' in page
    assert "assertion failed" in page and "please do raise" in page
    assert "dropped: raise" in page


def test_html_escapes_model_output():
    ep = static_episode("p", "t/a", True)
    evil = "<script>alert('x')</script>"
    ep.turns[0] = TurnRecord(**{**ep.turns[0].__dict__, "reply": evil, "developer_message": evil})
    page = render_html(build_model([run_of([ep])], n_boot=0), {})
    assert evil not in page and "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in page


def test_html_without_matplotlib_says_so(monkeypatch):
    import codeloop.report.plots as plots

    monkeypatch.setattr(plots, "available", lambda: False)
    model = _model()
    assert plots.all_figures(model) == {}
    page = render_html(model, plots.all_figures(model))
    assert 'id="no-figures"' in page and "<img" not in page


def test_static_report_has_no_dynamic_section_and_caps_episodes():
    model = build_model([run_of([static_episode("p", f"t/{k}", True) for k in range(5)])],
                        n_boot=0)
    page = render_html(model, {}, max_episodes=2)
    assert 'id="dynamic"' not in page
    assert page.count('<details class="episode"') == 2 and "Showing 2 of 5" in page


def test_markdown_report_mirrors_the_html_content():
    text = render_model_markdown(_model())
    for heading in ("## Leaderboard", "## Significant differences", "## Per turn: Instruction",
                    "## By instruction category", "## By task", "## Feedback loop",
                    "## Example conversations"):
        assert heading in text
    assert "```diff" in text and "hints: FAILED 0/1 - test 1: assertion failed" in text
    # The legacy entry point still works on a plain episode list.
    legacy = render_markdown({}, [static_episode("p", "t/a", True)])
    assert "| 1 | p | 1 | 1 | 0 | 1.000 |" in legacy


# --- end to end -----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def bank_run(tmp_path_factory):
    """A real run of the built-in policies on the bundled bank (a few tasks)."""
    out = tmp_path_factory.mktemp("bank_run")
    result = run_eval(EvalConfig(out=str(out), limit=3, workers=2), progress=False)
    return out, result


def test_eval_writes_the_html_report_and_policies_stand_apart(bank_run):
    out, result = bank_run
    page = (out / "report.html").read_text()
    assert (out / "report.md").exists()
    assert page.count('src="data:image/png;base64,') >= 4
    model = build_model([load_run(out)], n_boot=200)
    rows = {r.system.name: r for r in model.leaderboard}
    assert model.leaderboard[0].system.name == "reference"
    assert rows["reference"].metrics["CA"].value == 1.0
    assert rows["forgetful"].metrics["IFR"].value > 0.2 > rows["reference"].metrics["IFR"].value
    assert rows["stubborn"].metrics["IA"].value < 0.5 < rows["forgetful"].metrics["IA"].value
    png = base64.b64decode(re.search(r'id="fig-per_turn"[^>]*base64,([^"]+)"', page).group(1))
    assert png.startswith(b"\x89PNG")


def test_write_run_reports_survives_a_broken_renderer(tmp_path, monkeypatch, capsys):
    import codeloop.report as report

    def boom(*_a, **_k):
        raise RuntimeError("renderer bug")

    monkeypatch.setattr(report, "write_model", boom)
    assert write_run_reports(tmp_path, {}, [static_episode("p", "t/a", True)]) == []
    assert "renderer bug" in capsys.readouterr().err


def test_cli_report_compares_runs_and_exports(bank_run, tmp_path, capsys):
    out, _ = bank_run
    other = _write_run(tmp_path / "other", [static_episode("reference", "t/a", False)])
    dest = tmp_path / "cmp"
    code = main(["report", str(out), str(other), "--out", str(dest), "--bootstrap", "100",
                 "--export", str(dest / "turns.csv"), "--title", "Two runs"])
    assert code == 0
    printed = capsys.readouterr().out.split()
    assert printed == [str(dest / "report.html"), str(dest / "report.md"),
                       str(dest / "figures"), str(dest / "tables"), str(dest / "turns.csv")]
    page = (dest / "report.html").read_text()
    assert "<title>Two runs</title>" in page and f"{other.name}:reference" in page
    assert main(["report", str(tmp_path / "missing")]) == 2
    assert main(["report", str(out), "--alpha", "2"]) == 2


def test_reports_of_empty_and_all_errored_runs_render(tmp_path):
    errored = Episode("t/b", "p", "static/template", 0, [], {}, status="errored",
                      error="policy failed: 500")
    for episodes in ([], [errored]):
        model = build_model([run_of(episodes)], n_boot=100)
        page = render_html(model, all_figures(model))
        assert page.rstrip().endswith("</html>")
        assert "<img" not in page  # nothing to draw, and no crash trying
        assert render_model_markdown(model).startswith("# ")
    assert "policy failed: 500" in page
    paths = write_run_reports(tmp_path, {}, [errored])
    assert [p.name for p in paths][:2] == ["report.html", "report.md"]


def test_sign_flip_resolves_tiny_p_values_beyond_the_monte_carlo_floor():
    p = sign_flip_pvalue([0.3 + 0.01 * k for k in range(50)], n_perm=1000)
    assert p < 1e-9  # Monte Carlo alone could not go below 1/1001
    noisy = np.random.default_rng(3).normal(0, 1, size=40)
    assert 0.05 < sign_flip_pvalue(noisy) <= 1.0


def test_ties_share_a_rank_and_outcomes_skip_moot_instructions():
    eps = [static_episode(p, "t/a", True) for p in ("a", "b")]
    eps.append(static_episode("c", "t/a", False))
    model = build_model([run_of(eps)], n_boot=0)
    assert [(r.system.name, r.rank) for r in model.leaderboard] == [("a", 1), ("b", 1), ("c", 3)]
    upfront = static_episode("p", "t/u", True)
    upfront.turns[0] = TurnRecord(**{**upfront.turns[0].__dict__,
                                     "introduced": ("base", "ext"), "active": ("base",)})
    assert [o.instruction_id for o in instruction_outcomes(upfront)] == ["base", "hints", "raise"]


def test_many_systems_get_a_significance_matrix_and_a_table():
    eps = []
    for k in range(12):
        eps += [static_episode("good", f"t/{k}", True), static_episode("bad", f"t/{k}", False)]
        eps.append(static_episode("twin", f"t/{k}", True))
    page = render_html(build_model([run_of(eps)], n_boot=100), {})
    matrix = re.search(r'<table class="matrix" id="matrix-CA">.*?</table>', page).group(0)
    assert matrix.count('class="win"') == 2 and matrix.count('class="loss"') == 2
    assert matrix.count('class="ns"') == 2  # good vs twin, both ways
    assert '<ul class="sig" id="significant">' in page  # 4 differences: sentences


def test_many_significant_differences_become_a_table(monkeypatch):
    import codeloop.report.html as report_html
    import codeloop.report_md as report_md

    monkeypatch.setattr(report_html, "SENTENCES_MAX", 1)
    monkeypatch.setattr(report_md, "SENTENCES_MAX", 1)
    eps = [static_episode(p, f"t/{k}", p == "good") for k in range(12) for p in ("good", "bad")]
    model = build_model([run_of(eps)], n_boot=100)
    assert "| good | bad | CA | 1.000 | 0.944 | +0.056 [+0.056, +0.056] | 12 |" in \
        render_model_markdown(model)
    page = render_html(model, {})
    table = re.search(r'<table class="sortable" id="significant-table">.*?</table>', page).group(0)
    assert table.count("<tr>") == 1 + 2  # header, CA and IFR
    assert "<td class=\"l\">good</td><td class=\"l\">bad</td><td class=\"l\">CA</td>" in table


def test_many_systems_get_category_heatmaps(monkeypatch):
    import codeloop.report.plots as plots

    runs = [run_of([static_episode("p", "t/a", k % 2 == 0)], f"r{k}") for k in range(15)]
    model = build_model(runs, n_boot=0)
    calls = []
    real = plots.category_heatmap

    def spy(m):
        calls.append(m)
        return real(m)

    monkeypatch.setattr(plots, "category_heatmap", spy)
    png = plots.category_bars(model)
    assert png is not None and png.startswith(b"\x89PNG") and calls == [model]
    calls.clear()
    plots.category_bars(build_model(runs[:2], n_boot=0))
    assert calls == []  # two systems: grouped bars


def test_figures_can_be_drawn_from_several_threads_without_pyplot_state():
    from concurrent.futures import ThreadPoolExecutor

    import matplotlib.pyplot as plt

    model = _model()
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _: all_figures(model), range(4)))
    assert all(set(r) == set(results[0]) and len(r) == 5 for r in results)
    assert plt.get_fignums() == []  # nothing left open in pyplot's global registry


def test_holm_families_are_per_metric_and_the_page_says_when_nothing_could_be_significant():
    eps = [static_episode(p, f"t/{k}", p == "good") for k in range(8) for p in ("good", "bad")]
    eps += [static_episode("twin", f"t/{k}", True) for k in range(8)]
    model = build_model([run_of(eps)], n_boot=100)
    ca = [c for c in model.comparisons if c.metric == "CA"]
    assert len(ca) == 3 and max(c.p_adj for c in ca if c.p_adj < 1) <= 3 * 2 / 2**8 + 1e-12
    assert any(c.significant for c in ca)  # 8 tasks suffice with 3 comparisons per family
    few = build_model([run_of([e for e in eps if e.task_id in ("t/0", "t/1", "t/2")])],
                      n_boot=100)
    page = render_html(few, {})
    assert "smallest possible sign-flip p is 2/2<sup>3</sup>" in page


def test_drill_down_is_task_major_so_a_cap_keeps_every_system():
    eps = [static_episode(p, f"t/{k}", True) for p in ("a", "b") for k in range(3)]
    page = render_html(build_model([run_of(eps)], n_boot=0), {}, max_episodes=2)
    keys = re.findall(r'<details class="episode" data-key="([^"]+)"', page)
    assert keys == ["a t/0 0 completed", "b t/0 0 completed"]


def test_markdown_code_fences_survive_backticks_in_code():
    ep = static_episode("p", "t/a", True)
    code = 'PROMPT = """```python\nx\n```"""\n'
    ep.turns[0] = TurnRecord(**{**ep.turns[0].__dict__, "code": code})
    text = render_model_markdown(build_model([run_of([ep])], n_boot=0))
    assert "````python\nPROMPT = \"\"\"```python\nx\n```\"\"\"\n````" in text
