"""MultiCodeIF's data-structure specs in other languages than Python: the spec mapping, what
loads (and what is counted with its reason), and the verdicts on recorded replies."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codeloop.envs.tasks import load_tasks
from codeloop.envs.tasks.loaders.multicodeif import JUDGED_UNDER_RULES, NOT_PYTHON, spec_to_checks

SIZES = Path(__file__).parents[2] / "fixtures" / "multicodeif" / "sizes"
RESULTS = SIZES / "results" / "single_level" / "model-a"


@pytest.mark.parametrize(("constraint", "answer", "params"), [
    # A size is decided statically where the stated size is a limit the container cannot
    # outgrow: fixed arrays, bounded channels and queues, ArrayVec.
    ("size", "go;array;100", {"sizes": {"array": {"max": 100}}}),
    ("data_structure_size", "Go;chan;200", {"sizes": {"chan": {"max": 200}}}),
    ("size", "C++;std::array;64", {"sizes": {"std::array": {"max": 64}}}),
    ("size", "Java;ArrayBlockingQueue;50", {"sizes": {"ArrayBlockingQueue": {"max": 50}}}),
    ("size", "rust;ArrayVec;100", {"sizes": {"ArrayVec": {"max": 100}}}),
    # Type and operation specs map in every language.
    ("type", "java;HashMap", {"type": "HashMap"}),
    ("data_structure_type", "go;chan", {"type": "channel"}),
    ("operation", "rust;HashSet;['insert','contains']",
     {"type": "HashSet", "operations": ["insert", "contains"]}),
])
def test_other_languages_map_to_the_tree_sitter_rule(constraint, answer, params):
    (check,) = spec_to_checks(constraint, answer, "p")
    assert check == {"kind": "lang_data_structure", "params": params}


@pytest.mark.parametrize("answer", [
    "Rust;BTreeMap;2500",  # no capacity at all
    "java;ArrayList;100",  # a capacity is not a limit: "at most 100" is checked at run time
    "cpp;vector;10",
    "Go;slice;2000",
    "cpp;stack;300",
    "javascript;Array;10",
])
def test_sizes_of_growable_containers_stay_with_the_judge(answer):
    (check,) = spec_to_checks("size", answer, "the prompt")
    assert check["kind"] == "judge" and check["params"]["reference"] == answer
    assert check["params"]["instruction"] == "the prompt"


def test_size_fixture_loads_in_each_language_and_counts_the_rest():
    tasks = load_tasks(f"multicodeif:{SIZES / 'single_level'}")
    langs = {t.id.rsplit("-", 1)[1]: t.language for t in tasks}
    assert langs == {"4": "go", "5": "go", "6": "java", "7": "cpp", "8": "rust", "10": "python"}
    assert all(c.kind == "lang_data_structure" for t in tasks if t.language != "python"
               for c in t.base_checks)
    reasons = {s.item.rsplit("/", 1)[1]: s.reason for s in tasks.skipped}
    assert reasons == {"1": JUDGED_UNDER_RULES, "2": JUDGED_UNDER_RULES,
                       "3": JUDGED_UNDER_RULES,
                       "9": f"{NOT_PYTHON}: written in C#, a language codeloop has no tasks in"}
    everything = load_tasks(f"multicodeif:{SIZES / 'single_level'}?subset=all")
    judged = {t.id.rsplit("-", 1)[1]: t.language for t in everything
              if t.base_checks[0].kind == "judge"}
    assert judged == {"1": "rust", "2": "java", "3": "cpp"}
    assert [s.item for s in everything.skipped] == ["data_structure_size/9"]


def test_other_types_in_other_languages_are_not_loaded_yet(tmp_path):
    (tmp_path / "syntax_library.json").write_text(json.dumps([
        {"id": 1, "category": "syntax", "constraint": "library", "prompt": "p",
         "answer": "java;java.util.regex"}]))
    tasks = load_tasks(f"multicodeif:{tmp_path}?subset=all")
    assert not tasks and [s.reason for s in tasks.skipped] == [NOT_PYTHON]


def test_recorded_replies_are_judged_by_the_size_rule():
    pytest.importorskip("tree_sitter")
    from codeloop.rewards.checks import evaluate
    from codeloop.rewards.episode import BASE_ID
    from codeloop.rewards.extract import extract_code

    (results,) = RESULTS.glob("*.json")
    replies = {str(r["id"]): r["response"][0][1] for r in json.loads(results.read_text())}
    verdicts = {}
    for task in load_tasks(f"multicodeif:{SIZES / 'single_level'}"):
        key = task.id.rsplit("-", 1)[1]
        code = extract_code(replies[key], task.entry_point, task.language).code
        got, _ = evaluate(code, [(BASE_ID, task.base_checks)], None, language=task.language)
        verdicts[key] = (got[BASE_ID].passed, got[BASE_ID].results[0].reason)
    assert {k for k, (ok, _) in verdicts.items() if ok} == {"4", "6", "7", "10"}
    assert verdicts["5"][1] == "the chan on line 4 has capacity 500, more than 200"
    assert verdicts["8"][1] == "builds no ArrayVec of a statically known size"  # a Vec instead


def test_ruby_records_load_as_ruby_tasks_and_are_judged_by_the_ruby_rules(tmp_path):
    # Records written here in MultiCodeIF's published format (one JSON array per constraint
    # type, the language first in the answer spec, or named only in the prompt where the type
    # is LLM-judged). Ruby is a language plugin: nothing in the loader names it.
    (tmp_path / "data_structure_type.json").write_text(json.dumps([
        {"id": 1, "category": "data_structure", "constraint": "type",
         "prompt": "Write a Ruby method `word_counts(text)` that counts each word in a Hash.",
         "answer": "ruby;Hash"},
        {"id": 2, "category": "data_structure", "constraint": "operation",
         "prompt": "Write a Ruby method `stack_sum(xs)` that pushes and pops an Array.",
         "answer": "Ruby;Array;['push','pop']"},
        {"id": 3, "category": "data_structure", "constraint": "type",
         "prompt": "Write a C# method `Count(words)` using a Dictionary.",
         "answer": "c#;Dictionary"}]))
    (tmp_path / "algorithm_type.json").write_text(json.dumps([
        {"id": 4, "category": "algorithm", "constraint": "algorithm_type",
         "prompt": "Write a Ruby method `fib(n)` using dynamic programming.",
         "answer": "dynamic programming"}]))
    tasks = load_tasks(f"multicodeif:{tmp_path}")
    langs = {t.id.rsplit("-", 1)[1]: t.language for t in tasks}
    assert langs == {"1": "ruby", "2": "ruby"}
    reasons = {s.item.rsplit("/", 1)[1]: s.reason for s in tasks.skipped}
    assert reasons == {"3": f"{NOT_PYTHON}: written in C#, a language codeloop has no tasks in",
                       "4": JUDGED_UNDER_RULES}
    everything = load_tasks(f"multicodeif:{tmp_path}?subset=all")
    assert {t.id.rsplit("-", 1)[1]: t.language for t in everything}["4"] == "ruby"

    pytest.importorskip("tree_sitter_ruby")
    from codeloop.rewards.checks import evaluate
    from codeloop.rewards.episode import BASE_ID

    by_id = {t.id.rsplit("-", 1)[1]: t for t in tasks}
    replies = {
        ("1", "def word_counts(text)\n  h = Hash.new(0)\n  text.split.each { |w| h[w] += 1 }\n"
              "  h\nend\n"): True,
        ("1", "def word_counts(text)\n  text.split.tally\nend\n"): False,
        ("2", "def stack_sum(xs)\n  s = []\n  xs.each { |x| s.push(x) }\n  t = 0\n"
              "  t += s.pop until s.empty?\n  t\nend\n"): True,
        ("2", "def stack_sum(xs)\n  xs.sum\nend\n"): False,
    }
    for (key, code), want in replies.items():
        task = by_id[key]
        got, _ = evaluate(code, [(BASE_ID, task.base_checks)], None, language="ruby")
        assert got[BASE_ID].passed is want, (key, code, got[BASE_ID].results[0].reason)
