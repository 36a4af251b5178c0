"""``--compat codeif-bench`` extracts code as CodeIF-Bench's harness does.

The harness takes the first block fenced exactly as ```python, else the whole reply; codeloop's
own extraction is more forgiving (other info strings, the block defining the entry point). The
same replies are judged both ways through the one judging path, with the real sandbox.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from codeloop.envs.judging import judge_reply
from codeloop.envs.sandbox import make_sandbox
from codeloop.envs.tasks import load_tasks
from codeloop.rewards.extract import extract_code, extract_codeif_bench

DATA = Path(__file__).resolve().parents[1] / "fixtures" / "codeif_bench" / "standalone.jsonl"


@pytest.fixture(scope="module")
def sandbox():
    sb = make_sandbox("local")
    yield sb
    sb.close()


def _task(compat: bool):
    spec = f"codeif-bench:{DATA}" + ("?compat=codeif-bench" if compat else "")
    return next(t for t in load_tasks(spec) if t.entry_point == "remove_occ")


def test_the_harness_rule_first_python_block_else_everything():
    two = "```python\ndef a():\n    return 1\n```\ntext\n```python\ndef b():\n    pass\n```"
    assert extract_codeif_bench(two).code == "def a():\n    return 1\n"
    assert extract_codeif_bench("```py\nx = 1\n```").code == "```py\nx = 1\n```"
    assert extract_codeif_bench("def f():\n    return 2\n").code == "def f():\n    return 2\n"
    assert extract_codeif_bench("   ").code is None


def test_compat_tasks_are_judged_on_the_harness_extraction(sandbox):
    code = _task(False).metadata["reference_code"]
    reply = f"Here you go:\n```py\n{code}```\n"  # not ```python: the harness takes everything
    native, compat = _task(False), _task(True)
    assert extract_code(reply, "remove_occ").code == code
    judged_native = judge_reply(native, reply, ("base",), sandbox)
    judged_compat = judge_reply(compat, reply, ("base",), sandbox, strict_eq=False)
    assert judged_native.verdicts["base"].passed
    assert not judged_compat.verdicts["base"].passed
    assert "does not parse" in judged_compat.verdicts["base"].results[0].reason
    fenced = f"```python\n{code}```"
    assert judge_reply(compat, fenced, ("base",), sandbox, strict_eq=False).verdicts["base"].passed
