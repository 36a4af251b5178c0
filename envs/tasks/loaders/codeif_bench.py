"""CodeIF-Bench standalone tasks (Wang et al., 2025).

Each line of the file is one task: ``task_id``, ``prompt``, ``test`` (assert strings),
``code`` (the reference solution), ``requirements`` (strategy name -> ``{requirement,
unit_test}``) and ``multi-turn`` (the order of the strategies).

The unit tests of two strategies read the candidate's own source with ``inspect.getsource``
(pycodestyle for Code Standard, radon's ``cc_visit`` for Code Complexity), which the sandbox
does not provide. codeloop judges those as static checks instead: ``pep8`` and ``complexity``
with ``method: radon`` and the tested function in ``names``. Natively codeloop checks the
answer as written and PEP 8 on the whole module; with ``?compat=codeif-bench`` the checks see
the answer as CodeIF-Bench's harness does (docstrings and blank lines stripped, PEP 8 on each
tested function's source alone), which gives its verdicts (see docs/LOADERS.md).
"""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

from codeloop.envs.tasks.loaders import check_options, split_options
from codeloop.envs.tasks.schema import Task, TaskFormatError, task_from_dict
from codeloop.rewards.taxonomy import lookup

SOURCE = "codeif-bench"
COMPAT = "codeif-bench"
EXTENSION = "Functionality Extension"


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


def _tested_functions(test: str, defined: list[str], fallback: str) -> list[str]:
    names = [n for n in _called_names(test) if n in defined]
    return names or [fallback]


def _complexity_bounds(test: str) -> dict[str, int] | None:
    """``{"max": n, "min": m}`` from ``cc_visit(...)[0].complexity OP n`` asserts, or None."""
    try:
        tree = ast.parse(test)
    except SyntaxError:
        return None
    bounds: dict[str, int] = {}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1):
            continue
        left, op, right = node.left, node.ops[0], node.comparators[0]
        if not (isinstance(left, ast.Attribute) and left.attr == "complexity"):
            continue
        if not (isinstance(right, ast.Constant) and isinstance(right.value, int)):
            continue
        n = right.value
        if isinstance(op, ast.LtE):
            bounds["max"] = n
        elif isinstance(op, ast.Lt):
            bounds["max"] = n - 1
        elif isinstance(op, ast.Eq):
            bounds["max"] = bounds["min"] = n
        else:
            return None
    return bounds or None


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
        if "pycodestyle" in test:
            # Natively codeloop checks the whole module as written; compat checks each tested
            # function's stripped source alone, as the original test does.
            scope = {"names": _tested_functions(test, defined, entry), **extra} if compat else {}
            checks.append({"kind": "pep8", "name": "PEP 8 (pycodestyle)", "params": scope})
        elif "cc_visit" in test and (bounds := _complexity_bounds(test)) is not None:
            checks.append({"kind": "complexity", "name": "cyclomatic complexity (radon)",
                           "params": {"method": "radon", **bounds,
                                      "names": _tested_functions(test, defined, entry),
                                      **extra}})
        else:
            if "getsource" in test:
                notes.append("a test reads the source with inspect.getsource, which the "
                             "sandbox does not provide; kept as a test")
            plain.append(test)
    if plain:
        checks.insert(0, {"kind": "tests", "params": {"tests": plain}})
    return checks, notes


def codeif_task_object(raw: dict[str, Any], *, compat: bool = False) -> dict[str, Any]:
    """A codeloop task object from one CodeIF-Bench record.

    Raises:
        ValueError: For a record without the fields the format requires.
    """
    for key in ("task_id", "prompt", "test", "requirements"):
        if key not in raw:
            raise ValueError(f"missing field {key!r}")
    code = str(raw.get("code") or "")
    base_tests = _as_list(raw["test"])
    entry = entry_point_of(code, base_tests)
    defined = _defined_functions(code) or [entry]
    requirements: dict[str, Any] = raw["requirements"]
    order = list(raw.get("multi-turn") or requirements)
    unknown = [s for s in order if s not in requirements]
    if unknown:
        raise ValueError(f"multi-turn names strategies without requirements: {unknown}")
    # A functionality extension changes the signature; it comes last and retires the base
    # tests, as in CodeIF-Bench.
    order = [s for s in order if s != EXTENSION] + [s for s in order if s == EXTENSION]
    instructions = []
    notes: list[str] = []
    for strategy in order:
        details = requirements[strategy]
        category = lookup(strategy)
        if category is None:
            raise ValueError(f"unknown CodeIF-Bench strategy {strategy!r}")
        checks, n = convert_unit_tests(_as_list(details.get("unit_test")), defined, entry,
                                       compat)
        notes += n
        if not checks:
            raise ValueError(f"strategy {strategy!r} has no unit tests")
        item: dict[str, Any] = {"id": category.key, "category": category.key,
                                "text": str(details.get("requirement", "")).strip() or strategy,
                                "checks": checks}
        if strategy == EXTENSION:
            item["supersedes"] = ["base"]
        instructions.append(item)
    metadata: dict[str, Any] = {"original_id": raw["task_id"], "strategies": order}
    if code:
        metadata["reference_code"] = code
    if compat:
        metadata["compat"] = COMPAT
    if notes:
        metadata["notes"] = sorted(set(notes))
    return {
        "id": f"{SOURCE}/{raw['task_id']}",
        "language": "python",
        "entry_point": entry,
        "prompt": str(raw["prompt"]).strip(),
        "base_checks": [{"kind": "tests", "params": {"tests": base_tests}}],
        "instructions": instructions,
        "source": SOURCE,
        "license": "unknown (read from the user's copy; not redistributed)",
        "metadata": metadata,
    }


def load_codeif_bench(arg: str) -> list[Task]:
    """Loads CodeIF-Bench standalone tasks from ``PATH[?compat=codeif-bench]``.

    Raises:
        FileNotFoundError: When the file does not exist.
        TaskFormatError: For a malformed line (file, line and reason).
    """
    path, options = split_options(arg)
    check_options(options, {"compat": (COMPAT, "none")}, SOURCE)
    compat = options.get("compat") == COMPAT
    if not path:
        raise ValueError("codeif-bench needs a path: codeif-bench:PATH.jsonl")
    tasks = []
    with Path(path).open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                raw = json.loads(line)
                obj = codeif_task_object(raw, compat=compat)
            except (ValueError, TypeError, AttributeError) as exc:
                raise TaskFormatError(str(exc), path=path, line=lineno) from None
            tasks.append(task_from_dict(obj, path=path, line=lineno))
    return tasks
