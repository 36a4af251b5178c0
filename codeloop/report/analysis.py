"""Everything a report shows, computed once from runs and rendered as HTML or Markdown.

A *system* is one policy in one run (``run:policy`` when a report covers several runs, just the
policy otherwise). Every figure is a pure function of the episodes; the per-turn means and
headline means are exactly those of ``summary.json`` (:func:`codeloop.rewards.metrics.summarize`).
"""

from __future__ import annotations

import itertools
import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from codeloop.report.data import RunData
from codeloop.report.developers import (
    SettingRow,
    StrategyRow,
    setting_comparison,
    strategy_matrix,
)
from codeloop.report.stats import (
    bootstrap_mean_ci,
    bootstrap_ratio_ci,
    holm_adjust,
    sign_flip_pvalue,
)
from codeloop.rewards.episode import Episode, TurnKind, TurnRecord
from codeloop.rewards.metrics import METRICS, aggregate, instruction_following_efficiency

METRIC_NAMES = ("IA", "CA", "IFR")
"""The per-turn metrics of every report, in display order."""

HIGHER_IS_BETTER = {"IA": True, "CA": True, "IFR": False, "IFE": True}
"""Direction of each metric (IFR counts forgotten instructions: lower is better)."""

METRIC_TITLES = {
    "IA": "Instruction accuracy (IA)",
    "CA": "Conversation accuracy (CA)",
    "IFR": "Instruction forgetting ratio (IFR)",
    "IFE": "Instruction-following efficiency (IFE)",
}


def is_dynamic(episode: Episode) -> bool:
    """True when the episode has feedback rounds (a dynamic developer played it)."""
    return any(t.kind == TurnKind.FEEDBACK for t in episode.turns)


@dataclass(frozen=True)
class System:
    """One policy of one run.

    Attributes:
        run: The run's label.
        policy: The policy's name.
        name: Display name, unique within the report.
    """

    run: str
    policy: str
    name: str


@dataclass(frozen=True)
class Estimate:
    """A point estimate with a bootstrap confidence interval.

    Attributes:
        value: The estimate.
        low: Lower end of the interval.
        high: Upper end of the interval.
        n: Clusters (tasks) behind it.
    """

    value: float
    low: float
    high: float
    n: int

    def fmt(self, digits: int = 3) -> str:
        """``0.812 [0.770, 0.851]``, or just the value when the interval is degenerate."""
        if math.isnan(self.value):
            return "-"
        if math.isnan(self.low) or self.n < 2:
            return f"{self.value:.{digits}f}"
        return f"{self.value:.{digits}f} [{self.low:.{digits}f}, {self.high:.{digits}f}]"


@dataclass
class LeaderRow:
    """One system's line of the leaderboard.

    Attributes:
        system: The system.
        rank: 1 for the best CA (then IA, then IFR); equal figures share a rank.
        episodes: Episodes played.
        errored: Episodes that errored (excluded from the metrics).
        tasks: Distinct tasks with a completed episode.
        metrics: Metric name -> estimate with its task-bootstrap interval.
    """

    system: System
    rank: int
    episodes: int
    errored: int
    tasks: int
    metrics: dict[str, Estimate]


