"""Every rule checker agrees with its labelled corpus, which is big enough."""

from __future__ import annotations

import ast
import json

import pytest

from codeloop.cli import main
from codeloop.rewards.checks.corpus import load_corpus, measure, parse_corpus_file
from codeloop.rewards.checks.static import RULE_CHECKABLE, STATIC_RULES, run_static


@pytest.mark.parametrize("kind", RULE_CHECKABLE)
def test_checker_agrees_with_every_label(kind):
    acc = measure([kind])[kind]
    assert acc.passing >= 10 and acc.failing >= 10, (kind, acc.passing, acc.failing)
    wrong = [(c.where, c.note, reason) for c, _, reason in acc.wrong]
    assert not wrong, wrong


def test_every_rule_checkable_kind_has_a_corpus_and_nothing_else_does():
    kinds = {c.kind for c in load_corpus()}
    assert kinds == set(RULE_CHECKABLE)
    assert "judge" in STATIC_RULES and "judge" not in RULE_CHECKABLE


def test_corpus_cases_are_distinct_per_kind():
    seen = {}
    for case in load_corpus():
        key = (case.kind, case.code, repr(sorted(case.params.items())))
        assert key not in seen, f"{case.where} duplicates {seen[key]}"
        seen[key] = case.where


def test_corpus_parser_reports_bad_labels(tmp_path):
    bad = tmp_path / "forbid.txt"
    bad.write_text("=== maybe: unclear\nx = 1\n")
    with pytest.raises(ValueError, match="forbid.txt:1"):
        parse_corpus_file(bad)


def test_case_params_replace_the_defaults(tmp_path):
    f = tmp_path / "forbid.txt"
    f.write_text('# params: {"constructs": ["for"]}\n=== pass: x\nparams: {"calls": ["print"]}\n'
                 "for x in y:\n    pass\n")
    (case,) = parse_corpus_file(f)
    assert case.params == {"calls": ["print"]}


def test_a_mislabelled_case_is_reported(monkeypatch, tmp_path):
    import codeloop.rewards.checks.corpus as corpus

    (tmp_path / "forbid.txt").write_text(
        '# params: {"constructs": ["for"]}\n=== pass: wrong label\nfor x in y:\n    pass\n')
    monkeypatch.setattr(corpus, "CORPUS_DIR", tmp_path)
    acc = corpus.measure(["forbid"])["forbid"]
    assert acc.agreed == 0 and len(acc.wrong) == 1


def test_cli_accuracy_prints_table_and_succeeds(capsys):
    assert main(["checks", "accuracy"]) == 0
    out = capsys.readouterr().out
    assert "checker" in out and "100.0%" in out
    for kind in RULE_CHECKABLE:
        assert kind in out


def test_cli_accuracy_fails_on_disagreement(monkeypatch, tmp_path, capsys):
    import codeloop.rewards.checks.corpus as corpus

    (tmp_path / "forbid.txt").write_text(
        '# params: {"constructs": ["for"]}\n=== pass: wrong label\nfor x in y:\n    pass\n')
    monkeypatch.setattr(corpus, "CORPUS_DIR", tmp_path)
    assert main(["checks", "accuracy", "--kind", "forbid", "-v"]) == 1
    assert "labelled pass, checker says fail" in capsys.readouterr().out


def test_cli_list_names_every_kind(capsys):
    assert main(["checks", "list"]) == 0
    out = capsys.readouterr().out
    for kind in STATIC_RULES:
        assert kind in out


def test_radon_counting_matches_radon():
    radon = pytest.importorskip("radon.complexity")
    for case in load_corpus():
        try:
            tree = ast.parse(case.code)
        except SyntaxError:
            continue
        from codeloop.rewards.checks.static import radon_complexity

        ours = {n.name: radon_complexity(n) for n in ast.walk(tree)
                if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}
        for block in radon.cc_visit(case.code):
            if block.name in ours and type(block).__name__ == "Function" and not \
                    getattr(block, "is_method", False):
                assert ours[block.name] == block.complexity, (case.where, block.name)


def test_codeif_bench_strip_matches_its_harness():
    from codeloop.rewards.checks.static import codeif_bench_strip

    code = 'def f(a):\n    """\n    Doc.\n    """\n\n    return a\n'
    assert codeif_bench_strip(code) == "def f(a):\n    return a"
    # A one-line docstring does not match its pattern (it needs a newline after the quotes).
    assert '"""Doc."""' in codeif_bench_strip('def f(a):\n    """Doc."""\n    return a\n')


def test_unknown_compat_mode_is_a_failed_check_not_a_crash():
    tree = ast.parse("x = 1\n")
    passed, reason = run_static("pep8", "x = 1\n", tree, {"compat": "nope"})
    assert not passed and "unknown compat mode" in reason


def test_unknown_data_structure_is_reported():
    tree = ast.parse("x = []\n")
    passed, reason = run_static("data_structure", "x = []\n", tree, {"required": ["tree"]})
    assert not passed and "unknown data structure" in reason


def test_code_that_does_not_parse_fails_every_rule():
    for kind in RULE_CHECKABLE:
        passed, reason = run_static(kind, "def f(:\n", None, {"max": 1, "max_lines": 1})
        assert not passed and "does not parse" in reason


def test_judge_rule_without_configuration_says_so(monkeypatch):
    for var in ("CODELOOP_JUDGE_MODEL", "CODELOOP_JUDGE_CACHE"):
        monkeypatch.delenv(var, raising=False)
    tree = ast.parse("x = 1\n")
    passed, reason = run_static("judge", "x = 1\n", tree, {"instruction": "use DP"})
    assert not passed and "no LLM judge configured" in reason


# Families of issue 13: each rule an evasion once passed has labelled evasion cases.
EVADED = ("forbid", "require", "imports", "data_structure", "raises", "max_params", "complexity",
          "function_length", "file_length", "line_length", "naming", "docstring", "type_hints")


def test_every_evaded_rule_has_labelled_evasions_that_now_fail():
    results = measure(list(EVADED))
    for kind in EVADED:
        assert results[kind].evasions >= 1, kind
    for case in load_corpus(EVADED):
        if case.note.startswith("evasion:"):
            assert not case.expected, case.where


def test_cli_accuracy_counts_evasions(capsys):
    assert main(["checks", "accuracy", "--kind", "forbid", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["forbid"]["evasions"] >= 10
