"""How one policy does under different developers, on the same tasks.

Two views for people studying user-feedback strategies, computed from the runs a report covers
(each ``codeloop eval`` run plays one developer configuration; run the same policy under
several, then ``codeloop report RUN...``):

- :func:`strategy_matrix`: per policy, one row per developer (``static``, ``dynamic``,
  ``repair``, ``upfront``, ``followup`` and their options), with CA, IA and final-turn CA over
  the tasks *every* developer of that policy played, with task-bootstrap intervals, so the
  numbers are comparable across developers;
- :func:`setting_comparison`: CodeAlignBench's two settings side by side, *predefined*
  (``upfront``: every instruction with the problem) against *follow-up* (``followup``: the
  problem first, then the instructions one by one), as the share of instructions the final
  answer satisfies, per instruction category and per language.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from codeloop.report.data import RunData
from codeloop.report.stats import bootstrap_ratio_ci
from codeloop.rewards.episode import Episode
from codeloop.rewards.metrics import METRICS

PREDEFINED, FOLLOW_UP = "upfront", "followup"
"""The strategies that play CodeAlignBench's predefined and follow-up settings."""


def strategy_of(developer: str) -> str:
    """The strategy name of a developer label (``dynamic[failing-tests]/template`` -> dynamic)."""
    return developer.split("/", 1)[0].split("[", 1)[0]


@dataclass(frozen=True)
class Rate:
    """A ratio with its task-bootstrap 95% interval.

    Attributes:
        value: The estimate (NaN without data).
        low: Lower end.
        high: Upper end.
        n: Units behind it (turns, or instructions).
        tasks: Tasks behind it.
    """

    value: float
    low: float
    high: float
    n: int
    tasks: int

    def fmt(self) -> str:
        """``0.812 [0.770, 0.851]`` (``-`` without data)."""
        if self.n == 0 or self.value != self.value:
            return "-"
        if self.low != self.low or self.low == self.high:
            return f"{self.value:.3f}"
        return f"{self.value:.3f} [{self.low:.3f}, {self.high:.3f}]"


def _rate(per_task: Mapping[str, tuple[float, int]], n_boot: int,
          rng: np.random.Generator) -> Rate:
    sums = [s for s, _ in per_task.values()]
    counts = [float(c) for _, c in per_task.values()]
    value, low, high = bootstrap_ratio_ci(sums, counts, n_boot=n_boot, rng=rng)
    return Rate(value, low, high, int(sum(counts)), len(per_task))


def _completed(runs: Sequence[RunData]) -> list[Episode]:
    return [e for run in runs for e in run.episodes if e.completed and e.turns]


@dataclass(frozen=True)
class StrategyRow:
    """One (policy, developer) pair on the policy's shared tasks."""

    policy: str
    developer: str
    episodes: int
    ca: Rate
    ia: Rate
    final_ca: Rate


def _metric_sums(episodes: Iterable[Episode], metric: str,
                 final_only: bool = False) -> dict[str, tuple[float, int]]:
    sums: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    for ep in episodes:
        values = [v for v in METRICS[metric](ep) if v is not None]
        if final_only:
            values = values[-1:]
        entry = sums[ep.task_id]
        entry[0] += sum(values)
        entry[1] += len(values)
    return {k: (v[0], int(v[1])) for k, v in sums.items()}


def strategy_matrix(runs: Sequence[RunData], *, n_boot: int = 2000,
                    seed: int = 0) -> list[StrategyRow]:
    """Every policy played by two developers or more, one row per developer.

    Only tasks that every developer of the policy completed count, so a developer that saw
    easier tasks cannot look better.
    """
    rng = np.random.default_rng(seed)
    by_policy: dict[str, dict[str, list[Episode]]] = defaultdict(lambda: defaultdict(list))
    for ep in _completed(runs):
        by_policy[ep.policy][ep.developer].append(ep)
    rows = []
    for policy in sorted(by_policy):
        developers = by_policy[policy]
        if len(developers) < 2:
            continue
        shared = set.intersection(*({e.task_id for e in eps} for eps in developers.values()))
        for developer in sorted(developers, key=lambda d: (strategy_of(d), d)):
            eps = [e for e in developers[developer] if e.task_id in shared]
            rows.append(StrategyRow(
                policy, developer, len(eps),
                _rate(_metric_sums(eps, "CA"), n_boot, rng),
                _rate(_metric_sums(eps, "IA"), n_boot, rng),
                _rate(_metric_sums(eps, "CA", final_only=True), n_boot, rng)))
    return rows


def final_satisfaction(episode: Episode) -> list[tuple[str, bool]]:
    """(category, satisfied) of every instruction judged in the episode's last answer.

    The base problem is left out: both settings state it the same way, at the start. An
    instruction without a verdict (not judged: no judge answered; or a last round the machine
    could not judge) is left out, never counted unsatisfied, as in every other figure.
    """
    last = episode.turns[-1]
    return [(episode.categories.get(iid, "unknown"), last.passed(iid))
            for iid in last.active if iid != "base" and last.has_verdict(iid)]