@dataclass
class Comparison:
    """A paired comparison of two systems on one metric, over the tasks both played.

    Attributes:
        metric: The metric.
        a: First system's name.
        b: Second system's name.
        n_tasks: Shared tasks.
        a_mean: Mean over the shared tasks of a's task means.
        b_mean: The same for b.
        diff: Mean over shared tasks of (a's task mean - b's task mean).
        low: Lower end of the bootstrap interval of ``diff``.
        high: Upper end.
        p: Sign-flip randomisation p-value.
        p_adj: Holm-adjusted p-value over the report's comparisons on the same metric.
        significant: ``p_adj < alpha``.
    """

    metric: str
    a: str
    b: str
    n_tasks: int
    a_mean: float
    b_mean: float
    diff: float
    low: float
    high: float
    p: float
    p_adj: float = 1.0
    significant: bool = False

    @property
    def better(self) -> str:
        """The system the difference favours (direction-aware: lower IFR is better)."""
        favours_a = self.diff > 0 if HIGHER_IS_BETTER[self.metric] else self.diff < 0
        return self.a if favours_a else self.b

    @property
    def worse(self) -> str:
        """The other system."""
        return self.b if self.better == self.a else self.a

    def sentence(self) -> str:
        """A one-line, human-readable statement, oriented from the better system."""
        verb = {"IA": "follows new instructions more often than",
                "CA": "keeps more of the conversation's checks passing than",
                "IFR": "forgets fewer instructions than"}.get(self.metric, "beats")
        if self.better == self.a:
            first, second, low, high = self.a_mean, self.b_mean, self.low, self.high
        else:
            first, second, low, high = self.b_mean, self.a_mean, -self.high, -self.low
        p = "p < 0.001" if self.p_adj < 0.001 else f"p = {self.p_adj:.3f}"
        return (f"{self.better} {verb} {self.worse}: {self.metric} {first:.3f} vs "
                f"{second:.3f}, difference {first - second:+.3f} (95% CI [{low:+.3f}, "
                f"{high:+.3f}]) over {self.n_tasks} shared tasks, Holm-adjusted {p}")


@dataclass
class CategoryStat:
    """How a system fares on the instructions of one category.

    Attributes:
        asked_passed: Instruction rounds focused on this category whose answer passed it.
        asked: Instruction rounds focused on this category (feedback rounds excluded).
        kept_passed: (round, active instruction of this category) pairs that passed.
        kept: (round, active instruction of this category) pairs.
    """

    asked_passed: int = 0
    asked: int = 0
    kept_passed: int = 0
    kept: int = 0

    @property
    def followed_rate(self) -> float:
        """Share of first requests followed at once (IA restricted to the category)."""
        return self.asked_passed / self.asked if self.asked else float("nan")

    @property
    def kept_rate(self) -> float:
        """Share of rounds in which an active instruction of the category holds."""
        return self.kept_passed / self.kept if self.kept else float("nan")


@dataclass
class TaskStat:
    """One system on one task, averaged over its completed episodes.

    Attributes:
        episodes: Completed episodes.
        ia: Mean IA over every (episode, round).
        ca: Mean CA over every (episode, round).
        ifr: Mean IFR over every (episode, round).
        final_ca: Mean CA of the last round.
        rounds: Mean rounds per episode.
    """

    episodes: int
    ia: float
    ca: float
    ifr: float
    final_ca: float
    rounds: float


@dataclass
class InstructionOutcome:
    """What became of one instruction in one episode.

    Attributes:
        instruction_id: The instruction.
        category: Its category.
        introduced_at: Round it was given.
        turns_to_satisfy: Rounds from its introduction to the first answer passing it
            (1: at once), or None when no answer passed it while it was active.
        feedback_rounds: Feedback rounds focused on it.
        dropped: Whether the developer gave up on it.
    """

    instruction_id: str
    category: str
    introduced_at: int
    turns_to_satisfy: int | None
    feedback_rounds: int
    dropped: bool


@dataclass
class DynamicStats:
    """Feedback-loop figures of one system over its dynamic episodes.

    Attributes:
        episodes: Dynamic episodes: those of a developer that gave feedback in some episode
            of the report (so a coder that never needed feedback is counted, with zero
            rounds).
        rounds_per_episode: Mean rounds per episode.
        feedback_per_episode: Mean feedback rounds per episode.
        feedback_per_instruction: Mean feedback rounds per instruction given.
        ife: Per-turn IFE aggregate (``per_turn``, ``n_per_turn``, ``mean``).
        final_ife: Mean IFE of the last round.
        outcomes: Every instruction's outcome.
    """

    episodes: int
    rounds_per_episode: float
    feedback_per_episode: float
    feedback_per_instruction: float
    ife: dict[str, Any]
    final_ife: float
    outcomes: list[InstructionOutcome] = field(default_factory=list)

    def tts_histogram(self, cap: int = 4) -> dict[str, int]:
        """Instructions by rounds needed: ``"1"``, ``"2"``, ... ``"≥cap"``, ``"never"``."""
        hist: dict[str, int] = {str(k): 0 for k in range(1, cap)}
        hist[f"≥{cap}"] = 0
        hist["never"] = 0
        for o in self.outcomes:
            if o.turns_to_satisfy is None:
                hist["never"] += 1
            elif o.turns_to_satisfy >= cap:
                hist[f"≥{cap}"] += 1
            else:
                hist[str(o.turns_to_satisfy)] += 1
        return hist

    @property
    def mean_turns_to_satisfy(self) -> float:
        """Mean rounds to satisfy, over the instructions that were satisfied."""
        done = [o.turns_to_satisfy for o in self.outcomes if o.turns_to_satisfy is not None]
        return sum(done) / len(done) if done else float("nan")

    @property
    def first_try_rate(self) -> float:
        """Share of instructions satisfied by the first answer after they were given."""
        if not self.outcomes:
            return float("nan")
        return sum(o.turns_to_satisfy == 1 for o in self.outcomes) / len(self.outcomes)

    @property
    def recovered_rate(self) -> float:
        """Among instructions missed at first, the share satisfied later (feedback's gain)."""
        missed = [o for o in self.outcomes if o.turns_to_satisfy != 1]
        if not missed:
            return float("nan")
        return sum(o.turns_to_satisfy is not None for o in missed) / len(missed)

    @property
    def dropped(self) -> int:
        """Instructions the developer gave up on."""
        return sum(o.dropped for o in self.outcomes)


