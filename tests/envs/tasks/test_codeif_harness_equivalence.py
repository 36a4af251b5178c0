"""A CodeIF-Bench task run through codeloop gives the verdict CodeIF-Bench's own harness gives.

CodeIF-Bench's harness is not installable, so this test carries a faithful small
re-implementation of its static-conversation scoring (``static_conversation/function/test/
evaluation.py``, way 3, and ``execution.check_correctness``): extract the fenced code, delete
four-space-indented triple-quoted blocks and blank lines, append the accumulated test strings
(base tests + the unit tests of every instruction so far, the functionality extension left
out), run the file with ``python`` and count exit status 0 as a pass. Its Code Standard and
Code Complexity tests (written in tests/fixtures/codeif_bench in the published style) run
pycodestyle, ``mccabe.get_code_complexity`` (the function-level file's form) and radon's
``cc_visit`` (the repository-level form) on ``inspect.getsource`` of the function, with the
real packages.

codeloop loads the same file with ``?compat=codeif-bench`` and judges the same code per turn;
the verdicts must be equal for every candidate and turn. Without compat, the documented
differences show (docs/LOADERS.md).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from codeloop.envs.tasks.loaders.codeif_bench import EXTENSION
from codeloop.envs.tasks.sources import load_tasks
from codeloop.rewards.checks import evaluate
from codeloop.rewards.episode import BASE_ID

FIXTURE = Path(__file__).parents[2] / "fixtures" / "codeif_bench" / "standalone.jsonl"

pytest.importorskip("radon", reason="a fixture's complexity test uses radon, as CodeIF-Bench's")
pytest.importorskip("mccabe", reason="the fixture's complexity tests use mccabe, as CodeIF-Bench's")


# --------------------------------------------------------------- CodeIF-Bench's harness logic


def _extract_fenced(text: str) -> str:
    matches = re.findall(r"```python\r?\n(.*?)```", text, re.DOTALL)
    return matches[0] if matches else text


def _remove_triple_quotes_comments(text: str) -> str:
    return re.sub(r"    \"\"\"\r?\n(.*?)\"\"\"", "", text, flags=re.DOTALL)


def _remove_blank_lines_with_spaces(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if line.strip())


def _check_correctness(completion: str, tests: list[str], timeout: float = 10.0) -> bool:
    program = completion + "\n" + "\n".join(tests) + "\n"
    fd, path = tempfile.mkstemp(suffix=".py")
    try:
        with os.fdopen(fd, "w") as fh:
            fh.write(program)
        proc = subprocess.run([sys.executable, path], capture_output=True, text=True,
                              timeout=timeout)
        return proc.returncode == 0
    except subprocess.TimeoutExpired:
        return False
    finally:
        os.unlink(path)


def codeif_bench_turn_verdicts(problem: dict, completion: str) -> dict[str, bool]:
    """Strategy -> passed, for each instruction turn (way 3: accumulated tests)."""
    test = problem["test"]
    accumulated = list(test) if isinstance(test, list) else [test]
    out = {}
    for strategy in problem["multi-turn"]:
        code = _remove_blank_lines_with_spaces(
            _remove_triple_quotes_comments(_extract_fenced(completion)))
        if strategy == EXTENSION:
            continue
        unit = problem["requirements"][strategy]["unit_test"]
        accumulated += [unit] if isinstance(unit, str) else unit
        out[strategy] = _check_correctness(code, list(accumulated))
    return out


# --------------------------------------------------------------- codeloop's verdicts


def codeloop_turn_verdicts(task, completion: str, sandbox) -> dict[str, bool]:
    strategies = task.metadata["strategies"]
    given = [BASE_ID]
    out = {}
    for strategy, ins in zip(strategies, task.instructions, strict=True):
        given.append(ins.id)
        if strategy == EXTENSION:
            continue
        active = task.active_after(given)
        verdicts, _ = evaluate(completion, [(i, task.checks_of(i)) for i in active], sandbox)
        out[strategy] = all(v.passed for v in verdicts.values())
    return out


GOOD_11 = '''def remove_occ(s: str, ch: str) -> str:
    """
    Remove the first and the last occurrence of ch from s; this docstring line is long on purpose.
    """
    if len(ch) != 1:
        raise ValueError("ch must be a single character")
    first = s.find(ch)
    if first == -1:
        return s

    s = s[:first] + s[first + 1:]
    last = s.rfind(ch)
    return s if last == -1 else s[:last] + s[last + 1:]
'''

CANDIDATES_11 = {
    "good, long docstring line, blank line": GOOD_11,
    "good, whitespace-only line and a tight import": (
        "import re\n"
        "def remove_occ(s: str, ch: str) -> str:\n"
        "    if len(ch) != 1:\n"
        "        raise ValueError(\"ch must be a single character\")\n"
        "    first = s.find(ch)\n"
        "    \n"
        "    if first == -1:\n"
        "        return s\n"
        "    s = s[:first] + s[first + 1:]\n"
        "    last = s.rfind(ch)\n"
        "    return s if last == -1 else s[:last] + s[last + 1:]\n"),
    "no annotations": GOOD_11.replace("(s: str, ch: str) -> str", "(s, ch)"),
    "wrong message": GOOD_11.replace("must be a single", "must be one"),
    "no validation": GOOD_11.replace(
        '    if len(ch) != 1:\n        raise ValueError("ch must be a single character")\n', ""),
    "pep8 violation in code": GOOD_11.replace("first = s.find(ch)", "first=s.find(ch)"),
    "too complex": GOOD_11.replace(
        "    first = s.find(ch)\n",
        "    first = s.find(ch)\n    if ch == 'x' and s or ch == 'y':\n        pass\n"),
    "wrong base behaviour": (
        "def remove_occ(s: str, ch: str) -> str:\n"
        "    if len(ch) != 1:\n"
        "        raise ValueError(\"ch must be a single character\")\n"
        "    return s.replace(ch, \"\", 1)\n"),
    "fenced reply with prose": "Here you go:\n```python\n" + GOOD_11 + "```\nDone.",
}

GOOD_17 = '''def square_perimeter(a):
    """
    Perimeter of a square of side a.
    """
    if not isinstance(a, (int, float)) or isinstance(a, bool):
        raise TypeError("a must be a number")
    return 4 * a
'''

CANDIDATES_17 = {
    "good": GOOD_17,
    "reference as published (E225)":
        "def square_perimeter(a):\n  perimeter=4*a\n  return perimeter\n",
    "no type check": "def square_perimeter(a):\n    return 4 * a\n",
    "too complex": GOOD_17.replace(
        "    return 4 * a",
        "    if a == 0:\n        return 0\n    elif a == 1:\n        return 4\n    return 4 * a"),
}


GOOD_20 = '''def is_woodall(x):
    if not isinstance(x, int):
        raise TypeError('x must be an int')
    if x < 1:
        return False
    n = 1
    while n * 2 ** n - 1 < x:
        n += 1
    return n * 2 ** n - 1 == x
'''

_EXTRA_BRANCHES = "    if x == 2:\n        return False\n    if x == 4:\n        return False\n"

CANDIDATES_20 = {
    "good (complexity 4)": GOOD_20,
    # McCabe 6: over the requirement's 5, under get_code_complexity's threshold of 7.
    "complexity 6": GOOD_20.replace("    n = 1\n", _EXTRA_BRANCHES + "    n = 1\n"),
    # McCabe 10: over the threshold, yet the count (1) is still <= 5.
    "complexity 10": GOOD_20.replace("    n = 1\n", _EXTRA_BRANCHES * 3 + "    n = 1\n"),
    "wrong below 1": GOOD_20.replace("        return False\n    n = 1", "        return None\n"
                                     "    n = 1"),
    "wrong message": GOOD_20.replace("'x must be an int'", "'int expected'"),
}


@pytest.fixture(scope="module")
def problems():
    import json

    return {json.loads(line)["task_id"]: json.loads(line) for line in
            FIXTURE.read_text().splitlines() if line.strip()}


@pytest.mark.slow
@pytest.mark.parametrize(("task_id", "candidates"), [(11, CANDIDATES_11), (17, CANDIDATES_17),
                                                     (20, CANDIDATES_20)])
def test_compat_mode_gives_codeif_bench_verdicts(task_id, candidates, problems, local_sandbox):
    from codeloop.rewards.extract import extract_code

    task = next(t for t in load_tasks(f"codeif-bench:{FIXTURE}?compat=codeif-bench")
                if t.id == f"codeif-bench/{task_id}")
    seen: dict[str, set[bool]] = {}
    for name, reply in candidates.items():
        theirs = codeif_bench_turn_verdicts(problems[task_id], reply)
        code = extract_code(reply, task.entry_point).code
        ours = codeloop_turn_verdicts(task, code, local_sandbox)
        assert ours == theirs, f"{name}: codeloop {ours} != CodeIF-Bench {theirs}"
        for strategy, passed in theirs.items():
            seen.setdefault(strategy, set()).add(passed)
    # The candidates exercise both verdicts on every turn, so equality is not vacuous.
    assert all(v == {True, False} for v in seen.values()), {k: v for k, v in seen.items()
                                                            if v != {True, False}}


@pytest.mark.slow
def test_native_mode_differs_where_documented(problems, local_sandbox):
    native = next(t for t in load_tasks(f"codeif-bench:{FIXTURE}") if t.id.endswith("/11"))
    compat = next(t for t in load_tasks(f"codeif-bench:{FIXTURE}?compat=codeif-bench")
                  if t.id.endswith("/11"))
    code = CANDIDATES_11["good, long docstring line, blank line"]
    theirs = codeif_bench_turn_verdicts(problems[11], code)
    assert theirs["Code Standard"] is True
    assert codeloop_turn_verdicts(compat, code, local_sandbox)["Code Standard"] is True
    # codeloop itself does not strip the docstring: its long line breaks PEP 8.
    assert codeloop_turn_verdicts(native, code, local_sandbox)["Code Standard"] is False
    tight = CANDIDATES_11["good, whitespace-only line and a tight import"]
    assert codeif_bench_turn_verdicts(problems[11], tight)["Code Standard"] is True
    # Natively the whole module is checked: W293 and E302 count.
    assert codeloop_turn_verdicts(native, tight, local_sandbox)["Code Standard"] is False
    import_only = tight.replace("    \n", "")  # no whitespace-only line left: only E302
    assert codeif_bench_turn_verdicts(problems[11], import_only)["Code Standard"] is True
    assert codeloop_turn_verdicts(compat, import_only, local_sandbox)["Code Standard"] is True
    assert codeloop_turn_verdicts(native, import_only, local_sandbox)["Code Standard"] is False


@pytest.mark.slow
def test_mccabe_bound_native_judges_the_requirement_compat_the_harness(problems, local_sandbox):
    native, compat = (next(t for t in load_tasks(f"codeif-bench:{FIXTURE}{q}")
                           if t.id.endswith("/20")) for q in ("", "?compat=codeif-bench"))
    for name, expect_native in (("good (complexity 4)", True), ("complexity 6", False),
                                ("complexity 10", False)):
        code = CANDIDATES_20[name]
        theirs = codeif_bench_turn_verdicts(problems[20], code)["Code Complexity"]
        # get_code_complexity counts functions over 7, so `<= 5` holds for any one function.
        assert theirs is True
        assert codeloop_turn_verdicts(compat, code, local_sandbox)["Code Complexity"] is True
        assert codeloop_turn_verdicts(native, code, local_sandbox)["Code Complexity"] is \
            expect_native, name


# ------------------------------------- single- and two-round replay: records paired by position

FE_11 = '''def remove_occ(s: str, ch: str, count: int = 1) -> str:
    if len(ch) != 1:
        raise ValueError("ch must be a single character")
    for _ in range(count):
        first = s.find(ch)
        if first == -1:
            break
        s = s[:first] + s[first + 1:]
        last = s.rfind(ch)
        if last != -1:
            s = s[:last] + s[last + 1:]
    return s
'''

# Task 11's records as a published single- or two-round file holds them when the task file
# gained its first requirement after inference: no Input-Output Conditions record, the others
# in `requirements` order (requirement label -> the code its reply carries).
GAPPED_11 = {
    "Exception Handling": CANDIDATES_11["no validation"],
    "Edge Case Handling": GOOD_11,
    "Functionality Extension": FE_11,
    "Annotation Coverage": CANDIDATES_11["no annotations"],
    "Code Complexity": GOOD_11,
    "Code Standard": CANDIDATES_11["pep8 violation in code"],
}


def _way2_verdicts(problem: dict, records: list[dict], by_label: bool = False
                   ) -> dict[str, bool]:
    """CodeIF-Bench's way-2 evaluation of one task (single- and two-round): the task's records,
    in file order, zipped with ``requirements``; it never reads a record's ``requirement``.
    ``by_label`` pairs each record with its own requirement instead (what it was asked)."""
    reqs = problem["requirements"]
    # The harness' zip stops at the shorter side: requirements past the last record are unjudged.
    pairs = ([(r, r["requirement"]) for r in records] if by_label
             else list(zip(records, reqs, strict=False)))
    out = {}
    for record, strategy in pairs:
        code = _remove_blank_lines_with_spaces(
            _remove_triple_quotes_comments(_extract_fenced(record["completion"])))
        unit = reqs[strategy]["unit_test"]
        tests = ([unit] if isinstance(unit, str) else list(unit))
        if strategy != EXTENSION:
            tests = list(problem["test"]) + tests
        out[strategy] = _check_correctness(code, tests)
    return out


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["single-round", "two-round"])
def test_compat_single_and_two_round_replay_pair_records_as_the_harness(mode, problems, tmp_path,
                                                                        local_sandbox):
    import json

    from codeloop.agents.policies import TurnContext
    from codeloop.agents.policies.replay_policy import ReplayPolicy
    from codeloop.envs.judging import judge_reply

    records = [{"task_id": 11, "requirement": label, "completion":
                f"Here is the updated function:\n\n```python\n{code}```\n"}
               for label, code in GAPPED_11.items()]
    raw = tmp_path / ("single/m_single.jsonl" if mode == "single-round" else
                      "multi/m_multi.jsonl")
    raw.parent.mkdir()
    raw.write_text("".join(json.dumps(r) + "\n" for r in records))
    paths = [raw]
    if mode == "two-round":  # round 1 plays the base answer
        base = tmp_path / "base" / "m.jsonl"
        base.parent.mkdir()
        base.write_text(json.dumps({"task_id": 11, "completion": GOOD_11}) + "\n")
        paths.insert(0, base)
    policy = ReplayPolicy(",".join(map(str, paths)))
    scored = 1 if mode == "single-round" else 2
    ours: dict[str, bool | None] = {}
    for task in load_tasks(f"codeif-bench:{FIXTURE}?mode={mode}&compat=codeif-bench"):
        if task.metadata["original_id"] != 11:
            continue
        (strategy,) = task.metadata["strategies"]
        ctx = TurnContext(task=task, turn=scored, focus="base", given=("base",),
                          active=("base",), seed=0)
        reply = policy.act([], ctx)
        if "unanswered" in reply.meta:
            ours[strategy] = None
            continue
        given = [BASE_ID, *(i.id for i in task.instructions)]
        judged = judge_reply(task, reply.text, task.active_after(given), local_sandbox,
                             strict_eq=False)
        ours[strategy] = all(v.passed for v in judged.verdicts.values())
    theirs = _way2_verdicts(problems[11], records)
    # Every requirement the harness judges gets its verdict; the one past the last record
    # (Code Standard, the last of `requirements`) is judged by neither.
    assert ours == {s: theirs.get(s) for s in problems[11]["requirements"]}
    assert ours["Code Standard"] is None
    # Pairing by label would have given other verdicts: the test is not vacuous.
    assert _way2_verdicts(problems[11], records, by_label=True) != {
        s: v for s, v in theirs.items()}
