"""The self-contained HTML report: one file, figures inlined as base64 PNG, no network.

A Content-Security-Policy in the page forbids every external load, so a report that tried to
fetch anything would show a console error (which the browser test catches) rather than quietly
depend on the network.
"""

from __future__ import annotations

import base64
import difflib
import html
import math
import time
from collections.abc import Mapping, Sequence

from codeloop.episode_times import TIME_COLUMNS, episode_seconds, time_table
from codeloop.report.analysis import (
    HIGHER_IS_BETTER,
    METRIC_NAMES,
    METRIC_TITLES,
    ReportModel,
    is_dynamic,
)
from codeloop.report.plots import system_style
from codeloop.rewards.episode import Episode, TurnKind, TurnRecord
from codeloop.rewards.metrics import METRICS
from codeloop.rewards.verdict import CheckResult

SLOWEST_SHOWN = 10
"""Episodes in the time table, slowest first."""

DEFAULT_MAX_EPISODES = 400
"""Episodes shown in the drill-down by default (each one adds its full transcript)."""

DEFAULT_MAX_FAILURES = 10
"""Failing check units listed per instruction and turn by default, the rest counted.

An answer that times out or is wrong on every held-out test fails hundreds of units each turn,
and listing every one made the main job's page 20 MB, 16 of them such lists; each unit's
verdict stays in ``episodes.jsonl``, and the page says so where it cuts.
"""


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _num(value: float, digits: int = 3) -> str:
    return "-" if value is None or (isinstance(value, float) and math.isnan(value)) \
        else f"{value:.{digits}f}"


def _heat(value: float, higher_is_better: bool = True) -> str:
    """Inline style colouring a [0, 1] rate from red (bad) through amber to green (good)."""
    if value is None or math.isnan(value):
        return ""
    v = min(1.0, max(0.0, value if higher_is_better else 1.0 - value))
    # Hue 0 (red) to 130 (green); light backgrounds keep dark text readable.
    return f' style="background:hsl({round(130 * v)},70%,88%)"'


CSS = """
:root{--fg:#1f2937;--muted:#6b7280;--line:#e5e7eb;--bg:#f8fafc;--card:#fff;--accent:#0f766e;
--ok:#15803d;--bad:#b91c1c;--okbg:#dcfce7;--badbg:#fee2e2}
*{box-sizing:border-box}
body{margin:0;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;
color:var(--fg);background:var(--bg)}
header.top{background:#0f172a;color:#f8fafc;padding:22px 32px 14px}
header.top h1{margin:0 0 4px;font-size:22px;font-weight:650}
header.top .meta{color:#cbd5e1;font-size:13px}
nav{position:sticky;top:0;z-index:5;background:#0f172aee;padding:6px 32px;display:flex;gap:18px;
flex-wrap:wrap}
nav a{color:#e2e8f0;text-decoration:none;font-size:13px}
nav a:hover{text-decoration:underline}
main{max-width:1280px;margin:0 auto;padding:8px 32px 60px}
section{background:var(--card);border:1px solid var(--line);border-radius:10px;
padding:16px 22px 20px;margin:20px 0;box-shadow:0 1px 2px #0000000d}
h2{font-size:18px;margin:2px 0 10px}
h3{font-size:15px;margin:18px 0 8px}
p.note,.note{color:var(--muted);font-size:13px;margin:4px 0 10px}
table{border-collapse:collapse;margin:6px 0 12px;font-size:13px}
th,td{border-bottom:1px solid var(--line);padding:4px 10px;text-align:right;
white-space:nowrap}
th{background:#f1f5f9;font-weight:600;position:relative}
th.l,td.l{text-align:left}
table.sortable thead tr:last-child th{cursor:pointer;user-select:none}
table.sortable thead tr:last-child th:after{content:" \\2195";color:#94a3b8;font-size:11px}
tbody tr:hover td{filter:brightness(0.97)}
.tables{display:flex;gap:24px;flex-wrap:wrap;align-items:flex-start}
.tables>div{max-width:100%;min-width:0;overflow-x:auto}
.scroll{overflow-x:auto;max-width:100%}
img.fig{max-width:100%;height:auto;display:block;margin:8px 0 14px}
.swatch{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px;
vertical-align:baseline}
.badge{display:inline-block;padding:0 7px;border-radius:9px;font-size:12px;font-weight:600}
.pass{color:var(--ok);background:var(--okbg)}
.fail{color:var(--bad);background:var(--badbg)}
.tag{display:inline-block;padding:0 6px;border-radius:4px;font-size:11px;background:#e0f2fe;
color:#075985;margin-left:4px}
ul.sig li{margin:3px 0}
details.episode{border:1px solid var(--line);border-radius:8px;margin:6px 0;background:#fff}
details.episode>summary{cursor:pointer;padding:7px 12px;list-style:none;display:flex;gap:12px;
align-items:center;flex-wrap:wrap}
details.episode>summary::-webkit-details-marker{display:none}
details.episode[open]>summary{border-bottom:1px solid var(--line);background:#f8fafc}
.strip{display:inline-flex;gap:2px}
.strip i{display:inline-block;width:11px;height:11px;border-radius:2px}
.strip i.p{background:#22c55e}.strip i.f{background:#ef4444}.strip i.fb{outline:2px solid #6366f1}
.turn{border-top:1px dashed var(--line);padding:10px 14px}
.turn:first-of-type{border-top:none}
.turn h4{margin:0 0 6px;font-size:14px}
pre{background:#f8fafc;border:1px solid var(--line);border-radius:6px;padding:8px 10px;
font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,"DejaVu Sans Mono",monospace;overflow:auto;
max-height:420px;white-space:pre-wrap;word-break:break-word;margin:4px 0 8px}
pre.msg{background:#eef6ff;border-color:#cfe3fb}
pre.diff span{display:block}
pre.diff .add{background:#e6ffec;color:#116329}
pre.diff .del{background:#ffebe9;color:#82071e}
pre.diff .hunk{color:#6f42c1}
table.verdicts td{white-space:normal;vertical-align:top}
table.verdicts th{text-align:left}
table.verdicts td.reason{max-width:640px;font-size:12px;color:#374151}
.label{font-size:12px;color:var(--muted);margin:6px 0 2px;text-transform:uppercase;
letter-spacing:.04em}
input.filter{padding:5px 9px;border:1px solid #cbd5e1;border-radius:6px;width:320px;
font-size:13px}
.kpis{display:flex;gap:14px;flex-wrap:wrap;margin:6px 0 10px}
.kpi{border:1px solid var(--line);border-radius:8px;padding:8px 14px;min-width:190px}
.kpi .n{font-size:12px;color:var(--muted)}
.kpi .v{font-size:15px}
.kpi .v b{font-size:20px}
table.matrix td{text-align:center;min-width:58px}
table.matrix td.win{background:#bbf7d0;color:#14532d;font-weight:600}
table.matrix td.loss{background:#fecaca;color:#7f1d1d;font-weight:600}
table.matrix td.ns{color:#9ca3af}
footer{color:var(--muted);font-size:12px;text-align:center;margin:20px}
"""