@dataclass
class ReportModel:
    """All the content of a report.

    Attributes:
        title: The report's title.
        runs: The runs covered.
        systems: Every system, in run order then policy order.
        episodes: System name -> its episodes (completed and errored), sorted by task and seed.
        per_turn: System name -> metric -> :func:`codeloop.rewards.metrics.aggregate` output.
        bands: System name -> metric -> (low, high) per-turn bootstrap bands over episodes.
        leaderboard: Rows sorted by rank.
        comparisons: Every paired comparison (significant or not).
        categories: System name -> category -> stat.
        tasks: Task id -> system name -> stat.
        dynamic: System name -> feedback-loop stats (systems with dynamic episodes only).
        strategies: Each policy under each developer, on shared tasks (two developers or more).
        languages: System name -> task language -> metric -> estimate (task bootstrap).
        settings: CodeAlignBench's predefined vs follow-up rows, by ``category`` and
            ``language`` (policies run under both ``upfront`` and ``followup`` only).
        n_boot: Bootstrap replicates used.
        alpha: Significance level (family-wise per metric, Holm).
    """

    title: str
    runs: list[RunData]
    systems: list[System]
    episodes: dict[str, list[Episode]]
    per_turn: dict[str, dict[str, dict[str, Any]]]
    bands: dict[str, dict[str, tuple[list[float], list[float]]]]
    leaderboard: list[LeaderRow]
    comparisons: list[Comparison]
    categories: dict[str, dict[str, CategoryStat]]
    tasks: dict[str, dict[str, TaskStat]]
    dynamic: dict[str, DynamicStats]
    n_boot: int = 2000
    alpha: float = 0.05
    strategies: list[StrategyRow] = field(default_factory=list)
    settings: dict[str, list[SettingRow]] = field(default_factory=dict)
    languages: dict[str, dict[str, dict[str, Estimate]]] = field(default_factory=dict)

    @property
    def significant(self) -> list[Comparison]:
        """The comparisons whose Holm-adjusted p is below ``alpha``."""
        return [c for c in self.comparisons if c.significant]

    @property
    def errored(self) -> list[tuple[str, Episode]]:
        """(system name, episode) of every errored episode."""
        return [(name, e) for name, eps in self.episodes.items() for e in eps
                if not e.completed]

    @property
    def errored_turns(self) -> list[tuple[str, Episode, TurnRecord]]:
        """(system name, episode, turn) of every turn the machine could not judge.

        Such turns are left out of every figure of the report (see
        :mod:`codeloop.rewards.metrics`); the reports list them so that they are not silent.
        """
        return [(name, e, t) for name, eps in self.episodes.items() for e in eps
                for t in e.turns if t.errored]

    @property
    def category_names(self) -> list[str]:
        """Every category seen, ``base`` first then alphabetical."""
        cats = {c for stats in self.categories.values() for c in stats}
        return sorted(cats, key=lambda c: (c != "base", c))

    @property
    def language_names(self) -> list[str]:
        """Every task language seen, sorted."""
        return sorted({lang for langs in self.languages.values() for lang in langs})

    @property
    def max_shared_tasks(self) -> int:
        """The most tasks any pair of systems shares (0 with a single system)."""
        return max((c.n_tasks for c in self.comparisons), default=0)


