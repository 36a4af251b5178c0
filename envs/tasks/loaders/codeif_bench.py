"""CodeIF-Bench standalone tasks (Wang et al., 2025), in every mode of the benchmark.

Each line of the file is one task: ``task_id``, ``prompt``, ``test`` (assert strings),
``code`` (the reference solution), ``requirements`` (strategy name -> ``{requirement,
unit_test}``) and ``multi-turn`` (the order of the strategies).

Modes (``?mode=``), all from the unmodified file (docs/LOADERS.md has the details):

- ``conversation`` (default, codeloop's): the base problem, then every strategy in
  ``multi-turn`` order, the Functionality Extension last (its tests replace the base tests).
- ``base``: the base problem alone (CodeIF-Bench's way 1).
- ``single-round``: one task per (task, requirement): the prompt and that requirement in one
  message; tests = base + the requirement's, or only its own for the Functionality Extension.
- ``two-round``: one task per (task, requirement): the base problem, then the requirement.
- ``n-round``: the requirements accumulated in ``multi-turn`` order, the Functionality
  Extension left out, as CodeIF-Bench scores it.

Strategies listed in ``requirements`` but missing from ``multi-turn`` are played in the
single- and two-round modes (which iterate ``requirements``, as CodeIF-Bench's inference does)
and reported as skipped, with the reason, in the other modes; nothing is dropped silently.

Tests that read the candidate's own source (pycodestyle for Code Standard, radon's ``cc_visit``
or ``mccabe.get_code_complexity`` for Code Complexity) cannot run in the sandbox, which has no
source file to read: they become the static checks ``pep8`` and ``complexity`` on the same
source. ``mccabe.get_code_complexity(src, threshold=7)`` does not return a complexity: it
prints and counts the functions of ``src`` whose complexity exceeds ``threshold``. Natively
codeloop judges what the requirement means (the function's McCabe complexity within the bound);
with ``?compat=codeif-bench`` it judges what the harness computes (the count of functions over
the threshold against the bound), which gives the harness' verdict.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

from codeloop.envs.tasks.loaders import check_options, split_options
from codeloop.envs.tasks.schema import TaskFormatError, task_from_dict
from codeloop.envs.tasks.sources import SkippedItem, TaskList
from codeloop.rewards.benchmarks import CODEIF_MODES, codeif_task_id
from codeloop.rewards.taxonomy import lookup

SOURCE = "codeif-bench"
COMPAT = "codeif-bench"
EXTENSION = "Functionality Extension"
MCCABE_THRESHOLD = 7
"""``mccabe.get_code_complexity``'s default threshold (mccabe 0.7)."""

REQUIREMENT_SENTENCE = "The function should meet the following requirements: "
"""How CodeIF-Bench's inference words a requirement (``inference_gpt.py``)."""

NOT_IN_MULTI_TURN = ("in requirements but not in multi-turn: CodeIF-Bench's n-round never asks "
                     "it, so conversation and n-round modes leave it out (single-round and "
                     "two-round play it)")
EXTENSION_NOT_SCORED = ("Functionality Extension is not scored in CodeIF-Bench's n-round, so "
                        "n-round leaves it out (single-round and two-round play it)")


def _as_list(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value]


def _defined_functions(code: str) -> list[str]:
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    return [n.name for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]


def _called_names(source: str) -> list[str]:
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            names.append(node.func.id)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            names.append(node.id)
    return list(dict.fromkeys(names))


def entry_point_of(code: str, tests: list[str]) -> str:
    """The function the base tests call among those the reference defines (else the first)."""
    defined = _defined_functions(code)
    called = [n for t in tests for n in _called_names(t)]
    for name in called:
        if name in defined:
            return name
    if defined:
        return defined[0]
    return called[0] if called else "solution"


UNPARSABLE_NOTE = ("a unit test does not parse as Python; it is kept as a test that fails "
                   "(CodeIF-Bench's harness appends it to the answer, so the file fails to "
                   "compile)")


def runnable_test(test: str) -> str:
    """The test itself, or, when it does not parse, a test that fails the way it does there.

    The published task files hold a few tests that are not valid Python (``try: f(1);
    assert False except TypeError: pass``). CodeIF-Bench's harness appends the round's tests to
    the answer and runs the file, which then fails to compile: the round fails whatever the
    answer. codeloop's task schema refuses a test that does not parse, so the loader keeps the
    original text and compiles it when the test runs: the test fails with the SyntaxError, and
    every round judged on it fails, as in the harness.
    """
    try:
        ast.parse(test)
    except SyntaxError:
        return f"compile({test!r}, 'CodeIF-Bench unit test', 'exec')  # does not parse: fails"
    return test


