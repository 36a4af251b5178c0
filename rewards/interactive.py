"""Metrics for interactive settings, as pure functions of episodes.

Per episode:

- **IFE** (CodeIF-Bench, dynamic setting): see
  :func:`codeloop.rewards.metrics.instruction_following_efficiency`.
- **Turns to satisfy** an instruction: rounds from the round that introduced it to the first
  round whose answer passes it, that round included (1 = satisfied at once); None when never
  satisfied while active. Instructions never active (superseded in the round that introduced
  them) are left out.
- **Solved round** (ConvCodeWorld's success): the first round whose answer passes every
  instruction the developer ended up asking for (the last round's active set), all of them
  active at that round. **MRR** is the mean over episodes of ``1 / solved round`` (0 when never
  solved); **recall** is the share of episodes solved at all, and ``recall@k`` within ``k``
  rounds.
- **Instruction MRR**: the mean over instructions of ``1 / turns to satisfy`` (0 when never).
- **Repair satisfaction** (MultiCodeIF): the share of active constraints the answer satisfies
  after the first answer (round 0) and after each repair round; an episode that ended early
  (everything satisfied) keeps its last value for the later rounds, as MultiCodeIF counts a
  repaired task as repaired. ``all_satisfied`` is the same with 1 only when every constraint
  passes (MultiCodeIF's HSR).
- **Rounds without a verdict**, as in :mod:`codeloop.rewards.metrics`: an errored round (the
  machine could not judge it) satisfies nothing and has no repair satisfaction (None, left out
  of the averages) but still counts as a round played; an instruction *not judged* at a round
  (an LLM-judged check with no judge) is neither satisfied nor violated there. An instruction
  never judged while active has no turns-to-satisfy (left out), an episode whose final target
  was never judged has no solved round (left out of MRR and recall, counted in ``unjudged``).
- **Interventions** of the simulator: LLM attempts, leaks caught, regenerations, rejected
  messages, fallbacks to the template, endpoint errors (read from ``decision.meta.voice``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from codeloop.rewards.episode import Episode
from codeloop.rewards.metrics import aggregate, instruction_following_efficiency


def turns_to_satisfy(episode: Episode) -> dict[str, int | None]:
    """Rounds each introduced instruction took to be satisfied (None: never, while active).

    Args:
        episode: A played episode.

    Returns:
        Instruction id (``"base"`` included) -> rounds, in the order introduced.
    """
    out: dict[str, int | None] = {}
    start: dict[str, int] = {}
    ever_active: set[str] = set()
    ever_judged: set[str] = set()
    for turn in episode.turns:
        for iid in turn.introduced:
            if iid not in start:
                start[iid] = turn.turn
                out[iid] = None
        ever_active.update(turn.active)
        ever_judged.update(i for i in turn.active if turn.has_verdict(i))
        for iid in turn.active:
            if iid in start and out.get(iid) is None and turn.passed(iid):
                out[iid] = turn.turn - start[iid] + 1
    # An instruction superseded in the round that introduced it was never asked for on its
    # own (e.g. the base tests next to a functionality extension): it is not counted; nor is
    # one that no round could judge (unknown, not "never satisfied").
    return {iid: n for iid, n in out.items() if iid in ever_active and iid in ever_judged}


def solved_round(episode: Episode) -> int | None:
    """The first round whose answer meets everything finally asked for, or None.

    The target is the last round's active set (dropped and superseded instructions are not
    asked for any more); a round counts only when all of the target is active at that round.
    """
    if not episode.turns:
        return None
    target = _judged_target(episode)
    for turn in episode.turns:
        if target and target <= set(turn.active) and all(turn.passed(i) for i in target):
            return turn.turn
    return None


def _judged_target(episode: Episode) -> set[str]:
    """What was finally asked for, less the instructions no round could judge."""
    target = set(episode.turns[-1].active) if episode.turns else set()
    return {i for i in target if any(t.has_verdict(i) for t in episode.turns)}


def instruction_mrr(episode: Episode) -> float:
    """Mean over introduced instructions of ``1 / turns to satisfy`` (0 for never)."""
    values = [1.0 / n if n else 0.0 for n in turns_to_satisfy(episode).values()]
    return sum(values) / len(values) if values else 0.0


def repair_satisfaction(episode: Episode, rounds: int | None = None,
                        strict: bool = False) -> list[float | None]:
    """Share of active constraints satisfied after the first answer and each repair round.

    Args:
        episode: A played episode (typically of the ``repair`` strategy).
        rounds: Pad to ``rounds + 1`` values with the last one (an episode that stopped early
            stays satisfied); None: no padding.
        strict: 1 only when every constraint passes, else 0 (MultiCodeIF's HSR).

    Returns:
        One value per round, round 0 first; None for a round without a verdict (errored, or
        no active constraint judged), which the averages leave out.
    """
    out: list[float | None] = []
    for turn in episode.turns:
        ids = [i for i in turn.active if turn.has_verdict(i)]
        passed = sum(1 for i in ids if turn.passed(i))
        if not ids:
            out.append(None)
        elif strict:
            out.append(1.0 if passed == len(ids) else 0.0)
        else:
            out.append(passed / len(ids))
    if rounds is not None and out:
        out.extend([out[-1]] * max(0, rounds + 1 - len(out)))
    return out


INTERVENTION_KEYS = ("messages", "llm_messages", "attempts", "leaks_caught", "regenerations",
                     "rejected", "fallbacks", "errors", "agent_messages")


def interventions(episode: Episode) -> dict[str, int]:
    """Counts what the simulator's guards did in an episode.

    Returns:
        ``messages`` (developer messages), ``llm_messages`` (worded by an LLM and kept),
        ``attempts`` (LLM calls), ``leaks_caught``, ``regenerations``, ``rejected`` (attempts
        refused for a leak, an empty or an overlong message), ``fallbacks`` (template used
        instead), ``errors`` (endpoint failures), ``agent_messages`` (worded by an external
        developer agent and kept).
    """
    counts = dict.fromkeys(INTERVENTION_KEYS, 0)
    for turn in episode.turns:
        counts["messages"] += 1
        notes = turn.decision.get("meta", {}).get("voice")
        if not notes:
            continue
        attempts = notes.get("attempts", [])
        counts["attempts"] += len(attempts)
        counts["errors"] += sum(1 for a in attempts if a.get("outcome") == "error")
        counts["leaks_caught"] += int(notes.get("leaks_caught", 0))
        counts["regenerations"] += int(notes.get("regenerations", 0))
        counts["rejected"] += int(notes.get("rejected", 0))
        counts["fallbacks"] += int(bool(notes.get("fallback")))
        source = notes.get("source")
        counts["llm_messages"] += int(source == "llm")
        counts["agent_messages"] += int(source == "agent")
    return counts


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def summarize_interactive(episodes: Iterable[Episode], recall_at: Sequence[int] = (1, 2, 3, 5),
                          repair_rounds: int | None = None) -> dict[str, Any]:
    """Interactive metrics over a group of episodes (errored ones excluded and counted).

    Args:
        episodes: Episodes to summarise together.
        recall_at: The ``k`` of the reported ``recall@k``.
        repair_rounds: Pad repair satisfaction to this many rounds (default: the longest
            episode's).

    Returns:
        ``{"episodes", "errored", "unjudged", "IFE", "turns_to_satisfy", "satisfied_share",
        "instruction_mrr", "mrr", "recall", "recall_at", "repair_satisfaction",
        "repair_all_satisfied", "interventions"}``; per-turn figures use
        :func:`codeloop.rewards.metrics.aggregate`.
    """
    eps = list(episodes)
    ok = [e for e in eps if e.status == "completed" and e.turns]
    # An episode whose final target no round could judge is neither solved nor unsolved.
    knowable = [e for e in ok if _judged_target(e)]
    solved = [solved_round(e) for e in knowable]
    tts = [n for e in ok for n in turns_to_satisfy(e).values()]
    rounds = repair_rounds if repair_rounds is not None else \
        max((len(e.turns) - 1 for e in ok), default=0)
    totals = dict.fromkeys(INTERVENTION_KEYS, 0)
    for e in ok:
        for k, v in interventions(e).items():
            totals[k] += v
    return {
        "episodes": len(eps),
        "errored": len(eps) - len(ok),
        "unjudged": len(ok) - len(knowable),
        "IFE": aggregate([instruction_following_efficiency(e) for e in ok]),
        "turns_to_satisfy": _mean([float(n) for n in tts if n is not None]),
        "satisfied_share": _mean([1.0 if n is not None else 0.0 for n in tts]),
        "instruction_mrr": _mean([instruction_mrr(e) for e in ok]),
        "mrr": _mean([1.0 / s if s else 0.0 for s in solved]),
        "recall": _mean([1.0 if s else 0.0 for s in solved]),
        "recall_at": {str(k): _mean([1.0 if s and s <= k else 0.0 for s in solved])
                      for k in recall_at},
        "repair_satisfaction": aggregate([repair_satisfaction(e, rounds) for e in ok]),
        "repair_all_satisfied": aggregate([repair_satisfaction(e, rounds, strict=True)
                                           for e in ok]),
        "interventions": totals,
    }


def summarize_by_developer(episodes: Iterable[Episode]) -> dict[str, dict[str, Any]]:
    """Interactive metrics per (policy, developer), for comparing strategies side by side.

    Returns:
        ``{"POLICY | DEVELOPER": summarize_interactive(...)}`` in sorted order.
    """
    groups: dict[str, list[Episode]] = {}
    for ep in episodes:
        groups.setdefault(f"{ep.policy} | {ep.developer}", []).append(ep)
    return {key: summarize_interactive(groups[key]) for key in sorted(groups)}


def comparison_rows(summaries: Mapping[str, Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Flat rows (one per group) of the headline interactive figures, for tables and reports."""
    rows = []
    for key, s in summaries.items():
        rows.append({
            "group": key,
            "episodes": s["episodes"],
            "IFE": s["IFE"]["mean"],
            "MRR": s["mrr"],
            "recall": s["recall"],
            "instr_MRR": s["instruction_mrr"],
            "turns_to_satisfy": s["turns_to_satisfy"],
            "satisfied": s["satisfied_share"],
            "final_repair_sat": (s["repair_satisfaction"]["per_turn"][-1]
                                 if s["repair_satisfaction"]["per_turn"] else None),
            "leaks_caught": s["interventions"]["leaks_caught"],
            "fallbacks": s["interventions"]["fallbacks"],
        })
    return rows