# Sortable tables and the episode filter. Plain ES2017 with null checks: the browser test fails
# on any console error, so this must never throw.
JS = """
(function(){
  function cellValue(td){
    var v = td.getAttribute('data-v');
    if (v === null) { v = td.textContent.trim(); }
    var n = parseFloat(v);
    return isNaN(n) ? v.toLowerCase() : n;
  }
  document.querySelectorAll('table.sortable').forEach(function(table){
    var head = table.tHead;
    if (!head || !table.tBodies.length) { return; }
    var ths = head.rows[head.rows.length - 1].cells;
    Array.prototype.forEach.call(ths, function(th, col){
      th.addEventListener('click', function(){
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        var asc = th.getAttribute('data-dir') !== 'asc';
        rows.sort(function(a, b){
          if (!a.cells[col] || !b.cells[col]) { return 0; }
          var x = cellValue(a.cells[col]), y = cellValue(b.cells[col]);
          if (x === y) { return 0; }
          var r = (typeof x === typeof y) ? (x < y ? -1 : 1) : (typeof x === 'number' ? -1 : 1);
          return asc ? r : -r;
        });
        Array.prototype.forEach.call(ths, function(o){ o.removeAttribute('data-dir'); });
        th.setAttribute('data-dir', asc ? 'asc' : 'desc');
        rows.forEach(function(r){ body.appendChild(r); });
      });
    });
  });
  var box = document.getElementById('episode-filter');
  if (box) {
    box.addEventListener('input', function(){
      var q = box.value.toLowerCase();
      document.querySelectorAll('details.episode').forEach(function(d){
        var key = (d.getAttribute('data-key') || '').toLowerCase();
        d.style.display = key.indexOf(q) >= 0 ? '' : 'none';
      });
    });
  }
  document.body.setAttribute('data-ready', '1');
})();
"""

CSP = ("default-src 'none'; img-src data:; style-src 'unsafe-inline'; "
       "script-src 'unsafe-inline'")


def _img(figures: Mapping[str, bytes], name: str, alt: str) -> str:
    png = figures.get(name)
    if not png:
        return ""
    data = base64.b64encode(png).decode("ascii")
    return f'<img class="fig" id="fig-{name}" alt="{_e(alt)}" src="data:image/png;base64,{data}">'


def _swatch(model: ReportModel, name: str) -> str:
    index = next((i for i, s in enumerate(model.systems) if s.name == name), 0)
    return f'<span class="swatch" style="background:{system_style(index)["color"]}"></span>'


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], *, cls: str = "sortable",
           left: int = 1, group_header: str = "", table_id: str = "") -> str:
    """A table; cells in ``rows`` are HTML already (``<td ...>`` included when they start so)."""
    out = [f'<table class="{cls}"' + (f' id="{table_id}"' if table_id else "") + "><thead>"]
    if group_header:
        out.append(group_header)
    out.append("<tr>" + "".join(f'<th class="{"l" if i < left else ""}">{_e(h)}</th>'
                                 for i, h in enumerate(headers)) + "</tr></thead><tbody>")
    for row in rows:
        cells = []
        for i, cell in enumerate(row):
            if cell.startswith("<td"):
                cells.append(cell)
            else:
                cells.append(f'<td class="l">{cell}</td>' if i < left else f"<td>{cell}</td>")
        out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</tbody></table>")
    return "".join(out)


