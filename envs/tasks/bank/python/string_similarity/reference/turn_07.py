import unicodedata


def levenshtein(a: str, b: str) -> int:
    """Computes the Levenshtein edit distance.

    Args:
        a: The first string.
        b: The second string.

    Returns:
        The least number of insertions, deletions and substitutions
        turning a into b.

    Raises:
        TypeError: If a or b is not a str.
    """
    if not isinstance(a, str) or not isinstance(b, str):
        raise TypeError('both arguments must be str')
    a = unicodedata.normalize('NFC', a)
    b = unicodedata.normalize('NFC', b)
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cost = prev[j - 1] + (ca != cb)
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, cost))
        prev = cur
    return prev[-1]
