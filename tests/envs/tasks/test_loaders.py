"""Loaders of published formats, on fixtures written in those formats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from codeloop.envs.tasks import TaskFormatError, load_tasks
from codeloop.envs.tasks.loaders import split_options
from codeloop.envs.tasks.loaders.multicodeif import spec_to_checks
from codeloop.rewards.checks import evaluate
from codeloop.rewards.checks.spec import Check
from codeloop.rewards.episode import BASE_ID

FIXTURES = Path(__file__).parents[2] / "fixtures"
CODEIF = FIXTURES / "codeif_bench" / "standalone.jsonl"
MULTI = FIXTURES / "multicodeif"


def test_split_options():
    assert split_options("a/b.jsonl?compat=codeif-bench") == ("a/b.jsonl",
                                                             {"compat": "codeif-bench"})
    assert split_options("a/b.jsonl") == ("a/b.jsonl", {})


# ------------------------------------------------------------------ CodeIF-Bench


def test_codeif_bench_structure():
    tasks = load_tasks(f"codeif-bench:{CODEIF}")
    assert [t.id for t in tasks] == ["codeif-bench/11", "codeif-bench/17", "codeif-bench/20"]
    t = tasks[0]
    assert t.entry_point == "remove_occ"
    assert t.base_checks[0].kind == "tests" and len(t.base_checks[0].params["tests"]) == 3
    assert t.metadata["strategies"][-1] == "Functionality Extension"
    ext = t.instructions[-1]
    assert ext.category == "functionality_extension" and ext.supersedes == ("base",)
    by_cat = {i.category: i for i in t.instructions}
    (pep8,) = by_cat["code_standard"].checks
    assert pep8.kind == "pep8" and dict(pep8.params) == {}  # natively: the whole module
    # mccabe.get_code_complexity(inspect.getsource(f)) <= 4: natively, what it means.
    (cc,) = by_cat["code_complexity"].checks
    assert cc.kind == "complexity" and dict(cc.params) == {"method": "mccabe", "max": 4,
                                                           "names": ["remove_occ"]}
    # radon's cc_visit (the repository-level files' form) is read too.
    (cc17,) = {i.category: i for i in tasks[1].instructions}["code_complexity"].checks
    assert cc17.params["method"] == "radon" and cc17.params["max"] == 3
    assert t.metadata["reference_code"].startswith("def remove_occ")


def test_codeif_bench_mccabe_in_compat_is_what_the_harness_computes():
    tasks = load_tasks(f"codeif-bench:{CODEIF}?compat=codeif-bench")
    (cc,) = {i.category: i for i in tasks[0].instructions}["code_complexity"].checks
    # get_code_complexity counts the functions over complexity 7: for one function, 0 or 1,
    # so `<= 4` holds whenever the function exists.
    assert cc.kind == "defines" and list(cc.params["names"]) == ["remove_occ"]


def test_codeif_bench_mccabe_counts_as_the_package_does(tmp_path):
    """With a bound of 0 the harness' assert fails exactly above mccabe's threshold."""
    import mccabe

    row = json.loads(CODEIF.read_text().splitlines()[2])
    row["requirements"]["Code Complexity"]["unit_test"] = [
        "import inspect\nimport mccabe\nassert mccabe.get_code_complexity("
        "inspect.getsource(is_woodall), threshold=4) == 0"]
    path = tmp_path / "t.jsonl"
    path.write_text(json.dumps(row) + "\n")
    (task,) = load_tasks(f"codeif-bench:{path}?compat=codeif-bench")
    (cc,) = {i.category: i for i in task.instructions}["code_complexity"].checks
    assert (cc.kind, cc.params["max"]) == ("complexity", 4)
    code = row["code"]  # complexity 5
    theirs = mccabe.get_code_complexity(code, threshold=4) == 0
    verdicts, _ = evaluate(code, [("cc", [cc])], None)
    assert verdicts["cc"].passed is theirs is False


def test_codeif_bench_strategy_missing_from_multi_turn_is_never_dropped_silently():
    conv = load_tasks(f"codeif-bench:{CODEIF}")
    assert [s.item for s in conv.skipped] == ["20/Annotation Coverage"]
    assert "not in multi-turn" in conv.skipped[0].reason
    assert "annotation_coverage" not in [i.id for i in conv[2].instructions]
    # single-round and two-round iterate `requirements`: it is played there.
    for mode in ("single-round", "two-round"):
        tasks = load_tasks(f"codeif-bench:{CODEIF}?mode={mode}")
        assert f"codeif-bench/{mode}/20/annotation_coverage" in [t.id for t in tasks]
        assert not tasks.skipped


def test_codeif_bench_modes_from_the_unmodified_file():
    base = load_tasks(f"codeif-bench:{CODEIF}?mode=base")
    assert [t.id for t in base] == ["codeif-bench/base/11", "codeif-bench/base/17",
                                    "codeif-bench/base/20"]
    assert all(not t.instructions for t in base)
    single = load_tasks(f"codeif-bench:{CODEIF}?mode=single-round")
    assert len(single) == 7 + 4 + 4  # one task per (task, requirement)
    eh = next(t for t in single if t.id == "codeif-bench/single-round/11/exception_handling")
    assert not eh.instructions and "should meet the following requirements" in eh.prompt
    assert [c.kind for c in eh.base_checks] == ["tests", "tests"]  # base + the requirement
    fe = next(t for t in single if t.id.endswith("/11/functionality_extension"))
    assert fe.base_checks[0].params["tests"][0].startswith('assert remove_occ("aXaXaXa"')
    two = load_tasks(f"codeif-bench:{CODEIF}?mode=two-round")
    t2 = next(t for t in two if t.id == "codeif-bench/two-round/17/edge_case_handling")
    assert [i.id for i in t2.instructions] == ["edge_case_handling"]
    assert t2.metadata["replay_keys"] == [["codeif-bench", "17", None],
                                          ["codeif-bench", "17", "Edge Case Handling"]]
    n_round = load_tasks(f"codeif-bench:{CODEIF}?mode=n-round")
    assert "functionality_extension" not in [i.id for i in n_round[0].instructions]
    assert [s.item for s in n_round.skipped] == ["11/Functionality Extension",
                                                 "20/Annotation Coverage"]


def test_codeif_bench_compat_sets_the_param_on_the_checks_it_builds():
    (t, _, _) = load_tasks(f"codeif-bench:{CODEIF}?compat=codeif-bench")
    statics = [c for i in t.instructions for c in i.checks
               if not c.is_test and c.kind != "defines"]
    assert statics and all(c.params["compat"] == "codeif-bench" for c in statics)
    (pep8,) = [c for c in statics if c.kind == "pep8"]
    assert list(pep8.params["names"]) == ["remove_occ"]
    assert t.metadata["compat"] == "codeif-bench"


def test_codeif_bench_reference_passes_its_base_tests(local_sandbox):
    for t in load_tasks(f"codeif-bench:{CODEIF}"):
        verdicts, _ = evaluate(t.metadata["reference_code"], [(BASE_ID, t.base_checks)],
                               local_sandbox)
        assert verdicts[BASE_ID].passed


def test_codeif_bench_errors_name_the_line(tmp_path):
    bad = tmp_path / "bad.jsonl"
    good = CODEIF.read_text().splitlines()[0]
    bad.write_text(good + "\n" + json.dumps({"task_id": 1, "prompt": "p"}) + "\n")
    with pytest.raises(TaskFormatError, match=r"bad.jsonl:2.*missing field 'test'"):
        load_tasks(f"codeif-bench:{bad}")
    with pytest.raises(ValueError, match="unknown option"):
        load_tasks(f"codeif-bench:{CODEIF}?foo=1")
    with pytest.raises(ValueError, match="must be one of"):
        load_tasks(f"codeif-bench:{CODEIF}?compat=x")


# ------------------------------------------------------------------ MultiCodeIF


@pytest.mark.parametrize(("constraint", "answer", "checks"), [
    ("naming_convention", "python;class:PascalCase,function:snake_case,variable:snake_case",
     [("naming", {"classes": "PascalCase", "functions": "snake_case",
                  "variables": "snake_case"})]),
    ("code_convention_naming_convention", "python;function:camelCase",
     [("naming", {"functions": "camelCase"})]),
    ("library", "python;scikit-learn", [("imports", {"required": ["sklearn"]})]),
    ("syntax_function", "python;sorted", [("require", {"calls": ["sorted"]})]),
    # Qualified names: a type's method is a method call, a module's function a call.
    ("syntax_function", "python;str.upper", [("data_structure", {"methods": ["upper"]})]),
    ("function", "python;DataFrame.fillna", [("data_structure", {"methods": ["fillna"]})]),
    ("function", "python;os.path.join", [("require", {"calls": ["os.path.join"]})]),
    ("advanced_syntax", "python;generator", [("require", {"constructs": ["yield"]})]),
    ("advanced_syntax", "Python;generator and yield", [("require", {"constructs": ["yield"]})]),
    ("advanced_syntax", "python;Dictionary Comprehension",
     [("require", {"constructs": ["dict_comprehension"]})]),
    ("advanced_syntax", "python;list comprehension and lambda",
     [("require", {"constructs": ["list_comprehension", "lambda"]})]),
    ("language_version", "python;3.8", [("python_version", {"max": "3.8"})]),
    ("indentation_spacing", "python;2", [("indentation", {"spaces": 2})]),
    ("indentation_spacing", "python;spaces:4;spacing",
     [("indentation", {"spaces": 4}), ("pep8", None)]),
    ("indentation_spacing", "python;tabs;no spacing",
     [("indentation", {"tabs": True}), ("judge", None)]),
    ("comment_formatting", "python;google docstring", [("docstring", {"style": "google"})]),
    ("type", "python;deque", [("data_structure", {"required": ["deque"]})]),
    ("data_structure_type", "python;collections.deque",
     [("data_structure", {"required": ["deque"]})]),
    ("data_structure_type", "python;queue.Queue", [("require", {"calls": ["Queue"]})]),
    # An operation spec requires the type and the operations, called on that type.
    ("data_structure_operation", "python;dict;['get','pop']",
     [("data_structure", {"required": ["dict"]}),
      ("data_structure", {"methods": ["get", "pop"], "methods_on": "dict"})]),
    ("data_structure", "python;deque;5", [("data_structure", {"sizes": {"deque": {"max": 5}}})]),
    ("data_structure", "python;list;10", [("judge", None)]),
    ("algorithm_type", "python;dynamic programming", [("judge", None)]),
    ("situation", "python;embedded", [("judge", None)]),
    ("syntax_framework", "python;django", [("judge", None)]),  # LLM-judged in MultiCodeIF
    ("input_output_input_range", "python;0-100", [("judge", None)]),
])
def test_spec_mapping(constraint, answer, checks):
    got = spec_to_checks(constraint, answer, "the prompt")
    assert [c["kind"] for c in got] == [k for k, _ in checks]
    for check, (kind, params) in zip(got, checks, strict=True):
        if params is not None:
            assert check["params"] == params
        elif kind == "judge":
            assert check["params"]["reference"].lower().startswith("python;")
    if checks[0][0] == "judge":
        assert got[0]["params"]["instruction"] == "the prompt"


def test_spacing_half_is_checked():
    (indent, spacing) = spec_to_checks("indentation_spacing", "python;spaces:4;spacing", "p")
    spaced = "def f(a, b):\n    return a + b\n"
    tight = "def f(a,b):\n    return a+b\n"
    check = [("s", [Check(spacing["kind"], spacing["params"])])]
    assert evaluate(spaced, check, None)[0]["s"].passed
    assert not evaluate(tight, check, None)[0]["s"].passed


def test_multicodeif_single_level_counts_what_it_does_not_load():
    tasks = load_tasks(f"multicodeif:{MULTI / 'single_level'}")
    assert len(tasks) == 12
    lib = next(t for t in tasks if t.id.endswith("syntax_library-1"))
    assert lib.base_checks[0].kind == "imports" and lib.entry_point == "extract_emails"
    assert not lib.instructions
    reasons = {s.item: s.reason for s in tasks.skipped}
    assert reasons["syntax_library/2"] == reasons["code_convention_naming_convention/2"] == \
        "language not supported yet"
    assert "subset=all" in reasons["algorithm_type/1"]
    assert "subset=all" in reasons["code_convention_indentation_spacing/2"]  # no-spacing half
    assert len(tasks) + len(tasks.skipped) == 18  # every record: loaded or counted
    with_judge = load_tasks(f"multicodeif:{MULTI / 'single_level'}?subset=all")
    assert len(with_judge) == 14 and len(with_judge.skipped) == 4
    algo = next(t for t in with_judge if "algorithm" in t.id)
    assert algo.base_checks[0].kind == "judge"
    assert algo.base_checks[0].params["reference"] == "python;dynamic programming"
    assert algo.metadata["replay_keys"][1] == ["multicodeif", "algorithm_type", "1", 1]


def test_multicodeif_multi_level_chains():
    chains = load_tasks(f"multicodeif:{MULTI / 'multi_level'}")
    (chain,) = chains
    assert chain.id == "multicodeif/data_structure-1"
    assert [i.id for i in chain.instructions] == ["level1", "level2", "level3"]
    assert chain.instructions[1].checks[0].params == {"sizes": {"deque": {"max": 5}}}
    # "Python;collections.deque;[...]": capitalised, qualified, an operation spec.
    assert [c.kind for c in chain.instructions[2].checks] == ["data_structure"] * 2
    # Level k's answer must pass the checks of levels 0..k: all stay active.
    assert chain.active_after([BASE_ID, "level1", "level2"]) == (BASE_ID, "level1", "level2")
    # The Rust chain loads (its type level is a tree-sitter rule) but its "at most 10" on a
    # HashSet is the judge's: counted as judged under subset=rules.
    judged = ("LLM-judged constraint: load with ?subset=all (and judge with --judge MODEL)")
    assert [(s.item, s.reason) for s in chains.skipped] == [
        ("data_structure/5", judged), ("data_structure/7", judged)]
    everything = load_tasks(f"multicodeif:{MULTI / 'multi_level'}?subset=all")
    assert [t.language for t in everything] == ["python", "rust", "python"]


def test_multicodeif_chain_verdicts(local_sandbox):
    (chain,) = load_tasks(f"multicodeif:{MULTI / 'multi_level'}")
    good = ("from collections import deque\n\n\ndef recent_events(events):\n"
            "    q = deque(maxlen=5)\n    for e in events:\n        if e == 'reset' and q:\n"
            "            q.popleft()\n        else:\n            q.append(e)\n    return q\n")
    no_cap = good.replace("deque(maxlen=5)", "deque()")
    checks = [(i, chain.checks_of(i)) for i in (BASE_ID, "level1", "level2")]
    v, _ = evaluate(good, checks, local_sandbox)
    assert all(x.passed for x in v.values())
    v, _ = evaluate(no_cap, checks, local_sandbox)
    assert v[BASE_ID].passed and v["level1"].passed and not v["level2"].passed


def test_multicodeif_rejects_non_array(tmp_path):
    (tmp_path / "x.json").write_text("{}")
    with pytest.raises(TaskFormatError, match="JSON array"):
        load_tasks(f"multicodeif:{tmp_path}")


# ------------------------------------------------------------------ HumanEval


def test_humaneval_has_164_tasks_with_mit_license():
    tasks = load_tasks("humaneval")
    assert len(tasks) == 164
    assert all(t.license == "MIT" and t.references and not t.instructions for t in tasks)
    assert tasks[0].id == "humaneval/0" and tasks[0].entry_point == "has_close_elements"


@pytest.mark.slow
def test_humaneval_canonical_solutions_pass_their_checks(local_sandbox):
    tasks = load_tasks("humaneval")
    for t in tasks[:20]:
        verdicts, _ = evaluate(t.references[0], [(BASE_ID, t.base_checks)], local_sandbox)
        assert verdicts[BASE_ID].passed, t.id
    wrong = tasks[0].references[0].replace("return True", "return False")
    verdicts, _ = evaluate(wrong, [(BASE_ID, tasks[0].base_checks)], local_sandbox)
    assert not verdicts[BASE_ID].passed


# ------------------------------------------------------------------ codeloop eval on fixtures


@pytest.mark.slow
@pytest.mark.parametrize(("spec", "replies", "ia"), [
    (f"codeif-bench:{CODEIF}?compat=codeif-bench@11,17",
     FIXTURES / "codeif_bench" / "replies.jsonl",
     [1.0] * 8),
])
def test_codeloop_eval_runs_on_fixtures(spec, replies, ia, tmp_path, capsys):
    from codeloop.cli import main

    out = tmp_path / "run"
    assert main(["eval", "--tasks", spec, "--policy", f"replay:{replies}", "--out", str(out),
                 "--no-progress", "--workers", "1"]) == 0
    (summary,) = json.loads((out / "summary.json").read_text()).values()
    assert summary["errored"] == 0
    assert summary["metrics"]["IA"]["per_turn"] == ia


def test_humaneval_from_a_path(tmp_path):
    import gzip

    from codeloop.envs.tasks.loaders.humaneval import bundled_path

    with gzip.open(bundled_path(), "rt") as fh:
        first = fh.readline()
    path = tmp_path / "he.jsonl"
    path.write_text(first)
    (task,) = load_tasks(f"humaneval:{path}")
    assert task.id == "humaneval/0"


def test_multicodeif_single_file_path():
    tasks = load_tasks(f"multicodeif:{MULTI / 'single_level' / 'syntax_library.json'}")
    assert [t.id for t in tasks] == ["multicodeif/syntax_library-1"]


def test_codeif_bench_unit_test_that_does_not_parse_loads_and_fails_as_in_the_harness(
        tmp_path, local_sandbox):
    """The published task file holds tests that are not Python (two statements glued on one
    line, as task 15's Exception Handling test is); the harness appends them to the answer, so
    the file fails to compile and the round fails. The loader used to refuse the whole file."""
    row = json.loads(CODEIF.read_text().splitlines()[0])
    glued = "try: remove_occ('hello', 'll'); assert False except ValueError: pass"
    row["requirements"]["Exception Handling"]["unit_test"] = [glued]
    path = tmp_path / "tasks.jsonl"
    path.write_text(json.dumps(row) + "\n")
    for mode in ("conversation", "n-round", "single-round"):
        tasks = load_tasks(f"codeif-bench:{path}?mode={mode}&compat=codeif-bench")
        assert tasks, mode
    (task,) = load_tasks(f"codeif-bench:{path}")
    assert any("does not parse" in n for n in task.metadata["notes"])
    good = ('def remove_occ(s: str, ch: str) -> str:\n'
            '    if len(ch) != 1:\n        raise ValueError("ch must be a single character")\n'
            '    first = s.find(ch)\n    if first == -1:\n        return s\n'
            '    s = s[:first] + s[first + 1:]\n    last = s.rfind(ch)\n'
            '    return s if last == -1 else s[:last] + s[last + 1:]\n')
    verdicts, _ = evaluate(good, [(i, task.checks_of(i)) for i in
                                  (BASE_ID, "exception_handling")], local_sandbox)
    assert verdicts[BASE_ID].passed  # the answer is right ...
    assert not verdicts["exception_handling"].passed  # ... yet the unparsable test fails it
    assert "SyntaxError" in str(verdicts["exception_handling"].results[0].reason)