def _completed(episodes: Sequence[Episode]) -> list[Episode]:
    return [e for e in episodes if e.completed and e.turns]


def _metric_values(episode: Episode, metric: str) -> list[float | None]:
    if metric == "IFE":
        return instruction_following_efficiency(episode)
    return METRICS[metric](episode)


def _task_sums(episodes: Sequence[Episode], metric: str) -> dict[str, tuple[float, int]]:
    out: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    for ep in episodes:
        values = [v for v in _metric_values(ep, metric) if v is not None]  # None: not judged
        cell = out[ep.task_id]
        cell[0] += sum(values)
        cell[1] += len(values)
    return {k: (v[0], int(v[1])) for k, v in out.items()}


def _per_turn_bands(episodes: Sequence[Episode], metric: str, n_boot: int,
                    rng: np.random.Generator) -> tuple[list[float], list[float]]:
    values = [_metric_values(e, metric) for e in episodes]
    longest = max((len(v) for v in values), default=0)
    lows, highs = [], []
    for k in range(longest):
        col = [x for x in (v[k] for v in values if len(v) > k) if x is not None]
        if not col:  # every value of the round not judged
            lows.append(math.nan)
            highs.append(math.nan)
            continue
        _, low, high = bootstrap_mean_ci(col, n_boot=n_boot, rng=rng)
        lows.append(low)
        highs.append(high)
    return lows, highs


def _category_stats(episodes: Sequence[Episode]) -> dict[str, CategoryStat]:
    stats: dict[str, CategoryStat] = defaultdict(CategoryStat)
    for ep in episodes:
        for turn in ep.turns:
            if turn.errored:  # the machine's fault says nothing about the category
                continue
            if turn.kind != TurnKind.FEEDBACK:
                stat = stats[ep.categories.get(turn.focus, "unknown")]
                stat.asked += 1
                stat.asked_passed += int(turn.passed(turn.focus))
            for iid in turn.active:
                verdict = turn.verdicts.get(iid)
                if verdict is None:
                    continue
                stat = stats[ep.categories.get(iid, "unknown")]
                stat.kept += 1
                stat.kept_passed += int(verdict.passed)
    return dict(stats)


def _language_estimates(episodes: Sequence[Episode], n_boot: int,
                        rng: np.random.Generator) -> dict[str, dict[str, Estimate]]:
    """Per task language, each headline metric with its task-bootstrap interval."""
    out: dict[str, dict[str, Estimate]] = {}
    for language in sorted({e.language for e in episodes}):
        mine = [e for e in episodes if e.language == language]
        out[language] = {}
        for metric in METRIC_NAMES:
            cells = list(_task_sums(mine, metric).values())
            value, low, high = bootstrap_ratio_ci([c[0] for c in cells], [c[1] for c in cells],
                                                  n_boot=n_boot, rng=rng)
            out[language][metric] = Estimate(value, low, high, len(cells))
    return out


def _mean(values: Sequence[float]) -> float:
    # NaN (shown as "-") when every value was not judged.
    return float(np.mean(values)) if values else math.nan


def _task_stats(episodes: Sequence[Episode]) -> dict[str, TaskStat]:
    by_task: dict[str, list[Episode]] = defaultdict(list)
    for ep in episodes:
        by_task[ep.task_id].append(ep)
    out = {}
    for task, eps in by_task.items():
        flat = {m: [x for e in eps for x in METRICS[m](e) if x is not None]
                for m in METRIC_NAMES}
        finals = [ca for e in eps if (ca := METRICS["CA"](e)[-1]) is not None]
        out[task] = TaskStat(
            episodes=len(eps),
            ia=_mean(flat["IA"]), ca=_mean(flat["CA"]),
            ifr=_mean(flat["IFR"]), final_ca=_mean(finals),
            rounds=float(np.mean([len(e.turns) for e in eps])),
        )
    return out


