"""Held-out tests amplified from the references, and the mutation score that measures them."""

from __future__ import annotations

import ast
import random
import shutil
from pathlib import Path

import pytest

from codeloop.envs.sandbox import make_sandbox
from codeloop.envs.tasks.amplify import (
    BANK_ROOT,
    _without_amplified,
    amplify_task,
    candidates,
    held_out_files,
    stored_files,
)
from codeloop.envs.tasks.mutants import mutants, score_task
from codeloop.envs.tasks.schema import task_from_dict
from codeloop.envs.tasks.task_dir import load_task_dir, read_task_dir
from codeloop.envs.tasks.task_dir_write import write_task_dir

BASE_REF = "def clip(xs, hi):\n    return [x if x <= hi else hi for x in xs]\n"
NEG_REF = ("def clip(xs, hi):\n    if hi < 0:\n        raise ValueError('hi must be >= 0')\n"
           "    return [x if x <= hi else hi for x in xs]\n")

TOY = {
    "id": "toy/clip",
    "entry_point": "clip",
    "prompt": "Write `clip(xs, hi)`: each x above hi becomes hi.",
    "base_checks": [{"kind": "tests", "params": {"tests": ["assert clip([1, 5], 3) == [1, 3]"]}}],
    "instructions": [{
        "id": "neg", "category": "exception_handling",
        "text": "Raise ValueError('hi must be >= 0') when hi is negative.",
        "checks": [{"kind": "tests", "params": {"tests": [
            "try:\n    clip([1], -1)\nexcept ValueError as e:\n"
            "    assert str(e) == 'hi must be >= 0'\nelse:\n    raise AssertionError('none')"]}}],
    }],
    "references": [BASE_REF, NEG_REF],
}


@pytest.fixture(scope="module")
def sandbox():
    sb = make_sandbox("local")
    yield sb
    sb.close()


def test_candidates_mutate_inputs_never_expected_values():
    unit = "assert clip([1, 5], 3) == [1, 3]"
    cands = candidates(unit, random.Random(0), limit=50)
    assert len(cands) > 10
    for cand in cands:
        node = cand.tree.body[0]
        assert isinstance(node, ast.Assert)
        assert ast.unparse(node.test.comparators[0]) == "[1, 3]"  # recomputed later, not mutated
    texts = {ast.unparse(c.tree) for c in cands}
    assert "assert clip([], 3) == [1, 3]" in texts  # a boundary value: empty
    assert any("-3" in t for t in texts)  # a negative


def test_expected_values_come_from_every_reference(sandbox):
    task = task_from_dict(TOY)
    amplified = amplify_task(task, sandbox)
    base = amplified.units["base"]
    assert base and all(u.startswith("assert clip(") for u in base)
    for unit in base:
        # Each kept unit holds for both references: no negative hi (turn 2 raises there).
        call = ast.parse(unit).body[0].test.left
        args = [ast.literal_eval(a) for a in call.args]
        assert args[1] >= 0
        assert eval(compile(ast.Expression(call), "u", "eval"),
                    {"clip": lambda xs, hi: [x if x <= hi else hi for x in xs]}) == \
            ast.literal_eval(ast.parse(unit).body[0].test.comparators[0])
    # The exception unit keeps only inputs that still raise, with the reference's message.
    assert all("except ValueError" in u and "hi must be >= 0" in u
               for u in amplified.units["neg"])
    assert amplified.units["neg"]


def test_nondeterministic_and_slow_references_give_no_units(sandbox):
    random_ref = ("import random\n\ndef clip(xs, hi):\n"
                  "    return [random.random() for x in xs]\n")
    obj = {**TOY, "instructions": [], "references": [random_ref]}
    assert amplify_task(task_from_dict(obj), sandbox).units.get("base", []) == [] or all(
        "[]" in u for u in amplify_task(task_from_dict(obj), sandbox).units["base"])
    slow_ref = ("def clip(xs, hi):\n    while True:\n        pass\n")
    obj = {**TOY, "instructions": [], "references": [slow_ref]}
    assert amplify_task(task_from_dict(obj), sandbox).units == {}


def test_amplification_is_seeded(sandbox):
    task = task_from_dict(TOY)
    assert amplify_task(task, sandbox).units == amplify_task(task, sandbox).units


