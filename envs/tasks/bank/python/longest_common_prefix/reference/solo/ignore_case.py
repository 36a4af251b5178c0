from collections.abc import Iterable


def longest_common_prefix(strings: Iterable[str], ignore_case: bool = False) -> str:
    """Longest common prefix.

    Args:
        strings: A non-empty iterable of strings.
        ignore_case: Compare case-insensitively.

    Returns:
        The prefix, as spelled in the first string.
    """
    strings = list(strings)
    keys = [s.lower() for s in strings] if ignore_case else strings
    n = 0
    while all(len(k) > n and k[n] == keys[0][n] for k in keys):
        n += 1
    return strings[0][:n]