def languages_of(episode: Episode) -> list[str]:
    """The languages an episode counts under: every one its task names, else its language."""
    named = episode.metadata.get("languages")
    if isinstance(named, list) and named:
        return list(dict.fromkeys(str(x) for x in named))
    return [episode.language]


@dataclass(frozen=True)
class SettingRow:
    """Predefined against follow-up for one group (a category or a language)."""

    policy: str
    group: str
    predefined: Rate
    follow_up: Rate

    @property
    def difference(self) -> float:
        """Follow-up minus predefined (NaN when either side has no data)."""
        return self.follow_up.value - self.predefined.value


def _satisfaction_rates(episodes: Sequence[Episode], key: str, n_boot: int,
                        rng: np.random.Generator) -> dict[str, Rate]:
    per_group: dict[str, dict[str, list[float]]] = defaultdict(
        lambda: defaultdict(lambda: [0.0, 0]))
    for ep in episodes:
        for category, ok in final_satisfaction(ep):
            groups = [category] if key == "category" else languages_of(ep)
            for name in (*groups, "all"):
                entry = per_group[name][ep.task_id]
                entry[0] += float(ok)
                entry[1] += 1
    return {g: _rate({t: (v[0], int(v[1])) for t, v in tasks.items()}, n_boot, rng)
            for g, tasks in per_group.items()}


def setting_comparison(runs: Sequence[RunData], *, n_boot: int = 2000,
                       seed: int = 0) -> dict[str, list[SettingRow]]:
    """Predefined (``upfront``) against follow-up (``followup``), per category and language.

    Returns:
        ``{"category": rows, "language": rows}``, rows for every policy that played both
        settings, on the tasks both completed; empty lists when no policy did.
    """
    rng = np.random.default_rng(seed)
    by_policy: dict[str, dict[str, list[Episode]]] = defaultdict(lambda: defaultdict(list))
    for ep in _completed(runs):
        strategy = strategy_of(ep.developer)
        if strategy in (PREDEFINED, FOLLOW_UP):
            by_policy[ep.policy][strategy].append(ep)
    out: dict[str, list[SettingRow]] = {"category": [], "language": []}
    for policy in sorted(by_policy):
        settings = by_policy[policy]
        if len(settings) < 2:
            continue
        shared = {e.task_id for e in settings[PREDEFINED]} & {e.task_id
                                                              for e in settings[FOLLOW_UP]}
        for key in ("category", "language"):
            pre = _satisfaction_rates([e for e in settings[PREDEFINED] if e.task_id in shared],
                                      key, n_boot, rng)
            post = _satisfaction_rates([e for e in settings[FOLLOW_UP] if e.task_id in shared],
                                       key, n_boot, rng)
            empty = Rate(float("nan"), float("nan"), float("nan"), 0, 0)
            groups = sorted(set(pre) | set(post), key=lambda g: (g == "all", g))
            out[key] += [SettingRow(policy, g, pre.get(g, empty), post.get(g, empty))
                         for g in groups]
    return out


def render_markdown(matrix: Sequence[StrategyRow],
                    settings: Mapping[str, Sequence[SettingRow]]) -> list[str]:
    """The two sections as Markdown lines (nothing when the runs hold no such comparison)."""
    lines: list[str] = []
    if matrix:
        lines += ["## Developer strategies", "",
                  "The same policy under each developer, on the tasks every developer played "
                  "(95% task-bootstrap intervals).", "",
                  "| policy | developer | episodes | CA | IA | final-turn CA |",
                  "|---|---|---:|---|---|---|"]
        lines += [f"| {r.policy} | {r.developer} | {r.episodes} | {r.ca.fmt()} | "
                  f"{r.ia.fmt()} | {r.final_ca.fmt()} |" for r in matrix]
        lines.append("")
    for key, title in (("category", "instruction category"), ("language", "language")):
        rows = settings.get(key) or []
        if not rows:
            continue
        lines += [f"## Predefined vs follow-up instructions, by {title}", "",
                  "Share of instructions the final answer satisfies (CodeAlignBench's two "
                  "settings: `upfront` gives every instruction with the problem, `followup` "
                  "one by one after the first answer).", "",
                  f"| policy | {title} | predefined | follow-up | follow-up - predefined |",
                  "|---|---|---|---|---:|"]
        for r in rows:
            diff = "-" if r.difference != r.difference else f"{r.difference:+.3f}"
            lines.append(f"| {r.policy} | {r.group} | {r.predefined.fmt()} | "
                         f"{r.follow_up.fmt()} | {diff} |")
        lines.append("")
    return lines
