"""The Markdown report (``report.md``): the HTML report's tables, as plain text.

It shows the same content as the HTML report (:mod:`codeloop.report`) except the figures, and
only a few example conversations instead of every episode.
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from codeloop.episode_times import TIME_COLUMNS, time_table
from codeloop.report.analysis import (
    METRIC_NAMES,
    METRIC_TITLES,
    CategoryStat,
    ReportModel,
    build_model,
)
from codeloop.report.data import RunData
from codeloop.report.developers import render_markdown as render_developer_markdown
from codeloop.report.html import SENTENCES_MAX
from codeloop.report.summary import reply_figures, usage_by_policy
from codeloop.report.table_rows import leaderboard_table, per_turn_table
from codeloop.rewards.episode import Episode
from codeloop.rewards.llm import data_block
from codeloop.rewards.metrics import METRICS
from codeloop.rewards.passk import CRITERION
from codeloop.tables import markdown_table

EXAMPLES_PER_SYSTEM = 1
"""Example conversations per system in the Markdown report."""

SLOWEST_SHOWN = 10
"""Episodes in the Markdown report's time table, slowest first."""


def _num(value: float | None, digits: int = 3) -> str:
    return "-" if value is None or math.isnan(value) else f"{value:.{digits}f}"


def _cell(text: object) -> str:
    # Pipes would split a Markdown table cell; newlines would end the row.
    return str(text).replace("|", "\\|").replace("\n", " ")


def _fenced(lines: list[str], lang: str) -> list[str]:
    # A fence longer than any backtick run inside (llm.data_block), so code that itself holds
    # ``` (a prompt template, a Markdown writer) cannot close the block early.
    return data_block("\n".join(lines), lang).split("\n")


def category_breakdown(episodes: Sequence[Episode]) -> dict[str, dict[str, float]]:
    """Per policy and instruction category: share of (turn, active instruction) pairs passed.

    Returns:
        ``{policy: {category: pass rate}}``.
    """
    model = build_model([RunData("run", list(episodes))], n_boot=0)
    return {name: {c: s.kept_rate for c, s in sorted(stats.items()) if s.kept}
            for name, stats in model.categories.items()}


def _example_episodes(model: ReportModel) -> list[tuple[str, Episode]]:
    # The most instructive conversation of each system: the completed one with the lowest
    # final CA (where things went wrong), ties broken by task id for stable output.
    out = []
    for system in model.systems:
        eps = [e for e in model.episodes[system.name] if e.completed and e.turns]
        eps.sort(key=lambda e: (METRICS["CA"](e)[-1] or 0.0, e.task_id, e.seed or 0))
        out += [(system.name, e) for e in eps[:EXAMPLES_PER_SYSTEM]]
    return out


def _episode_markdown(name: str, ep: Episode) -> list[str]:
    lines = [f"### `{name}` on `{ep.task_id}` (seed {ep.seed})", ""]
    ca = METRICS["CA"](ep)
    ia = METRICS["IA"](ep)
    previous: str | None = None
    for k, turn in enumerate(ep.turns):
        lines.append(f"**Turn {turn.turn}** ({turn.kind}, focus `{turn.focus}`): "
                     f"IA {_num(ia[k], 0)}, CA {_num(ca[k], 2)}")
        lines.append("")
        lines += ["> " + line for line in turn.developer_message.splitlines() or [""]]
        lines.append("")
        if turn.code is None:
            lines.append(f"No code in the reply ({turn.extraction_note}).")
        elif previous is None:
            lines += _fenced(turn.code.rstrip("\n").splitlines(), "python")
        elif previous == turn.code:
            lines.append("Code unchanged.")
        else:
            diff = list(difflib.unified_diff(previous.splitlines(), turn.code.splitlines(),
                                             lineterm="", n=2))[2:]
            lines += _fenced(diff, "diff")
        lines.append("")
        for iid in turn.active:
            verdict = turn.verdicts.get(iid)
            if verdict is not None:
                lines.append(f"- {verdict.summary()}")
        lines.append("")
        if turn.code is not None:
            previous = turn.code
    return lines


