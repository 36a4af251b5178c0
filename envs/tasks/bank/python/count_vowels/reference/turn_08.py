import unicodedata


def count_vowels(text: str, per_vowel: bool = False) -> int | dict[str, int]:
    """Counts the vowels of a text, accented ones included.

    Args:
        text: The text to scan.
        per_vowel: Return a count per vowel instead of the total.

    Returns:
        The number of vowels, or a dict vowel -> count for a, e, i, o, u.
    """
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    letters = unicodedata.normalize('NFD', text.lower())
    if per_vowel:
        return {v: letters.count(v) for v in 'aeiou'}
    return sum(1 for c in letters if c in 'aeiou')