def instruction_outcomes(episode: Episode) -> list[InstructionOutcome]:
    """What became of every instruction given in an episode (base included).

    Args:
        episode: A played episode.

    Returns:
        One outcome per instruction that was active when given (one superseded in the same
        round, as when every instruction comes up front, has nothing to satisfy) and judged by
        some round while active (errored rounds and *not judged* verdicts say nothing), in
        order.
    """
    dropped: set[str] = set()
    for turn in episode.turns:
        dropped.update(turn.decision.get("drop", ()) or ())
    out = []
    for i, turn in enumerate(episode.turns):
        for iid in turn.introduced:
            if iid not in turn.active:
                continue  # superseded as soon as given (all instructions up front): moot
            tts = None
            judged = False
            for later in episode.turns[i:]:
                if iid not in later.active:
                    break  # superseded or dropped: it can no longer be satisfied
                judged = judged or later.has_verdict(iid)
                if later.passed(iid):
                    tts = later.turn - turn.turn + 1
                    break
            if not judged:
                continue  # no round could judge it: unknown, not "never satisfied"
            feedback = sum(1 for t in episode.turns
                           if t.kind == TurnKind.FEEDBACK and t.focus == iid)
            out.append(InstructionOutcome(iid, episode.categories.get(iid, "unknown"), turn.turn,
                                          tts, feedback, iid in dropped))
    return out


def _dynamic_stats(episodes: Sequence[Episode],
                   feedback_developers: set[str]) -> DynamicStats | None:
    # Every episode of a developer that gave feedback somewhere counts, including those where
    # the coder never needed any: leaving them out would make a perfect coder look absent.
    dyn = [e for e in episodes if e.developer in feedback_developers or is_dynamic(e)]
    if not dyn:
        return None
    outcomes = [o for e in dyn for o in instruction_outcomes(e)]
    feedback = [sum(t.kind == TurnKind.FEEDBACK for t in e.turns) for e in dyn]
    ife = [instruction_following_efficiency(e) for e in dyn]
    # An episode's final IFE is its last round with a value (an errored or unanswered last
    # round has none); episodes with no such round are left out.
    finals = [next(x for x in reversed(v) if x is not None) for v in ife
              if any(x is not None for x in v)]
    return DynamicStats(
        episodes=len(dyn),
        rounds_per_episode=float(np.mean([len(e.turns) for e in dyn])),
        feedback_per_episode=float(np.mean(feedback)),
        feedback_per_instruction=sum(feedback) / len(outcomes) if outcomes else float("nan"),
        ife=aggregate(ife),
        final_ife=float(np.mean(finals)) if finals else float("nan"),
        outcomes=outcomes,
    )


def _compare(systems: Sequence[System], sums: dict[str, dict[str, dict[str, tuple[float, int]]]],
             n_boot: int, alpha: float, rng: np.random.Generator) -> list[Comparison]:
    comparisons = []
    for a, b in itertools.combinations(systems, 2):
        for metric in METRIC_NAMES:
            sa, sb = sums[a.name][metric], sums[b.name][metric]
            # A task none of whose rounds has a value (every one errored or not judged) has no
            # mean to compare.
            shared = sorted(t for t in set(sa) & set(sb) if sa[t][1] and sb[t][1])
            if not shared:
                continue
            mean_a = [sa[t][0] / sa[t][1] for t in shared]
            mean_b = [sb[t][0] / sb[t][1] for t in shared]
            diffs = [x - y for x, y in zip(mean_a, mean_b, strict=True)]
            diff, low, high = bootstrap_mean_ci(diffs, n_boot=n_boot, rng=rng)
            comparisons.append(Comparison(
                metric, a.name, b.name, len(shared), float(np.mean(mean_a)),
                float(np.mean(mean_b)), diff, low, high, sign_flip_pvalue(diffs, rng=rng)))
    # One Holm family per metric: each metric answers its own question ("who follows more",
    # "who forgets less"), and a family over all metrics would need impossible p-values with a
    # few tasks (e.g. 8 tasks: smallest p 2/2^8, times 9 comparisons, is above 0.05).
    for metric in METRIC_NAMES:
        family = [c for c in comparisons if c.metric == metric]
        for comp, p_adj in zip(family, holm_adjust([c.p for c in family]), strict=True):
            comp.p_adj = p_adj
            comp.significant = p_adj < alpha and comp.diff != 0
    return comparisons


