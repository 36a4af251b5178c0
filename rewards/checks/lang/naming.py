"""``lang_naming``: naming conventions of functions, types, variables and constants."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from codeloop.rewards.checks.lang.languages import LangSpec, language
from codeloop.rewards.checks.lang.registry import lang_rule
from codeloop.rewards.checks.lang.syntax import fmt, text

STYLES = {
    "snake_case": re.compile(r"_*[a-z][a-z0-9]*(?:_[a-z0-9]+)*_*"),
    "camelCase": re.compile(r"_*[a-z][a-zA-Z0-9]*"),
    "PascalCase": re.compile(r"_*[A-Z][a-zA-Z0-9]*"),
    "UPPER_CASE": re.compile(r"_*[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*"),
    # Go: exported or not, never an underscore.
    "MixedCaps": re.compile(r"[A-Za-z][A-Za-z0-9]*"),
    # Google C++ constants: kName.
    "kPascalCase": re.compile(r"k[A-Z][a-zA-Z0-9]*"),
}
CATEGORIES = ("functions", "classes", "variables", "constants")


def _matches(lang: str, query: str, root: Any) -> list[dict[str, list[Any]]]:
    import tree_sitter

    q = tree_sitter.Query(language(lang), query)
    return [found for _, found in tree_sitter.QueryCursor(q).matches(root)]


def _is_constant(spec: LangSpec, owner: Any | None) -> bool:
    if owner is None or spec.constant_declaration is None:
        return True  # a macro, a const item, a top-level literal const
    return spec.constant_declaration(owner)


def names_by_category(root: Any, spec: LangSpec) -> dict[str, list[Any]]:
    """Identifier nodes of each naming category."""
    out: dict[str, list[Any]] = {}
    constants: dict[int, Any] = {}
    for found in _matches(spec.name, spec.naming["constants"], root):
        owner = (found.get("field") or found.get("decl") or [None])[0]
        for node in found.get("n", []):
            if _is_constant(spec, owner):
                constants[node.start_byte] = node
    out["constants"] = list(constants.values())
    for category in ("functions", "classes", "variables"):
        nodes: dict[int, Any] = {}
        for found in _matches(spec.name, spec.naming[category], root):
            for node in found.get("n", []):
                if category == "variables" and node.start_byte in constants:
                    continue
                nodes[node.start_byte] = node
        out[category] = [nodes[k] for k in sorted(nodes)]
    if spec.exempt_functions:
        out["functions"] = [n for n in out["functions"]
                            if text(n) not in spec.exempt_functions]
    return out


@lang_rule(
    "lang_naming",
    "names follow the given convention per category (snake_case, camelCase, PascalCase, "
    "UPPER_CASE, MixedCaps, kPascalCase)",
    {c: f"convention of {c}" for c in CATEGORIES},
)
def check_naming(source: str, root: Any, spec: LangSpec,
                 params: Mapping[str, Any]) -> tuple[bool, str]:
    """Every declared name of a judged category matches its convention."""
    wanted = {c: params[c] for c in CATEGORIES if params.get(c)}
    if not wanted:
        raise ValueError("give at least one of " + ", ".join(CATEGORIES))
    for style in wanted.values():
        if style not in STYLES:
            raise ValueError(f"unknown naming style {style!r}")
    found = names_by_category(root, spec)
    bad = []
    for category, style in wanted.items():
        for node in found[category]:
            # A Ruby method's ``?`` or ``!`` (a predicate, a mutator) is not part of its case.
            name = text(node).rstrip(spec.name_suffixes) if spec.name_suffixes else text(node)
            if name == "_" or STYLES[style].fullmatch(name):
                continue
            bad.append(f"{category[:-1]} {name!r} (line {node.start_point[0] + 1}) is not "
                       f"{style}")
    if bad:
        return False, "; ".join(bad[:5]) + (f" and {len(bad) - 5} more" if len(bad) > 5 else "")
    counted = sum(len(found[c]) for c in wanted)
    return True, f"{counted} names follow {fmt([f'{c}: {s}' for c, s in wanted.items()])}"
