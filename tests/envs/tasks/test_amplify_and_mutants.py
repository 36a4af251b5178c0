"""Held-out tests amplified from the references, and the mutation score that measures them."""

from __future__ import annotations

import ast
import json
import random
import re
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
    unrolled,
)
from codeloop.envs.tasks.amplify_lang import amplify_language_task, literals, rewrite_expected
from codeloop.envs.tasks.amplify_lang import candidates as lang_candidates
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
                      pool=lambda t, iids: amplify_task(t, sandbox, per_unit=40,
                                                        seed_tag="pool", iids=iids).units)
    units = amplify_task(task, sandbox, per_unit=40).units
    obj = {**TOY, "base_checks": [*TOY["base_checks"], {"kind": "tests", "params": {
        "tests": units["base"], "held_out": True, "amplified": True}}]}
    strong = score_task(task_from_dict(obj), sandbox, per_turn=40,
                        pool=lambda t, iids: amplify_task(_without_amplified(t), sandbox,
                                                          per_unit=40, seed_tag="pool",
                                                          iids=iids).units)
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


# --- few-unit instructions: loops unrolled, dates, empty inputs, top-up rounds (issue 23) ---


def test_a_loop_over_literals_is_unrolled_into_units():
    unit = ("for bad in (None, 42, [1]):\n    try:\n        f(bad)\n"
            "    except TypeError as e:\n        assert str(e) == 'no'\n"
            "    else:\n        raise AssertionError(f'{bad!r} accepted')")
    got = unrolled(unit)
    assert [ast.unparse(ast.parse(u).body[0].body[0]) for u in got] == [
        "f(None)", "f(42)", "f([1])"]
    assert "42 accepted" in got[1] or "{42!r}" in got[1]
    # A loop whose body rebinds its name, or that breaks, or over a computed range: none.
    assert unrolled("for x in (1, 2):\n    x = 3\n    assert f(x) == 1") == []
    assert unrolled("for x in (1, 2):\n    assert f(x) == 1\n    break") == []
    assert unrolled("for x in range(3):\n    assert f(x) == 1") == []
    assert unrolled("assert f(1) == 1") == []


def test_dates_and_empty_inputs_have_mutations_that_stay_valid():
    import datetime

    dates = [ast.literal_eval(ast.unparse(c.tree.body[0].test.left.args[0]))
             for c in candidates("assert g('2024-03-01') == 1", random.Random(0), limit=50)]
    valid = [d for d in dates if _valid_date(d)]
    assert len(valid) >= 10  # character edits of a date are mostly invalid dates
    assert datetime.date(2024, 3, 2).isoformat() in valid
    empties = [ast.unparse(c.tree.body[0].test.left)
               for c in candidates("assert h([]) == 0", random.Random(0), limit=50)]
    assert empties == ["h(())"]  # the only other empty input of a sequence parameter


def _valid_date(text):
    import datetime

    try:
        datetime.date.fromisoformat(text)
    except (TypeError, ValueError):
        return False
    return True


# One authored unit with a single input that admits few first-order mutations that still
# raise: the top-up rounds mutate the kept units again until the instruction has its share.
RANGE_REF = ("def pick(n):\n    if not 10 <= n <= 60:\n        raise ValueError('out of range')\n"
             "    return n % 7\n")
RANGE = {
    "id": "toy/pick", "entry_point": "pick", "prompt": "Write `pick(n)`.",
    "base_checks": [{"kind": "tests", "params": {"tests": ["assert pick(12) == 5"]}}],
    "instructions": [{
        "id": "range", "category": "exception_handling", "text": "Range check.",
        "checks": [{"kind": "tests", "params": {"tests": [
            "for bad in (9, 61):\n    try:\n        pick(bad)\n    except ValueError as e:\n"
            "        assert str(e) == 'out of range'\n    else:\n"
            "        raise AssertionError(bad)"]}}]}],
    "references": [RANGE_REF, RANGE_REF],
}


