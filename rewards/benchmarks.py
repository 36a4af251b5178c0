"""The published benchmarks' own headline figures, as pure functions of episodes.

Reported next to IA/CA/IFR/IFE so that a run can be compared with a paper's table:

- CodeIF-Bench: pass rate per mode and per strategy. A scored round passes when its answer
  passes every test of the round (base tests and the requirements so far, as CodeIF-Bench's
  harness runs them in one file). Scored rounds: ``base`` and ``single-round`` the one answer;
  ``two-round`` the answer to the requirement (round 2); ``n-round`` and codeloop's
  ``conversation`` every instruction round.
- MultiCodeIF: single-level satisfaction per constraint type, per round of a repair run
  (round 0 is the first answer; a task counts as satisfied from the round it first passes),
  and multi-level SSR and HSR per level: at level k (round k + 1) SSR is the share of the
  chain's k + 1 constraints the answer satisfies, HSR the share of chains satisfying all.

The task ids the loaders give are declared here (:func:`codeif_task_id`,
:func:`multicodeif_task_id`), so that the figures can tell a mode, a strategy or a constraint
type from an episode alone. Not-judged verdicts are left out, as in
:mod:`codeloop.rewards.metrics`.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from codeloop.rewards.episode import BASE_ID, Episode, TurnRecord

CODEIF_PREFIX = "codeif-bench/"
MULTICODEIF_PREFIX = "multicodeif/"
CODEIF_MODES = ("conversation", "base", "single-round", "two-round", "n-round")
"""CodeIF-Bench modes: codeloop's conversation (default) and the benchmark's four ways."""


def codeif_task_id(original_id: Any, mode: str, strategy_key: str | None = None) -> str:
    """``codeif-bench/ID`` (conversation), ``codeif-bench/MODE/ID[/STRATEGY]`` otherwise."""
    if mode == "conversation":
        return f"{CODEIF_PREFIX}{original_id}"
    return f"{CODEIF_PREFIX}{mode}/{original_id}" + (f"/{strategy_key}" if strategy_key else "")


def parse_codeif_task_id(task_id: str) -> tuple[str, str | None] | None:
    """``(mode, strategy key or None)`` of a CodeIF-Bench task id, or None for another id."""
    if not task_id.startswith(CODEIF_PREFIX):
        return None
    parts = task_id[len(CODEIF_PREFIX):].split("/")
    if len(parts) >= 2 and parts[0] in CODEIF_MODES:
        return parts[0], (parts[2] if len(parts) > 2 else None)
    return "conversation", None


def multicodeif_task_id(file_stem: str, first_id: Any) -> str:
    """``multicodeif/STEM-ID``: the file's constraint type and the (first) record's id."""
    return f"{MULTICODEIF_PREFIX}{file_stem}-{first_id}"


MULTICODEIF_TYPES = (
    "algorithm_space_complexity", "algorithm_time_complexity", "algorithm_type",
    "code_contextual", "code_convention_brace_block_formatting",
    "code_convention_comment_formatting", "code_convention_declaration_style",
    "code_convention_indentation_spacing", "code_convention_naming_convention",
    "data_structure_operation", "data_structure_size", "data_structure_type", "example",
    "input_output_input_order", "input_output_input_range", "input_output_input_type",
    "input_output_output_order", "input_output_output_range", "input_output_output_type",
    "non_functional_requirements", "situation", "syntax_advanced_syntax", "syntax_framework",
    "syntax_function", "syntax_language_type", "syntax_language_version", "syntax_library",
    "data_structure",
)
"""MultiCodeIF's file stems: the single-level types, and the multi-level ``data_structure``."""

REPAIR_ROUNDS = 4
"""MultiCodeIF's self-repair rounds (R1-R4)."""


def multicodeif_type_of(file_stem: str) -> str:
    """The constraint type a MultiCodeIF file is about, from its stem.

    Dataset files are named after the type (``syntax_library``); recorded responses add the
    model and a timestamp (``syntax_library_gpt-4o_20250530_125519``).
    """
    known = [t for t in MULTICODEIF_TYPES if file_stem == t or file_stem.startswith(t + "_")]
    if known:
        return max(known, key=len)
    return re.sub(r"_\d{8}_\d{6}$", "", file_stem).rsplit("_", 1)[0]


def _round_state(turn: TurnRecord, ids: Sequence[str]) -> bool | None:
    """True/False when every listed verdict passes / one fails; None when not judged.

    None too for an errored round (no verdict at all: never a failure).
    """
    if turn.errored:
        return None
    verdicts = [turn.verdicts[i] for i in ids if i in turn.verdicts]
    if any(v.judged and not v.passed for v in verdicts) or not verdicts:
        return False
    if any(not v.judged for v in verdicts):
        return None
    return True


def _rate(values: list[bool]) -> dict[str, Any]:
    return {"pass_rate": sum(values) / len(values) if values else 0.0, "n": len(values)}