def _replies_markdown(episodes: Mapping[str, Sequence[Episode]]) -> list[str]:
    """Tokens, replies cut by the token limit, and pass@k / pass^k, per system (if any)."""
    rows = []
    for name, eps in episodes.items():
        # summary.json's figures, from the same functions (a system is one run's policy).
        usage = usage_by_policy(eps).values()
        tokens = {k: sum(u.get(k, 0) for u in usage) for k in ("prompt_tokens",
                                                                "completion_tokens")}
        replies = reply_figures(eps)
        cut, passk = replies.get("truncation"), replies.get("passk")
        if not (any(tokens.values()) or cut or passk):
            continue
        figures = ", ".join(f"{k}: {v['pass@k']:.3f} / {v['pass^k']:.3f}"
                            for k, v in passk["k"].items()) if passk else "-"
        rows.append([_cell(name), str(tokens["prompt_tokens"]), str(tokens["completion_tokens"]),
                     f"{cut['truncated']} of {cut['replies']} ({100 * cut['rate']:.1f}%)"
                     if cut else "-", figures])
    if not rows:
        return []
    return ["", "## Replies and samples", "",
            "truncated: replies cut by the token limit (finish reason `length`). pass@k / "
            f"pass^k: some / all of k samples of a task succeed ({CRITERION}), unbiased "
            "estimators over the samples of --episodes-per-task, averaged over tasks.", "",
            markdown_table(["system", "prompt tokens", "completion tokens", "truncated",
                            "k: pass@k / pass^k"], rows)]


def _times_markdown(model: ReportModel) -> list[str]:
    """The time per episode: the slowest episodes, so that they stand out (if times exist)."""
    table = time_table(model.episodes, n=SLOWEST_SHOWN)
    if table is None:
        return []
    rows = [[f"{seconds:.1f}", table.share(seconds),
             _cell(name), f"`{_cell(ep.task_id)}`", _cell(ep.developer), str(ep.seed),
             str(len(ep.turns))]
            for name, ep, seconds in table.slowest]
    return ["", "## Time per episode", "", table.lead() + " Every episode's time is beside it "
            "in report.html's Episodes and in episodes.jsonl (`metadata.wall_s`); times depend "
            "on the machine and its load, so summary.json holds none.", "",
            markdown_table(TIME_COLUMNS,
                           rows)]


def _files_markdown(paper_figures: bool) -> list[str]:
    """Where the rest is: every check unit's verdict, and the files for papers."""
    figures = ("`figures/` holds every figure as SVG and PDF" if paper_figures else
               "`codeloop report <this directory>` also writes every figure as SVG and PDF to "
               "`figures/`")
    return ["", "## Files", "",
            "episodes.jsonl holds every turn of every episode with the verdict of each check "
            "unit (report.html lists the failing ones, up to a cap per instruction); "
            f"`tables/` holds the main tables as LaTeX; {figures}."]