def _tested_functions(test: str, defined: list[str], fallback: str) -> list[str]:
    names = [n for n in _called_names(test) if n in defined]
    return names or [fallback]


def _bounds(op: ast.cmpop, n: int) -> dict[str, int] | None:
    if isinstance(op, ast.LtE):
        return {"max": n}
    if isinstance(op, ast.Lt):
        return {"max": n - 1}
    if isinstance(op, ast.Eq):
        return {"max": n, "min": n}
    return None


def _compares(test: str) -> list[tuple[ast.Compare, int]]:
    """The single comparisons ``x OP n`` of the test with an int constant ``n``, each with n."""
    try:
        tree = ast.parse(test)
    except SyntaxError:
        return []
    out: list[tuple[ast.Compare, int]] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1):
            continue
        right = node.comparators[0]
        if isinstance(right, ast.Constant) and isinstance(right.value, int):
            out.append((node, right.value))
    return out


def _radon_bounds(test: str) -> dict[str, int] | None:
    """``{"max": n, "min": m}`` from ``cc_visit(...)[0].complexity OP n`` asserts, or None."""
    bounds: dict[str, int] = {}
    for node, bound in _compares(test):
        left = node.left
        if isinstance(left, ast.Attribute) and left.attr == "complexity":
            found = _bounds(node.ops[0], bound)
            if found is None:
                return None
            bounds.update(found)
    return bounds or None


def _mccabe_call(test: str) -> tuple[ast.cmpop, int, int] | None:
    """``(op, bound, threshold)`` of ``mccabe.get_code_complexity(src[, t]) OP n``, or None."""
    for node, bound in _compares(test):
        call = node.left
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute | ast.Name)):
            continue
        name = call.func.attr if isinstance(call.func, ast.Attribute) else call.func.id
        if name != "get_code_complexity":
            continue
        threshold = MCCABE_THRESHOLD
        given = call.args[1:2] + [k.value for k in call.keywords if k.arg == "threshold"]
        if given and isinstance(given[0], ast.Constant) and isinstance(given[0].value, int):
            threshold = given[0].value
        return node.ops[0], bound, threshold
    return None


def _mccabe_check(test: str, names: list[str], compat: bool) -> dict[str, Any] | None:
    """The check of a ``mccabe.get_code_complexity(inspect.getsource(f)) OP n`` test."""
    found = _mccabe_call(test)
    if found is None:
        return None
    op, n, threshold = found
    if not compat:
        # What the requirement means: the function's McCabe complexity within the bound.
        bounds = _bounds(op, n)
        if bounds is None:
            return None
        return {"kind": "complexity", "name": "cyclomatic complexity (mccabe)",
                "params": {"method": "mccabe", **bounds, "names": names}}
    # What the harness computes: the source of one function holds one graph, so the call
    # returns 1 when its complexity exceeds the threshold, else 0; the assert compares that.
    ok = {c for c in (0, 1) if _compare(op, c, n)}
    label = f"mccabe.get_code_complexity (count of functions over {threshold}) vs {n}"
    extra = {"compat": COMPAT, "names": names}
    if ok == {0, 1}:  # always true once the function exists (getsource needs it)
        return {"kind": "defines", "name": label, "params": {"names": names}}
    if ok == {0}:
        return {"kind": "complexity", "name": label,
                "params": {"method": "mccabe", "max": threshold, **extra}}
    if ok == {1}:
        return {"kind": "complexity", "name": label,
                "params": {"method": "mccabe", "min": threshold + 1, "max": 10 ** 9, **extra}}
    return {"kind": "complexity", "name": label,  # never true: no complexity is below 0
            "params": {"method": "mccabe", "max": -1, **extra}}


def _compare(op: ast.cmpop, left: int, right: int) -> bool:
    table = {ast.LtE: left <= right, ast.Lt: left < right, ast.Eq: left == right,
             ast.GtE: left >= right, ast.Gt: left > right, ast.NotEq: left != right}
    return table.get(type(op), False)