def test_few_unit_instructions_are_topped_up(sandbox, monkeypatch):
    task = task_from_dict(RANGE)
    monkeypatch.setattr("codeloop.envs.tasks.amplify.TOP_UP_ROUNDS", 0)
    first = amplify_task(task, sandbox, per_instruction=30).units
    monkeypatch.undo()
    topped = amplify_task(task, sandbox, per_instruction=30).units
    # The loop gives units only once unrolled; the top-up rounds give more of them.
    assert first["range"] and all("pick(" in u and "for " not in u for u in first["range"])
    assert len(topped["range"]) > len(first["range"])
    assert len(topped["range"]) <= 30
    for unit in topped["range"]:
        call = next(n for n in ast.walk(ast.parse(unit)) if isinstance(n, ast.Call)
                    and getattr(n.func, "id", "") == "pick")
        n = ast.literal_eval(call.args[0])
        assert not 10 <= n <= 60, unit  # every kept input still raises, message recorded
        assert "'out of range'" in unit
    assert amplify_task(task, sandbox, per_instruction=30).units == topped  # seeded


def test_an_oversized_observation_ends_the_probe(sandbox):
    # The bound on a unit's values holds in the probe: a huge value is never sent back.
    from codeloop.envs.tasks.amplify import MAX_LITERAL, _probe_source, observe

    code = "def word(n):\n    return 'x' * n\n"
    units = [f"assert word({n}) == ''" for n in (MAX_LITERAL - 2, MAX_LITERAL - 1, 10**6)]
    got = observe(sandbox, code, [_probe_source(ast.parse(u)) for u in units])
    assert got[0][0] == [(0, "x" * (MAX_LITERAL - 2))]  # its repr is exactly MAX_LITERAL
    assert got[1][0] is None and got[2][0] is None
    # A container is judged by its length before its repr is made; an ``except Exception``
    # of the unit does not swallow the abort (the unit would otherwise end without it).
    code = "def word(n):\n    return list(range(n))\n"
    unit = (f"try:\n    assert word({10**6}) == []\nexcept Exception:\n    pass\n"
            "assert word(2) == []")
    assert observe(sandbox, code, [_probe_source(ast.parse(unit))])[0][0] is None


class _Counting:
    """The real sandbox, counting how often each probe unit is sent to it."""

    def __init__(self, inner):
        self.inner, self.sent = inner, {}

    def run(self, job):
        for test in job.tests:
            self.sent[test.source] = self.sent.get(test.source, 0) + 1
        return self.inner.run(job)

    def close(self):
        pass


def test_a_dropped_candidate_is_not_run_again(sandbox, monkeypatch):
    # A candidate that one run drops (here: slower than the probe limit, on every reference)
    # costs that one run, not its time limit on every reference, twice.
    monkeypatch.setattr("codeloop.envs.tasks.amplify.TOP_UP_ROUNDS", 0)
    slow = "def clip(xs, hi):\n    while hi > 5:\n        pass\n    return xs\n"
    neg = slow.replace("    while", "    if hi < 0:\n        raise ValueError('hi must be >= 0')\n"
                       "    while")
    task = task_from_dict({**TOY, "references": [slow, neg]})
    counting = _Counting(sandbox)
    kept = amplify_task(task, counting).units["base"]

    def hi(probe):
        call = next(n for n in ast.walk(ast.parse(probe)) if isinstance(n, ast.Call)
                    and getattr(n.func, "id", "") == "clip")
        return ast.literal_eval(call.args[1])

    assert kept
    looping = {src: n for src, n in counting.sent.items() if hi(src) > 5}
    assert looping and set(looping.values()) == {1}
    # A kept base unit ran on both references, twice (others stopped where they failed).
    assert max(counting.sent.values()) == 4
    assert amplify_task(task, sandbox).units["base"] == kept


# --- language tasks ---------------------------------------------------------------------------


def test_language_literals_skip_chars_escapes_and_floats():
    cell = 'assertEquals(List.of("a b"), F.f("x\\"y", 12, 1.5, \'c\', -3)); // 99'
    got = [(cell[lit.start:lit.end], lit.value) for lit in literals(cell, "java")]
    assert got == [('"a b"', "a b"), ("12", 12), ("-3", -3)]
    js = "assert.throws(() => f('ab', x-1), { name: 'RangeError' });"
    assert [lit.value for lit in literals(js, "javascript")] == ["ab", 1, "RangeError"]


