"""Held-out tests amplified from the references, as EvalPlus did for HumanEval.

For each instruction (and the base problem) of a Python task, new test units are made from the
authored ones: one literal input of a unit (an argument of a call to the task's code) is
replaced by a type-aware mutation of it or by a boundary value of its type (empty, one
element, negative, zero, large, unicode, duplicates ...). The expected values are not guessed:
the mutated unit runs against every reference in which the instruction is active (each turn's,
and the solo references), in the sandbox, with each ``assert LEFT == RIGHT`` turned into a
recording of LEFT. A mutated unit is kept only when every reference, run twice, completes it
(no unexpected exception: an expected one is part of the unit), observes the same values (no
disagreement, no nondeterminism), every observation is a plain literal, and it ran within a
third of the default test limit (CPU time). The kept unit is the mutated one with the recorded
values as expected values.

Kept units are task data: ``heldout/<iid>.py`` in each bank task directory, held out from
feedback (:attr:`codeloop.rewards.checks.spec.Check.held_out`). Generation is seeded per task,
instruction and unit (never by Python's hash), so one command regenerates the same files:

    python -m codeloop.envs.tasks.amplify [--check] [--language LANG] [NAME ...]

``--check`` exits 1 when the stored files differ from a fresh generation (CI runs it).
``--language`` amplifies that language's bank tasks instead (:mod:`.amplify_lang`).
"""

from __future__ import annotations

import argparse
import ast
import builtins
import math
import random
import re
import sys
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox import Job, Limits, Sandbox, TestCase
from codeloop.envs.tasks.amplified import MAX_INT, Amplified, reference_codes, stable_seed
from codeloop.envs.tasks.languages import get_language
from codeloop.envs.tasks.schema import Task
from codeloop.envs.tasks.task_dir import (
    HELD_OUT_DIR,
    find_task_dirs,
    held_out_file,
    join_units,
    load_task_dir,
)
from codeloop.rewards.checks.referee import Referee
from codeloop.rewards.episode import BASE_ID

PER_UNIT = 24
"""Candidates tried per authored unit."""
PER_INSTRUCTION = 80
"""Most held-out units kept per instruction."""
TOP_UP_ROUNDS = 2
"""Further rounds for an instruction with fewer than :data:`PER_INSTRUCTION` kept units: each
mutates the units kept so far again (a second-order mutation). An instruction whose authored
units admit few first-order mutations (one call, an exception) would otherwise keep a handful
of held-out units beside its shown one, and a policy that memorised the shown one would pass
a large share of its units (issue 23's lookup-table check)."""
MAX_LITERAL = 200
"""Longest input or expected value written into a unit (characters of its repr).

The bound holds in the probe too: an observation longer than this ends the probe unit at once
(the size of a builtin container is checked before its repr is made), so a mutated input that
makes the reference build a huge value (``histogram_bins(values, 1000003)`` returns a million
counts) costs one run of one reference, never a multi-megabyte failure message per reference
and run."""
PROBE_LIMITS = Limits(timeout_s=600.0, test_timeout_s=1.0)
"""A kept unit ran within a third of the default test limit (3 s) on every reference. CPU
time, not wall time: a loaded machine must regenerate the same files (``--check``)."""
_MARK = "@@codeloop-observed@@"
_BUILTIN_NAMES = frozenset(dir(builtins))
BANK_ROOT = Path(__file__).resolve().parent / "bank" / "python"
"""The Python bank (each other language's bank is a sibling directory)."""


# --- values ---------------------------------------------------------------------------------


def _is_literal(value: Any) -> bool:
    """True when ``repr(value)`` reads back as an equal value of the same type (a literal)."""
    try:
        back = ast.literal_eval(repr(value))
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return False
    return type(back) is type(value) and back == value and _same_shape(back, value)


