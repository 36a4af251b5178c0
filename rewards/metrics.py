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
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from codeloop.rewards.episode import Episode, TurnRecord


def instruction_accuracy(episode: Episode) -> list[float]:
    """IA per round: 1.0 when the answer passes the focus instruction's checks, else 0.0.

    Args:
        episode: A played episode.

    Returns:
        One value per round.
    """
    return [1.0 if t.passed(t.focus) else 0.0 for t in episode.turns]


def _unit_counts(turn: TurnRecord) -> tuple[int, int]:
    passed = total = 0
    for iid in turn.active:
        verdict = turn.verdicts.get(iid)
        if verdict is None:
            continue
        passed += verdict.n_passed
        total += verdict.n_units
    return passed, total


def conversation_accuracy(episode: Episode) -> list[float]:
    """CA per round: share of the active instructions' check units that the answer passes.

    Args:
        episode: A played episode.

    Returns:
        One value per round (0.0 for a round with no units, which a valid task never has).
    """
    out = []
    for turn in episode.turns:
        passed, total = _unit_counts(turn)
        out.append(passed / total if total else 0.0)
    return out


def instruction_forgetting_ratio(episode: Episode) -> list[float]:
    """IFR per round: share of previously followed active instructions that the answer breaks.

    Args:
        episode: A played episode.

    Returns:
        One value per round; 0.0 while no active instruction has been followed before.
    """
    out = []
    followed: set[str] = set()
    for turn in episode.turns:
        earlier = [iid for iid in turn.active if iid in followed]
        forgotten = [iid for iid in earlier if not turn.passed(iid)]
        out.append(len(forgotten) / len(earlier) if earlier else 0.0)
        followed.update(iid for iid in turn.active if turn.passed(iid))
    return out


def instruction_following_efficiency(episode: Episode) -> list[float]:
    """IFE per round: active check units passed by the answer, divided by the round number.

    Args:
        episode: A played episode.

    Returns:
        One value per round.
    """
    return [_unit_counts(t)[0] / t.turn for t in episode.turns]


PerEpisodeMetric = Callable[[Episode], list[float]]

METRICS: dict[str, PerEpisodeMetric] = {
    "IA": instruction_accuracy,
    "CA": conversation_accuracy,
    "IFR": instruction_forgetting_ratio,
    "IFE": instruction_following_efficiency,
}
"""The per-turn metrics every summary reports (IFE matters most for dynamic developers)."""


def aggregate(values: Sequence[Sequence[float]]) -> dict[str, Any]:
    """Averages per-episode per-turn lists.

    Args:
        values: One per-turn list per episode (lists may differ in length).

    Returns:
        ``{"per_turn": [...], "n_per_turn": [...], "mean": float}``; ``per_turn[k]`` averages
        the episodes that reached round ``k + 1``; ``mean`` averages every (episode, round).
    """
    longest = max((len(v) for v in values), default=0)
    per_turn, counts = [], []
    for k in range(longest):
        col = [v[k] for v in values if len(v) > k]
        per_turn.append(sum(col) / len(col))
        counts.append(len(col))
    flat = [x for v in values for x in v]
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
        policies in sorted order so that the output is stable.
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
    return out