def _rate_td(value: float, metric: str = "CA", title: str = "") -> str:
    t = f' title="{_e(title)}"' if title else ""
    v = "" if math.isnan(value) else f' data-v="{value:.6f}"'
    return f"<td{_heat(value, HIGHER_IS_BETTER.get(metric, True))}{v}{t}>{_num(value)}</td>"


def _header(model: ReportModel) -> str:
    n_eps = sum(len(v) for v in model.episodes.values())
    generated = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    runs = ", ".join(r.label for r in model.runs)
    return (f'<header class="top"><h1>{_e(model.title)}</h1><div class="meta">'
            f"{len(model.runs)} run{'s' if len(model.runs) != 1 else ''} ({_e(runs)}) · "
            f"{len(model.systems)} system{'s' if len(model.systems) != 1 else ''} · "
            f"{len(model.tasks)} task{'s' if len(model.tasks) != 1 else ''} · "
            f"{n_eps} episodes · generated {generated}</div></header>")


def _nav(model: ReportModel) -> str:
    links = [("overview", "Leaderboard"), ("differences", "Differences"),
             ("per-turn", "Per turn"), ("categories", "Categories"), ("tasks", "Tasks")]
    if model.dynamic:
        links.append(("dynamic", "Feedback loop"))
    if len(model.language_names) > 1:
        links.append(("languages", "Languages"))
    if model.strategies or any(model.settings.values()):
        links.append(("developers", "Developers"))
    links += [("episodes", "Episodes"), ("runs", "Runs"), ("glossary", "Metrics")]
    return "<nav>" + "".join(f'<a href="#{a}">{_e(t)}</a>' for a, t in links) + "</nav>"


def _overview(model: ReportModel, figures: Mapping[str, bytes]) -> str:
    parts = ['<section id="overview"><h2>Leaderboard</h2>',
             f'<p class="note">Ranked by CA. Every figure is the mean over all (episode, turn) '
             f"pairs, as in summary.json; brackets give 95% bootstrap intervals over tasks "
             f"({model.n_boot} resamples of whole tasks). IFR: lower is better.</p>"]
    kpis = []
    for row in model.leaderboard:
        ca = row.metrics["CA"]
        kpis.append(f'<div class="kpi"><div class="n">#{row.rank} {_swatch(model, row.system.name)}'
                    f"{_e(row.system.name)}</div><div class=\"v\">CA <b>{_num(ca.value)}</b>"
                    f" · IA {_num(row.metrics['IA'].value)} · IFR "
                    f"{_num(row.metrics['IFR'].value)}</div></div>")
    parts.append('<div class="kpis">' + "".join(kpis) + "</div>")
    rows = []
    for row in model.leaderboard:
        cells = [f'<td data-v="{row.rank}">{row.rank}</td>',
                 f'<td class="l">{_swatch(model, row.system.name)}{_e(row.system.name)}</td>',
                 str(row.tasks), str(row.episodes),
                 f'<td class="{"fail" if row.errored else ""}">{row.errored}</td>']
        for m in ("CA", "IA", "IFR"):
            est = row.metrics[m]
            v = "" if math.isnan(est.value) else f' data-v="{est.value:.6f}"'
            cells.append(f"<td{_heat(est.value, HIGHER_IS_BETTER[m])}{v}>{_e(est.fmt())}</td>")
        rows.append(cells)
    parts.append(_table(["rank", "system", "tasks", "episodes", "errored", "CA [95% CI]",
                         "IA [95% CI]", "IFR [95% CI]"], rows, left=0, table_id="leaderboard"))
    parts.append(_img(figures, "leaderboard", "headline metrics with confidence intervals"))
    parts.append("</section>")
    return "".join(parts)