@pytest.mark.parametrize("language,text,old,new,want", [
    ("java", 'java.util.List.of("1", "2")', '["1","2"]', '["1","2","Fizz"]',
     'java.util.List.of("1", "2", "Fizz")'),
    ("rust", 'vec![1, 2]', "[1,2]", "[5]", "vec![5]"),
    ("cpp", 'std::vector<int>{3}', "[3]", "[4,5]", "std::vector<int>{4, 5}"),
    ("go", '[]string{"a"}', '["a"]', '["b \\"q\\""]', '[]string{"b \\"q\\""}'),
    ("cpp", 'std::string("n must be between 0 and 10000")', '"n must be between 0 and 10000"',
     '"other"', 'std::string("other")'),
    ("rust", 'Err("bad".to_string())', 'Err("bad")', 'Err("worse")',
     'Err("worse".to_string())'),
    ("javascript", "[true, 'a']", '[true,"a"]', '[false,"b"]', '[false, "b"]'),
    ("java", "7", "7", "-8", "-8"),
    # Refused: another shape, a float, an expected text that is not the observed value.
    ("rust", 'Err("bad".to_string())', 'Err("bad")', 'Ok([1])', None),
    ("java", "0.5", "0.5", "0.25", None),
    ("java", "List.of(1)", "[2]", "[3]", None),
    ("java", "List.of()", "[]", "[1]", None),
])
def test_language_expected_sides_are_rewritten_from_observations(language, text, old, new,
                                                                 want):
    assert rewrite_expected(text, language, old, new) == want


def test_language_candidates_change_inputs_never_expected_sides():
    cell = 'assert.deepStrictEqual(clip([1, 5], 3), [1, 3]);'
    got = lang_candidates(cell, "javascript", random.Random(0), limit=40)
    assert len(got) > 5
    assert all(c.endswith(", [1, 3]);") for c in got)  # the references recompute it
    assert all(c != cell for c in got) and len(set(got)) == len(got)
    # Negative integers only where the authored one is negative (unsigned parameters).
    assert not any("-" in c for c in got)
    assert any("-" in c for c in lang_candidates(cell.replace("3)", "-3)"), "javascript",
                                                 random.Random(0), limit=40))


JS_CLIP = "function clip(xs, hi) {\n  return xs.map((x) => (x <= hi ? x : hi));\n}\n"
JS_NEG = ("function clip(xs, hi) {\n  if (hi < 0) throw new RangeError('hi must be >= 0');\n"
          "  return xs.map((x) => (x <= hi ? x : hi));\n}\n")
JS_TOY = {
    "id": "toy/js/clip", "language": "javascript", "entry_point": "clip",
    "prompt": "Write `clip(xs, hi)`.",
    "base_checks": [{"kind": "tests", "params": {"tests": [
        "assert.deepStrictEqual(clip([1, 5, 9], 3), [1, 3, 3]);"]}}],
    "instructions": [{
        "id": "neg", "category": "exception_handling", "text": "RangeError for hi < 0.",
        "checks": [{"kind": "tests", "params": {"tests": [
            "assert.throws(() => clip([1], -1), { name: 'RangeError', "
            "message: 'hi must be >= 0' });"]}}]}],
    "references": [JS_CLIP, JS_NEG],
}


@pytest.fixture(scope="module")
def js_sandbox():
    from codeloop.envs.sandbox import SandboxUnavailable
    from codeloop.envs.sandbox.languages.sandbox import LanguageSandbox

    try:
        sb = LanguageSandbox("javascript", workers=1)
    except SandboxUnavailable as exc:
        pytest.skip(str(exc))
    yield sb
    sb.close()