def build_model(
    runs: Sequence[RunData],
    *,
    title: str | None = None,
    n_boot: int = 2000,
    alpha: float = 0.05,
    seed: int = 0,
) -> ReportModel:
    """Computes every table and statistic of a report.

    Args:
        runs: One or more runs (their labels must differ).
        title: The report's title (default: from the run labels).
        n_boot: Bootstrap replicates for confidence intervals.
        alpha: Family-wise significance level for the comparisons.
        seed: Seed of the bootstrap and randomisation tests (reports are reproducible).

    Returns:
        The report's model.
    """
    rng = np.random.default_rng(seed)
    multi = len(runs) > 1
    systems: list[System] = []
    episodes: dict[str, list[Episode]] = {}
    for run in runs:
        for policy in run.policies:
            name = f"{run.label}:{policy}" if multi else policy
            systems.append(System(run.label, policy, name))
            eps = [e for e in run.episodes if e.policy == policy]
            episodes[name] = sorted(eps, key=lambda e: (e.task_id, e.seed or 0))

    feedback_developers = {e.developer for run in runs for e in run.episodes if is_dynamic(e)}
    per_turn, bands, sums = {}, {}, {}
    categories, dynamic = {}, {}
    languages: dict[str, dict[str, dict[str, Estimate]]] = {}
    tasks: dict[str, dict[str, TaskStat]] = defaultdict(dict)
    rows = []
    for system in systems:
        eps = episodes[system.name]
        ok = _completed(eps)
        per_turn[system.name] = {m: aggregate([METRICS[m](e) for e in ok]) for m in METRIC_NAMES}
        # Bands are only drawn, never read as numbers: fewer resamples are plenty.
        bands[system.name] = {m: _per_turn_bands(ok, m, min(n_boot, 400), rng)
                              for m in METRIC_NAMES}
        sums[system.name] = {m: _task_sums(ok, m) for m in METRIC_NAMES}
        categories[system.name] = _category_stats(ok)
        languages[system.name] = _language_estimates(ok, n_boot, rng)
        for task, stat in _task_stats(ok).items():
            tasks[task][system.name] = stat
        dyn = _dynamic_stats(ok, feedback_developers)
        if dyn is not None:
            dynamic[system.name] = dyn
        estimates = {}
        for m in METRIC_NAMES:
            cells = list(sums[system.name][m].values())
            value, low, high = bootstrap_ratio_ci([c[0] for c in cells], [c[1] for c in cells],
                                                  n_boot=n_boot, rng=rng)
            estimates[m] = Estimate(value, low, high, len(cells))
        rows.append(LeaderRow(system, 0, len(eps), len(eps) - len(ok),
                              len(sums[system.name]["CA"]), estimates))

    def rank_key(row: LeaderRow) -> tuple[float, float, float]:
        ca, ia, ifr = (row.metrics[m].value for m in ("CA", "IA", "IFR"))
        return (-_nan_low(ca), -_nan_low(ia), _nan_high(ifr))

    rows.sort(key=rank_key)
    for i, row in enumerate(rows):
        # Competition ranking: systems with identical headline figures share a rank.
        tied = i > 0 and rank_key(rows[i - 1]) == rank_key(row)
        row.rank = rows[i - 1].rank if tied else i + 1
    if title is None:
        title = "codeloop report: " + (", ".join(r.label for r in runs) if runs else "no runs")
    return ReportModel(
        title=title, runs=list(runs), systems=systems, episodes=episodes, per_turn=per_turn,
        bands=bands, leaderboard=rows,
        comparisons=_compare(systems, sums, n_boot, alpha, rng),
        categories=categories, tasks=dict(sorted(tasks.items())), dynamic=dynamic,
        n_boot=n_boot, alpha=alpha,
        languages=languages,
        strategies=strategy_matrix(runs, n_boot=n_boot, seed=seed),
        settings=setting_comparison(runs, n_boot=n_boot, seed=seed),
    )


def _nan_low(x: float) -> float:
    return -math.inf if math.isnan(x) else x


def _nan_high(x: float) -> float:
    return math.inf if math.isnan(x) else x