def _differences(model: ReportModel) -> str:
    parts = ['<section id="differences"><h2>Significant differences</h2>']
    if len(model.systems) < 2:
        parts.append('<p class="note">One system only: nothing to compare.</p></section>')
        return "".join(parts)
    per_metric = len(model.comparisons) // max(1, len(METRIC_NAMES))
    plural = "comparison" if per_metric == 1 else f"{per_metric} comparisons"
    parts.append(f'<p class="note">Paired over the tasks both systems played: the mean of the '
                 f"per-task differences (each task weighs the same, so the means quoted here can "
                 f"differ slightly from the leaderboard's per-turn means), its 95% task-bootstrap "
                 f"interval, and a sign-flip randomisation test, Holm-adjusted over the "
                 f"{plural} of each metric (family-wise α = {model.alpha} per metric).</p>")
    sig = model.significant
    if len(model.systems) >= 3:
        parts.append(_significance_matrix(model, "CA"))
    if sig and len(sig) <= SENTENCES_MAX:
        parts.append('<ul class="sig" id="significant">' + "".join(
            f"<li>{_e(c.sentence())}</li>" for c in sig) + "</ul>")
    elif sig:
        rows = []
        order = {m: i for i, m in enumerate(METRIC_NAMES)}
        for c in sorted(sig, key=lambda c: (order.get(c.metric, 9), -abs(c.diff))):
            first, second = (c.a_mean, c.b_mean) if c.better == c.a else (c.b_mean, c.a_mean)
            low, high = (c.low, c.high) if c.better == c.a else (-c.high, -c.low)
            rows.append([_e(c.better), _e(c.worse), _e(c.metric), f"{first:.3f}",
                         f"{second:.3f}", f"{first - second:+.3f} [{low:+.3f}, {high:+.3f}]",
                         str(c.n_tasks), "&lt; 0.001" if c.p_adj < 0.001 else f"{c.p_adj:.3f}"])
        parts.append(f'<details id="significant"><summary>{len(sig)} significant differences '
                     "(by metric, largest first)</summary>" + _table(
                         ["better", "worse", "metric", "better's", "worse's",
                          "difference [95% CI]", "tasks", "p (Holm)"], rows, left=3,
                         table_id="significant-table") + "</details>")
    else:
        why = ""
        floor = _smallest_adjusted_p(model)
        if floor >= model.alpha:
            shared = model.max_shared_tasks
            why = (f" With {shared} shared task{'s' if shared != 1 else ''} no difference could "
                   f"be: the smallest possible sign-flip p is 2/2<sup>{shared}</sup>, "
                   f"{floor:.3g} after Holm's correction; run more tasks.")
        parts.append(f'<p id="significant">No difference is significant at α = {model.alpha}.'
                     f"{why}</p>")
    rows = []
    for c in model.comparisons:
        rows.append([_e(c.a), _e(c.b), _e(c.metric), str(c.n_tasks), f"{c.diff:+.3f}",
                     f"[{c.low:+.3f}, {c.high:+.3f}]", f"{c.p:.3g}", f"{c.p_adj:.3g}",
                     '<td><span class="badge pass">yes</span></td>' if c.significant
                     else "<td>no</td>"])
    parts.append("<details><summary>All comparisons</summary>" + _table(
        ["a", "b", "metric", "tasks", "a − b", "95% CI", "p", "p (Holm)", "significant"], rows,
        left=3) + "</details></section>")
    return "".join(parts)


def _smallest_adjusted_p(model: ReportModel) -> float:
    """The smallest Holm-adjusted p any comparison of the report could reach."""
    shared = model.max_shared_tasks
    family = len(model.comparisons) // max(1, len(METRIC_NAMES))
    if shared == 0 or family == 0:
        return 1.0
    return min(1.0, family * 2.0 / 2.0 ** min(shared, 1000))


SENTENCES_MAX = 12
"""Up to this many significant differences are written as sentences, more as a table."""


def _significance_matrix(model: ReportModel, metric: str) -> str:
    """Row system minus column system on ``metric``; green: row significantly better."""
    names = [r.system.name for r in model.leaderboard]
    by_pair = {frozenset((c.a, c.b)): c for c in model.comparisons if c.metric == metric}
    rows = []
    for k, row in enumerate(names, start=1):
        # Columns are numbered like the rows: full names would make the matrix too wide.
        cells = [f'<td class="l">{k}. {_swatch(model, row)}{_e(row)}</td>']
        for col in names:
            c = by_pair.get(frozenset((row, col)))
            if row == col or c is None:
                cells.append('<td class="ns">·</td>' if row != col else "<td>—</td>")
                continue
            diff = c.diff if c.a == row else -c.diff
            diff = 0.0 if abs(diff) < 0.005 else diff  # no "-0.00"
            if not c.significant:
                cells.append(f'<td class="ns" title="not significant, p (Holm) = '
                             f'{c.p_adj:.3f}">{diff:+.2f}</td>')
                continue
            cls = "win" if c.better == row else "loss"
            cells.append(f'<td class="{cls}" title="p (Holm) = {c.p_adj:.2g}">{diff:+.2f}</td>')
        rows.append(cells)
    return (f'<h3>{_e(metric)}: row minus column</h3><p class="note">Green: the row system is '
            f"significantly better; red: significantly worse; grey: no significant difference "
            f"(systems in leaderboard order).</p>"
            + '<div class="scroll">' + _table(
                ["", *(str(k) for k in range(1, len(names) + 1))], rows, cls="matrix", left=1,
                table_id=f"matrix-{metric}") + "</div>")


def _per_turn(model: ReportModel, figures: Mapping[str, bytes]) -> str:
    parts = ['<section id="per-turn"><h2>Per-turn curves</h2>',
             '<p class="note">Turn n averages the episodes that reached turn n; shaded bands are '
             "95% bootstrap intervals over those episodes.</p>",
             _img(figures, "per_turn", "IA, CA and IFR per turn for each system"),
             '<div class="tables">']
    names = [s.name for s in model.systems]
    for metric in METRIC_NAMES:
        longest = max((len(model.per_turn[n][metric]["per_turn"]) for n in names), default=0)
        rows = []
        for k in range(longest):
            row = [str(k + 1)]
            for n in names:
                agg = model.per_turn[n][metric]
                if k < len(agg["per_turn"]):
                    row.append(_rate_td(agg["per_turn"][k], metric,
                                        f"{agg['n_per_turn'][k]} episodes"))
                else:
                    row.append("<td>-</td>")
            rows.append(row)
        rows.append(['<td class="l"><b>mean</b></td>',
                     *(_rate_td(model.per_turn[n][metric]["mean"], metric) for n in names)])
        parts.append(f'<div><h3>{_e(METRIC_TITLES[metric])}</h3>'
                     + _table(["turn", *names], rows, cls=f"per-turn metric-{metric}")
                     + "</div>")
    parts.append("</div></section>")
    return "".join(parts)


