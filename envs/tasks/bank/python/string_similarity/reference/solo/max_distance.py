def levenshtein(a: str, b: str, max_distance: int | None = None) -> int | None:
    """Edit distance.

    Args:
        a: A string.
        b: Another string.
        max_distance: Larger distances give None.

    Returns:
        Their Levenshtein distance, or None if above max_distance.
    """
    if max_distance is not None and max_distance < 0:
        raise ValueError('max_distance must be non-negative')
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1,
                          d[i - 1][j - 1] + cost)
    distance = d[len(a)][len(b)]
    return None if max_distance is not None and distance > max_distance else distance
