"""MultiCodeIF tasks (Duan et al., 2025), single-level and multi-level.

Single level: a JSON array of ``{id, category, constraint, prompt, answer}``; the constraint is
stated in the prompt and ``answer`` is a ``;``-separated checker spec whose first field is the
language, e.g. ``python;class:PascalCase,function:snake_case,variable:snake_case``.

Multi level: a JSON array of ``{id, category, level, prompt, answer}``; a record with level 0
starts a chain and level k rewrites the prompt to add one constraint, whose answer must hold
together with those of levels 0..k-1. A chain becomes one codeloop task: level 0 is the base
problem, level k the k-th instruction.

Only Python records are kept. Rule-checkable specs map onto codeloop's static checks
(:func:`spec_to_check`); the rest (algorithm, complexity, scenario, exemplar, ranges ...)
become ``judge`` checks and are loaded only with ``?subset=all``.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

from codeloop.envs.tasks.loaders import check_options, split_options
from codeloop.envs.tasks.schema import Task, TaskFormatError, task_from_dict
from codeloop.rewards.checks.static import DATA_STRUCTURES
from codeloop.rewards.taxonomy import lookup

SOURCE = "multicodeif"

_STYLES = {"snakecase": "snake_case", "pascalcase": "PascalCase", "camelcase": "camelCase",
           "uppercase": "UPPER_CASE", "uppersnakecase": "UPPER_CASE",
           "screamingsnakecase": "UPPER_CASE", "constantcase": "UPPER_CASE"}
_NAME_KINDS = {"class": "classes", "function": "functions", "method": "functions",
               "variable": "variables", "parameter": "variables", "constant": "constants"}
_MODULES = {"scikit-learn": "sklearn", "sklearn": "sklearn", "beautifulsoup": "bs4",
            "beautifulsoup4": "bs4", "bs4": "bs4", "pillow": "PIL", "pyyaml": "yaml",
            "opencv": "cv2", "opencv-python": "cv2", "python-dateutil": "dateutil"}
_SYNTAX = {"generator": "yield", "yield": "yield", "list comprehension": "list_comprehension",
           "list_comprehension": "list_comprehension", "comprehension": "comprehension",
           "dict comprehension": "dict_comprehension", "set comprehension": "set_comprehension",
           "generator expression": "generator_expression", "decorator": "decorator",
           "lambda": "lambda", "context manager": "with", "with": "with", "f-string": "f_string",
           "fstring": "f_string", "walrus": "walrus", "match": "match", "async": "async",
           "pattern matching": "match", "type hints": "type_annotation",
           "assignment expression": "walrus"}
_KINDS = {k.lower(): k for k in DATA_STRUCTURES} | {"hashmap": "dict", "dictionary": "dict",
                                                     "array": "list", "heap": "heapq",
                                                     "priority queue": "heapq"}


def _constraint_key(record: dict[str, Any]) -> str:
    """The MultiCodeIF constraint type of a record (``naming_convention``, ``library`` ...)."""
    return str(record.get("constraint") or record.get("category") or "")


def _ops(text: str) -> list[str] | None:
    text = text.strip()
    if not text.startswith("["):
        return None
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return None
    return [str(v) for v in value] if isinstance(value, list | tuple) else None


def spec_to_check(constraint: str, answer: str, prompt: str) -> dict[str, Any]:
    """Maps one MultiCodeIF answer spec onto a codeloop check object.

    Args:
        constraint: The constraint type (``naming_convention``, ``library``, ``data_structure``
            ...; MultiCodeIF file-name forms such as ``syntax_library`` work too).
        answer: The ``;``-separated spec, language first.
        prompt: The task prompt (given to the judge when no rule applies).

    Returns:
        A check object: a static rule when one decides the spec, else a ``judge`` check.
    """
    fields = [f.strip() for f in answer.split(";")]
    rest = fields[1:]
    key = constraint.lower()
    for prefix in ("code_convention_", "syntax_", "input_output_", "algorithm_"):
        if key.startswith(prefix) and key not in ("algorithm_type",):
            key = key[len(prefix):]
    judge = {"kind": "judge", "name": f"{constraint} (LLM judge)", "params": {
        "instruction": prompt,
        "checklist": [f"Does the code satisfy the {constraint.replace('_', ' ')} constraint "
                      f"stated in the task (expected: {';'.join(rest) or answer})?"],
        "reference": answer}}
    if key == "naming_convention" and rest:
        params: dict[str, str] = {}
        for part in ";".join(rest).split(","):
            what, _, style = part.partition(":")
            kind = _NAME_KINDS.get(what.strip().lower())
            norm = _STYLES.get(re.sub(r"[^a-z]", "", style.lower()))
            if kind is None or norm is None:
                return judge
            params[kind] = norm
        return {"kind": "naming", "params": params} if params else judge
    if key in ("library", "framework") and rest:
        mods = [_MODULES.get(m.strip().lower(), m.strip().lower().replace("-", "_"))
                for m in rest[0].split(",") if m.strip()]
        return {"kind": "imports", "params": {"required": mods}}
    if key == "function" and rest:
        return {"kind": "require", "params": {"calls": [c.strip() for c in rest[0].split(",")
                                                        if c.strip()]}}
    if key == "advanced_syntax" and rest:
        construct = _SYNTAX.get(rest[0].strip().lower())
        return {"kind": "require", "params": {"constructs": [construct]}} if construct else judge
    if key == "language_version" and rest and re.fullmatch(r"3\.\d+", rest[0]):
        return {"kind": "python_version", "params": {"max": rest[0]}}
    if key == "language_type":
        return {"kind": "language", "params": {}}
    if key == "indentation_spacing" and rest:
        word = rest[0].lower()
        if word in ("tab", "tabs"):
            return {"kind": "indentation", "params": {"tabs": True}}
        if word.isdigit():
            return {"kind": "indentation", "params": {"spaces": int(word)}}
        return judge
    if key == "comment_formatting" and rest:
        word = rest[0].lower()
        for style in ("google", "numpy", "sphinx"):
            if style in word:
                return {"kind": "docstring", "params": {"style": style}}
        if "docstring" in word:
            return {"kind": "docstring", "params": {}}
        return judge
    if key in ("data_structure", "type", "operation", "size") and rest:
        kind = _KINDS.get(rest[0].lower())
        ops = _ops(rest[-1]) if len(rest) > 1 else _ops(rest[0])
        if ops is not None:
            return {"kind": "data_structure", "params": {"methods": ops}}
        if kind is None:
            return judge
        if len(rest) > 1 and rest[-1].isdigit():
            # A capacity is a runtime property, except for a deque's maxlen.
            if kind == "deque":
                return {"kind": "data_structure", "params": {
                    "sizes": {"deque": {"max": int(rest[-1])}}}}
            return judge
        return {"kind": "data_structure", "params": {"required": [kind]}}
    return judge


def _category(constraint: str) -> str:
    cat = lookup(constraint) or lookup(constraint.split("_", 1)[-1])
    if cat is not None:
        return cat.key
    if constraint.lower() in ("data_structure", "type"):
        return "data_structure_type"
    return "non_functional_requirements"


def _entry_point(prompt: str) -> str:
    match = re.search(r"`([A-Za-z_]\w*)\s*\(", prompt) or re.search(
        r"(?:function|method) (?:named|called) `?([A-Za-z_]\w*)", prompt)
    return match.group(1) if match else "main"


def _is_python(answer: str) -> bool:
    return answer.split(";", 1)[0].strip().lower() == "python"


def _records(path: Path) -> list[tuple[str, dict[str, Any]]]:
    files = sorted(path.glob("*.json")) if path.is_dir() else [path]
    out = []
    for file in files:
        data = json.loads(file.read_text(encoding="utf-8"))
        if not isinstance(data, list):
            raise TaskFormatError("a MultiCodeIF file is a JSON array of records",
                                  path=str(file))
        out += [(file.stem, r) for r in data]
    return out


def _task(task_id: str, levels: list[dict[str, Any]], constraint_of, file: str) -> dict[str, Any]:
    base = levels[0]
    checks = [spec_to_check(constraint_of(r), str(r["answer"]), str(r["prompt"])) for r in levels]
    cats = [_category(constraint_of(r)) for r in levels]
    instructions = [{"id": f"level{k}", "category": cats[k], "text": str(r["prompt"]).strip(),
                     "checks": [checks[k]]} for k, r in enumerate(levels) if k > 0]
    return {
        "id": task_id, "language": "python", "entry_point": _entry_point(str(base["prompt"])),
        "prompt": str(base["prompt"]).strip(), "base_checks": [checks[0]],
        "instructions": instructions, "source": SOURCE,
        "license": "unknown (read from the user's copy; not redistributed)",
        "metadata": {"file": file, "original_ids": [r.get("id") for r in levels],
                     "categories": [cats[0], *cats[1:]],
                     "answers": [str(r["answer"]) for r in levels]},
    }


def load_multicodeif(arg: str) -> list[Task]:
    """Loads MultiCodeIF tasks from ``PATH[?subset=rules|all]`` (file or directory).

    ``subset=rules`` (default) keeps the tasks every check of which is a rule; ``all`` keeps
    LLM-judged ones too (they need a judge: see :mod:`codeloop.rewards.judge`).

    Raises:
        FileNotFoundError: When the path does not exist.
        TaskFormatError: For malformed records.
    """
    path_text, options = split_options(arg)
    check_options(options, {"subset": ("rules", "all")}, SOURCE)
    keep_judged = options.get("subset", "rules") == "all"
    path = Path(path_text)
    if not path.exists():
        raise FileNotFoundError(f"no MultiCodeIF data at {path}")
    objects: list[dict[str, Any]] = []
    chain: list[dict[str, Any]] = []
    chain_file = ""

    def flush() -> None:
        if chain and all(_is_python(str(r.get("answer", ""))) for r in chain):
            first = chain[0]
            task_id = f"{SOURCE}/{chain_file}-{first.get('id')}"
            objects.append(_task(task_id, list(chain), lambda r: str(r.get("category", "")),
                                 chain_file))
        chain.clear()

    for file, record in _records(path):
        for key in ("prompt", "answer"):
            if key not in record:
                raise TaskFormatError(f"record {record.get('id')!r} has no {key!r}",
                                      path=str(path))
        if "level" in record:
            if int(record["level"]) == 0:
                flush()
                chain_file = file
            chain.append(record)
            continue
        if _is_python(str(record["answer"])):
            objects.append(_task(f"{SOURCE}/{file}-{record.get('id')}", [record],
                                 _constraint_key, file))
    flush()
    tasks = []
    for i, obj in enumerate(objects, start=1):
        judged = any(c["kind"] == "judge" for c in obj["base_checks"]) or any(
            c["kind"] == "judge" for ins in obj["instructions"] for c in ins["checks"])
        if judged and not keep_judged:
            continue
        tasks.append(task_from_dict(obj, path=str(path), line=i))
    return tasks
