import math
from collections.abc import Iterable

# For sorted data, data[-mid - 1] and data[mid] are the two middle values
# (the same element when the size is odd).
PICKS = {
    'mean': lambda lo, hi: (lo + hi) / 2 if lo != hi else lo,
    'low': min,
    'high': max,
}


def _clean(values):
    data = sorted(v for v in values
                  if not (isinstance(v, float) and math.isnan(v)))
    if not data:
        raise ValueError('median of empty data')
    return data


def median(values: Iterable[float], kind: str = 'mean') -> float:
    """Median of some numbers, ignoring NaNs.

    Args:
        values: Any iterable of numbers; it is not modified.
        kind: For even sizes, 'mean' of the two middle values, or the
            'low' or 'high' one.

    Returns:
        The median.

    Raises:
        ValueError: If there are no values besides NaNs, or kind is unknown.
    """
    if kind not in PICKS:
        raise ValueError("kind must be 'mean', 'low' or 'high'")
    data = _clean(values)
    mid = len(data) // 2
    return PICKS[kind](data[-mid - 1], data[mid])