def test_language_cells_hold_the_reference_values(js_sandbox):
    task = task_from_dict(JS_TOY)
    got = amplify_language_task(task, js_sandbox)
    base = got.units["base"]
    assert len(base) >= 5
    for cell in base:
        # The expected side is what clip computes, for an input no reference rejects.
        m = re.fullmatch(r"assert\.deepStrictEqual\(clip\((\[.*\]), (-?\d+)\), (\[.*\]\));", cell)
        assert m, cell
        xs, hi, want = json.loads(m[1]), int(m[2]), json.loads(m[3][:-1])
        assert hi >= 0 and want == [min(x, hi) for x in xs], cell
    # The exception cell keeps inputs that still throw, with the references' message.
    assert got.units["neg"] and all("'hi must be >= 0'" in c for c in got.units["neg"])
    assert all(re.search(r"clip\(\[.*\], -\d+\)", c) for c in got.units["neg"])
    # Every kept cell passes each reference as written, and the base ones catch a wrong clip.
    from codeloop.envs.sandbox import Job, TestCase
    from codeloop.envs.tasks.amplify_lang import LIMITS

    wrong = "function clip(xs, hi) {\n  return xs.map((x) => (x < hi ? x : hi - 1));\n}\n"
    tests = tuple(TestCase(f"t{n}", c) for n, c in enumerate(base))
    ok = js_sandbox.run_assertions(Job(code=JS_NEG, tests=tests, limits=LIMITS))
    bad = js_sandbox.run_assertions(Job(code=wrong, tests=tests, limits=LIMITS))
    assert all(o.status == "passed" for o in ok.outcomes)
    assert any(o.status == "failed" for o in bad.outcomes)
    assert amplify_language_task(task, js_sandbox).units == got.units  # seeded


def test_generated_tasks_on_bank_bases_carry_their_held_out_units():
    # Generated instructions are static rules (nothing to amplify); a bank base problem brings
    # its authored and amplified held-out units, so the base's tests are not all shown.
    from codeloop.envs.tasks.generator import load_generated

    bank = [t for t in load_generated("seed=1,n=30") if "-bank-" in t.id]
    assert bank
    for task in bank:
        assert any(c.held_out and c.amplified for c in task.base_checks), task.id
        assert all(c.kind != "tests" for i in task.instructions for c in i.checks)


def test_held_out_units_never_repeat_a_shown_call():
    # A held-out unit of one instruction that makes the call a shown unit of another makes
    # could be answered from that unit's quote: the generation's last step leaves it out.
    from codeloop.envs.tasks.amplify import Amplified, drop_quoted

    task = task_from_dict(TOY)
    units = {"neg": ["assert clip([1, 5], 3) == [1, 3]", "assert clip([2, 5], 3) == [2, 3]"],
             "base": ["try:\n    clip([1, 5], 3)\nexcept ValueError:\n    pass"]}
    got = drop_quoted(task, Amplified(units, {}))
    assert got.units == {"neg": ["assert clip([2, 5], 3) == [2, 3]"]}
    assert got.dropped == {"neg": 1, "base": 1}
    # A class's constructor calls make objects, not answers a table could give: kept.
    box = task_from_dict({
        "id": "toy/box", "entry_point": "Box", "prompt": "Write `Box(n)`.",
        "base_checks": [{"kind": "tests", "params": {"tests": ["assert Box(1).n == 1"]}}],
        "instructions": [],
        "references": ["class Box:\n    def __init__(self, n):\n        self.n = n\n"]})
    same = {"base": ["b = Box(1)\nassert b.n + 1 == 2"]}
    assert drop_quoted(box, Amplified(dict(same), {})).units == same


# --- bounded integers (issue 23) --------------------------------------------------------------


def _ints_in(node: ast.AST) -> list[int]:
    return [n.value for n in ast.walk(node)
            if isinstance(n, ast.Constant) and type(n.value) is int]


def test_mutated_ints_stay_within_max_int_at_every_depth():
    # Without the bound: 2 * 600000, and an element doubled inside a list or a dict.
    from codeloop.envs.tasks.amplify import MAX_INT

    assert MAX_INT == 10**6
    for unit in ("assert f(600000) == 1", "assert f([600000, 3]) == 1",
                 "assert f({600000: (600000, 2)}) == 1", "assert f(-700000) == 1"):
        cands = candidates(unit, random.Random(0), limit=200)
        inputs = [c.tree.body[0].test.left for c in cands]
        assert inputs, unit
        assert all(abs(v) <= MAX_INT for call in inputs for v in _ints_in(call)), unit
        if "[" not in unit and "{" not in unit:
            # The "large" boundary value of a scalar is MAX_INT itself, and still offered.
            assert any(MAX_INT in _ints_in(call) for call in inputs), unit


