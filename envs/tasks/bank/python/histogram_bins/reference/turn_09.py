def _check_bins(bins):
    if not isinstance(bins, int) or bins < 1:
        raise ValueError('bins must be a positive integer')


def _span(values, value_range):
    if value_range is None:
        return min(values, default=0.0), max(values, default=0.0)
    if value_range[1] < value_range[0]:
        raise ValueError('value_range must be increasing')
    return value_range


def _inside(values, lo, hi):
    return [v for v in values if lo <= v <= hi]


def histogram_bins(values: list[float], bins: int,
                   value_range: tuple[float, float] | None = None
                   ) -> list[int]:
    """Counts values in equal-width bins.

    Args:
        values: The numbers to count.
        bins: How many bins.
        value_range: (lo, hi) spanned by the bins; values outside are
            ignored. None spans min(values)..max(values).

    Returns:
        One count per bin; hi falls in the last bin.

    Raises:
        ValueError: If bins is not a positive integer, or the range is
            decreasing.
    """
    _check_bins(bins)
    lo, hi = _span(values, value_range)
    width = (hi - lo) / bins or 1.0  # all equal: everything lands in bin 0
    counts = [0] * bins
    for v in _inside(values, lo, hi):
        counts[min(int((v - lo) / width), bins - 1)] += 1
    return counts