def convert_unit_tests(tests: list[str], defined: list[str], entry: str,
                       compat: bool) -> tuple[list[dict[str, Any]], list[str]]:
    """Turns one requirement's unit tests into codeloop check objects.

    Returns:
        The check objects, and notes on tests kept as tests although they read the source.
    """
    checks: list[dict[str, Any]] = []
    plain: list[str] = []
    notes: list[str] = []
    extra = {"compat": COMPAT} if compat else {}
    for test in tests:
        names = _tested_functions(test, defined, entry)
        if "pycodestyle" in test:
            # Natively codeloop checks the whole module as written; compat checks each tested
            # function's stripped source alone, as the original test does.
            scope = {"names": names, **extra} if compat else {}
            checks.append({"kind": "pep8", "name": "PEP 8 (pycodestyle)", "params": scope})
        elif "cc_visit" in test and (bounds := _radon_bounds(test)) is not None:
            checks.append({"kind": "complexity", "name": "cyclomatic complexity (radon)",
                           "params": {"method": "radon", **bounds, "names": names, **extra}})
        elif "get_code_complexity" in test and (
                check := _mccabe_check(test, names, compat)) is not None:
            checks.append(check)
        else:
            if "getsource" in test:
                notes.append("a test reads the source with inspect.getsource, which the "
                             "sandbox does not provide; kept as a test")
            if runnable_test(test) != test:
                notes.append(UNPARSABLE_NOTE)
            plain.append(runnable_test(test))
    if plain:
        checks.insert(0, {"kind": "tests", "params": {"tests": plain}})
    return checks, notes


class _Record:
    """One parsed CodeIF-Bench line: what every mode builds its tasks from."""

    def __init__(self, raw: dict[str, Any], compat: bool):
        for key in ("task_id", "prompt", "test", "requirements"):
            if key not in raw:
                raise ValueError(f"missing field {key!r}")
        if not isinstance(raw["requirements"], dict):
            raise ValueError("field 'requirements' must be an object (strategy -> "
                             "{requirement, unit_test})")
        self.raw = raw
        self.tid = raw["task_id"]
        self.compat = compat
        self.code = str(raw.get("code") or "")
        self.base_tests = [runnable_test(t) for t in _as_list(raw["test"])]
        self.entry = entry_point_of(self.code, _as_list(raw["test"]))
        self.defined = _defined_functions(self.code) or [self.entry]
        self.requirements: dict[str, Any] = raw["requirements"]
        self.order = list(raw.get("multi-turn") or self.requirements)
        unknown = [s for s in self.order if s not in self.requirements]
        if unknown:
            raise ValueError(f"multi-turn names strategies without requirements: {unknown}")
        self.not_in_order = [s for s in self.requirements if s not in self.order]
        self.notes: list[str] = []

    def instruction(self, strategy: str) -> dict[str, Any]:
        details = self.requirements[strategy]
        if not isinstance(details, dict):
            raise ValueError(f"requirements[{strategy!r}] must be an object")
        category = lookup(strategy)
        if category is None:
            raise ValueError(f"unknown CodeIF-Bench strategy {strategy!r}")
        checks, notes = convert_unit_tests(_as_list(details.get("unit_test")), self.defined,
                                           self.entry, self.compat)
        self.notes += notes
        if not checks:
            raise ValueError(f"strategy {strategy!r} has no unit tests")
        item: dict[str, Any] = {"id": category.key, "category": category.key,
                                "text": self.requirement_text(strategy), "checks": checks}
        if strategy == EXTENSION:
            item["supersedes"] = ["base"]
        return item

    def requirement_text(self, strategy: str) -> str:
        return str(self.requirements[strategy].get("requirement", "")).strip() or strategy

    def _replay_label(self, mode: str, strategy: str) -> str:
        """Which recorded reply plays the round of ``strategy``: its own, or a position.

        CodeIF-Bench's evaluation never reads a record's ``requirement``: it zips a task's
        records, in file order, with the task's strategies, ``requirements`` in single- and
        two-round (way 2), ``multi-turn`` in n-round (way 3). The record at position i is judged
        on the tests of the i-th strategy, so with a record missing every later one is judged
        on the tests of the strategy before its own. Compat replays that pairing (``#i``);
        natively a round plays the record of its own requirement.
        """
        if not self.compat or mode not in ("single-round", "two-round", "n-round"):
            return strategy
        order = self.order if mode == "n-round" else list(self.requirements)
        return f"#{order.index(strategy)}"

    def task(self, mode: str, strategies: list[str], *, single: str | None = None
             ) -> dict[str, Any]:
        """A task object; ``single`` folds that one requirement into the prompt."""
        base_checks: list[dict[str, Any]] = [{"kind": "tests",
                                              "params": {"tests": self.base_tests}}]
        prompt = str(self.raw["prompt"]).strip()
        keys: list[list[Any]] = [[SOURCE, str(self.tid), None]]
        instructions = [self.instruction(s) for s in strategies]
        key = None
        if single is not None:
            ins = self.instruction(single)
            key = ins["id"]
            prompt = f"{prompt}\n\n{REQUIREMENT_SENTENCE}{ins['text']}"
            # The Functionality Extension changes the signature: its tests alone, as
            # CodeIF-Bench's harness runs them.
            base_checks = ins["checks"] if single == EXTENSION else base_checks + ins["checks"]
            keys = [[SOURCE, str(self.tid), self._replay_label(mode, single)]]
        elif mode == "two-round":
            key = instructions[0]["id"]
        keys += [[SOURCE, str(self.tid), self._replay_label(mode, s)] for s in strategies]
        metadata: dict[str, Any] = {"original_id": self.tid, "mode": mode,
                                    "strategies": [single] if single else strategies,
                                    "replay_keys": keys}
        if self.code:
            metadata["reference_code"] = self.code
        if self.compat:
            metadata["compat"] = COMPAT
        elif mode == "n-round":
            # A requirement with no record in a published n-round conversation was never
            # asked (the harness' later prompts carry only what it asked): later rounds are not
            # judged on it (envs/world.py). Compat pairs by position and judges as the harness.
            metadata["unanswered_retires"] = True
        if self.notes:
            metadata["notes"] = sorted(set(self.notes))
        return {
            "id": codeif_task_id(self.tid, mode, key),
            "language": "python",
            "entry_point": self.entry,
            "prompt": prompt,
            "base_checks": base_checks,
            "instructions": instructions,
            "source": SOURCE,
            "license": "unknown (read from the user's copy; not redistributed)",
            "metadata": metadata,
        }


