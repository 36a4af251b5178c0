r"""``lang_doc_comments``: documentation comments in the language's format.

==========  ========================================================================  ==========
style       a documented declaration is preceded by                                   default in
==========  ========================================================================  ==========
javadoc     ``/** ... */``; with ``tags``: ``@param`` per parameter, ``@return``        java
            unless ``void``
jsdoc       ``/** ... */``; with ``tags``: ``@param`` per parameter, ``@returns`` (or    javascript,
            ``@return``) when the function returns a value                              typescript
doxygen     ``///``, ``//!``, ``/** */`` or ``/*! */``; with ``tags``: ``@param`` or     cpp
            ``\param`` per parameter, ``@return``/``\return`` unless ``void``
rustdoc     ``///`` lines or ``/** */`` (outer doc comments), not plain ``//``           rust
godoc       ``//`` lines whose first word is the declared name                         go
==========  ========================================================================  ==========

Godoc judges exported (capitalised) declarations only, as ``go vet`` and ``golint`` do; the
others judge every function and type except ``main``, unless ``names`` narrows them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from codeloop.rewards.checks.lang.functions import parameter_count
from codeloop.rewards.checks.lang.languages import LangSpec
from codeloop.rewards.checks.lang.registry import lang_rule
from codeloop.rewards.checks.lang.syntax import anchor, fmt, functions, text, walk

STYLES = ("javadoc", "jsdoc", "doxygen", "rustdoc", "godoc")
_SKIP_BEFORE = frozenset({"attribute_item", "decorator", "annotation", "marker_annotation"})


def _preceding_comments(node: Any, spec: LangSpec) -> list[Any]:
    """The comments right above a declaration (attributes between them skipped)."""
    node = anchor(node)
    out: list[Any] = []
    prev = node.prev_sibling
    row = node.start_point[0]
    while prev is not None and prev.type in _SKIP_BEFORE:
        row = prev.start_point[0]
        prev = prev.prev_sibling
    while prev is not None and prev.type in spec.comments and prev.end_point[0] >= row - 1:
        out.insert(0, prev)
        row = prev.start_point[0]
        prev = prev.prev_sibling
    return out


def _param_names(fn_params: Any) -> list[str]:
    names: list[str] = []
    if fn_params is None:
        return names
    for child in fn_params.named_children:
        ids = [n for n in walk(child) if n.type == "identifier"]
        if child.type in ("self_parameter", "comment"):
            continue
        if child.type == "parameter_declaration" and child.child_by_field_name("name"):
            names += [text(n) for n in child.children_by_field_name("name")]  # Go
            continue
        for field in ("name", "pattern", "declarator"):
            sub = child.child_by_field_name(field)
            if sub is not None:
                inner = [n for n in walk(sub) if n.type == "identifier"]
                if inner:
                    names.append(text(inner[-1]))
                    break
        else:
            if child.type == "identifier":
                names.append(text(child))
            elif ids:
                names.append(text(ids[0]))
    return names


def _returns_value(fn: Any, spec: LangSpec) -> bool:
    if spec.typed_returns:
        kind = fn.child_by_field_name("type")
        return fn.type != "constructor_declaration" and kind is not None and \
            text(kind) != "void"
    body = fn.child_by_field_name("body")
    nested = spec.functions | spec.lambdas
    for node in walk(body) if body is not None else ():
        owner = _owner(node, nested) if node.type == "return_statement" else None
        if node.named_children and owner is not None and \
                (owner.start_byte, owner.end_byte) == (fn.start_byte, fn.end_byte):
            return True
    return False


def _owner(node: Any, kinds: frozenset[str]) -> Any:
    cur = node.parent
    while cur is not None and cur.type not in kinds:
        cur = cur.parent
    return cur


def _targets(root: Any, spec: LangSpec, params: Mapping[str, Any],
             style: str) -> list[tuple[str, Any, bool]]:
    """``(name, node, is_function)`` of the declarations to judge."""
    names = set(params.get("names") or ())
    out = []
    for fn in functions(root, spec):
        if (names and fn.name not in names) or (not names and fn.name in spec.exempt_functions):
            continue
        out.append((fn.name, fn.node, True))
    if params.get("types", True):
        for node in walk(root):
            if node.type in spec.types:
                name = text(node.child_by_field_name("name"))
                if name and (not names or name in names):
                    target = node.parent if node.type == "type_spec" and \
                        node.parent is not None and len(node.parent.named_children) == 1 \
                        else node
                    out.append((name, target, False))
    if style == "godoc" and not names:
        out = [t for t in out if t[0][:1].isupper()]
    return out


def _doc_problem(style: str, comments: list[Any], name: str) -> str:
    if not comments:
        return "no documentation comment"
    texts = [text(c) for c in comments]
    last = texts[-1]
    if style in ("javadoc", "jsdoc"):
        return "" if last.startswith("/**") and last.endswith("*/") and last != "/**/" else \
            f"a comment that is not {style} (/** ... */)"
    if style == "doxygen":
        if last.startswith(("/**", "/*!")) or all(t.startswith(("///", "//!")) for t in texts):
            return ""
        return "a comment that is not Doxygen (///, //!, /** */ or /*! */)"
    if style == "rustdoc":
        if last.startswith("/**") or all(t.startswith("///") and not t.startswith("////")
                                         for t in texts):
            return ""
        return "a comment that is not rustdoc (/// or /** */)"
    first = texts[0]
    if not first.startswith("//"):
        return "a block comment instead of // lines"
    words = first[2:].split()
    article = words[1:2] if words[:1] in (["A"], ["An"], ["The"]) else []
    if words[:1] == [name] or article == [name]:
        return ""
    return f"a comment that does not start with the name {name!r}"


def _tag_problems(style: str, comment: str, fn: Any, spec: LangSpec) -> list[str]:
    problems = []
    params = fn.child_by_field_name("parameters")
    if params is None and fn.type == "function_definition":
        decl = fn.child_by_field_name("declarator")
        while decl is not None and decl.type != "function_declarator":
            decl = decl.child_by_field_name("declarator")
        params = decl.child_by_field_name("parameters") if decl is not None else None
    for pname in _param_names(params):
        pattern = rf"[@\\]param(?:\s*\[[a-z,]+\])?\s+(?:\{{[^}}]*\}}\s*)?\[?{re.escape(pname)}\b"
        if not re.search(pattern, comment):
            problems.append(f"no @param for {pname}")
    if parameter_count(params) and not _param_names(params):
        problems.append("parameters without names")
    if _returns_value(fn, spec) and not re.search(r"[@\\]returns?\b", comment):
        problems.append("no @return")
    return problems


@lang_rule("lang_doc_comments",
           "every judged function and type has a documentation comment in the style "
           "(javadoc, jsdoc, doxygen, rustdoc, godoc), with @param/@return tags when asked",
           {"style": "javadoc, jsdoc, doxygen, rustdoc or godoc (default: the language's)",
            "tags": "require @param per parameter and @return for a value (javadoc, jsdoc, "
                    "doxygen)",
            "types": "also judge classes, structs and other types (default true)",
            "names": "only these declarations"})
def check_doc_comments(source: str, root: Any, spec: LangSpec,
                       params: Mapping[str, Any]) -> tuple[bool, str]:
    """Every judged declaration carries a documentation comment of the style."""
    style = str(params.get("style") or spec.doc_style)
    if style not in STYLES:
        raise ValueError(f"style must be one of {', '.join(STYLES)}")
    targets = _targets(root, spec, params, style)
    bad = []
    for name, node, is_function in targets:
        comments = _preceding_comments(node, spec)
        problem = _doc_problem(style, comments, name)
        if not problem and is_function and params.get("tags") and \
                style in ("javadoc", "jsdoc", "doxygen"):
            joined = "\n".join(text(c) for c in comments)
            problem = ", ".join(_tag_problems(style, joined, node, spec))
        if problem:
            bad.append(f"{name} (line {node.start_point[0] + 1}): {problem}")
    if bad:
        return False, fmt(bad, 4)
    return True, f"{len(targets)} declarations documented in {style} style"
