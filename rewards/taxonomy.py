"""The registry of instruction categories.

One key per category, merging CodeIF-Bench's strategies with structural and style
constraints. Each entry says what the category covers and how it is usually verified, so that
reports can group instructions and loaders can map foreign category names onto ours.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Category:
    """One instruction category.

    Attributes:
        key: Identifier used in task files.
        group: Coarse group for reports (``functional``, ``interface``, ``style``, ``structure``,
            ``quality``, ``context``).
        description: What instructions of this category ask for.
        verified_by: ``"tests"``, ``"static"`` or ``"judge"``: how it is usually checked.
        example: One example instruction.
        sources: Benchmarks that define it.
    """

    key: str
    group: str
    description: str
    verified_by: str
    example: str
    sources: tuple[str, ...] = ()


CATEGORIES: dict[str, Category] = {}


def register_category(category: Category) -> Category:
    """Adds a category to the registry (idempotent for an identical entry)."""
    existing = CATEGORIES.get(category.key)
    if existing is not None and existing != category:
        raise ValueError(f"category {category.key!r} is already registered differently")
    CATEGORIES[category.key] = category
    return category


for _c in (
    Category("base", "functional", "The base problem and its tests.", "tests",
             "Write a function that returns the n-th Fibonacci number.", ("CodeIF-Bench",)),
    Category("input_output_conditions", "interface",
             "Validity of inputs and exact outputs (types, order, ranges, formats).", "tests",
             "Raise ValueError when the second argument is not one character.",
             ("CodeIF-Bench", "MultiCodeIF")),
    Category("exception_handling", "functional",
             "Raise a given exception type, sometimes with an exact message.", "tests",
             "Raise TypeError('items must be a list') when items is not a list.",
             ("CodeIF-Bench",)),
    Category("edge_case_handling", "functional",
             "Empty, missing or boundary inputs.", "tests",
             "Return an empty dict when the input string is empty.", ("CodeIF-Bench",)),
    Category("functionality_extension", "functional",
             "A new parameter or behaviour; its tests replace those it supersedes.", "tests",
             "Add a keyword argument `reverse=False` that sorts in descending order.",
             ("CodeIF-Bench",)),
    Category("annotation_coverage", "style",
             "Type hints on every parameter and return value, sometimes exact ones.", "static",
             "Annotate all parameters and the return type.", ("CodeIF-Bench", "MultiCodeIF")),
    Category("code_complexity", "quality",
             "A bound on cyclomatic complexity (McCabe).", "static",
             "Keep the cyclomatic complexity of every function at most 4.", ("CodeIF-Bench",)),
    Category("code_standard", "style", "PEP 8 compliance (pycodestyle, zero errors).",
             "static", "Make the code PEP 8 compliant.", ("CodeIF-Bench",)),
    Category("naming_convention", "style",
             "Naming style of functions, classes, variables and constants.", "static",
             "Use snake_case for all function and variable names.", ("MultiCodeIF", "CodeIF")),
    Category("docstring", "style", "Docstrings (and comment style) on functions and classes.",
             "static", "Add a Google-style docstring to every function.",
             ("MultiCodeIF", "CodeAlignBench")),
    Category("required_construct", "structure",
             "A construct or call that must appear (generator, comprehension, named call ...).",
             "static", "Use a generator expression instead of building a list.",
             ("MultiCodeIF", "CodeIF")),
    Category("forbidden_construct", "structure",
             "A construct or call that must not appear (loops, recursion, globals ...).",
             "static", "Do not use any for loops.", ("CodeIF", "MultiCodeIF")),
    Category("imports", "structure", "Libraries that must, must not, or only may be imported.",
             "static", "Do not import any module except `re`.", ("MultiCodeIF", "CodeIF")),
    Category("function_length", "quality", "A bound on the lines of each function.", "static",
             "Keep every function under 12 lines.", ("CodeIF",)),
    Category("max_params", "quality", "A bound on the number of parameters.", "static",
             "No function may take more than 3 parameters.", ("CodeIF",)),
    Category("line_length", "style", "A bound on line length.", "static",
             "Keep lines within 72 characters.", ("CodeIF",)),
    Category("structure", "structure",
             "Structural refactorings: helper functions, classes, specific signatures.",
             "static", "Move the parsing into a helper function named `_parse_line`.",
             ("CodeAlignBench",)),
    Category("context_usage_verification", "context",
             "The code calls a named project function (repository tasks).", "tests",
             "Use the project's `load_config` helper.", ("CodeIF-Bench",)),
    Category("context_usage_correctness", "context",
             "The state produced through a project API is right (repository tasks).", "tests",
             "After the call, `registry.items` must hold the new entry.", ("CodeIF-Bench",)),
):
    register_category(_c)
