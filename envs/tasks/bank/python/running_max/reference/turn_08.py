from functools import partial
from itertools import accumulate

PICKERS = {'max': max, 'min': min}


def _is_number(v):
    return v is None or (isinstance(v, (int, float))
                         and not isinstance(v, bool))


def _better(pick, a, b):
    if a is None:
        return b
    if b is None:
        return a
    return pick(a, b)


def running_max(values: list[float | None],
                mode: str = 'max') -> list[float | None]:
    """Running maximum (or minimum), skipping missing readings.

    Args:
        values: Numbers, with None for missing readings.
        mode: 'max' for the running maximum, 'min' for the minimum.

    Returns:
        The extreme of each prefix (None until a number appears).

    Raises:
        TypeError: If an element is neither a number nor None.
        ValueError: If mode is not 'max' or 'min'.
    """
    if mode not in PICKERS:
        raise ValueError("mode must be 'max' or 'min'")
    if not all(_is_number(v) for v in values):
        raise TypeError('values must be numbers')
    return list(accumulate(values, partial(_better, PICKERS[mode])))
