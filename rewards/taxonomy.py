"""The registry of instruction categories (types).

One registry merging CodeIF-Bench's nine strategies, MultiCodeIF's 27 constraint types and
CodeIF's templates where they apply to Python (see docs/TAXONOMY.md). Each entry says what the
type covers, how it is verified (unit tests in the sandbox, a static rule on the syntax tree,
or the LLM judge), which check kinds realise it with which parameters, one example
instruction, and the names other benchmarks use for it, so that loaders can map foreign
category names onto ours with :func:`lookup`.

Keys are stable: task files name them. ``group`` is the coarse family used in reports.
"""

from __future__ import annotations

from dataclasses import dataclass

from codeloop.registry import Registry

GROUPS = ("functional", "interface", "environment", "data_structure", "algorithm", "style",
          "structure", "quality", "context", "scenario")
"""Coarse families of categories, for reports."""

VERIFIERS = ("tests", "static", "judge")
"""How a category is verified: sandbox unit tests, a static rule, or the LLM judge."""


@dataclass(frozen=True)
class Category:
    """One instruction category (type).

    Attributes:
        key: Identifier used in task files.
        group: Coarse family for reports (one of :data:`GROUPS`).
        description: What instructions of this category ask for.
        verified_by: ``"tests"``, ``"static"`` or ``"judge"``: how it is usually checked.
        example: One example instruction.
        sources: Benchmarks that define it.
        check_kinds: Check kinds that verify it (``"tests"``, static rule names, ``"judge"``).
        params: The parameters those checks take for this category, in words.
        aliases: Names other benchmarks use for it (matched case- and separator-insensitively).
    """

    key: str
    group: str
    description: str
    verified_by: str
    example: str
    sources: tuple[str, ...] = ()
    check_kinds: tuple[str, ...] = ()
    params: str = ""
    aliases: tuple[str, ...] = ()


CATEGORIES: Registry[Category] = Registry("instruction category")
"""Every category by key (the one Registry type; :func:`register_category` validates)."""


def register_category(category: Category) -> Category:
    """Adds a category to the registry (idempotent for an identical entry).

    Raises:
        ValueError: When the key is taken by a different entry, or the group or verifier is
            unknown.
    """
    existing = CATEGORIES.get(category.key)
    if existing is not None and existing != category:
        raise ValueError(f"category {category.key!r} is already registered differently")
    if category.group not in GROUPS:
        raise ValueError(f"category {category.key!r}: unknown group {category.group!r}")
    if category.verified_by not in VERIFIERS:
        raise ValueError(f"category {category.key!r}: unknown verifier {category.verified_by!r}")
    CATEGORIES.register(category.key, category, help=category.description)
    return category