def _same_shape(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(_same_shape(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return all(_same_shape(a[k], b[k]) for k in a)
    if isinstance(a, float):
        return math.isfinite(a) or a == b
    return True


_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _mutate_date(s: str) -> list[str]:
    """Other valid ISO dates near ``s`` (most character edits of a date make it invalid)."""
    import datetime

    try:
        day = datetime.date.fromisoformat(s)
    except ValueError:
        return []
    out = []
    for days in (1, -1, 27, -27, 31, -31, 366, -366, 400, -3000):
        try:
            out.append((day + datetime.timedelta(days=days)).isoformat())
        except OverflowError:
            continue
    out += [f"{day.year}-02-28", f"{day.year}-12-31", "2024-02-29", "2000-01-01"]
    return out


def _mutate_str(s: str) -> list[str]:
    if _ISO_DATE.fullmatch(s):
        return _mutate_date(s) + ["", s[::-1]]
    out = ["", s[:1], s + s, s.upper(), s.lower(), s[::-1], s.swapcase(), " " + s, s + " ",
           s + "é", "ß" + s, s[1:], s[:-1], s.replace(" ", "  "), s + "0", s.title()]
    if len(s) > 1:
        out.append(s[0] + s)  # a duplicated character
        out.append(s[: len(s) // 2])
    return out


def _mutate_int(n: int) -> list[int]:
    # MAX_INT is the "large" boundary value; a mutation beyond it is dropped (_bounded).
    return [n + 1, n - 1, -n, 0, 1, -1, 2 * n, n // 2, MAX_INT, 7]


def _bounded(value: Any) -> bool:
    """True when no int in ``value`` exceeds MAX_INT in magnitude, at any depth.

    Ints nested in lists, tuples, sets, dict keys and values count too.

    Checked on the whole mutated input, so the bound also holds for ints a mutation only
    carries (an element of a list) and for those that top-up rounds compound (``2 * n`` of
    ``2 * n``): code without a range check must not meet inputs whose cost decides, by the
    machine's load, whether a job's CPU budget runs out.
    """
    if isinstance(value, int):  # bool included: always within
        return abs(value) <= MAX_INT
    if isinstance(value, list | tuple | set | frozenset):
        return all(_bounded(v) for v in value)
    if isinstance(value, dict):
        return all(_bounded(k) and _bounded(v) for k, v in value.items())
    return True


def _mutate_float(x: float) -> list[float]:
    return [x + 0.5, x - 0.5, -x, 0.0, x * 10, round(x / 3, 4), 1e-3]


def _mutate_seq(items: list[Any], rng: random.Random) -> list[list[Any]]:
    out: list[list[Any]] = [[], items[:1], items + items[:1], items[::-1], items * 2]
    if items:
        out.append(items[1:])
        out.append(items[:-1])
        k = rng.randrange(len(items))
        for new in _values(items[k], rng)[:4]:
            out.append(items[:k] + [new] + items[k + 1:])
        more = _values(items[-1], rng)
        if more:
            out.append([*items, more[0]])
    try:
        out.append(sorted(items))
        out.append(sorted(items, reverse=True))
    except TypeError:
        pass
    return out


def _mutate_dict(d: dict[Any, Any], rng: random.Random) -> list[dict[Any, Any]]:
    out: list[dict[Any, Any]] = [{}]
    keys = list(d)
    if keys:
        k = keys[rng.randrange(len(keys))]
        out.append({x: v for x, v in d.items() if x != k})
        out.append({k: d[k]})
        for new in _values(d[k], rng)[:4]:
            out.append({**d, k: new})
        for new_key in _values(k, rng)[:2]:
            try:
                out.append({**d, new_key: d[k]})
            except TypeError:
                pass
    return out


def _values(value: Any, rng: random.Random) -> list[Any]:
    """Type-aware mutations and boundary values of one literal (may repeat it)."""
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int):
        return _mutate_int(value)
    if isinstance(value, float):
        return _mutate_float(value)
    if isinstance(value, str):
        return _mutate_str(value)
    if isinstance(value, bytes):
        return [b"", value[:1], value + value, value[::-1]]
    if isinstance(value, list):
        # An empty list has no other mutation of its type: an empty tuple is the same input
        # to most code (an instruction about empty input may have no other held-out unit).
        return _mutate_seq(value, rng) + ([()] if not value else [])
    if isinstance(value, tuple):
        return [tuple(v) for v in _mutate_seq(list(value), rng)] + ([[]] if not value else [])
    if isinstance(value, set | frozenset):
        kind = type(value)
        try:
            ordered = sorted(value)
        except TypeError:
            return []
        return [kind(v) for v in _mutate_seq(ordered, rng) if _hashable_all(v)]
    if isinstance(value, dict):
        return _mutate_dict(value, rng)
    return []


def _hashable_all(items: list[Any]) -> bool:
    try:
        set(items)
    except TypeError:
        return False
    return True


# --- units ----------------------------------------------------------------------------------


def _observed(node: ast.Assert) -> bool:
    """True for ``assert LEFT == RIGHT``: its RIGHT is the expected value, recomputed."""
    test = node.test
    return (isinstance(test, ast.Compare) and len(test.ops) == 1
            and isinstance(test.ops[0], ast.Eq))


def _input_sites(tree: ast.Module) -> list[ast.expr]:
    """The literal arguments of calls to the code under test: the inputs a mutation may change.

    Calls to builtins (``str(e)``, ``isinstance``, exception classes) are not inputs; nor is
    anything on the expected side of an observed assert, nor a ``raise`` statement.
    """
    sites: list[ast.expr] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.Raise):
            return
        if isinstance(node, ast.Assert) and _observed(node):
            assert isinstance(node.test, ast.Compare)
            visit(node.test.left)
            return
        if isinstance(node, ast.Call) and not (
                isinstance(node.func, ast.Name) and node.func.id in _BUILTIN_NAMES):
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                if _literal_node(arg):
                    sites.append(arg)
                else:
                    visit(arg)
            visit(node.func)
            return
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return sites


def _literal_node(node: ast.expr) -> bool:
    try:
        value = ast.literal_eval(node)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return False
    return value is not None and _is_literal(value)


def _asserts_in_loops(tree: ast.Module) -> bool:
    """True when an assert may run more or less than once (a loop or comprehension)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.For | ast.While | ast.AsyncFor):
            if any(isinstance(n, ast.Assert) for n in ast.walk(node)):
                return True
    return False


def unrolled(source: str) -> list[str]:
    """One unit per element of a top-level ``for NAME in (literals...):`` loop that asserts.

    ``for bad in (None, 42): try: f(bad) except TypeError ...`` checks each element alike;
    each copy with NAME replaced by one element is a unit of its own that the mutator can
    vary (a loop's asserts run a data-dependent number of times, so loops are never mutated).
    Returns [] for a unit without such a loop, or with any other loop.
    """
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    loops = [n for n in tree.body if isinstance(n, ast.For)]
    if len(loops) != 1 or loops[0].orelse:
        return []
    loop, target = loops[0], loops[0].target
    if not isinstance(target, ast.Name) or not isinstance(loop.iter, ast.Tuple | ast.List) or any(
            isinstance(n, ast.Break | ast.Continue | ast.For | ast.While)
            for stmt in loop.body for n in ast.walk(stmt)):
        return []
    name = target.id
    if any(isinstance(n, ast.Name) and n.id == name and not isinstance(n.ctx, ast.Load)
           for stmt in loop.body for n in ast.walk(stmt)):
        return []  # the body rebinds the loop variable
    out: list[str] = []
    for element in loop.iter.elts:
        if isinstance(element, ast.Constant) and element.value is None:
            pass  # None is an input worth checking alone, though never mutated
        elif not _literal_node(element):
            return []

        class Bind(ast.NodeTransformer):
            def visit_Name(self, node: ast.Name, value: ast.expr = element) -> Any:
                return _expr(ast.literal_eval(value)) if node.id == name else node

        body = [Bind().visit(ast.parse(ast.unparse(stmt)).body[0]) for stmt in loop.body]
        copy = ast.parse(source)
        at = next(k for k, n in enumerate(copy.body) if isinstance(n, ast.For))
        copy.body[at:at + 1] = body
        out.append(ast.unparse(ast.fix_missing_locations(copy)))
    return out


def _test_functions(tree: ast.Module) -> list[str]:
    return [n.name for n in tree.body
            if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]


class _Replace(ast.NodeTransformer):
    """Replaces one node (by identity) with another."""

    def __init__(self, old: ast.AST, new: ast.expr):
        self.old, self.new = old, new

    def visit(self, node: ast.AST) -> Any:
        if node is self.old:
            return self.new
        return super().visit(node)


def _expr(value: Any) -> ast.expr:
    node = ast.parse(repr(value), mode="eval").body
    return node


@dataclass
class Candidate:
    """One mutated unit: its tree, and the source that records its observations."""

    tree: ast.Module
    probe: str


def _probe_source(tree: ast.Module) -> str:
    """The unit with each observed assert recording LEFT, then reporting all it recorded."""
    counter = iter(range(10**6))

    class Record(ast.NodeTransformer):
        def visit_Assert(self, node: ast.Assert) -> Any:
            if not _observed(node):
                return node
            assert isinstance(node.test, ast.Compare)
            call = ast.Call(ast.Name("__codeloop_obs", ast.Load()),
                            [ast.Constant(next(counter)), node.test.left], [])
            return ast.Expr(call)

    recorded = Record().visit(ast.parse(ast.unparse(tree)))
    calls = "".join(f"{name}()\n" for name in _test_functions(tree))
    return ("__codeloop_seen = []\n"
            "class __codeloop_Oversized(BaseException):\n    pass\n\n"
            "def __codeloop_obs(k, v):\n"
            # BaseException: an ``except Exception`` of the unit cannot swallow the abort.
            f"    if type(v) in (list, tuple, dict, set, frozenset, str, bytes) "
            f"and len(v) > {MAX_LITERAL}:\n"
            "        raise __codeloop_Oversized(k)\n"
            "    text = repr(v)\n"
            f"    if len(text) > {MAX_LITERAL}:\n"
            "        raise __codeloop_Oversized(k)\n"
            "    __codeloop_seen.append((k, text))\n\n"
            f"{ast.unparse(ast.fix_missing_locations(recorded))}\n{calls}"
            f"__codeloop_mark = {_MARK[:5]!r} + {_MARK[5:]!r}\n"  # never whole in the source
            "raise AssertionError(__codeloop_mark + repr(__codeloop_seen) + __codeloop_mark)\n")


def _final_source(tree: ast.Module, seen: list[tuple[int, Any]]) -> str | None:
    """The kept unit: each observed assert compares with the value the references computed."""
    values = dict(seen)
    counter = iter(range(10**6))

    class Expect(ast.NodeTransformer):
        def visit_Assert(self, node: ast.Assert) -> Any:
            if not _observed(node):
                return node
            assert isinstance(node.test, ast.Compare)
            value = values[next(counter)]
            if isinstance(value, float):
                # Another order of float operations is not wrong code: a relative tolerance.
                test = ast.parse(f"abs(({ast.unparse(node.test.left)}) - {value!r}) <= "
                                 f"1e-09 * max(1.0, abs({value!r}))", mode="eval").body
                return ast.Assert(test, node.msg)
            return ast.Assert(ast.Compare(node.test.left, [ast.Eq()], [_expr(value)]), node.msg)

    fixed = Expect().visit(ast.parse(ast.unparse(tree)))
    return ast.unparse(ast.fix_missing_locations(fixed))


def candidates(source: str, rng: random.Random, limit: int = PER_UNIT) -> list[Candidate]:
    """Mutated versions of one authored unit (at most ``limit``), in a seeded order."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    if _asserts_in_loops(tree):
        return []
    sites = _input_sites(tree)
    options: list[tuple[int, Any]] = []
    for k, site in enumerate(sites):
        value = ast.literal_eval(site)
        seen = [value]
        for new in _values(value, rng):
            if new not in seen and _is_literal(new) and _bounded(new) \
                    and len(repr(new)) <= MAX_LITERAL:
                seen.append(new)
                options.append((k, new))
    rng.shuffle(options)
    out: list[Candidate] = []
    texts = {ast.unparse(tree)}
    for k, new in options:
        if len(out) >= limit:
            break
        copy = ast.parse(source)
        target = _input_sites(copy)[k]
        mutated = ast.fix_missing_locations(_Replace(target, _expr(new)).visit(copy))
        text = ast.unparse(mutated)
        if text in texts:
            continue
        texts.add(text)
        out.append(Candidate(mutated, _probe_source(mutated)))
    return out


# --- running --------------------------------------------------------------------------------


def _observations(message: str) -> list[tuple[int, Any]] | None:
    found = re.search(re.escape(_MARK) + r"(.*)" + re.escape(_MARK), message, re.S)
    if not found:
        return None
    try:
        pairs = ast.literal_eval(found[1])
        return [(k, ast.literal_eval(text)) for k, text in pairs]
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None


def observe(referee: Referee | Sandbox, code: str, probes: Sequence[str],
            ) -> list[tuple[list[tuple[int, Any]] | None, float]]:
    """Runs probe units against one code: each one's observations (None: unusable) and time.

    The probes run under :data:`PROBE_LIMITS`, whatever the referee's job limits are: they
    decide which units are kept, so they are part of the stored data, not of a verdict.
    """
    tests = tuple(TestCase(f"p{n}", src) for n, src in enumerate(probes))
    result = referee.run(Job(code=code, tests=tests, limits=PROBE_LIMITS))
    out: list[tuple[list[tuple[int, Any]] | None, float]] = []
    for test in tests:
        outcome = result.outcome(test.id)
        if outcome is None or outcome.status != "failed":
            out.append((None, 0.0))
            continue
        out.append((_observations(outcome.message), outcome.duration_s))
    return out


def amplify_task(task: Task, referee: Referee | Sandbox, *, per_unit: int = PER_UNIT,
                 per_instruction: int = PER_INSTRUCTION, seed_tag: str = "",
                 top_up_to: int | None = None,
                 iids: Collection[str] | None = None) -> Amplified:
    """The held-out units of every instruction of a Python task.

    Args:
        task: A Python task with references.
        referee: What runs the references (its Python sandbox; a bare sandbox does too).
        per_unit: Candidates tried per authored unit.
        per_instruction: Most units kept per instruction.
        seed_tag: Mixed into the seed (another tag: another, independent sample).
        top_up_to: Top-up rounds run while an instruction has fewer kept units than this
            (default: ``per_instruction``). Each round mutates every unit the last one kept,
            so without a finite target the candidates grow geometrically.
        iids: Only these instructions (``base`` included); each instruction's units are
            seeded by the task, the instruction and the unit alone, so they are the same
            as in a generation of all of them.

    Returns:
        The kept units per instruction id (``base`` included), in a stable order.
    """
    out = Amplified()
    if task.language != "python" or not task.references:
        return out
    target = per_instruction if top_up_to is None else top_up_to
    for iid in [BASE_ID, *(i.id for i in task.instructions)]:
        if iids is not None and iid not in iids:
            continue
        authored = [src for check in task.checks_of(iid)
                    if check.is_test and not check.amplified
                    for src in check.params.get("tests", [])]
        cands: list[Candidate] = []
        for n, src in enumerate(authored):
            rng = random.Random(stable_seed(seed_tag, task.id, iid, str(n)))
            cands += candidates(src, rng, per_unit)
        for n, src in enumerate(authored):
            for m, one in enumerate(unrolled(src)):
                tree = ast.parse(one)
                cands.append(Candidate(tree, _probe_source(tree)))
                rng = random.Random(stable_seed(seed_tag, task.id, iid, f"{n}.{m}"))
                cands += candidates(one, rng, per_unit)
        seen_texts = set(authored)
        codes = reference_codes(task, iid)
        kept = _keep(referee, codes, cands, seen_texts)
        tried = len(cands)
        grown = list(kept)
        for top_up in range(TOP_UP_ROUNDS):
            short = target - len(grown)
            if short <= 0 or not kept:
                break
            # About four candidates per missing unit, spread over the units kept last round.
            limit = min(per_unit, max(2, -(-4 * short // len(kept))))
            more: list[Candidate] = []
            for k, (_, mutated) in enumerate(kept):
                rng = random.Random(stable_seed(seed_tag, task.id, iid, f"top-up{top_up}.{k}"))
                more += candidates(mutated, rng, limit)
            tried += len(more)
            kept = _keep(referee, codes, more, seen_texts)
            grown += kept
        units = [text for text, _ in grown]
        out.dropped[iid] = tried - len(units)
        if len(units) > per_instruction:
            rng = random.Random(stable_seed(seed_tag, task.id, iid, "keep"))
            chosen = sorted(rng.sample(range(len(units)), per_instruction))
            units = [units[k] for k in chosen]
        if units:
            out.units[iid] = units
    return drop_quoted(task, out)


def _calls(source: str, name: str) -> set[str]:
    """The calls ``name(literals, ...)`` of a unit (at least one argument, all literals)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == name and (node.args or node.keywords) and all(
                _literal_node(a) or (isinstance(a, ast.Constant) and a.value is None)
                for a in [*node.args, *(k.value for k in node.keywords)]):
            out.add(ast.unparse(node))
    return out


def _is_class(task: Task) -> bool:
    """True when the task's entry point is a class (its calls make objects, not answers)."""
    try:
        tree = ast.parse(task.references[0] if task.references else "")
    except SyntaxError:
        return False
    return any(isinstance(n, ast.ClassDef) and n.name == task.entry_point for n in tree.body)


def drop_quoted(task: Task, amplified: Amplified) -> Amplified:
    """Leaves out every amplified unit that calls the entry point as a shown unit does.

    Feedback may quote any shown unit, of any instruction; a held-out unit that makes the same
    call of the task's function could be answered from that quote (a lookup table of quoted
    calls passes it). A class's constructor calls make objects, not answers: class tasks keep
    their units. The last step of :func:`amplify_task`, so applying it to stored units gives
    what a fresh generation would.
    """
    if _is_class(task):
        return amplified
    name = task.entry_point
    shown: set[str] = set()
    for iid in [BASE_ID, *(i.id for i in task.instructions)]:
        for check in task.checks_of(iid):
            if check.is_test and not check.held_out:
                for src in check.params.get("tests", []):
                    shown |= _calls(src, name)
    units: dict[str, list[str]] = {}
    for iid, kept in amplified.units.items():
        left = [u for u in kept if not _calls(u, name) & shown]
        amplified.dropped[iid] = amplified.dropped.get(iid, 0) + len(kept) - len(left)
        if left:
            units[iid] = left
    return Amplified(units, amplified.dropped)


def _keep(referee: Referee | Sandbox, codes: Sequence[str], cands: Sequence[Candidate],
          seen_texts: set[str]) -> list[tuple[str, str]]:
    """The candidates every reference completes alike, with the recorded expected values.

    Returns:
        (kept text, mutated source) pairs: the mutated source still compares with the
        authored expected values, so a further round can mutate it (a float's kept text
        compares within a tolerance, which is no observed assert). Kept texts are added to
        ``seen_texts``; a text already there is not kept again.
    """
    if not cands:
        return []
    agreed: list[list[tuple[int, Any]] | None] = [None] * len(cands)
    alive = list(range(len(cands)))
    first = True
    for code in codes:
        for _ in range(2):  # twice: a nondeterministic observation is no expected value
            # Only the candidates every run so far completed alike run again: one that
            # raised, timed out or disagreed is dropped whatever the other runs give, and a
            # slow one would otherwise cost its time limit on every reference, twice.
            if not alive:
                break
            now = observe(referee, code, [cands[k].probe for k in alive])
            still: list[int] = []
            for k, (obs, _) in zip(alive, now, strict=True):
                before = agreed[k]
                if obs is not None and (first or (before is not None and _same(before, obs))):
                    agreed[k] = obs
                    still.append(k)
                else:
                    agreed[k] = None
            alive, first = still, False
    kept: list[tuple[str, str]] = []
    for cand, obs in zip(cands, agreed, strict=True):
        if obs is None or not _complete(cand.tree, obs):
            continue
        text = _final_source(cand.tree, obs)
        if text is None or text in seen_texts or any(len(repr(v)) > MAX_LITERAL
                                                     for _, v in obs):
            continue
        seen_texts.add(text)
        kept.append((text, ast.unparse(cand.tree)))
    return kept


def _same(a: list[tuple[int, Any]], b: list[tuple[int, Any]]) -> bool:
    return len(a) == len(b) and all(
        ka == kb and type(va) is type(vb) and va == vb and _same_shape(va, vb)
        for (ka, va), (kb, vb) in zip(a, b, strict=True))


def _complete(tree: ast.Module, obs: list[tuple[int, Any]]) -> bool:
    """Every observed assert ran exactly once, in order, on a literal value."""
    n = sum(1 for node in ast.walk(tree) if isinstance(node, ast.Assert) and _observed(node))
    return sorted(k for k, _ in obs) == list(range(n)) and all(_is_literal(v) for _, v in obs)


# --- task data ------------------------------------------------------------------------------


def held_out_files(directory: Path, amplified: Amplified,
                   language: str = "python") -> dict[str, str]:
    """Relative path -> text of the held-out files of one task directory."""
    lang = get_language(language)
    return {held_out_file(iid, lang): join_units(units, lang)
            for iid, units in amplified.units.items()}


def stored_files(directory: Path, language: str = "python") -> dict[str, str]:
    """The held-out files a task directory holds now."""
    folder = directory / HELD_OUT_DIR
    if not folder.is_dir():
        return {}
    ext = get_language(language).ext
    return {f"{HELD_OUT_DIR}/{p.name}": p.read_text(encoding="utf-8")
            for p in sorted(folder.glob(f"*.{ext}"))}


def _without_amplified(task: Task) -> Task:
    """The task with its stored amplified checks removed (generation reads authored units only).

    Stored amplified units never feed the next generation, so regenerating is idempotent.
    """
    from dataclasses import replace

    def strip(checks: Sequence[Any]) -> tuple[Any, ...]:
        return tuple(c for c in checks if not c.amplified)

    return replace(task, base_checks=strip(task.base_checks), instructions=tuple(
        replace(i, checks=strip(i.checks)) for i in task.instructions))


def task_dirs(names: Sequence[str] = (), language: str = "python") -> Iterator[Path]:
    """A language's bank task directories (only ``names``, when given)."""
    for directory in find_task_dirs(BANK_ROOT.parent / language):
        if not names or directory.name in names:
            yield directory


def main(argv: list[str] | None = None, *, make: Callable[[], Sandbox] | None = None) -> int:
    """Regenerates (or with ``--check`` verifies) the held-out files of the Python bank."""
    parser = argparse.ArgumentParser(prog="python -m codeloop.envs.tasks.amplify",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="bank task names (default: all Python tasks)")
    parser.add_argument("--check", action="store_true",
                        help="exit 1 when the stored files differ from a fresh generation")
    parser.add_argument("--language", default="python",
                        help="the bank language whose tasks to amplify (default: python)")
    args = parser.parse_args(argv)
    from codeloop.envs.sandbox.config import SandboxConfig
    from codeloop.envs.tasks import amplify_lang

    language = args.language
    if language != "python" and language not in amplify_lang.LANGUAGES:
        parser.error(f"--language: one of python, {', '.join(amplify_lang.LANGUAGES)}")
    sandbox: Referee | Sandbox
    if make:
        sandbox = make()
    elif language == "python":
        sandbox = Referee.build(SandboxConfig("local"))
    else:
        from codeloop.envs.sandbox.languages.sandbox import LanguageSandbox

        sandbox = LanguageSandbox(language)
    stale = 0
    try:
        for directory in task_dirs(args.names, language):
            task = _without_amplified(load_task_dir(directory))
            amplified = (amplify_task(task, sandbox) if language == "python"
                         else amplify_lang.amplify_language_task(task, sandbox))
            want = held_out_files(directory, amplified, language)
            have = stored_files(directory, language)
            n = sum(len(u) for u in amplified.units.values())
            if want == have:
                print(f"{directory.name}: {n} held-out units, up to date")
                continue
            stale += 1
            if args.check:
                print(f"{directory.name}: held-out files differ from a fresh generation",
                      file=sys.stderr)
                continue
            for rel in set(have) - set(want):
                (directory / rel).unlink()
            for rel, text in want.items():
                (directory / rel).parent.mkdir(exist_ok=True)
                (directory / rel).write_text(text, encoding="utf-8")
            print(f"{directory.name}: {n} held-out units written")
    finally:
        sandbox.close()
    if args.check and stale:
        print(f"{stale} task(s) stale: run python -m codeloop.envs.tasks.amplify",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