def test_compounded_mutations_stay_bounded(sandbox):
    # Top-up rounds mutate kept units again (2 * n of 2 * n ...): fizzbuzz's held-out units
    # reached fizzbuzz(4040004) so. Every int of every kept unit is within the bound.
    from codeloop.envs.tasks.amplify import MAX_INT

    ref = ("def size(n):\n    if 0 <= n <= 10:\n        return n\n"
           "    raise ValueError('out of range')\n")
    task = task_from_dict({
        "id": "toy/size", "entry_point": "size", "prompt": "Write `size(n)`.",
        "base_checks": [{"kind": "tests", "params": {"tests": [
            "for bad in (11, 400000):\n    try:\n        size(bad)\n"
            "    except ValueError as e:\n        assert str(e) == 'out of range'\n"
            "    else:\n        raise AssertionError(bad)"]}}],
        "instructions": [], "references": [ref]})
    units = amplify_task(task, sandbox, per_instruction=60).units["base"]
    assert len(units) > 20
    got = [v for u in units for v in _ints_in(ast.parse(u))]
    assert max(abs(v) for v in got) == MAX_INT


# --- the whole-bank mutation score: a bounded, lazy equivalence pool (issue 23) -------------


def test_top_ups_stop_at_their_target_and_instructions_can_be_chosen(sandbox):
    task = task_from_dict(RANGE)
    full = amplify_task(task, sandbox, per_instruction=10**6, top_up_to=30).units
    # Without a target, a top-up round mutates all the last round kept (the pool's blow-up).
    assert 30 <= len(full["range"]) < 60
    first = amplify_task(task, sandbox, per_instruction=10**6, top_up_to=0).units
    assert set(first["range"]) < set(full["range"])
    # One instruction alone: the same units as in a generation of all of them.
    only = amplify_task(task, sandbox, per_instruction=10**6, top_up_to=30, iids=["range"])
    assert only.units == {"range": full["range"]}


def test_the_equivalence_pool_is_built_once_per_needed_instruction(sandbox):
    # Authored tests of the base miss most mutants (no held-out units): the pool is asked for
    # the instructions active at a turn with a survivor, each once per task.
    task = _without_amplified(task_from_dict(TOY))
    asked: list[list[str]] = []

    def pool(t, iids):
        asked.append(list(iids))
        return amplify_task(t, sandbox, seed_tag="pool", iids=iids).units

    score = score_task(task, sandbox, per_turn=40, pool=pool)
    assert score.total > score.killed_all  # some survived: the pool was needed
    flat = [iid for call in asked for iid in call]
    assert sorted(flat) == sorted(set(flat)) and set(flat) <= {"base", "neg"}


def test_pool_units_are_judged_chunk_by_chunk_until_one_kills(sandbox, monkeypatch):
    import codeloop.envs.tasks.mutants as mutants_mod

    monkeypatch.setattr(mutants_mod, "POOL_CHUNK", 3)
    task = task_from_dict({**TOY, "instructions": [], "references": [BASE_REF],
                           "base_checks": [{"kind": "tests", "params": {
                               "tests": ["assert clip([], 3) == []"]}}]})
    # Nine pool units, each telling a clipping mutant apart: three chunks of three.
    units = [f"assert clip([1, 9], 2) == [1, 2]{' ' * k}" for k in range(9)]
    jobs: dict[str, list[int]] = {}

    class Recording:
        def run(self, job):
            if job.tests[0].source in units:
                jobs.setdefault(job.code, []).append(len(job.tests))
            return sandbox.run(job)

        def close(self):
            pass

    score = score_task(task, Recording(), per_turn=40, pool=lambda t, iids: {"base": units})
    assert jobs and all(n <= 3 for sizes in jobs.values() for n in sizes)
    # A mutant the first chunk kills runs no other; one that nothing kills runs all three.
    assert {len(sizes) for sizes in jobs.values()} <= {1, 3}
    assert sum(len(sizes) == 1 for sizes in jobs.values()) == len(score.survivors) > 0
    assert sum(len(sizes) == 3 for sizes in jobs.values()) == score.equivalent