def render_model_markdown(model: ReportModel, *, paper_figures: bool = True) -> str:
    """Renders a report model as Markdown.

    Args:
        model: The report's content.
        paper_figures: Whether the figure files for papers are written beside it (the report
            says where they are, or how to get them).

    Returns:
        The Markdown text.
    """
    names = [s.name for s in model.systems]
    lines = [f"# {model.title}", ""]
    lines.append("IA: the answer passes the checks of the round's instruction. CA: share of the "
                 "active instructions' checks passed. IFR: share of instructions followed at an "
                 "earlier turn that the answer breaks (lower is better). CodeIF-Bench "
                 "definitions; headline values average every (episode, turn) pair, brackets are "
                 f"95% bootstrap intervals over tasks ({model.n_boot} resamples).")
    lines += ["", "## Leaderboard", ""]
    headers, rows = leaderboard_table(model)
    lines.append(markdown_table(headers, [[_cell(c) for c in r] for r in rows]))
    if len(model.systems) > 1:
        lines += ["", "## Significant differences", ""]
        if 0 < len(model.significant) <= SENTENCES_MAX:
            lines += [f"- {c.sentence()}" for c in model.significant]
        elif model.significant:
            rows = []
            for c in model.significant:
                a_first = c.better == c.a
                first, second = (c.a_mean, c.b_mean) if a_first else (c.b_mean, c.a_mean)
                low, high = (c.low, c.high) if a_first else (-c.high, -c.low)
                rows.append([_cell(c.better), _cell(c.worse), c.metric, f"{first:.3f}",
                             f"{second:.3f}", f"{first - second:+.3f} [{low:+.3f}, {high:+.3f}]",
                             str(c.n_tasks), "< 0.001" if c.p_adj < 0.001 else f"{c.p_adj:.3f}"])
            lines.append(markdown_table(["better", "worse", "metric", "better's", "worse's",
                                         "difference [95% CI]", "tasks", "p (Holm)"], rows))
        else:
            lines.append(f"No difference is significant at alpha = {model.alpha} (sign-flip "
                         f"tests over {model.max_shared_tasks} shared tasks at most, Holm-adjusted "
                         "per metric).")
    if len(model.language_names) > 1:
        lines += ["", "## By language", ""]
        rows = [[_cell(name), language, str(est["CA"].n),
                 *(est[m].fmt() for m in ("CA", "IA", "IFR"))]
                for name, langs in model.languages.items() for language, est in langs.items()]
        lines.append(markdown_table(["system", "language", "tasks", "CA [95% CI]",
                                     "IA [95% CI]", "IFR [95% CI]"], rows))
    developer_lines = render_developer_markdown(model.strategies, model.settings)
    if developer_lines:
        lines += ["", *developer_lines]
    for metric in METRIC_NAMES:
        lines += ["", f"## Per turn: {METRIC_TITLES[metric]}", ""]
        headers, rows = per_turn_table(model, metric)
        lines.append(markdown_table([_cell(h) for h in headers], rows))
    cats = model.category_names
    if cats:
        lines += ["", "## By instruction category", "",
                  "followed: instruction rounds on the category passed at once; kept: rounds in "
                  "which an active instruction of the category holds.", ""]
        rows = []
        for cat in cats:
            row = [cat]
            for n in names:
                st = model.categories[n].get(cat, CategoryStat())
                row.append(f"{_num(st.followed_rate)} / {_num(st.kept_rate)}")
            rows.append(row)
        lines.append(markdown_table(["category", *(f"{_cell(n)} followed / kept" for n in names)],
                                    rows))
    from codeloop.report.benchmark_tables import benchmark_tables

    for table in benchmark_tables(model):
        lines += ["", f"## {table.title}", "", table.note, ""]
        lines.append(markdown_table(table.headers, [[_cell(c) for c in r] for r in table.rows]))
    if model.tasks:
        lines += ["", "## By task (mean CA / final CA)", ""]
        rows = []
        for task, by in model.tasks.items():
            rows.append([_cell(task), *(f"{by[n].ca:.3f} / {by[n].final_ca:.3f}" if n in by
                                        else "-" for n in names)])
        lines.append(markdown_table(["task", *map(_cell, names)], rows))
    if model.dynamic:
        lines += ["", "## Feedback loop (dynamic episodes)", ""]
        rows = [[_cell(n), str(d.episodes), _num(d.rounds_per_episode, 2),
                 _num(d.feedback_per_episode, 2), _num(d.feedback_per_instruction, 2),
                 _num(d.ife["mean"]), _num(d.final_ife), _num(d.mean_turns_to_satisfy, 2),
                 _num(d.first_try_rate), _num(d.recovered_rate), str(d.dropped)]
                for n, d in model.dynamic.items()]
        lines.append(markdown_table(["system", "episodes", "rounds/ep", "feedback/ep",
                                     "feedback/instr", "IFE", "final IFE", "turns to satisfy",
                                     "first try", "recovered", "dropped"], rows))
        lines += ["", "Rounds needed to satisfy an instruction:", ""]
        hists = {n: d.tts_histogram() for n, d in model.dynamic.items()}
        bins = list(next(iter(hists.values())))
        lines.append(markdown_table(["system", *bins],
                                    [[_cell(n), *(str(h[b]) for b in bins)]
                                     for n, h in hists.items()]))
    lines += _replies_markdown(model.episodes)
    lines += _times_markdown(model)
    examples = _example_episodes(model)
    if examples:
        lines += ["", "## Example conversations", "",
                  "The completed episode with the lowest final CA of each system.", ""]
        for name, ep in examples:
            lines += _episode_markdown(name, ep)
    if model.errored:
        lines += ["", "## Errored episodes", ""]
        for name, e in model.errored[:50]:
            lines.append(f"- `{name}` on `{e.task_id}`: {e.error}")
    if model.errored_turns:
        lines += ["", "## Errored turns", "",
                  f"{len(model.errored_turns)} turns could not be judged (their sandbox job "
                  "could not run, even on a fresh worker, or, in a replay, the recorded outputs "
                  "hold no answer for the round: 'unanswered'); every figure above leaves them "
                  "out.",
                  ""]
        for name, e, t in model.errored_turns[:50]:
            why = ((t.error or "").strip() or "unknown").splitlines()[0]
            lines.append(f"- `{name}` on `{e.task_id}` (seed {e.seed}), turn {t.turn}: {why}")
    lines += _files_markdown(paper_figures)
    lines.append("")
    return "\n".join(lines)


def render_markdown(summary: Mapping[str, Any], episodes: Sequence[Episode]) -> str:
    """The Markdown report of one run.

    Args:
        summary: The run's ``summary.json`` content (kept for compatibility: the figures are
            recomputed from ``episodes``, of which the summary is a pure function).
        episodes: The run's episodes.

    Returns:
        The Markdown text.
    """
    del summary
    return render_model_markdown(build_model([RunData("run", list(episodes))],
                                             title="codeloop evaluation report"))


def write_markdown_report(out: Path, summary: Mapping[str, Any],
                          episodes: Sequence[Episode]) -> Path:
    """Writes ``out/report.md`` and returns its path."""
    path = Path(out) / "report.md"
    path.write_text(render_markdown(summary, episodes), encoding="utf-8")
    return path
