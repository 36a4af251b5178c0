import re

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


def regular_plural(lower):
    if lower.endswith(('s', 'x', 'z', 'ch', 'sh')):
        return lower + 'es'
    if re.search(r'[^aeiou]y\Z', lower):  # a consonant before the y
        return lower[:-1] + 'ies'
    return lower + 's'


def plural_form(word):
    if not isinstance(word, str) or not word.strip():
        raise ValueError('word must be a non-empty string')
    lower = word.lower()
    if lower in IRREGULAR:
        plural = IRREGULAR[lower]
    else:
        plural = regular_plural(lower)
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