def test_held_out_units_are_task_data(tmp_path, sandbox):
    task = task_from_dict(TOY)
    amplified = amplify_task(task, sandbox)
    obj = dict(TOY)
    obj["base_checks"] = [*TOY["base_checks"], {"kind": "tests", "params": {
        "tests": amplified.units["base"], "held_out": True, "amplified": True}}]
    write_task_dir(obj, tmp_path / "clip")
    assert (tmp_path / "clip" / "heldout" / "base.py").is_file()
    back = read_task_dir(tmp_path / "clip")
    assert back["base_checks"][1]["params"]["held_out"] is True
    assert back["base_checks"][1]["params"]["tests"] == amplified.units["base"]
    loaded = load_task_dir(tmp_path / "clip")
    assert [c.held_out for c in loaded.base_checks] == [False, True]
    assert held_out_files(tmp_path / "clip", amplified)["heldout/base.py"] == \
        stored_files(tmp_path / "clip")["heldout/base.py"]


def test_authored_units_marked_held_out(tmp_path):
    write_task_dir(dict(TOY), tmp_path / "clip")
    path = tmp_path / "clip" / "tests" / "base.py"
    path.write_text("# %%\nassert clip([1, 5], 3) == [1, 3]\n\n"
                    "# %% held-out\nassert clip([9], 0) == [0]\n")
    loaded = load_task_dir(tmp_path / "clip")
    assert [(c.held_out, c.amplified, c.params["tests"]) for c in loaded.base_checks] == [
        (False, False, ["assert clip([1, 5], 3) == [1, 3]"]),
        (True, False, ["assert clip([9], 0) == [0]"])]
    # Written back, the file keeps its markers (a read-write-read is stable).
    obj = read_task_dir(tmp_path / "clip")
    write_task_dir(obj, tmp_path / "again")
    assert (tmp_path / "again" / "tests" / "base.py").read_text() == path.read_text()


def test_stray_held_out_file_is_an_error(tmp_path):
    write_task_dir(dict(TOY), tmp_path / "clip")
    (tmp_path / "clip" / "heldout").mkdir()
    (tmp_path / "clip" / "heldout" / "nope.py").write_text("assert True\n")
    with pytest.raises(Exception, match="unexpected file"):
        read_task_dir(tmp_path / "clip")


def test_mutants_cover_each_kind():
    code = ("def f(xs, n):\n    out = []\n    for x in xs:\n        if x > n and x != 0:\n"
            "            out.append(x.strip() + 1)\n    return out\n")
    got = mutants(code, random.Random(0), limit=1000)
    assert any("x >= n" in m for m in got)          # comparison
    assert any("x + 2" in m or "x - 1" in m or "+ 2" in m or "- 1" in m for m in got)
    assert any("not x > n" in m or "not (x > n" in m for m in got)  # negated condition
    assert any("x or" in m or "or x" in m for m in got)            # boolean operator
    assert any("return None" in m for m in got)                    # changed return
    assert any("x.strip()" not in m and "append(x + 1)" in m for m in got)  # dropped call
    assert any("pass" in m for m in got)                           # dropped statement
    assert all(m != code for m in got) and len(set(got)) == len(got)


def test_held_out_tests_kill_what_authored_ones_miss(sandbox):
    # Authored: one call; the held-out units amplified from it kill an off-by-one survivor.
    task = task_from_dict(TOY)
    weak = score_task(_without_amplified(task), sandbox, per_turn=40,
                      pool=lambda t: amplify_task(t, sandbox, per_unit=40,
                                                  seed_tag="pool").units)
    units = amplify_task(task, sandbox, per_unit=40).units
    obj = {**TOY, "base_checks": [*TOY["base_checks"], {"kind": "tests", "params": {
        "tests": units["base"], "held_out": True, "amplified": True}}]}
    strong = score_task(task_from_dict(obj), sandbox, per_turn=40,
                        pool=lambda t: amplify_task(_without_amplified(t), sandbox, per_unit=40,
                                                    seed_tag="pool").units)
    assert weak.total == strong.total > 5
    assert strong.killed_authored == weak.killed_authored
    assert strong.killed_all > strong.killed_authored
    assert strong.rate(strong.killed_all) > weak.rate(weak.killed_all)


@pytest.mark.slow
def test_bank_held_out_files_are_up_to_date(tmp_path, sandbox):
    """One bank task regenerates byte for byte (CI regenerates all: amplify --check)."""
    directory = BANK_ROOT / "chunk_list"
    copy = tmp_path / "chunk_list"
    shutil.copytree(directory, copy)
    task = _without_amplified(load_task_dir(copy))
    assert held_out_files(copy, amplify_task(task, sandbox)) == stored_files(Path(directory))


def test_mutants_command_prints_the_scores(tmp_path, capsys):
    import json

    from codeloop.cli import main

    path = tmp_path / "tasks.jsonl"
    path.write_text(json.dumps(TOY) + "\n")
    assert main(["tasks", "mutants", "--tasks", str(path), "--per-turn", "3"]) == 0
    out = capsys.readouterr().out
    assert "| toy/clip | 6 |" in out
    assert "| **overall** | 6 |" in out and "authored + amplified" in out
