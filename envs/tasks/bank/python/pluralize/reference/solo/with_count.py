import re


def pluralize(word, count=None):
    """English plural, optionally counted.

    Args:
        word: A lower-case noun.
        count: Prefix this number (singular when 1).

    Returns:
        The plural, or e.g. '3 boxes'.
    """
    if word.endswith(('s', 'x', 'z', 'ch', 'sh')):
        plural = word + 'es'
    elif re.search(r'[^aeiou]y\Z', word):  # a consonant before the y
        plural = word[:-1] + 'ies'
    else:
        plural = word + 's'
    if count is None:
        return plural
    return f'{count} {word if count == 1 else plural}'
