"""Statistics for run comparisons: task-level bootstrap intervals, paired tests, Holm's method.

Episodes of one task are not independent draws (the same task is hard for every seed), so
every resampling here resamples *tasks* (cluster bootstrap), never single episodes or turns.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import numpy as np

EXACT_SIGN_FLIP_MAX_N = 16
"""Up to this many tasks the sign-flip test enumerates all 2^n sign patterns (exact p)."""


def bootstrap_ratio_ci(
    sums: Sequence[float],
    counts: Sequence[float],
    *,
    n_boot: int = 2000,
    confidence: float = 0.95,
    rng: np.random.Generator | None = None,
) -> tuple[float, float, float]:
    """Percentile bootstrap interval of ``sum(sums) / sum(counts)``, resampling clusters.

    With per-task sums and counts of per-turn values, the statistic is the flat mean over every
    (episode, turn) pair that ``summary.json`` reports, and resampling tasks keeps each task's
    turns together.

    Args:
        sums: Per-cluster sums of the values.
        counts: Per-cluster numbers of values.
        n_boot: Bootstrap replicates.
        confidence: Two-sided coverage of the interval.
        rng: Random generator (default: seeded 0, so reports are reproducible).

    Returns:
        ``(estimate, low, high)``; NaNs when there is no data.
    """
    s = np.asarray(sums, dtype=float)
    c = np.asarray(counts, dtype=float)
    if s.size == 0 or c.sum() == 0:
        return float("nan"), float("nan"), float("nan")
    estimate = float(s.sum() / c.sum())
    if n_boot <= 0:
        return estimate, float("nan"), float("nan")
    if s.size == 1:
        return estimate, estimate, estimate
    rng = rng or np.random.default_rng(0)
    # Index resampling (n_boot x n draws) is much faster than multinomial weights here.
    idx = rng.integers(0, s.size, size=(n_boot, s.size))
    denom = c[idx].sum(axis=1)
    stats = s[idx].sum(axis=1)[denom > 0] / denom[denom > 0]
    alpha = (1.0 - confidence) / 2.0
    low, high = np.quantile(stats, [alpha, 1.0 - alpha])
    return estimate, float(low), float(high)


def bootstrap_mean_ci(
    values: Sequence[float],
    *,
    n_boot: int = 2000,
    confidence: float = 0.95,
    rng: np.random.Generator | None = None,
) -> tuple[float, float, float]:
    """Percentile bootstrap interval of a plain mean (each value one cluster).

    Args:
        values: The values.
        n_boot: Bootstrap replicates.
        confidence: Two-sided coverage.
        rng: Random generator (default: seeded 0).

    Returns:
        ``(mean, low, high)``; NaNs when empty.
    """
    return bootstrap_ratio_ci(values, [1.0] * len(values), n_boot=n_boot, confidence=confidence,
                              rng=rng)


def sign_flip_pvalue(
    diffs: Sequence[float], *, n_perm: int = 10000, rng: np.random.Generator | None = None
) -> float:
    """Two-sided paired randomisation test of "the mean difference is zero".

    Under the null each paired difference is as likely positive as negative, so the mean is
    compared with its distribution under random sign flips: exact enumeration up to
    :data:`EXACT_SIGN_FLIP_MAX_N` pairs, Monte Carlo (with the +1 correction) above, and the
    normal approximation of that distribution when the Monte Carlo p is too small to resolve.
    Unlike a bootstrap p-value it stays honest with few tasks: with n pairs the smallest
    attainable p is ``2 / 2**n``, so a single task can never look significant.

    Args:
        diffs: Paired differences (one per task).
        n_perm: Monte Carlo sign patterns when n is large.
        rng: Random generator (default: seeded 0).

    Returns:
        The p-value in (0, 1]; 1.0 when there are no differences.
    """
    d = np.asarray(diffs, dtype=float)
    if d.size == 0:
        return 1.0
    observed = abs(d.mean())
    # Tolerance: sign patterns whose mean equals the observed one up to rounding must count.
    tol = 1e-12 * max(1.0, float(np.abs(d).max()))
    if d.size <= EXACT_SIGN_FLIP_MAX_N:
        signs = np.array(list(itertools.product((1.0, -1.0), repeat=d.size)))
        means = np.abs(signs @ d) / d.size
        return float(np.mean(means >= observed - tol))
    rng = rng or np.random.default_rng(0)
    signs = rng.choice((1.0, -1.0), size=(n_perm, d.size))
    means = np.abs(signs @ d) / d.size
    hits = int(np.sum(means >= observed - tol))
    if hits >= 10:
        return float((hits + 1) / (n_perm + 1))
    # Too few hits to resolve a small p, whose Monte Carlo floor (1 / n_perm) times the Holm
    # factor of a many-system report would hide real differences. Here n > 16, and the
    # sign-flip distribution of the sum is close to normal with variance sum(d^2) (CLT), so its
    # tail gives the p-value.
    scale = math.sqrt(float(np.sum(d * d)))
    return 1.0 if scale == 0 else float(math.erfc(abs(d.sum()) / scale / math.sqrt(2.0)))


def holm_adjust(pvalues: Sequence[float]) -> list[float]:
    """Holm-Bonferroni adjusted p-values (family-wise error control, any dependence).

    Args:
        pvalues: Raw p-values.

    Returns:
        Adjusted p-values, in the input order, each in [0, 1].
    """
    p = np.asarray(pvalues, dtype=float)
    m = p.size
    if m == 0:
        return []
    order = np.argsort(p, kind="stable")
    adjusted = np.empty(m)
    running = 0.0
    for rank, idx in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p[idx]))
        adjusted[idx] = running
    return [float(x) for x in adjusted]
