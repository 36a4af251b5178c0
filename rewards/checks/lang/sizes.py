"""Statically known container sizes, per language, for ``lang_data_structure``'s ``sizes``.

A container's *size* is the number the code states for it where it is built, read the way a
reader of the code (and of a MultiCodeIF ``LANG;KIND;N`` spec) reads it:

- **length** where the form fixes or fills the elements: arrays (``new int[N]``, ``int a[N]``,
  ``std::array<T, N>``, ``[x; N]``, ``[N]T``, ``new Array(N)``, ``Array.from({length: N})``,
  typed arrays), the element count of a literal (``{1, 2}``, ``vec![1, 2]``, ``[]int{1, 2}``,
  ``[1, 2]``), a count constructor (``std::vector<int> v(N)``, ``vec![0; N]``,
  ``make([]T, N)``) and ``resize(N)``;
- **capacity** where the form reserves room (``new ArrayList<>(N)``, ``new HashMap<>(N)``,
  ``ensureCapacity(N)``, ``v.reserve(N)``, ``Vec::with_capacity(N)``,
  ``make([]T, L, N)``, ``make(map[K]V, N)``, a channel's buffer ``make(chan T, N)``, an
  unbuffered channel being 0, ``ArrayVec<T, N>``).

A size is statically known when it is an integer literal, a constant (Java ``final``, C++
``const``/``constexpr``/``#define``, Rust ``const``/``static``, Go ``const``, JavaScript
``const``) bound once to one, or ``+ - *`` of those; anything else (a parameter, a call, a
variable) is sized at run time. Kinds with no size or capacity to state (Rust's ``BTreeMap``,
``BTreeSet`` and ``LinkedList``, Java's ``TreeMap``, C++'s ``std::map`` ...) are listed in
:data:`NO_CAPACITY`: a bound on them is always a violation, with that reason. Containers in code
that never runs (after a ``return``/``throw``/``break``/``continue`` in the same block, under
``if (false)``, inside ``#if 0``) do not count; comments and strings are not code.

:data:`BOUNDED` names the kinds whose stated size is also a limit the container cannot exceed
(a fixed-size array, a bounded queue or channel): only there does a static size decide "holds at
most N", which is what MultiCodeIF's size constraints ask.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from codeloop.envs.sandbox.languages.plugin import PartView
from codeloop.rewards.checks.lang.languages import LangSpec
from codeloop.rewards.checks.lang.syntax import captures, text

LENGTH = "length"
CAPACITY = "capacity"

#: Kinds (lower case) whose size is a limit, the container never holding more: each plugin's
#: ``BOUNDED``.
BOUNDED: Mapping[str, frozenset[str]] = PartView("checks", "BOUNDED")
#: Kinds (lower case) that take no size or capacity where they are built: each plugin's
#: ``NO_CAPACITY``.
NO_CAPACITY: Mapping[str, frozenset[str]] = PartView("checks", "NO_CAPACITY")

_INT_LITERALS = frozenset({"decimal_integer_literal", "hex_integer_literal",
                           "octal_integer_literal", "binary_integer_literal", "number_literal",
                           "integer_literal", "int_literal", "number", "preproc_arg",
                           "integer"})
_JUMPS = frozenset({"return_statement", "throw_statement", "break_statement",
                    "continue_statement", "goto_statement", "return_expression",
                    "break_expression", "continue_expression", "return", "break", "next",
                    "redo", "retry"})
_STATEMENT_LISTS = frozenset({"block", "statement_block", "compound_statement",
                              "statement_list", "constructor_body",
                              "body_statement", "block_body", "then", "else", "do"})


@dataclass(frozen=True)
class Container:
    """A container built (or declared) with a form that can state a size.

    Attributes:
        kind: The kind as the code names it (``ArrayList``, ``vector``, ``array``, ``chan``).
        size: The stated size, or None when it is not statically known.
        measure: ``length`` or ``capacity`` (see the module doc).
        node: Where it is built.
    """

    kind: str
    size: int | None
    measure: str
    node: Any

    @property
    def line(self) -> int:
        """Its line, 1-based."""
        row: int = self.node.start_point[0]
        return row + 1


def same_kind(found: str, wanted: str) -> bool:
    """Whether a container the code builds is of the wanted kind.

    Names compare without their namespace or package (``std::vector`` is ``vector``,
    ``java.util.ArrayList`` is ``ArrayList``) and case (``Array`` is ``array``); Go's ``chan``
    and ``channel`` are one kind.
    """
    def norm(name: str) -> str:
        short = name.rsplit("::", 1)[-1].rsplit(".", 1)[-1].strip().lower()
        return "channel" if short == "chan" else short
    return norm(found) == norm(wanted)


def _parse_int(raw: str) -> int | None:
    raw = raw.strip().replace("_", "").replace("'", "").lower()
    for suffix in ("usize", "isize", "u128", "i128", "u64", "i64", "u32", "i32", "u16", "i16",
                   "u8", "i8", "ull", "llu", "ll", "ul", "lu", "uz", "zu", "u", "l", "z", "n"):
        if raw.endswith(suffix) and not raw.startswith(("0x", "0b")):
            raw = raw[: -len(suffix)]
            break
    try:
        return int(raw, 0)
    except ValueError:
        return None


def static_int(node: Any, consts: dict[str, int]) -> int | None:
    """The value of an integer expression known before the program runs, else None."""
    if node is None:
        return None
    if node.type in _INT_LITERALS:
        return _parse_int(text(node))
    if node.type in ("identifier", "type_identifier", "constant"):
        return consts.get(text(node))
    if node.type in ("parenthesized_expression", "expression_list", "condition_clause",
                     "parenthesized_statements") and \
            node.named_child_count == 1:
        return static_int(node.named_children[0], consts)
    if node.type in ("binary_expression", "binary"):
        left = static_int(node.child_by_field_name("left"), consts)
        right = static_int(node.child_by_field_name("right"), consts)
        op = text(node.child_by_field_name("operator"))
        if left is None or right is None:
            return None
        return {"+": left + right, "-": left - right, "*": left * right}.get(op)
    return None


def constants(root: Any, spec: LangSpec) -> dict[str, int]:
    """Names bound once, as constants, to a statically known integer.

    A name also declared as a variable or parameter anywhere (shadowing), or defined as a
    constant twice, is not trusted: which binding a use sees would need scopes.
    """
    defs = [(n, v) for n, v in PartView("checks", "CONSTANTS")[spec.name](root)
            if n is not None and n.type in ("identifier", "field_identifier", "constant")]
    seen: dict[str, int] = {}
    for name, _ in defs:
        seen[text(name)] = seen.get(text(name), 0) + 1
    own = {name.start_byte for name, _ in defs}
    others = {text(n) for _, n in captures(spec.name, spec.naming["variables"], root)
              if n.start_byte not in own}
    consts: dict[str, int] = {}
    for _ in range(4):  # constants defined from constants, a few levels deep
        for name, value in defs:
            key = text(name)
            if seen[key] == 1 and key not in others and key not in consts:
                found = static_int(value, consts)
                if found is not None:
                    consts[key] = found
    return consts


def _false(cond: Any) -> bool:
    return text(cond).replace("(", "").replace(")", "").strip() in ("false", "0")


def _jumps(node: Any) -> bool:
    if node.type in _JUMPS:
        return True
    return node.type == "expression_statement" and node.named_child_count == 1 and \
        node.named_children[0].type in _JUMPS


def is_dead(node: Any) -> bool:
    """Whether ``node`` sits in code that never runs.

    Under a constant-false condition (``if (false)``, ``if false``, ``while (0)``; not the
    body of ``do ... while (0)``, which runs once), inside
    ``#if 0``, or after a statement that always jumps (``return``, ``throw``, ``break``,
    ``continue``, ``goto``) in the same block. Functions that are never called are not
    detected.
    """
    child, parent = node, node.parent
    while parent is not None:
        cond = parent.child_by_field_name("condition")
        if cond is not None and parent.type == "preproc_if":
            alt = parent.child_by_field_name("alternative")
            if text(cond).strip() == "0" and (alt is None or alt.id != child.id) and \
                    cond.id != child.id:
                return True
        elif cond is not None and _false(cond) and parent.type != "do_statement":
            # A do-while's body runs once whatever its condition.
            body = parent.child_by_field_name("consequence") or \
                parent.child_by_field_name("body")
            if body is not None and body.id == child.id:
                return True
        if parent.type in _STATEMENT_LISTS:
            sib = child.prev_named_sibling
            while sib is not None:
                if _jumps(sib):
                    return True
                sib = sib.prev_named_sibling
        child, parent = parent, parent.parent
    return False


def _args(node: Any) -> list[Any]:
    args = node.child_by_field_name("arguments")
    return [a for a in args.named_children if a.type != "comment"] if args is not None else []


def _base_name(node: Any) -> str:
    """``ArrayList`` of ``java.util.ArrayList<String>``, ``vector`` of ``std::vector<int>``."""
    raw = text(node).split("<", 1)[0].strip()
    return raw.rsplit("::", 1)[-1].rsplit(".", 1)[-1].strip()


def containers(root: Any, spec: LangSpec) -> list[Container]:
    """Every container built with a form that can state a size, known or not."""
    finder: Callable[[Any, dict[str, int]], list[Container]] = PartView("checks", "FINDER")[
        spec.name]
    return finder(root, constants(root, spec))
