"""Figures as SVG and PDF files and tables as LaTeX, for papers (issue 16, point 5)."""

from __future__ import annotations

import pytest

from codeloop.report import build_model, write_model
from codeloop.report.data import RunData
from codeloop.report.paper import latex_tables
from codeloop.report.plots import all_figures
from codeloop.report.table_rows import leaderboard_table
from codeloop.tables import latex_escape, latex_table
from tests.codeloop.test_report import static_episode


def _model():
    eps = [static_episode("good_model", f"t/{k}", True) for k in range(3)]
    eps += [static_episode("bad_model", f"t/{k}", False) for k in range(3)]
    return build_model([RunData("run", eps)], n_boot=100)


def test_report_writes_svg_pdf_figures_and_latex_tables(tmp_path):
    pytest.importorskip("matplotlib")
    model = _model()
    paths = write_model(model, tmp_path)
    assert [p.name for p in paths] == ["report.html", "report.md", "figures", "tables"]
    png = all_figures(model)
    for name in png:
        svg = (tmp_path / "figures" / f"{name}.svg").read_bytes()
        pdf = (tmp_path / "figures" / f"{name}.pdf").read_bytes()
        assert svg.lstrip().startswith(b"<?xml") and b"<svg" in svg
        assert pdf.startswith(b"%PDF-")
    assert "per_turn" in png and "leaderboard" in png
    # Vector files are reproducible: the same model gives the same bytes (no dates, fixed ids).
    again = tmp_path / "again"
    write_model(model, again)
    assert (again / "figures" / "per_turn.svg").read_bytes() == \
        (tmp_path / "figures" / "per_turn.svg").read_bytes()
    assert (again / "figures" / "per_turn.pdf").read_bytes() == \
        (tmp_path / "figures" / "per_turn.pdf").read_bytes()
    board = (tmp_path / "tables" / "leaderboard.tex").read_text()
    assert board.startswith("\\begin{table}") and "\\toprule" in board
    assert "good\\_model" in board and "bad\\_model" in board  # escaped, not broken
    assert {p.name for p in (tmp_path / "tables").iterdir()} == {
        "leaderboard.tex", "per_turn_IA.tex", "per_turn_CA.tex", "per_turn_IFR.tex"}


def test_latex_and_markdown_tables_show_the_same_rows(tmp_path):
    model = _model()
    headers, rows = leaderboard_table(model)
    tex = latex_tables(model)["leaderboard"]
    body = [line for line in tex.splitlines() if line.endswith("\\\\")]
    assert len(body) == 1 + len(rows)  # header line, then one per row
    for row, line in zip(rows, body[1:], strict=True):
        assert line == " & ".join(latex_escape(c) for c in row) + " \\\\"
    md = (write_model(model, tmp_path)[1]).read_text()
    for row in rows:
        assert "| " + " | ".join(row) + " |" in md


def test_latex_escaping():
    assert latex_escape("a_b & 50% {x} #1 $ ~ ^ \\") == \
        "a\\_b \\& 50\\% \\{x\\} \\#1 \\$ \\textasciitilde{} \\textasciicircum{} \\textbackslash{}"
    assert "\\caption{CA \\& IA}" in latex_table(["a", "b"], [["1", "2"]], caption="CA & IA")