def _categories(model: ReportModel, figures: Mapping[str, bytes]) -> str:
    cats = model.category_names
    parts = ['<section id="categories"><h2>By instruction category</h2>',
             '<p class="note"><b>followed</b>: share of instruction rounds on this category whose '
             "answer passed it at once (IA by category). <b>kept</b>: share of rounds in which "
             "an active instruction of the category holds; the gap between the two is "
             "forgetting.</p>",
             _img(figures, "categories", "pass rates by instruction category")]
    names = [s.name for s in model.systems]
    group = ('<tr><th class="l"></th>' + "".join(
        f'<th colspan="2" class="l">{_swatch(model, n)}{_e(n)}</th>' for n in names) + "</tr>")
    rows = []
    for c in cats:
        row = [_e(c.replace("_", " "))]
        for n in names:
            st = model.categories[n].get(c)
            if st is None:
                row += ["<td>-</td>", "<td>-</td>"]
            else:
                row.append(_rate_td(st.followed_rate, "IA", f"{st.asked_passed}/{st.asked}"))
                row.append(_rate_td(st.kept_rate, "CA", f"{st.kept_passed}/{st.kept}"))
        rows.append(row)
    headers = ["category", *[h for _ in names for h in ("followed", "kept")]]
    parts.append('<div class="scroll">' + _table(headers, rows, group_header=group,
                                                 table_id="category-table") + "</div></section>")
    return "".join(parts)


def _tasks(model: ReportModel, figures: Mapping[str, bytes]) -> str:
    names = [s.name for s in model.systems]
    parts = ['<section id="tasks"><h2>By task</h2>',
             '<p class="note">Mean CA over every round, and CA of the last round, per task; '
             "click a column to sort (hardest tasks first by sorting a CA column).</p>",
             _img(figures, "tasks", "mean CA per task and system")]
    group = ('<tr><th class="l"></th>' + "".join(
        f'<th colspan="3" class="l">{_swatch(model, n)}{_e(n)}</th>' for n in names) + "</tr>")
    rows = []
    for task, by_system in model.tasks.items():
        row = [_e(task)]
        for n in names:
            st = by_system.get(n)
            if st is None:
                row += ["<td>-</td>"] * 3
            else:
                row += [_rate_td(st.ca, "CA", f"{st.episodes} episodes"),
                        _rate_td(st.final_ca, "CA"), _rate_td(st.ifr, "IFR")]
        rows.append(row)
    headers = ["task", *[h for _ in names for h in ("CA", "final CA", "IFR")]]
    parts.append('<div class="scroll">' + _table(headers, rows, group_header=group,
                                                 table_id="task-table") + "</div></section>")
    return "".join(parts)


def _dynamic(model: ReportModel, figures: Mapping[str, bytes]) -> str:
    if not model.dynamic:
        return ""
    parts = ['<section id="dynamic"><h2>Feedback loop (dynamic episodes)</h2>',
             '<p class="note">Episodes of a developer that gives feedback (episodes in which the '
             "coder never needed any count too, with zero feedback rounds). IFE: check units of "
             "the active instructions passed, divided by the round number (feedback rounds "
             "count). Turns to satisfy: rounds from an instruction's introduction to the first "
             "answer passing it (1 = at once). Recovered: of the instructions missed at first, "
             "the share satisfied later.</p>",
             _img(figures, "dynamic", "IFE per round and rounds to satisfy")]
    rows = []
    for name, d in model.dynamic.items():
        rows.append([f"{_swatch(model, name)}{_e(name)}", str(d.episodes),
                     _num(d.rounds_per_episode, 2), _num(d.feedback_per_episode, 2),
                     _num(d.feedback_per_instruction, 2), _num(d.ife["mean"]),
                     _num(d.final_ife), _num(d.mean_turns_to_satisfy, 2),
                     _rate_td(d.first_try_rate, "IA"), _rate_td(d.recovered_rate, "IA"),
                     str(d.dropped)])
    parts.append('<div class="scroll">' + _table(
        ["system", "episodes", "rounds/ep", "feedback/ep", "feedback/instr", "IFE", "final IFE",
         "turns to satisfy", "first try", "recovered", "dropped"], rows,
        table_id="dynamic-table") + "</div>")
    longest = max(len(d.ife["per_turn"]) for d in model.dynamic.values())
    ife_rows = [[str(k + 1), *(f"{d.ife['per_turn'][k]:.3f}" if k < len(d.ife["per_turn"])
                               else "-" for d in model.dynamic.values())]
                for k in range(longest)]
    parts.append("<h3>IFE per round</h3>" + _table(["round", *model.dynamic], ife_rows,
                                                    cls="ife-table"))
    parts.append("</section>")
    return "".join(parts)


def _benchmarks(model: ReportModel) -> str:
    """The benchmarks' own figures, not-judged counts and records not loaded."""
    from codeloop.report.benchmark_tables import benchmark_tables

    tables = benchmark_tables(model)
    if not tables:
        return ""
    parts = ['<section id="benchmarks"><h2>Benchmark figures</h2>']
    for t in tables:
        parts.append(f"<h3>{_e(t.title)}</h3><p class=\"note\">{_e(t.note)}</p>")
        parts.append(_table(t.headers, [[_e(c) for c in row] for row in t.rows], left=2))
    parts.append("</section>")
    return "".join(parts)


