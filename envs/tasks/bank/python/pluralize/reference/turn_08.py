IRREGULAR = {
    'man': 'men', 'woman': 'women', 'child': 'children', 'person': 'people',
    'mouse': 'mice', 'tooth': 'teeth', 'foot': 'feet', 'goose': 'geese',
    'sheep': 'sheep', 'fish': 'fish', 'deer': 'deer', 'series': 'series',
    'species': 'species',
}


def match_case(plural, word):
    if len(word) > 1 and word.isupper():
        return plural.upper()
    if word[0].isupper():
        return plural.capitalize()
    return plural


def plural_form(word):
    if not isinstance(word, str) or not word.strip():
        raise ValueError('word must be a non-empty string')
    lower = word.lower()
    if lower in IRREGULAR:
        plural = IRREGULAR[lower]
    elif lower.endswith(('s', 'x', 'z', 'ch', 'sh')):
        plural = lower + 'es'
    elif lower.endswith('y') and len(lower) > 1 and lower[-2] not in 'aeiou':
        plural = lower[:-1] + 'ies'
    else:
        plural = lower + 's'
    return match_case(plural, word)


def pluralize(word, count=None):
    """Returns the English plural of a noun, optionally with a count.

    Args:
        word: A noun, in any letter case.
        count: If given, prefix it and keep the singular for a count of 1.

    Returns:
        The plural with the letter case of word, or e.g. '3 boxes'.

    Raises:
        ValueError: If word is not a non-empty string.
    """
    plural = plural_form(word)
    if count is None:
        return plural
    return f'{count} {word if count == 1 else plural}'
