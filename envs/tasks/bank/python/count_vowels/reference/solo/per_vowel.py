def count_vowels(text: str, per_vowel: bool = False) -> int | dict[str, int]:
    """Counts vowels.

    Args:
        text: The text.
        per_vowel: Count each vowel separately.

    Returns:
        The total, or vowel -> count.
    """
    counts = dict.fromkeys('aeiou', 0)
    for c in text.lower():
        if c in counts:
            counts[c] += 1
    return counts if per_vowel else sum(counts.values())
