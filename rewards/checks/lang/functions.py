"""``lang_function_length`` and ``lang_max_params``: the size of functions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from codeloop.rewards.checks.lang.languages import LangSpec
from codeloop.rewards.checks.lang.registry import lang_rule
from codeloop.rewards.checks.lang.syntax import fmt, functions, judged, text

#: Parameter node types that are not parameters a caller passes.
NOT_PARAMETERS = frozenset({"self_parameter", "comment", "line_comment", "block_comment",
                            "receiver_parameter"})


def parameter_count(params: Any) -> int:
    """How many parameters a parameter list declares (``a, b int`` in Go counts two)."""
    if params is None:
        return 0
    count = 0
    for child in params.named_children:
        if child.type in NOT_PARAMETERS:
            continue
        if child.type in ("parameter_declaration", "variadic_parameter_declaration") and \
                child.child_by_field_name("name") is not None and \
                child.child_by_field_name("type") is not None and \
                child.parent is not None and child.parent.type == "parameter_list" and \
                child.child_by_field_name("declarator") is None:
            # Go: every name before the type is a parameter.
            count += sum(1 for c in child.children_by_field_name("name"))
            continue
        if child.type == "parameter_declaration" and text(child).strip() == "void":
            continue  # C's (void)
        count += 1
    return count


@lang_rule("lang_function_length", "no judged function spans more than max_lines lines",
           {"max_lines": "the most lines a function may span (signature to closing brace)",
            "names": "only these functions (default: all but main)"})
def check_function_length(source: str, root: Any, spec: LangSpec,
                          params: Mapping[str, Any]) -> tuple[bool, str]:
    """Every judged function spans at most ``max_lines`` lines."""
    limit = int(params["max_lines"])
    fns = judged(functions(root, spec), spec, params)
    long = [f"{f.name or '<anonymous>'} ({f.lines} lines)" for f in fns if f.lines > limit]
    if long:
        return False, f"longer than {limit} lines: {fmt(long)}"
    return True, f"{len(fns)} functions within {limit} lines"


@lang_rule("lang_max_params", "no judged function takes more than max parameters",
           {"max": "the most parameters a function may take",
            "names": "only these functions (default: all but main)"})
def check_max_params(source: str, root: Any, spec: LangSpec,
                     params: Mapping[str, Any]) -> tuple[bool, str]:
    """Every judged function takes at most ``max`` parameters."""
    limit = int(params["max"])
    fns = judged(functions(root, spec, lambdas=bool(params.get("lambdas"))), spec, params)
    many = [f"{f.name or '<anonymous>'} ({parameter_count(f.parameters)})" for f in fns
            if parameter_count(f.parameters) > limit]
    if many:
        return False, f"more than {limit} parameters: {fmt(many)}"
    return True, f"{len(fns)} functions take at most {limit} parameters"
