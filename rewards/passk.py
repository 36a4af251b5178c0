"""pass@k and pass^k over repeated samples of the same task (``--episodes-per-task N``).

A sample (one episode) succeeds when its final answer passes every check of every active
instruction: conversation accuracy (CA) of the last turn equals 1. With ``n`` completed samples
of a task of which ``c`` succeed, the unbiased estimators (Chen et al., 2021, for pass@k; the
"all k succeed" counterpart, as in tau-bench, for pass^k) are::

    pass@k = 1 - C(n - c, k) / C(n, k)   # some of k samples drawn without replacement succeeds
    pass^k = C(c, k) / C(n, k)           # all of k samples drawn without replacement succeed

Each figure is the mean over the tasks with at least ``k`` completed samples; errored samples
are left out (never counted as failures), as in every other metric.
"""

from __future__ import annotations

from collections.abc import Iterable
from math import comb
from typing import Any

from codeloop.rewards.episode import Episode
from codeloop.rewards.metrics import conversation_accuracy

CRITERION = "final-turn CA == 1"
"""What makes a sample a success, as written into the summary."""


def pass_at_k(n: int, c: int, k: int) -> float:
    """Probability that at least one of ``k`` of the ``n`` samples succeeds (unbiased).

    Raises:
        ValueError: Unless ``0 <= c <= n`` and ``1 <= k <= n``.
    """
    _check(n, c, k)
    return 1.0 - comb(n - c, k) / comb(n, k)


def pass_hat_k(n: int, c: int, k: int) -> float:
    """Probability that all of ``k`` of the ``n`` samples succeed (unbiased).

    Raises:
        ValueError: Unless ``0 <= c <= n`` and ``1 <= k <= n``.
    """
    _check(n, c, k)
    return comb(c, k) / comb(n, k)


def _check(n: int, c: int, k: int) -> None:
    if not (0 <= c <= n and 1 <= k <= n):
        raise ValueError(f"need 0 <= c <= n and 1 <= k <= n, got n={n} c={c} k={k}")


def succeeded(episode: Episode) -> bool:
    """True when the episode's final answer passes every active check (final CA == 1)."""
    values = conversation_accuracy(episode)
    # None: nothing judged at the last turn (an LLM-judged check without a judge, or an
    # errored turn), so the episode cannot be said to succeed.
    return bool(values) and values[-1] is not None and values[-1] >= 1.0


def ks_for(n: int) -> list[int]:
    """The k reported for up to ``n`` samples: powers of two below ``n``, and ``n`` itself."""
    ks = []
    k = 1
    while k < n:
        ks.append(k)
        k *= 2
    return [*ks, n]


def passk_summary(episodes: Iterable[Episode]) -> dict[str, Any] | None:
    """pass@k and pass^k of one policy's episodes, or None when no task has two samples.

    Returns:
        ``{"criterion", "samples_per_task": {"min", "max"}, "k": {k: {"pass@k", "pass^k",
        "tasks"}}}`` with ``k`` as a string key (JSON objects have string keys).
    """
    counts: dict[str, list[int]] = {}
    for ep in episodes:
        if ep.status != "completed" or not ep.turns:
            continue
        n_c = counts.setdefault(ep.task_id, [0, 0])
        n_c[0] += 1
        n_c[1] += succeeded(ep)
    if not counts or max(n for n, _ in counts.values()) < 2:
        return None
    top = max(n for n, _ in counts.values())
    table: dict[str, dict[str, float | int]] = {}
    for k in ks_for(top):
        tasks = [(n, c) for n, c in counts.values() if n >= k]
        table[str(k)] = {
            "pass@k": round(sum(pass_at_k(n, c, k) for n, c in tasks) / len(tasks), 6),
            "pass^k": round(sum(pass_hat_k(n, c, k) for n, c in tasks) / len(tasks), 6),
            "tasks": len(tasks),
        }
    return {"criterion": CRITERION,
            "samples_per_task": {"min": min(n for n, _ in counts.values()), "max": top},
            "k": table}