def _languages(model: ReportModel) -> str:
    """Headline metrics per task language (only when the runs span several languages)."""
    if len(model.language_names) < 2:
        return ""
    rows = [[_e(name), _e(language), str(est["CA"].n),
             *(_rate_td(est[m].value, m, est[m].fmt()) for m in ("CA", "IA", "IFR"))]
            for name, langs in model.languages.items() for language, est in langs.items()]
    return ('<section id="languages"><h2>By language</h2>'
            '<p class="note">Each system on the tasks of each language; hover a cell for its '
            "95% task-bootstrap interval.</p>"
            + _table(["system", "language", "tasks", "CA", "IA", "IFR"], rows, left=2,
                     table_id="by-language") + "</section>")


def _developers(model: ReportModel) -> str:
    """The same policies under several developers, and predefined vs follow-up settings."""
    if not model.strategies and not any(model.settings.values()):
        return ""
    parts = ['<section id="developers"><h2>Developers compared</h2>']
    if model.strategies:
        parts.append('<p class="note">Each policy under each developer, on the tasks every '
                     "developer of that policy played; 95% task-bootstrap intervals.</p>")
        rows = [[_e(r.policy), _e(r.developer), str(r.episodes),
                 _rate_td(r.ca.value, "CA", r.ca.fmt()), _rate_td(r.ia.value, "IA", r.ia.fmt()),
                 _rate_td(r.final_ca.value, "CA", r.final_ca.fmt())] for r in model.strategies]
        parts.append(_table(["policy", "developer", "episodes", "CA", "IA", "final-turn CA"],
                            rows, left=2, table_id="strategy-matrix"))
    for key, title in (("category", "instruction category"), ("language", "language")):
        rows = [[_e(r.policy), _e(r.group), _rate_td(r.predefined.value, "CA", r.predefined.fmt()),
                 _rate_td(r.follow_up.value, "CA", r.follow_up.fmt()),
                 "-" if math.isnan(r.difference) else f"{r.difference:+.3f}"]
                for r in model.settings.get(key, [])]
        if rows:
            parts.append(f"<h3>Predefined vs follow-up, by {_e(title)}</h3>"
                         '<p class="note">Share of instructions the final answer satisfies: '
                         "<code>upfront</code> gives every instruction with the problem "
                         "(CodeAlignBench's predefined setting), <code>followup</code> one by "
                         "one after the first answer.</p>")
            parts.append(_table(["policy", title, "predefined", "follow-up", "difference"],
                                rows, left=2, table_id=f"settings-{key}"))
    parts.append("</section>")
    return "".join(parts)


def _diff_html(previous: str | None, current: str | None, note: str) -> str:
    if current is None:
        return f'<p class="note">No code in this reply ({_e(note)}).</p>'
    if previous is None:
        lines = [f'<span class="add">+{_e(line)}</span>' for line in current.splitlines()]
        return '<div class="label">code (first version)</div><pre class="diff">' + \
            "".join(lines) + "</pre>"
    if previous == current:
        return '<p class="note">Code unchanged from the previous turn.</p>'
    diff = list(difflib.unified_diff(previous.splitlines(), current.splitlines(),
                                     "previous", "this turn", lineterm="", n=3))[2:]
    out = []
    for line in diff:
        cls = "add" if line.startswith("+") else "del" if line.startswith("-") \
            else "hunk" if line.startswith("@@") else ""
        out.append(f'<span class="{cls}">{_e(line)}</span>' if cls else f"<span>{_e(line)}</span>")
    added = sum(1 for line in diff if line.startswith("+"))
    removed = sum(1 for line in diff if line.startswith("-"))
    return (f'<div class="label">diff against the previous turn (+{added} −{removed})</div>'
            f'<pre class="diff">' + "".join(out) + "</pre>")


def _failures_html(failures: Sequence[CheckResult], max_failures: int) -> str:
    shown = failures if max_failures < 0 else failures[:max_failures]
    out = "<br>".join(f"<b>{_e(r.check)}</b>: {_e(r.reason)}" for r in shown)
    rest = len(failures) - len(shown)
    if rest:
        out += (f'<br><span class="note">and {rest} more failing check'
                f'{"s" if rest != 1 else ""}: every unit\'s verdict is in episodes.jsonl '
                "(codeloop report --max-failures -1 lists them all)</span>")
    return out


