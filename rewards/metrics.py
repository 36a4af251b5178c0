"""Per-turn metrics of CodeIF-Bench, as pure functions of an episode.

Notation: at round ``n`` the answer is ``A_n``; ``T_i`` are the check units (tests and static
rules) of instruction ``i``; the *active* instructions at round ``n`` are those given so far,
less the ones a later instruction superseded (functionality extension replaces the base
tests) and the ones a dynamic developer dropped.

- IA_n  = 1 if ``A_n`` passes every unit of the round's focus instruction, else 0.
- CA_n  = (units of active instructions passed by ``A_n``) / (units of active instructions).
- IFR_n = |{i active : i passed at some round m < n, and A_n fails i}|
          / |{i active : i passed at some round m < n}|; 0 when the denominator is 0 (nothing
          followed yet, so nothing can be forgotten).
- IFE_n = (units of active instructions passed by ``A_n``) / n   (dynamic setting; every round
          counts, feedback rounds included).

Run-level figures average each per-turn value over the episodes that reached that turn
(``per_turn``) and over all (episode, turn) pairs (``mean``), as CodeIF-Bench reports them.
Errored episodes are excluded and counted separately.

Not judged (an LLM-judged check with no judge configured): such units and instructions are
left out of every formula, never counted as failures. IA_n is None when the focus instruction
is not judged, CA_n is None when no active unit was judged, and IFR leaves not-judged
instructions out of both sets; :func:`aggregate` skips the Nones and :func:`summarize` counts
the not-judged units and instructions apart.

Errored turns (the machine could not judge the answer: its sandbox job could not run, even on
a fresh worker; see :mod:`codeloop.envs.sandbox.retry`): every metric is None at such a turn,
so :func:`aggregate` leaves it out, it adds nothing to the instructions IFR counts as followed,
and :func:`summarize` counts errored turns and their reasons apart. Never scored 0.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from codeloop.rewards.episode import Episode, TurnRecord


def _judged(turn: TurnRecord, iid: str) -> bool:
    verdict = turn.verdicts.get(iid)
    return verdict is None or verdict.judged


def instruction_accuracy(episode: Episode) -> list[float | None]:
    """IA per round: 1.0 when the answer passes the focus instruction's checks, else 0.0.

    Args:
        episode: A played episode.

    Returns:
        One value per round; None where the focus instruction was not judged, or the turn
        errored.
    """
    return [None if t.errored else (1.0 if t.passed(t.focus) else 0.0)
            if _judged(t, t.focus) else None for t in episode.turns]


def _unit_counts(turn: TurnRecord) -> tuple[int, int]:
    passed = total = 0
    for iid in turn.active:
        verdict = turn.verdicts.get(iid)
        if verdict is None:
            continue
        passed += verdict.n_passed
        total += verdict.n_units
    return passed, total


def conversation_accuracy(episode: Episode) -> list[float | None]:
    """CA per round: share of the active instructions' judged check units that the answer passes.

    Args:
        episode: A played episode.

    Returns:
        One value per round (0.0 for a round with no units, which a valid task never has;
        None for a round whose every unit was not judged, or that errored).
    """
    out: list[float | None] = []
    for turn in episode.turns:
        if turn.errored:
            out.append(None)
            continue
        passed, total = _unit_counts(turn)
        not_judged = any(not v.judged for v in turn.verdicts.values())
        out.append(passed / total if total else (None if not_judged else 0.0))
    return out


def instruction_forgetting_ratio(episode: Episode) -> list[float | None]:
    """IFR per round: share of previously followed active instructions that the answer breaks.

    Args:
        episode: A played episode.

    Returns:
        One value per round; 0.0 while no active instruction has been followed before; None
        for an errored round (which follows nothing either).
    """
    out: list[float | None] = []
    followed: set[str] = set()
    for turn in episode.turns:
        if turn.errored:
            out.append(None)
            continue
        earlier = [iid for iid in turn.active if iid in followed and _judged(turn, iid)]
        forgotten = [iid for iid in earlier if not turn.passed(iid)]
        out.append(len(forgotten) / len(earlier) if earlier else 0.0)
        followed.update(iid for iid in turn.active if turn.passed(iid))
    return out


def instruction_following_efficiency(episode: Episode) -> list[float | None]:
    """IFE per round: active check units passed by the answer, divided by the round number.

    Args:
        episode: A played episode.

    Returns:
        One value per round; None for an errored round (later rounds still divide by their
        own round number: the round was played).
    """
    return [None if t.errored else _unit_counts(t)[0] / t.turn for t in episode.turns]


PerEpisodeMetric = Callable[[Episode], list[float | None]]

METRICS: dict[str, PerEpisodeMetric] = {
    "IA": instruction_accuracy,
    "CA": conversation_accuracy,
    "IFR": instruction_forgetting_ratio,
    "IFE": instruction_following_efficiency,
}
"""The per-turn metrics every summary reports (IFE matters most for dynamic developers)."""


def aggregate(values: Sequence[Sequence[float | None]]) -> dict[str, Any]:
    """Averages per-episode per-turn lists.

    Args:
        values: One per-turn list per episode (lists may differ in length); None values (not
            judged) are left out.

    Returns:
        ``{"per_turn": [...], "n_per_turn": [...], "mean": float}``; ``per_turn[k]`` averages
        the episodes that reached round ``k + 1``; ``mean`` averages every (episode, round).
    """
    longest = max((len(v) for v in values), default=0)
    per_turn, counts = [], []
    for k in range(longest):
        col = [x for x in (v[k] for v in values if len(v) > k) if x is not None]
        per_turn.append(sum(col) / len(col) if col else 0.0)
        counts.append(len(col))
    flat = [x for v in values for x in v if x is not None]
    return {
        "per_turn": per_turn,
        "n_per_turn": counts,
        "mean": sum(flat) / len(flat) if flat else 0.0,
    }


def summarize(
    episodes: Iterable[Episode], metrics: dict[str, PerEpisodeMetric] | None = None
) -> dict[str, Any]:
    """Summarises episodes per policy.

    Args:
        episodes: Episodes of one or several policies.
        metrics: Metric name -> per-episode function; defaults to :data:`METRICS`.

    Returns:
        ``{policy: {"episodes": n, "errored": n, "metrics": {name: aggregate(...)}}}``, with
        policies in sorted order so that the output is stable; plus ``not_judged`` and
        ``errored_turns`` (:func:`errored_turn_counts`) when there are any.
    """
    metrics = metrics or METRICS
    by_policy: dict[str, list[Episode]] = {}
    for ep in episodes:
        by_policy.setdefault(ep.policy, []).append(ep)
    out: dict[str, Any] = {}
    for policy in sorted(by_policy):
        eps = sorted(by_policy[policy], key=lambda e: (e.task_id, e.seed or 0))
        ok = [e for e in eps if e.status == "completed"]
        out[policy] = {
            "episodes": len(eps),
            "errored": len(eps) - len(ok),
            "metrics": {name: aggregate([fn(e) for e in ok]) for name, fn in metrics.items()},
        }
        if (nj := not_judged_counts(ok))["units"]:
            out[policy]["not_judged"] = nj
        if (errored := errored_turn_counts(ok))["turns"]:
            out[policy]["errored_turns"] = errored
    return out


def errored_turn_counts(episodes: Iterable[Episode]) -> dict[str, Any]:
    """Turns the machine could not judge, and why (left out of every metric).

    Returns:
        ``{"turns": n, "reasons": {first line of the reason: n}}``, reasons sorted.
    """
    reasons: dict[str, int] = {}
    for ep in episodes:
        for turn in ep.turns:
            if turn.errored:
                lines = (turn.error or "").strip().splitlines()
                why = lines[0] if lines else "unknown"
                reasons[why] = reasons.get(why, 0) + 1
    return {"turns": sum(reasons.values()), "reasons": dict(sorted(reasons.items()))}


def not_judged_counts(episodes: Iterable[Episode]) -> dict[str, int]:
    """Check units and (turn, instruction) verdicts nobody could judge, over judged rounds.

    A round the machine could not judge at all is counted by :func:`errored_turn_counts`, not
    here: its verdicts (every unit *not judged*, see ``envs/judging.judge_code``) say nothing
    more, and counting them twice would charge one fault to both columns.

    Returns:
        ``{"units": n, "instructions": n}`` (instructions: verdicts whose state is
        ``not judged``; they are left out of IA, CA and IFR).
    """
    units = instructions = 0
    for ep in episodes:
        for turn in ep.turns:
            if turn.errored:
                continue
            for verdict in turn.verdicts.values():
                units += verdict.n_not_judged
                instructions += not verdict.judged
    return {"units": units, "instructions": instructions}