def codeif_bench_pass_rates(episodes: Iterable[Episode]) -> dict[str, Any]:
    """CodeIF-Bench's pass rate per mode and per strategy (completed episodes only).

    Returns:
        ``{mode: {"pass_rate", "n", "per_strategy": {strategy: {"pass_rate", "n"}}}}``; empty
        when no episode is a CodeIF-Bench one.
    """
    scored: dict[str, dict[str, list[bool]]] = defaultdict(lambda: defaultdict(list))
    for ep in episodes:
        parsed = parse_codeif_task_id(ep.task_id)
        if parsed is None or ep.status != "completed" or not ep.turns:
            continue
        mode, key = parsed
        if mode in ("base", "single-round"):
            rounds = [(ep.turns[0], key or "base")]
        elif mode == "two-round":
            rounds = [(t, ep.categories.get(t.focus, t.focus)) for t in ep.turns[1:2]]
        else:
            rounds = [(t, ep.categories.get(t.focus, t.focus)) for t in ep.turns
                      if t.kind == "instruction" and t.focus != BASE_ID]
        for turn, strategy in rounds:
            state = _round_state(turn, turn.active)
            if state is not None:
                scored[mode][strategy].append(state)
    out: dict[str, Any] = {}
    for mode in CODEIF_MODES:
        if mode in scored:
            flat = [x for v in scored[mode].values() for x in v]
            out[mode] = {**_rate(flat), "per_strategy": {
                s: _rate(v) for s, v in sorted(scored[mode].items())}}
    return out


def _stem(task_id: str) -> str:
    return task_id[len(MULTICODEIF_PREFIX):].rsplit("-", 1)[0]


def multicodeif_rates(episodes: Iterable[Episode]) -> dict[str, Any]:
    """MultiCodeIF's figures (completed episodes only).

    Single level: satisfaction per constraint type and per repair round; multi level: SSR and
    HSR per level.

    Returns:
        ``{"single_level": {"satisfaction", "n", "per_type": {...}, "per_round": [...]},
        "multi_level": {"levels": [{"level", "ssr", "hsr", "n", "n_open", "coverage",
        "ssr_all", "n_all", "hsr_low", "hsr_high"}, ...]}}`` (keys only for the kinds present;
        see the module doc).
    """
    single: dict[str, list[bool]] = defaultdict(list)
    first_pass: list[int | None] = []
    n_rounds = 0
    # level -> (share satisfied of the judged constraints, passed all judged, every one judged)
    levels: dict[int, list[tuple[float, bool, bool]]] = defaultdict(list)
    for ep in episodes:
        if not ep.task_id.startswith(MULTICODEIF_PREFIX) or ep.status != "completed" \
                or not ep.turns:
            continue
        chain = [i for i in ep.categories if i != BASE_ID]
        if not chain:
            states = [_round_state(t, [BASE_ID]) for t in ep.turns]
            if states[0] is None:
                continue
            single[_stem(ep.task_id)].append(bool(states[0]))
            first_pass.append(next((r for r, s in enumerate(states) if s), None))
            n_rounds = max(n_rounds, len(states))
            continue
        order = [BASE_ID, *chain]
        for k, turn in enumerate(ep.turns[:len(order)]):
            if turn.errored:
                continue
            verdicts = [turn.verdicts[i] for i in order[:k + 1] if i in turn.verdicts]
            judged = [v for v in verdicts if v.judged]
            if not judged:
                continue
            ssr = sum(v.passed for v in judged) / len(judged)
            levels[k].append((ssr, ssr == 1.0, len(judged) == k + 1))
    out: dict[str, Any] = {}
    if single:
        flat = [x for v in single.values() for x in v]
        per_round = [sum(1 for f in first_pass if f is not None and f <= r) / len(first_pass)
                     for r in range(n_rounds)]
        out["single_level"] = {"satisfaction": sum(flat) / len(flat), "n": len(flat),
                               "per_type": {t: {"satisfaction": sum(v) / len(v), "n": len(v)}
                                            for t, v in sorted(single.items())},
                               "per_round": per_round}
    if levels:
        out["multi_level"] = {"levels": [_level(k, v) for k, v in sorted(levels.items())]}
    return out


def _level(k: int, values: list[tuple[float, bool, bool]]) -> dict[str, Any]:
    """One level's figures: SSR and HSR over the fully judged chains, with coverage."""
    full = [(s, h) for s, h, complete in values if complete]
    n_all = len(values)
    return {"level": k, "n": len(full), "n_hsr": len(full), "n_open": n_all - len(full),
            "coverage": len(full) / n_all if n_all else 0.0,
            "ssr": sum(s for s, _ in full) / len(full) if full else 0.0,
            "hsr": sum(h for _, h in full) / len(full) if full else 0.0,
            "ssr_all": sum(s for s, _, _ in values) / n_all if n_all else 0.0, "n_all": n_all,
            "hsr_low": sum(h and c for _, h, c in values) / n_all if n_all else 0.0,
            "hsr_high": sum(h for _, h, _ in values) / n_all if n_all else 0.0}


def benchmark_summary(episodes: Sequence[Episode]) -> dict[str, Any]:
    """The benchmarks' own figures for a policy's episodes (only the benchmarks present)."""
    out: dict[str, Any] = {}
    if codeif := codeif_bench_pass_rates(episodes):
        out["codeif_bench"] = codeif
    if multi := multicodeif_rates(episodes):
        out["multicodeif"] = multi
    return out
