from collections.abc import Iterable


def longest_common_prefix(strings: Iterable[str], ignore_case: bool = False) -> str:
    """Finds the longest prefix shared by all strings.

    Args:
        strings: Any iterable of strings.
        ignore_case: Compare characters case-insensitively.

    Returns:
        The common prefix, as spelled in the first string; '' when there is none or no
        strings at all.

    Raises:
        TypeError: If an item is not a string.
    """
    strings = list(strings)
    if not all(isinstance(s, str) for s in strings):
        raise TypeError('strings must contain only str')
    keys = [s.lower() for s in strings] if ignore_case else strings
    same = [len(set(chars)) == 1 for chars in zip(*keys)]
    n = same.index(False) if False in same else len(same)
    return strings[0][:n] if strings else ''
