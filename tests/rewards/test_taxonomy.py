"""The merged taxonomy: documented entries, stable keys, foreign names mapped."""

from __future__ import annotations

import pytest

from codeloop.rewards.checks.spec import TEST_KIND
from codeloop.rewards.checks.static import STATIC_RULES
from codeloop.rewards.taxonomy import (
    CATEGORIES,
    GROUPS,
    NOT_APPLICABLE_TO_PYTHON,
    Category,
    lookup,
    register_category,
)

ORIGINAL_KEYS = {
    "base", "input_output_conditions", "exception_handling", "edge_case_handling",
    "functionality_extension", "annotation_coverage", "code_complexity", "code_standard",
    "naming_convention", "docstring", "required_construct", "forbidden_construct", "imports",
    "function_length", "max_params", "line_length", "structure", "context_usage_verification",
    "context_usage_correctness",
}

CODEIF_BENCH = ("Input-Output Conditions", "Exception Handling", "Edge Case Handling",
                "Functionality Extension", "Annotation Coverage", "Code Complexity",
                "Code Standard", "Context Usage Verification",
                "Context Usage Correctness Verification")

MULTICODEIF_27 = (
    "input_type", "input_order", "input_range", "output_type", "output_order", "output_range",
    "language_type", "language_version", "advanced_syntax", "function", "library", "framework",
    "data_structure_type", "data_structure_size", "data_structure_operation", "algorithm_type",
    "time_complexity", "space_complexity", "naming_convention", "indentation_spacing",
    "brace_block_formatting", "comment_formatting", "declaration_style",
    "non_functional_requirements", "situation", "code_contextual", "example")


def test_original_keys_are_kept():
    assert ORIGINAL_KEYS <= set(CATEGORIES)


@pytest.mark.parametrize("cat", list(CATEGORIES.values()), ids=lambda c: c.key)
def test_every_category_is_documented(cat):
    assert cat.description and cat.example and cat.params and cat.sources
    assert cat.group in GROUPS
    known = {TEST_KIND, *STATIC_RULES}
    assert cat.check_kinds and set(cat.check_kinds) <= known, cat.check_kinds
    if cat.verified_by == "judge":
        assert "judge" in cat.check_kinds
    elif cat.verified_by == "static":
        assert set(cat.check_kinds) - {TEST_KIND, "judge"}


@pytest.mark.parametrize("name", CODEIF_BENCH)
def test_codeif_bench_strategies_map(name):
    assert lookup(name) is not None


@pytest.mark.parametrize("name", MULTICODEIF_27)
def test_multicodeif_types_map_or_are_documented_as_not_applicable(name):
    assert lookup(name) is not None or name in NOT_APPLICABLE_TO_PYTHON
    assert len(MULTICODEIF_27) == 27


def test_codeif_templates_are_covered():
    for key in ("no_loops", "no_recursion", "no_globals", "file_length", "function_length",
                "max_params", "definition_count", "max_nesting"):
        assert key in CATEGORIES


def test_lookup_ignores_case_and_separators():
    assert lookup("code-standard").key == "code_standard"
    assert lookup("Code Complexity").key == "code_complexity"
    assert lookup("no such thing") is None


def test_register_rejects_a_different_entry_under_a_taken_key():
    with pytest.raises(ValueError):
        register_category(Category("base", "functional", "other", "tests", "x"))
    with pytest.raises(ValueError, match="unknown group"):
        register_category(Category("new_key_x", "nope", "d", "tests", "e"))