class _Faulty:
    """A sandbox whose every job is a machine fault (a fault cannot be made on demand)."""

    def __init__(self):
        self.runs = 0

    def run(self, job):
        from codeloop.envs.sandbox.base import JobResult

        self.runs += 1
        return JobResult("sandbox_error", (), message="no room")

    def close(self):
        pass


def test_a_job_the_machine_could_not_run_is_no_kill():
    faulty = _Faulty()
    with pytest.raises(RuntimeError, match="could not run"):
        score_task(task_from_dict(TOY), faulty, per_turn=2)
    assert faulty.runs == 3  # tried three times, then the run stops instead of miscounting


def test_mutants_command_writes_jsonl_resumes_and_runs_in_processes(tmp_path, capsys):
    from codeloop.cli import main

    path = tmp_path / "tasks.jsonl"
    other = {**TOY, "id": "toy/clip2"}
    path.write_text(json.dumps(TOY) + "\n" + json.dumps(other) + "\n")
    out = tmp_path / "scores.jsonl"
    assert main(["tasks", "mutants", "--tasks", str(path), "--per-turn", "3", "--jobs", "2",
                 "--out", str(out)]) == 0
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert sorted(r["task_id"] for r in lines) == ["toy/clip", "toy/clip2"]
    assert all(r["total"] == 6 and r["per_turn"] == 3 for r in lines)
    first = capsys.readouterr().out
    # A second run judges nothing again, and reports the same table.
    assert main(["tasks", "mutants", "--tasks", str(path), "--per-turn", "3",
                 "--out", str(out)]) == 0
    again = capsys.readouterr().out
    assert len(out.read_text().splitlines()) == 2
    table = first[first.index("| task |"):]
    assert again[again.index("| task |"):] == table
    assert "| **overall** | 12 |" in table


# --- a referee, like the rest of judging (issue 26 item 1) -----------------------------------


def test_mutants_amplify_and_reference_check_take_a_referee(sandbox):
    from codeloop.envs.tasks.reference_check import check_task_references
    from codeloop.rewards.checks.referee import Referee

    task = task_from_dict(TOY)
    sent: list[bool] = []

    class Recording:
        name = "recording"

        def run(self, job):
            sent.append(job.strict_eq)
            return sandbox.run(job)

        def close(self):
            raise AssertionError("the caller's sandbox is the caller's to close")

    # The referee's equality rule reaches every mutant's job (not the Job default).
    loose = Referee(Recording(), strict_eq=False)
    score = score_task(task, loose, per_turn=2)
    assert score.total == 4 and sent and not any(sent)
    # The amplifier runs its probes through the referee's Python sandbox: the same units.
    assert amplify_task(task, loose).units == amplify_task(task, sandbox).units
    # References are proven by the referee given, and a bare sandbox still works (its
    # temporary referee closes nothing of the caller's: Recording.close would raise).
    sent.clear()
    assert check_task_references(task, loose) == [] and sent
    assert check_task_references(task, Recording()) == []


def test_a_mutant_the_latest_pool_kills_builds_no_other(sandbox):
    from codeloop.envs.tasks.mutants import _Pool
    from codeloop.rewards.checks.referee import Referee

    built: list[list[str]] = []
    units = {"base": ["assert clip([4], 3) == [3]"],
             "neg": ["try:\n    clip([1], -2)\nexcept ValueError:\n    pass\n"
                     "else:\n    raise AssertionError('no raise')"]}

    def build(task, iids):
        built.append(list(iids))
        return {i: units[i] for i in iids}

    pool = _Pool(task_from_dict(TOY), build)
    referee = Referee.of(sandbox)
    no_check = BASE_REF  # lacks the negative check: the latest instruction's unit kills it
    assert pool.kills(referee, no_check, ["base", "neg"])
    assert built == [["neg"]]
    # The reference itself: nothing kills it, so every active pool is built, each once.
    assert not pool.kills(referee, NEG_REF, ["base", "neg"])
    assert not pool.kills(referee, NEG_REF, ["base", "neg"])
    assert built == [["neg"], ["base"]]
