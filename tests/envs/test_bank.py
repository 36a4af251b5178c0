"""The bundled bank: shape, coverage, and references proven in the sandbox."""

from __future__ import annotations

from collections import Counter

import pytest

from codeloop.envs.tasks.build_bank import BANK_PATH, render
from codeloop.envs.tasks.reference_check import check_task_references

CODEIF_STRATEGIES = {
    "input_output_conditions", "exception_handling", "edge_case_handling",
    "functionality_extension", "annotation_coverage", "code_complexity", "code_standard",
}
STRUCTURAL = {"naming_convention", "docstring", "imports"}
CONSTRUCTS = {"required_construct", "forbidden_construct"}


def test_bank_file_is_built_from_the_sources():
    assert BANK_PATH.read_text(encoding="utf-8") == render(), \
        "run: python -m codeloop.envs.tasks.build_bank"


def test_bank_size_and_shape(bank):
    assert len(bank) >= 20
    for task in bank:
        # Translations keep the instructions tests can check in their language (3 or more).
        assert (6 if task.language == "python" else 3) <= len(task.instructions) <= 8, task.id
        assert task.references is not None and len(task.references) == task.n_turns
        assert all(i.solo_reference for i in task.instructions), task.id
        assert task.source == "codeloop-bank" and task.license == "Apache-2.0"


def test_bank_covers_the_strategies_and_structural_constraints(bank):
    seen = Counter(i.category for t in bank for i in t.instructions)
    assert CODEIF_STRATEGIES <= set(seen), CODEIF_STRATEGIES - set(seen)
    assert STRUCTURAL <= set(seen), STRUCTURAL - set(seen)
    assert CONSTRUCTS & set(seen)


def test_functionality_extensions_come_last_and_declare_conflicts(bank):
    superseding = 0
    for task in bank:
        exts = [i for i in task.instructions if i.category == "functionality_extension"]
        for ext in exts:
            assert task.instructions[-1] is ext or ext.supersedes == (), task.id
        superseding += any(i.supersedes for i in task.instructions)
    assert superseding >= 3


@pytest.mark.slow
def test_every_reference_passes_and_no_instruction_is_trivial(bank, local_sandbox):
    # Python's tasks; each other language's are proven in tests/envs/tasks/test_translated_bank.py.
    problems = [str(p) for t in bank if t.language == "python"
                for p in check_task_references(t, local_sandbox)]
    assert problems == []
