"""Language static checks: the corpus is 100% with 5+5 cases per rule and language; rules see
the syntax tree, not the text; Check and the accuracy command know the lang kinds."""

from __future__ import annotations

import shutil

import pytest

pytest.importorskip("tree_sitter")

from codeloop.rewards.checks.corpus_lang import load_corpus, measure  # noqa: E402
from codeloop.rewards.checks.lang import LANG_RULES, LANGS, run_lang_rule  # noqa: E402
from codeloop.rewards.checks.spec import Check  # noqa: E402

KINDS = ("lang_naming", "lang_indentation", "lang_braces", "lang_doc_comments", "lang_forbid",
         "lang_require", "lang_imports", "lang_data_structure", "lang_function_length",
         "lang_max_params", "lang_version")


def test_every_rule_is_registered_for_every_language():
    assert set(KINDS) <= set(LANG_RULES)
    assert set(LANGS) == {"java", "javascript", "typescript", "cpp", "rust", "go", "ruby"}
    # A plugin names the rules that do not judge it; every other rule does.
    assert {k for k in KINDS if "ruby" not in LANG_RULES[k].languages} == {
        "lang_braces", "lang_doc_comments", "lang_indentation"}
    with pytest.raises(KeyError, match="does not support ruby"):
        run_lang_rule("lang_braces", "def f\nend\n", {"language": "ruby", "style": "1tbs"})


@pytest.mark.parametrize("language", sorted(LANGS))
def test_corpus_is_fully_agreed_with_enough_cases(language):
    results = measure(languages=[language])
    for kind in (k for k in KINDS if language in LANG_RULES[k].languages):
        acc = results[(kind, language)]
        assert acc.passing >= 5 and acc.failing >= 5, (kind, language)
        assert acc.agreed == acc.total, [(c.where, c.note, reason) for c, _, reason in acc.wrong]


def test_corpus_cases_carry_their_language():
    for lang, case in load_corpus(kinds=["lang_naming"]):
        assert case.params["language"] == lang


def test_code_that_does_not_parse_fails_with_a_reason():
    ok, reason = run_lang_rule("lang_max_params", "int f(int a, {", {"language": "cpp",
                                                                       "max": 3})
    assert not ok and "does not parse as cpp" in reason


def test_unknown_language_or_construct_is_an_error_not_a_verdict():
    with pytest.raises(KeyError):
        run_lang_rule("lang_forbid", "x", {"language": "cobol", "constructs": ["for"]})
    ok, reason = run_lang_rule("lang_forbid", "fn f() {}", {"language": "rust",
                                                             "constructs": ["goroutine"]})
    assert not ok and "unknown rust construct" in reason


def test_forbidden_words_in_strings_and_comments_do_not_count():
    code = 'package main\n\n// for ever\nfunc f() string { return "for" }\n'
    assert run_lang_rule("lang_forbid", code, {"language": "go", "constructs": ["for"]})[0]


def test_check_accepts_lang_kinds_and_reports_the_language():
    check = Check("lang_naming", {"language": "java", "functions": "camelCase"})
    assert check.language == "java" and not check.is_test
    assert Check("docstring").language == "python"


def test_accuracy_command_includes_language_rows(capsys):
    from codeloop.cli import main

    code = main(["checks", "accuracy", "--kind", "lang_max_params"])
    out = capsys.readouterr().out
    assert code == 0
    assert "lang_max_params[go]" in out and "100.0%" in out


# Issue 24: tree-sitter-cpp rejects `= {}` default arguments, which g++ accepts; the compiler,
# not the grammar, decides "does not parse" (a MultiCodeIF reply of that shape).
DEFAULT_BRACES = """#include <vector>
std::vector<int> grow(const std::vector<int>& xs = {}) {
    std::vector<int> out(xs);
    out.push_back(1);
    return out;
}
"""


@pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++")
def test_valid_cpp_the_grammar_rejects_is_judged_by_the_rule():
    from codeloop.rewards.checks.lang.syntax import first_error, parse

    assert first_error(parse(DEFAULT_BRACES, "cpp").root_node) is not None  # the grammar's gap
    passed, reason = run_lang_rule("lang_data_structure", DEFAULT_BRACES, {
        "language": "cpp", "type": "vector", "operations": ["push_back"]})
    assert passed, reason
    assert "compiler accepts" in reason
    broken = DEFAULT_BRACES.replace("return out;", "return out")
    passed, reason = run_lang_rule("lang_data_structure", broken, {
        "language": "cpp", "type": "vector"})
    assert not passed and "does not parse" in reason


@pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++")
def test_the_compilers_syntax_check_is_confined(tmp_path):
    """The code under check is the candidate's: the compiler that reads it runs sandboxed.

    On the host, ``#include </dev/zero>`` made g++ allocate without bound, and an ``#include``
    of a host file turned the verdict into an oracle on that file's contents.
    """
    import resource
    import time

    from codeloop.rewards.checks.lang.syntax import compiler_accepts

    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.monotonic()
    assert compiler_accepts("#include </dev/zero>\nint x;\n", "cpp") is False
    assert time.monotonic() - started < 20
    assert resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss <= max(before, 2 << 20)  # KiB
    # A file of the host (here a header that would make valid code) is not there to include.
    secret = tmp_path / "host.h"
    secret.write_text("int host_value = 1;\n")
    code = f'#include "{secret}"\nint f(const int& a = {{}}) {{ return a + host_value; }}\n'
    assert compiler_accepts(code, "cpp") is False
    assert compiler_accepts(code.replace(f'#include "{secret}"\n', "int host_value = 1;\n"),
                            "cpp") is True