def _verdicts_html(turn: TurnRecord, categories: Mapping[str, str], max_failures: int) -> str:
    rows = []
    for iid in turn.active:
        v = turn.verdicts.get(iid)
        tags = ""
        if iid == turn.focus:
            tags += '<span class="tag">focus</span>'
        if iid in turn.introduced:
            tags += '<span class="tag">new</span>'
        if v is None:
            rows.append([f"{_e(iid)}{tags}", _e(categories.get(iid, "")),
                         "<td>-</td>", "", '<td class="l reason">not checked</td>'])
            continue
        badge = ('<span class="badge pass">pass</span>' if v.passed
                 else '<span class="badge fail">fail</span>')
        if v.passed:
            # Names of passing checks add nothing a reader acts on, and these tables are most
            # of a large report's bytes; the failing ones below are listed in full.
            reason = "its check passed" if v.n_units == 1 else f"all {v.n_units} checks passed"
        else:
            reason = _failures_html(v.failures(), max_failures)
        rows.append([f"{_e(iid)}{tags}", _e(categories.get(iid, "")), f"<td>{badge}</td>",
                     f"{v.n_passed}/{v.n_units}", f'<td class="l reason">{reason}</td>'])
    return _table(["instruction", "category", "verdict", "checks", "reason"], rows,
                  cls="verdicts", left=2)


def _opt(value: float | None) -> str:
    return "not judged" if value is None else f"{value:.2f}"


def _episode_html(name: str, ep: Episode, model: ReportModel, max_failures: int) -> str:
    ia = METRICS["IA"](ep)
    ca = METRICS["CA"](ep)
    ifr = METRICS["IFR"](ep)
    strip = "".join(
        f'<i class="{"p" if x else "f"}{" fb" if t.kind == TurnKind.FEEDBACK else ""}" '
        f'title="turn {t.turn}: {_e(t.focus)} '
        f'{"passed" if x else "not judged" if x is None else "failed"}"></i>'
        for t, x in zip(ep.turns, ia, strict=True))
    status = ('<span class="badge pass">completed</span>' if ep.completed
              else f'<span class="badge fail">{_e(ep.status)}</span>')
    final = ("no turns" if not ca else "final CA not judged" if ca[-1] is None
             else f"final CA {ca[-1]:.2f}")
    key = f"{name} {ep.task_id} {ep.seed} {ep.status}"
    seconds = episode_seconds(ep)
    took = "" if seconds is None else f' · <span class="took">{seconds:.1f} s</span>'
    head = (f'<details class="episode" data-key="{_e(key)}"><summary>{_swatch(model, name)}'
            f"<b>{_e(name)}</b><span>{_e(ep.task_id)}</span>"
            f'<span class="note">seed {_e(ep.seed)} · {_e(ep.developer)}{took}</span>{status}'
            f'<span class="strip">{strip}</span><span class="note">{final}'
            f"{' · dynamic' if is_dynamic(ep) else ''}</span></summary>")
    body = []
    if ep.error:
        body.append(f'<div class="turn"><span class="badge fail">error</span> {_e(ep.error)}</div>')
    previous: str | None = None
    for k, turn in enumerate(ep.turns):
        drop = turn.decision.get("drop") or []
        reason = turn.decision.get("reason", "")
        kind = TurnKind(turn.kind)
        ia_badge = (f'<span class="badge fail" title="{_e(turn.error)}">errored: not judged'
                    '</span>' if turn.errored
                    else '<span class="badge">IA not judged</span>' if ia[k] is None
                    else '<span class="badge pass">IA 1</span>' if ia[k]
                    else '<span class="badge fail">IA 0</span>')
        body.append(
            f'<div class="turn"><h4>Turn {turn.turn} · {kind} · focus <code>{_e(turn.focus)}'
            f"</code> {ia_badge} <span class=\"note\">CA {_opt(ca[k])} · IFR {_opt(ifr[k])} · "
            f"reward {turn.reward:.2f}</span></h4>"
            + (f'<p class="note">developer: {_e(reason)}'
               + (f" · dropped: {_e(', '.join(drop))}" if drop else "") + "</p>"
               if reason or drop else "")
            + '<div class="label">developer</div>'
            f'<pre class="msg">{_e(turn.developer_message)}</pre>'
            f"<details><summary>model reply ({len(turn.reply)} chars)</summary>"
            f"<pre>{_e(turn.reply)}</pre></details>"
            + _diff_html(previous, turn.code, turn.extraction_note)
            + '<div class="label">verdicts of the active instructions</div>'
            + _verdicts_html(turn, ep.categories, max_failures) + "</div>")
        if turn.code is not None:
            previous = turn.code
    return head + "".join(body) + "</details>"


def _episodes(model: ReportModel, max_episodes: int, max_failures: int) -> str:
    # Task-major order: the same task's conversations sit together across systems, and a cap
    # cuts whole tasks rather than leaving the last systems out.
    order = {s.name: i for i, s in enumerate(model.systems)}
    all_eps = sorted(((n, e) for n, eps in model.episodes.items() for e in eps),
                     key=lambda ne: (ne[1].task_id, order[ne[0]], ne[1].seed or 0))
    shown = all_eps[:max_episodes] if max_episodes >= 0 else all_eps
    parts = ['<section id="episodes"><h2>Episodes</h2>',
             '<p class="note">Each row is one conversation; the squares are IA per turn '
             "(green passed, red failed, outlined: feedback round). Open one for every turn's "
             "developer message, the model's reply, the diff of its code and the verdict of "
             "every active instruction, with its failing checks (up to --max-failures of them; "
             "episodes.jsonl has every unit). The time is the episode's wall time.</p>",
             '<input class="filter" id="episode-filter" type="search" '
             'placeholder="filter by system, task, seed or status">']
    if len(shown) < len(all_eps):
        parts.append(f'<p class="note">Showing {len(shown)} of {len(all_eps)} episodes '
                     "(raise --max-episodes for more).</p>")
    parts += [_episode_html(n, e, model, max_failures) for n, e in shown]
    parts.append("</section>")
    return "".join(parts)