def _norm(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def lookup(name: str) -> Category | None:
    """The category a key or a foreign name denotes, or None.

    Args:
        name: A key, or a foreign name such as ``"Input-Output Conditions"`` (CodeIF-Bench) or
            ``"code_convention_naming_convention"`` (MultiCodeIF).
    """
    if name in CATEGORIES:
        return CATEGORIES[name]
    wanted = _norm(name)
    for cat in CATEGORIES.values():
        if _norm(cat.key) == wanted or any(_norm(a) == wanted for a in cat.aliases):
            return cat
    return None


NOT_APPLICABLE_TO_PYTHON = {
    "brace_block_formatting": "Python has no braces; block layout is indentation "
                              "(see indentation_spacing).",
    "language_type": "a Python task's answer is Python by construction; the `language` rule "
                     "confirms it is Python 3 (other languages: `lang_language`).",
}
"""Foreign types that do not carry over to Python as such, with the reason."""

_C = Category
for _c in (
    # ---------------------------------------------------------------- CodeIF-Bench strategies
    _C("base", "functional", "The base problem and its tests.", "tests",
       "Write a function that returns the n-th Fibonacci number.", ("CodeIF-Bench",),
       ("tests",), "tests: assert sources"),
    _C("input_output_conditions", "interface",
       "Validity of inputs and exact outputs (types, order, ranges, formats).", "tests",
       "Raise ValueError when the second argument is not one character.",
       ("CodeIF-Bench", "MultiCodeIF"), ("tests",), "tests: assert sources",
       ("Input-Output Conditions",)),
    _C("exception_handling", "functional",
       "Raise a given exception type, sometimes with an exact message; handle errors without "
       "bare or over-broad except clauses.", "tests",
       "Raise TypeError('items must be a list') when items is not a list.",
       ("CodeIF-Bench", "CodeIF"), ("tests", "raises"),
       "tests; raises: exceptions, forbid_bare_except, forbid_broad_except, require_handler",
       ("Exception Handling",)),
    _C("edge_case_handling", "functional",
       "Empty, missing or boundary inputs.", "tests",
       "Return an empty dict when the input string is empty.", ("CodeIF-Bench",), ("tests",),
       "tests: assert sources", ("Edge Case Handling",)),
    _C("functionality_extension", "functional",
       "A new parameter or behaviour; its tests replace those it supersedes.", "tests",
       "Add a keyword argument `reverse=False` that sorts in descending order.",
       ("CodeIF-Bench",), ("tests",), "tests; the instruction supersedes 'base'",
       ("Functionality Extension",)),
    _C("annotation_coverage", "style",
       "Type hints on every parameter and return value, sometimes exact ones.", "static",
       "Annotate all parameters and the return type.", ("CodeIF-Bench", "MultiCodeIF"),
       ("type_hints", "tests"), "type_hints: names, include_private, exact",
       ("Annotation Coverage",)),
    _C("code_complexity", "quality",
       "A bound on cyclomatic complexity (McCabe, or radon's counting).", "static",
       "Keep the cyclomatic complexity of every function at most 4.", ("CodeIF-Bench",),
       ("complexity",), "complexity: max, min, method (mccabe|radon), names",
       ("Code Complexity",)),
    _C("code_standard", "style", "PEP 8 compliance (pycodestyle, zero errors).",
       "static", "Make the code PEP 8 compliant.", ("CodeIF-Bench",), ("pep8",),
       "pep8: max_line_length, ignore, names, compat", ("Code Standard", "pep8")),
    _C("context_usage_verification", "context",
       "The code calls a named project function (repository tasks).", "tests",
       "Use the project's `load_config` helper.", ("CodeIF-Bench",), ("tests", "require"),
       "tests; require: calls", ("Context Usage Verification",)),
    _C("context_usage_correctness", "context",
       "The state produced through a project API is right (repository tasks).", "tests",
       "After the call, `registry.items` must hold the new entry.", ("CodeIF-Bench",),
       ("tests",), "tests", ("Context Usage Correctness Verification",
                             "Context Usage Correctness")),
    # ---------------------------------------------------------------- style (MultiCodeIF, CodeIF)
    _C("naming_convention", "style",
       "Naming style of functions, classes, variables and constants.", "static",
       "Use snake_case for all function and variable names.", ("MultiCodeIF", "CodeIF"),
       ("naming",), "naming: functions, classes, variables, constants (snake_case, "
       "PascalCase, camelCase, UPPER_CASE)", ("code_convention_naming_convention",)),
    _C("docstring", "style", "Docstrings on functions and classes, optionally in a given "
       "format (Google, NumPy, Sphinx).", "static",
       "Add a Google-style docstring to every function.", ("MultiCodeIF", "CodeAlignBench"),
       ("docstring",), "docstring: names, include_private, module, style, min_length"),
    _C("comment_formatting", "style",
       "Comments: how many, `# ` after the hash, inline or block only (docstring formats are "
       "the `docstring` category).", "static",
       "Explain each step with a block comment starting with '# '.", ("MultiCodeIF",),
       ("comments", "docstring"),
       "comments: min_comments, max_comments, space_after_hash, forbid_inline, require_inline",
       ("code_convention_comment_formatting",)),
    _C("indentation_spacing", "style",
       "Indentation width or tabs; spacing as PEP 8 defines it.", "static",
       "Indent with two spaces per level.", ("MultiCodeIF",), ("indentation", "pep8"),
       "indentation: spaces, tabs", ("code_convention_indentation_spacing",)),
    _C("declaration_style", "style",
       "How names are declared: annotated variables and signatures, constants in UPPER_CASE.",
       "static", "Declare module constants in UPPER_CASE and annotate every function.",
       ("MultiCodeIF",), ("type_hints", "naming"),
       "type_hints / naming: constants", ("code_convention_declaration_style",)),
    _C("line_length", "style", "A bound on line length.", "static",
       "Keep lines within 72 characters.", ("CodeIF",), ("line_length",), "line_length: max"),
    # ---------------------------------------------------------------- interface (MultiCodeIF)
    _C("input_type", "interface", "The types the function accepts (annotations, or "
       "behaviour on other types).", "static",
       "The function takes `items: list[int]`.", ("MultiCodeIF",), ("type_hints", "tests"),
       "type_hints: exact {function: {param: type}}", ("input_output_input_type",)),
    _C("input_order", "interface", "The order (and names) of the parameters.", "static",
       "The signature must be `merge(left, right, key)`.", ("MultiCodeIF",), ("defines",),
       "defines: names, params {function: [names in order]}", ("input_output_input_order",)),
    _C("input_range", "interface", "Accepted ranges of the inputs; what happens outside.",
       "tests", "Accept n from 0 to 1000 and raise ValueError otherwise.", ("MultiCodeIF",),
       ("tests",), "tests", ("input_output_input_range",)),
    _C("output_type", "interface", "The type of the result (annotation and value).",
       "static", "Return a tuple `(count, items)`, annotated `tuple[int, list[str]]`.",
       ("MultiCodeIF",), ("type_hints", "tests"), "type_hints: exact {function: {return: t}}",
       ("input_output_output_type",)),
    _C("output_order", "interface", "The order of the result's elements.", "tests",
       "Return the words sorted by descending frequency, ties alphabetically.",
       ("MultiCodeIF",), ("tests",), "tests", ("input_output_output_order",)),
    _C("output_range", "interface", "Bounds on the result's values or size.", "tests",
       "Return at most 10 suggestions.", ("MultiCodeIF",), ("tests",), "tests",
       ("input_output_output_range",)),
    # ---------------------------------------------------------------- environment
    _C("language_version", "environment",
       "The code runs on a given Python version, or uses a newer version's features.",
       "static", "The code must run on Python 3.8.", ("MultiCodeIF",), ("python_version",),
       "python_version: max, min", ("syntax_language_version",)),
    _C("advanced_syntax", "environment",
       "A Python feature must be used: generators, comprehensions, decorators, context "
       "managers, f-strings, the walrus operator, match ...", "static",
       "Use a generator function with `yield` to produce the rows.", ("MultiCodeIF", "CodeIF"),
       ("require",), "require: constructs", ("syntax_advanced_syntax",)),
    _C("function_call", "environment", "A named function or method must be called.",
       "static", "Sort with the built-in `sorted` and a key function.", ("MultiCodeIF",),
       ("require",), "require: calls", ("syntax_function", "function")),
    _C("library", "environment", "A library must (or must not) be imported.", "static",
       "Use the `re` module for the matching.", ("MultiCodeIF", "CodeIF"), ("imports",),
       "imports: required, forbidden, allowed", ("syntax_library",)),
    _C("framework", "environment", "A framework must be used (its import, its calls).",
       "static", "Build the command-line interface with `argparse`.", ("MultiCodeIF",),
       ("imports", "require"), "imports: required; require: calls", ("syntax_framework",)),
    _C("imports", "structure", "Libraries that must, must not, or only may be imported.",
       "static", "Do not import any module except `re`.", ("MultiCodeIF", "CodeIF"),
       ("imports",), "imports: required, forbidden, allowed"),
    # ---------------------------------------------------------------- data structures
    _C("data_structure_type", "data_structure",
       "A named container kind must (or must not) be used: list, dict, set, tuple, deque, "
       "Counter, defaultdict, heapq, dataclass ...", "static",
       "Keep the pending jobs in a `collections.deque`.", ("MultiCodeIF",),
       ("data_structure",), "data_structure: required, forbidden", ("data_structure_type",)),
    _C("data_structure_size", "data_structure",
       "The size of a container (capacity, exact length).", "static",
       "Keep a history of at most 5 items (a deque with maxlen=5).", ("MultiCodeIF",),
       ("data_structure", "tests"), "data_structure: sizes {kind: {min, max}}",
       ("data_structure_size",)),
    _C("data_structure_operation", "data_structure",
       "Listed operations (methods) must (or must not) be used on the containers.", "static",
       "Use `append` and `pop` so the list works as a stack.", ("MultiCodeIF",),
       ("data_structure",), "data_structure: methods, forbidden_methods",
       ("data_structure_operation",)),
    # ---------------------------------------------------------------- algorithm (judge)
    _C("algorithm_type", "algorithm", "A named algorithm or paradigm (binary search, dynamic "
       "programming, BFS ...).", "judge", "Solve it with dynamic programming.",
       ("MultiCodeIF", "CodeAlignBench"), ("judge",), "judge: instruction, checklist",
       ("algorithm_type",)),
    _C("time_complexity", "algorithm", "A bound on time complexity.", "judge",
       "The solution must run in O(n log n).", ("MultiCodeIF", "CodeAlignBench"), ("judge",),
       "judge: instruction, checklist", ("algorithm_time_complexity",)),
    _C("space_complexity", "algorithm", "A bound on extra memory.", "judge",
       "Use O(1) extra space.", ("MultiCodeIF",), ("judge",), "judge: instruction, checklist",
       ("algorithm_space_complexity",)),
    # ---------------------------------------------------------------- structure (CodeIF)
    _C("required_construct", "structure",
       "A construct or call that must appear (generator, comprehension, named call ...).",
       "static", "Use a generator expression instead of building a list.",
       ("MultiCodeIF", "CodeIF"), ("require",), "require: constructs, calls, names"),
    _C("forbidden_construct", "structure",
       "A construct or call that must not appear (loops, recursion, globals ...).",
       "static", "Do not use any for loops.", ("CodeIF", "MultiCodeIF"), ("forbid",),
       "forbid: constructs, calls, names"),
    _C("no_loops", "structure", "No for or while loops anywhere.", "static",
       "Do it without any loop (use built-ins or recursion).", ("CodeIF",), ("forbid",),
       "forbid: constructs ['loop']"),
    _C("no_recursion", "structure", "No function calls itself.", "static",
       "Do not use recursion.", ("CodeIF",), ("forbid",), "forbid: constructs ['recursion']"),
    _C("no_globals", "structure", "No `global` (or `nonlocal`) statements.", "static",
       "Do not use global variables.", ("CodeIF",), ("forbid",),
       "forbid: constructs ['global', 'nonlocal']"),
    _C("definition_count", "structure", "How many functions or classes the code defines.",
       "static", "Put everything in a single function.", ("CodeIF",), ("counts",),
       "counts: min_functions, max_functions, min_classes, max_classes"),
    _C("structure", "structure",
       "Structural refactorings: helper functions, classes, specific signatures.",
       "static", "Move the parsing into a helper function named `_parse_line`.",
       ("CodeAlignBench",), ("defines", "counts"), "defines: names, params"),
    # ---------------------------------------------------------------- quality
    _C("function_length", "quality", "A bound on the lines of each function.", "static",
       "Keep every function under 12 lines.", ("CodeIF",), ("function_length",),
       "function_length: max_lines, names"),
    _C("file_length", "quality", "A bound on the lines of the whole answer.", "static",
       "Keep the whole solution within 30 lines.", ("CodeIF",), ("file_length",),
       "file_length: max_lines, count (code|all)"),
    _C("max_params", "quality", "A bound on the number of parameters.", "static",
       "No function may take more than 3 parameters.", ("CodeIF",), ("max_params",),
       "max_params: max"),
    _C("max_nesting", "quality", "A bound on block nesting depth.", "static",
       "Do not nest blocks more than 2 deep.", ("CodeIF",), ("max_nesting",),
       "max_nesting: max"),
    _C("non_functional_requirements", "quality",
       "Readability, robustness, security, performance qualities no single rule captures.",
       "judge", "Validate every input and never call eval on user data.", ("MultiCodeIF",),
       ("judge",), "judge: instruction, checklist", ("non_functional_requirements",)),
    # ---------------------------------------------------------------- scenario / context
    _C("situation", "scenario", "The code must fit a described situation (audience, "
       "deployment, constraints of a scenario).", "judge",
       "This runs on a microcontroller: avoid large temporary lists.", ("MultiCodeIF",),
       ("judge",), "judge: instruction, checklist", ("situation",)),
    _C("code_contextual", "context", "Complete or extend given code consistently with it.",
       "judge", "Complete the `Inventory` class below without changing its public methods.",
       ("MultiCodeIF",), ("judge", "tests"), "judge: instruction, checklist, reference",
       ("code_contextual",)),
    _C("exemplar", "scenario", "Imitate the style of a given snippet.", "judge",
       "Write it in the same style as this example: ...", ("MultiCodeIF",), ("judge",),
       "judge: instruction, checklist, reference (the exemplar)", ("example",)),
):
    register_category(_c)
