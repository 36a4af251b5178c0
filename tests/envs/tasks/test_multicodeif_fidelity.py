"""MultiCodeIF records of the shapes issue 24 found loaded under a wrong reason or not at all.

The fixture files (``tests/fixtures/multicodeif/fidelity``) are written for these tests in the
published format: the LLM-judged types' ``answer`` is the expected property itself, with no
language field (the prompt names the language), and ``language_type``'s answer is the language.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from codeloop.envs.tasks.loaders.multicodeif import NOT_PYTHON, record_language
from codeloop.envs.tasks.sources import load_tasks
from codeloop.rewards.checks import evaluate
from codeloop.rewards.checks.spec import Check

HERE = Path(__file__).resolve().parents[2] / "fixtures" / "multicodeif" / "fidelity"


def test_llm_only_records_load_as_judge_checks_in_the_prompts_language():
    tasks = load_tasks(f"multicodeif:{HERE / 'single_level' / 'algorithm_type.json'}?subset=all")
    loaded = {t.id.rsplit("-", 1)[1]: t for t in tasks}
    assert {k: t.language for k, t in loaded.items()} == {
        "1": "python", "2": "java", "3": "cpp", "5": "go"}
    for task in loaded.values():
        (check,) = task.base_checks
        assert check.kind == "judge"
    assert loaded["2"].base_checks[0].params["reference"] == "dynamic programming"
    # The C record: the true reason, naming the language, not "language not supported yet".
    assert [(s.item, s.reason) for s in tasks.skipped] == [
        ("algorithm_type/4", f"{NOT_PYTHON}: written in C, a language codeloop has no tasks in")]


def test_llm_only_records_under_subset_rules_say_so():
    tasks = load_tasks(f"multicodeif:{HERE / 'single_level' / 'algorithm_type.json'}")
    reasons = [s.reason for s in tasks.skipped]
    assert not tasks and sum("subset=all" in r for r in reasons) == 4


def test_language_type_records_load_by_their_rule():
    tasks = load_tasks(f"multicodeif:{HERE / 'single_level' / 'syntax_language_type.json'}")
    loaded = {t.id.rsplit("-", 1)[1]: t for t in tasks}
    assert {k: (t.language, t.base_checks[0].kind) for k, t in loaded.items()} == {
        "1": ("python", "language"), "2": ("java", "lang_language"),
        "3": ("cpp", "lang_language")}
    assert sorted(s.reason.split(": ", 1)[1] for s in tasks.skipped) == [
        "written in Haskell, a language codeloop has no tasks in",
        "written in Lua, a language codeloop has no tasks in"]


def test_lang_language_judges_the_code():
    pytest.importorskip("tree_sitter")
    check = [("base", [Check("lang_language", {})])]
    java = "class A { int twice(int x) { return 2 * x; } }\n"
    assert evaluate(java, check, None, language="java")[0]["base"].passed
    assert not evaluate("def twice(x):\n    return 2 * x\n", check, None,
                        language="java")[0]["base"].passed


@pytest.mark.parametrize(("prompt", "expected"), [
    ("Create a C++ program that sorts.", ("cpp", "C++")),
    ("Write a Go program that sorts.", ("go", "Go")),
    ("Go through the list in Python and sort it.", ("python", "Python")),
    ("Implement it in C using arrays.", (None, "C")),
    ("Use C# to sort.", (None, "C#")),
    ("Write a TypeScript function.", ("typescript", "TypeScript")),
    ("Sort the numbers.", (None, "")),
])
def test_the_prompt_names_the_language_of_an_llm_only_record(prompt, expected):
    assert record_language({"prompt": prompt, "answer": "bubble sort"}) == expected