def codeif_task_objects(raw: dict[str, Any], *, compat: bool = False,
                        mode: str = "conversation") -> tuple[list[dict[str, Any]],
                                                             list[SkippedItem]]:
    """The codeloop task objects of one CodeIF-Bench record in a mode, and what it leaves out.

    Raises:
        ValueError: For a record without the fields the format requires.
    """
    rec = _Record(raw, compat)
    skipped = [SkippedItem(SOURCE, f"{rec.tid}/{s}", NOT_IN_MULTI_TURN)
               for s in rec.not_in_order] if mode in ("conversation", "n-round") else []
    if mode == "base":
        return [rec.task(mode, [])], []
    if mode in ("single-round", "two-round"):
        # CodeIF-Bench's inference iterates `requirements`, in its order.
        return [rec.task(mode, [] if mode == "single-round" else [s],
                         single=s if mode == "single-round" else None)
                for s in rec.requirements], []
    if mode == "n-round":
        skipped += [SkippedItem(SOURCE, f"{rec.tid}/{EXTENSION}", EXTENSION_NOT_SCORED)
                    for s in rec.order if s == EXTENSION]
        return [rec.task(mode, [s for s in rec.order if s != EXTENSION])], skipped
    # conversation: the Functionality Extension changes the signature; it comes last and
    # retires the base tests, as in CodeIF-Bench.
    order = [s for s in rec.order if s != EXTENSION] + [s for s in rec.order if s == EXTENSION]
    return [rec.task(mode, order)], skipped


def load_codeif_bench(arg: str) -> TaskList:
    """Loads CodeIF-Bench standalone tasks from ``PATH[?compat=codeif-bench][&mode=MODE]``.

    Raises:
        FileNotFoundError: When the file does not exist.
        TaskFormatError: For a malformed line (file, line and reason).
    """
    path, options = split_options(arg)
    check_options(options, {"compat": (COMPAT, "none"), "mode": CODEIF_MODES}, SOURCE)
    compat = options.get("compat") == COMPAT
    mode = options.get("mode", "conversation")
    if not path:
        raise ValueError("codeif-bench needs a path: codeif-bench:PATH.jsonl")
    tasks = TaskList()
    with Path(path).open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                raw = json.loads(line)
                if not isinstance(raw, dict):
                    raise ValueError("a line must be a JSON object")
                objects, skipped = codeif_task_objects(raw, compat=compat, mode=mode)
            except (ValueError, TypeError, AttributeError) as exc:
                raise TaskFormatError(str(exc), path=path, line=lineno) from None
            tasks += [task_from_dict(obj, path=path, line=lineno) for obj in objects]
            tasks.skipped += skipped
    return tasks
