"""Held-out tests amplified from the references of the language tasks.

The language form of :mod:`codeloop.envs.tasks.amplify`, for Java, C++, Go, Rust, JavaScript
and TypeScript.

A language test cell is judged by observation (:mod:`codeloop.envs.sandbox.languages.probes`):
each assertion becomes an observation of its actual side, and the reference's observations are
the expected ones. New cells are made from the authored ones the same way as in Python: one
literal of the cell (an integer or a plain string) is replaced by a mutation of it. A literal
whose change leaves the cell's probe unchanged sits on an expected side and is never mutated;
negative integers are tried only where the authored literal is negative (an unsigned parameter
would not compile).

The expected values are not guessed either: the mutated cell's probe runs against every
reference in which the instruction is active (through the language sandbox's public
``run_assertions``), and is kept only when each reference completes it with the same
observations, at the same sites as the authored cell. A site whose observation changed gets its
expected side rewritten from the observation (a scalar inside the expected text, or the
elements of a flat list between the expected text's own brackets); an expected side that cannot
be rewritten that way drops the cell. Then the final cell, assertions as written, runs against
every reference again and is kept only when every one passes it, so what is stored is proved
by the references themselves (``reference_check`` does the same).

Kept cells are task data, ``heldout/<iid>.<ext>`` beside the authored tests, regenerated and
checked by ``python -m codeloop.envs.tasks.amplify --language LANG``.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from codeloop.envs.sandbox import Job, Limits, TestCase
from codeloop.envs.sandbox.languages.plugin import LANGUAGE_PLUGINS
from codeloop.envs.tasks.amplified import MAX_INT, Amplified, reference_codes, stable_seed
from codeloop.envs.tasks.schema import Task
from codeloop.rewards.episode import BASE_ID

LANGUAGES = tuple(LANGUAGE_PLUGINS)
"""The languages whose bank tasks are amplified here: every language plugin registered at import
(Ruby's cells read like the others: integers, double-quoted strings, one assertion per line)."""
PER_CELL = 16
"""Candidates tried per authored cell (a compiled job holds them all; fewer than Python's)."""
LIMITS = Limits(timeout_s=300.0, test_timeout_s=1.0)
"""Per-test CPU limit of a kept cell on every reference (a third of the default)."""
MAX_STR = 200
"""Longest string a mutation writes, unless the authored one is longer (then its length)."""
PER_INSTRUCTION_LANG = 24
"""Most held-out cells kept per instruction: fewer than Python's, since every verdict compiles
all of a task's cells into one program (C++ and Rust take seconds per job)."""
MAX_GROWTH = 400
"""Most characters a kept cell may have beyond its authored cell (a huge expected list says
no more than a shorter one)."""

# Comments, double-quoted strings, single-quoted strings/chars, and integers not part of a
# name or a float. Only the string and integer groups are literals a mutation may change.
_TOKEN = re.compile(r"""(?P<comment>//[^\n]*|/\*.*?\*/)
                      |(?P<str>"(?:[^"\\\n]|\\.)*")
                      |(?P<chr>'(?:[^'\\\n]|\\.)*')
                      |(?P<int>(?<![\w.])\d+(?![\w.]))""", re.X | re.S)
_PLAIN = re.compile(r"[ !#-\[\]-~]*")  # printable ASCII but '"' and '\\'
_CANON = re.compile(r'"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false')


@dataclass(frozen=True)
class Literal:
    """One literal of a cell: its span and value (an int, or a string's content)."""

    start: int
    end: int
    value: int | str
    negative: bool = False


def literals(cell: str, language: str) -> list[Literal]:
    """The integer and plain double-quoted string literals of a cell, in order.

    A string with an escape or a non-ASCII character is not a literal here; in JavaScript
    and TypeScript a single-quoted plain string is one too (elsewhere ``'a'`` is a char).
    """
    out: list[Literal] = []
    js = language in ("javascript", "typescript")
    for m in _TOKEN.finditer(cell):
        if m["int"] is not None:
            start = m.start()
            negative = start > 0 and cell[start - 1] == "-" and (
                start < 2 or not re.match(r"[\w)\]]", cell[start - 2]))
            if negative:
                start -= 1
            value = int(m["int"])
            if value <= MAX_INT:
                out.append(Literal(start, m.end(), -value if negative else value, negative))
        elif m["str"] is not None or (js and m["chr"] is not None):
            body = m.group()[1:-1]
            if _PLAIN.fullmatch(body) and "'" not in body:
                out.append(Literal(m.start(), m.end(), body))
    return out


def _ints(n: int, negative_ok: bool) -> list[int]:
    out = [n + 1, n - 1, 0, 1, 2 * n, n // 2, n + 7, n * 10, 10**5 + n, -n, -1]
    return [v for v in out if abs(v) <= MAX_INT and (negative_ok or v >= 0)]


def _strs(s: str) -> list[str]:
    out = ["", s[:1], s + s, s.upper(), s.lower(), s[::-1], s.swapcase(), " " + s, s + " ",
           s[1:], s[:-1], s.replace(" ", "  "), s + "0", s.title(), s + "a", s.strip()]
    if len(s) > 1:
        out += [s[0] + s, s[: len(s) // 2]]
    return out


def render_str(s: str) -> str | None:
    """``s`` as a double-quoted literal every one of the six languages reads alike, or None."""
    if not _PLAIN.fullmatch(s.replace('"', "").replace("\\", "")):
        return None
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _replace(cell: str, lit: Literal, value: int | str) -> str:
    if isinstance(value, int):
        text = str(value)
        if value < 0 and lit.start > 0 and not lit.negative and cell[lit.start - 1] == "-":
            return ""  # "a-5" would read "a--5"
    else:
        quoted = render_str(value)
        if quoted is None:
            return ""
        text = quoted
    return cell[:lit.start] + text + cell[lit.end:]


def _probe(language: str, cell: str) -> Any:
    from codeloop.envs.sandbox.languages.probes import ProbeError, derive_probe

    try:
        return derive_probe(language, cell)
    except ProbeError:
        return None


def candidates(cell: str, language: str, rng: random.Random,
               limit: int = PER_CELL) -> list[str]:
    """Mutated versions of one authored cell (at most ``limit``), in a seeded order.

    Only literals on an actual side (or in the cell's own setup) are mutated: a change that
    leaves the probe as it was changed an expected side, which the references recompute.
    """
    original = _probe(language, cell)
    if original is None:
        return []
    options: list[str] = []
    for lit in literals(cell, language):
        values: Sequence[int | str]
        if isinstance(lit.value, int):
            values = _ints(lit.value, lit.negative)
        else:
            # A long authored string (1001 brackets) may be cut, never grown further.
            most = max(MAX_STR, len(lit.value))
            values = [v for v in _strs(lit.value) if len(v) <= most]
        for new in dict.fromkeys(values):
            if new == lit.value:
                continue
            text = _replace(cell, lit, new)
            if text:
                options.append(text)
    rng.shuffle(options)
    out: list[str] = []
    for text in dict.fromkeys(options):
        if len(out) >= limit:
            break
        probe = _probe(language, text)
        if probe is not None and probe.source != original.source:
            out.append(text)
    return out


# --- expected sides -----------------------------------------------------------------------------


def _scalars(text: str) -> tuple[list[str], str]:
    """A canonical observation's scalar tokens, and its skeleton (each scalar a NUL)."""
    return _CANON.findall(text), _CANON.sub("\0", text)


def _value(token: str) -> Any:
    if token in ("true", "false"):
        return token == "true"
    if token.startswith('"'):
        return json.loads(token)
    return int(token) if re.fullmatch(r"-?\d+", token) else None  # floats are not rewritten


def _render(token: str) -> str | None:
    value = _value(token)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value) if abs(value) <= 2**31 - 1 else None
    if isinstance(value, str):
        return render_str(value)
    return None


def _expected_literals(text: str, language: str) -> list[tuple[int, int, Any]]:
    """The literals of an expected side, as (start, end, value); bools included."""
    found: list[tuple[int, int, Any]] = [(lit.start, lit.end, lit.value)
                                         for lit in literals(text, language)]
    quoted = [m.span() for m in _TOKEN.finditer(text) if m["int"] is None]
    found += [(m.start(), m.end(), m.group() == "true")
              for m in re.finditer(r"\b(?:true|false)\b", text)
              if not any(a <= m.start() < b for a, b in quoted)]
    return sorted(found)


def rewrite_expected(text: str, language: str, old: str, new: str) -> str | None:
    """The expected side ``text`` (that the reference observed as ``old``) for ``new``.

    Two forms are rewritten: the same skeleton (every scalar of ``old`` is a literal of
    ``text``, in order, and each is replaced by ``new``'s), and a flat list whose elements
    are the literals of ``text`` separated by commas only (its brackets, whatever they are in
    the language, are kept; the elements are ``new``'s). None for anything else.
    """
    old_scalars, old_shape = _scalars(old)
    new_scalars, new_shape = _scalars(new)
    found = _expected_literals(text, language)
    if [v for _, _, v in found] != [_value(t) for t in old_scalars] or \
            any(_value(t) is None for t in old_scalars):
        return None
    rendered = [_render(t) for t in new_scalars]
    if any(r is None for r in rendered):
        return None
    if old_shape == new_shape and found:
        out, pos = [], 0
        for (start, end, _), r in zip(found, rendered, strict=True):
            out += [text[pos:start], str(r)]
            pos = end
        return "".join(out) + text[pos:]
    flat = re.fullmatch(r"\[(?:\0(?:,\0)*)?\]", old_shape) and \
        re.fullmatch(r"\[(?:\0(?:,\0)*)?\]", new_shape)
    if not flat or not found:
        return None
    between = [text[a[1]:b[0]] for a, b in zip(found, found[1:], strict=False)]
    if any(not re.fullmatch(r"\s*,\s*", gap) for gap in between):
        return None
    sep = between[0].strip() + " " if between else ", "
    return text[:found[0][0]] + sep.join(str(r) for r in rendered) + text[found[-1][1]:]


def _site_expected(cell: str, language: str) -> list[tuple[int, int] | None] | None:
    """Each site's expected side as a span of the cell (None: a site without one).

    None when a site's expected side cannot be told apart (several candidates).
    """
    probe = _probe(language, cell)
    if probe is None:
        return None
    lines = cell.splitlines(keepends=True)
    starts = [sum(len(x) for x in lines[:k]) for k in range(len(lines) + 1)]
    out: list[tuple[int, int] | None] = []
    for site in probe.sites:
        at = cell.find(site.assertion, starts[min(site.line - 1, len(lines))])
        if at < 0:
            return None
        inside = [e for e in dict.fromkeys(probe.expected) if e and e in site.assertion]
        if len(inside) > 1:
            return None
        if not inside or site.assertion.count(inside[0]) != 1:
            out.append(None)  # no expected side, or one that occurs twice: not rewritten
            continue
        k = at + site.assertion.index(inside[0])
        out.append((k, k + len(inside[0])))
    return out


def final_cell(cell: str, language: str, old: dict[int, str], new: dict[int, str]) -> str | None:
    """``cell`` with each site whose observation changed expecting the new one, or None."""
    if set(old) != set(new):
        return None  # another control flow: the cell's assertions would not read alike
    spans = _site_expected(cell, language)
    if spans is None:
        return None
    edits: list[tuple[int, int, str]] = []
    for index in sorted(new):
        if new[index] == old[index]:
            continue
        span = spans[index] if index < len(spans) else None
        if span is None:
            return None
        text = rewrite_expected(cell[span[0]:span[1]], language, old[index], new[index])
        if text is None:
            return None
        edits.append((span[0], span[1], text))
    out, pos = [], 0
    for start, end, text in sorted(edits):
        out += [cell[pos:start], text]
        pos = end
    return "".join(out) + cell[pos:]


# --- running ------------------------------------------------------------------------------------


def _observe_all(sandbox: Any, code: str, cells: Sequence[str],
                 ) -> list[dict[int, str] | None]:
    """Observations of each cell's probe against ``code`` (None where it did not complete)."""
    probes = [_probe(sandbox.language, c) for c in cells]
    sources = [p.source if p is not None else "" for p in probes]
    ok = [n for n, s in enumerate(sources) if s]
    got = _observed_by_batch(sandbox, code, [sources[n] for n in ok])
    out: list[dict[int, str] | None] = [None] * len(cells)
    for n, obs in zip(ok, got, strict=True):
        out[n] = obs
    return out


def _observed_by_batch(sandbox: Any, code: str, sources: Sequence[str],
                       ) -> list[dict[int, str] | None]:
    if not sources:
        return []
    tests = tuple(TestCase(f"a{n}", s) for n, s in enumerate(sources))
    result = sandbox.run_assertions(Job(code=code, tests=tests, limits=LIMITS))
    if result.status == "setup_error" and len(sources) > 1:
        half = len(sources) // 2
        return (_observed_by_batch(sandbox, code, sources[:half])
                + _observed_by_batch(sandbox, code, sources[half:]))
    observed = result.extra.get("observed", {})
    out: list[dict[int, str] | None] = []
    for test in tests:
        outcome = result.outcome(test.id)
        if outcome is None or outcome.status != "passed":
            out.append(None)
            continue
        out.append({int(site): str(text) for site, text in observed.get(test.id, [])})
    return out


def _passes(sandbox: Any, code: str, cells: Sequence[str]) -> list[bool]:
    """Whether ``code`` passes each cell as written (its assertions decide)."""
    if not cells:
        return []
    tests = tuple(TestCase(f"a{n}", c) for n, c in enumerate(cells))
    result = sandbox.run_assertions(Job(code=code, tests=tests, limits=LIMITS))
    if result.status == "setup_error" and len(cells) > 1:
        half = len(cells) // 2
        return _passes(sandbox, code, cells[:half]) + _passes(sandbox, code, cells[half:])
    return [(o := result.outcome(t.id)) is not None and o.status == "passed" for t in tests]


def _agreed(runs: Sequence[list[dict[int, str] | None]]) -> list[dict[int, str] | None]:
    out = list(runs[0])
    for run in runs[1:]:
        out = [a if a is not None and a == b else None for a, b in zip(out, run, strict=True)]
    return out


def amplify_language_task(task: Task, sandbox: Any, *, per_cell: int = PER_CELL,
                          per_instruction: int = PER_INSTRUCTION_LANG,
                          seed_tag: str = "") -> Amplified:
    """The held-out cells of every instruction of a language task.

    Each reference runs two jobs in all (every instruction's probes, then every kept cell as
    written): a compiled language pays a compile per job, not per cell.

    Args:
        task: A task in one of :data:`LANGUAGES`, with references.
        sandbox: That language's :class:`~codeloop.envs.sandbox.languages.sandbox.LanguageSandbox`.
        per_cell: Candidates tried per authored cell.
        per_instruction: Most cells kept per instruction.
        seed_tag: Mixed into the seed (another tag: another, independent sample).

    Returns:
        The kept cells per instruction id (``base`` included), in a stable order.
    """
    out = Amplified()
    if task.language not in LANGUAGES or not task.references:
        return out
    plans: dict[str, tuple[list[str], list[str], list[int], list[str]]] = {}
    for iid in [BASE_ID, *(i.id for i in task.instructions)]:
        authored = [src for check in task.checks_of(iid)
                    if check.is_test and not check.amplified
                    for src in check.params.get("tests", [])]
        origin: list[int] = []
        cands: list[str] = []
        for n, src in enumerate(authored):
            rng = random.Random(stable_seed(seed_tag, task.id, iid, str(n)))
            made = [c for c in candidates(src, task.language, rng, per_cell)
                    if c not in authored and c not in cands]
            cands += made
            origin += [n] * len(made)
        codes = reference_codes(task, iid)
        if cands and codes:
            plans[iid] = (authored, cands, origin, codes)
    # One probe job per reference: the candidates of every instruction active in it, and the
    # authored cells of those whose first reference it is (which sites changed, and how).
    every = list(dict.fromkeys(code for plan in plans.values() for code in plan[3]))
    seen: dict[tuple[str, str], list[dict[int, str] | None]] = {}
    for code in every:
        batch: list[tuple[str, str, list[str]]] = []
        for iid, (authored, cands, _, codes) in plans.items():
            if code in codes:
                batch.append((iid, "cands", cands))
            if code == codes[0]:
                batch.append((iid, "authored", authored))
        got = _observe_all(sandbox, code, [c for _, _, cells in batch for c in cells])
        at = 0
        for iid, what, cells in batch:
            key = (iid, what)
            part = got[at:at + len(cells)]
            at += len(cells)
            if what == "authored":
                seen[key] = part
            else:
                seen[key] = part if key not in seen else _agreed([seen[key], part])
    kept_of: dict[str, list[str]] = {}
    for iid, (authored, cands, origin, _) in plans.items():
        before, agreed = seen[(iid, "authored")], seen[(iid, "cands")]
        kept: list[str] = []
        for cand, n, obs in zip(cands, origin, agreed, strict=True):
            old = before[n]
            final = (None if obs is None or old is None
                     else final_cell(cand, task.language, old, obs))
            if final is not None and final not in authored and \
                    len(final) <= len(authored[n]) + MAX_GROWTH:
                kept.append(final)
        kept_of[iid] = list(dict.fromkeys(kept))
    # The cells as written hold on every reference (one job per reference).
    for code in every:
        batch2 = [(iid, kept_of[iid]) for iid, plan in plans.items() if code in plan[3]]
        passed = _passes(sandbox, code, [c for _, cells in batch2 for c in cells])
        at = 0
        for iid, cells in batch2:
            ok = passed[at:at + len(cells)]
            at += len(cells)
            kept_of[iid] = [c for c, good in zip(cells, ok, strict=True) if good]
    for iid, (_, cands, _, _) in plans.items():
        kept = kept_of[iid]
        out.dropped[iid] = len(cands) - len(kept)
        if len(kept) > per_instruction:
            rng = random.Random(stable_seed(seed_tag, task.id, iid, "keep"))
            chosen = sorted(rng.sample(range(len(kept)), per_instruction))
            kept = [kept[k] for k in chosen]
        if kept:
            out.units[iid] = kept
    return out