def _times_html(model: ReportModel) -> str:
    table = time_table(model.episodes, n=SLOWEST_SHOWN)
    if table is None:
        return ""
    rows = [[f'<td data-v="{seconds:.3f}">{seconds:.1f}</td>',
             table.share(seconds),
             f'<td class="l">{_swatch(model, name)}{_e(name)}</td>',
             f'<td class="l"><code>{_e(ep.task_id)}</code></td>',
             f'<td class="l">{_e(ep.developer)}</td>', _e(ep.seed), str(len(ep.turns))]
            for name, ep, seconds in table.slowest]
    return (f'<h3 id="times">Time per episode</h3><p class="note">{_e(table.lead())} Every '
            "episode's time is in its line under Episodes; times depend on the machine and its "
            "load, so summary.json holds none.</p>"
            + _table(TIME_COLUMNS, rows,
                     left=0, cls="sortable times"))


def _runs(model: ReportModel) -> str:
    rows = []
    for run in model.runs:
        cfg = run.manifest.get("config", {})
        rev = run.manifest.get("git_revision") or ""
        rows.append([_e(run.label), _e(run.path or ""), _e(cfg.get("developer", "?")) + "/"
                     + _e(cfg.get("voice", "?")), _e(cfg.get("tasks", "?")),
                     str(len(run.episodes)), _e(run.manifest.get("started_at", "")),
                     _e(rev[:10])])
    parts = ['<section id="runs"><h2>Runs</h2>',
             _table(["run", "directory", "developer", "tasks", "episodes", "started", "git"],
                    rows, left=4, cls="runs")]
    parts.append(_times_html(model))
    errored = model.errored
    if errored:
        parts.append(f"<h3>Errored episodes ({len(errored)})</h3><ul>" + "".join(
            f"<li><b>{_e(n)}</b> on <code>{_e(e.task_id)}</code>: {_e(e.error)}</li>"
            for n, e in errored[:200]) + "</ul>")
    turns = model.errored_turns
    if turns:
        parts.append(
            f"<h3>Errored turns ({len(turns)})</h3><p class=\"note\">Turns whose sandbox job "
            "could not run, even on a fresh worker (the machine's fault), or, in a replay, "
            "with no recorded answer ('unanswered'): left out of every figure.</p><ul>" +
            "".join(
                f"<li><b>{_e(n)}</b> on <code>{_e(e.task_id)}</code> (seed {_e(e.seed)}), "
                f"turn {t.turn}: {_e(((t.error or '').strip() or 'unknown').splitlines()[0])}</li>"
                for n, e, t in turns[:200]) + "</ul>")
    parts.append("</section>")
    return "".join(parts)


GLOSSARY = """<section id="glossary"><h2>Metrics</h2><ul>
<li><b>IA</b> (instruction accuracy): 1 when the turn's answer passes every check of the
instruction the turn is about, else 0.</li>
<li><b>CA</b> (conversation accuracy): share of the check units of all active instructions
(given so far, less superseded or dropped ones) that the answer passes.</li>
<li><b>IFR</b> (instruction forgetting ratio): share of active instructions followed at an earlier
turn that the answer now fails. Lower is better.</li>
<li><b>IFE</b> (instruction-following efficiency, dynamic runs): check units passed divided by
the round number, feedback rounds included.</li>
<li>Definitions follow CodeIF-Bench; the headline value of a metric is its mean over every
(episode, turn) pair; confidence intervals resample whole tasks.</li></ul></section>"""


def render_html(model: ReportModel, figures: Mapping[str, bytes] | None = None, *,
                max_episodes: int = DEFAULT_MAX_EPISODES,
                max_failures: int = DEFAULT_MAX_FAILURES) -> str:
    """Renders the report as one self-contained HTML page.

    Args:
        model: The report's content (:func:`codeloop.report.analysis.build_model`).
        figures: PNG figures by name (:func:`codeloop.report.plots.all_figures`); without
            them the page says that matplotlib is missing and shows the tables only.
        max_episodes: Episodes in the drill-down (negative: all).
        max_failures: Failing check units listed per instruction and turn, the rest counted
            (negative: all).

    Returns:
        The HTML text.
    """
    figures = dict(figures or {})
    no_plots = "" if figures else (
        '<p class="note" id="no-figures">Figures are missing: install matplotlib '
        "(<code>pip install codeloop[report]</code>) and run <code>codeloop report</code> again."
        "</p>")
    body = [_header(model), _nav(model), "<main>", no_plots, _overview(model, figures),
            _differences(model), _per_turn(model, figures), _categories(model, figures),
            _tasks(model, figures), _languages(model), _dynamic(model, figures),
            _developers(model),
            _benchmarks(model), _episodes(model, max_episodes, max_failures),
            _runs(model), GLOSSARY, "</main>",
            "<footer>codeloop · self-contained report: no network needed</footer>"]
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{_e(model.title)}</title><style>{CSS}</style></head><body>"
            + "".join(body) + f"<script>{JS}</script></body></html>\n")
