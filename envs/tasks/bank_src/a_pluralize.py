"""Bank task: English plurals."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/pluralize",
    "entry_point": "pluralize",
    "prompt": (
        "Write a Python function `pluralize(word)` that returns the English plural of a "
        "lower-case noun with these rules: a word ending in s, x, z, ch or sh gets 'es'; a "
        "word ending in a consonant followed by 'y' replaces the 'y' with 'ies'; any other "
        "word gets 's'."
    ),
    "base_checks": [tests(
        "assert pluralize('cat') == 'cats'",
        "assert pluralize('box') == 'boxes'",
        "assert pluralize('city') == 'cities'",
        "assert pluralize('day') == 'days'",
        "assert pluralize('church') == 'churches'",
        "assert pluralize('wish') == 'wishes'",
        "assert pluralize('buzz') == 'buzzes'",
    )],
    "instructions": [
        {
            "id": "irregulars",
            "category": "input_output_conditions",
            "text": "Handle irregular nouns: man -> men, woman -> women, child -> children, "
                    "person -> people, mouse -> mice, tooth -> teeth, foot -> feet, goose -> "
                    "geese; and these stay unchanged: sheep, fish, deer, series, species.",
            "checks": [tests(
                "assert [pluralize(w) for w in ('man', 'woman', 'child', 'person')] == "
                "['men', 'women', 'children', 'people']",
                "assert [pluralize(w) for w in ('mouse', 'tooth', 'foot', 'goose')] == "
                "['mice', 'teeth', 'feet', 'geese']",
                "assert [pluralize(w) for w in ('sheep', 'fish', 'deer', 'series', 'species')]"
                " == ['sheep', 'fish', 'deer', 'series', 'species']",
            )],
        },
        {
            "id": "preserve_case",
            "category": "edge_case_handling",
            "text": "Words may arrive capitalised or in capitals. Apply the rules "
                    "case-insensitively and give the plural the same shape: an all-caps word "
                    "(more than one letter) gets an all-caps plural ('BOX' -> 'BOXES'), a word "
                    "starting with a capital gets a capitalised plural ('City' -> 'Cities').",
            "checks": [tests(
                "assert pluralize('BOX') == 'BOXES'",
                "assert pluralize('City') == 'Cities'",
                "assert pluralize('Day') == 'Days'",
                "assert pluralize('cat') == 'cats'",
            )],
        },
        {
            "id": "invalid_word",
            "category": "exception_handling",
            "text": "If `word` is not a string, or is empty or only whitespace, raise "
                    "ValueError('word must be a non-empty string').",
            "checks": [tests(
                """
for bad in ('', '   ', None, 3):
    try:
        pluralize(bad)
    except ValueError as e:
        assert str(e) == 'word must be a non-empty string'
    else:
        raise AssertionError(f'no ValueError for {bad!r}')
""",
            )],
        },
        {
            "id": "upper_case_tables",
            "category": "naming_convention",
            "text": "Naming: module-level constants (like the irregular-noun table) must be "
                    "UPPER_CASE, and functions, parameters and local variables snake_case.",
            "checks": [{"kind": "naming", "params": {"constants": "UPPER_CASE",
                                                     "functions": "snake_case",
                                                     "variables": "snake_case"}}],
        },
        {
            "id": "low_complexity",
            "category": "code_complexity",
            "text": "Too many branches in one place: keep the cyclomatic complexity of every "
                    "function at 5 or less (a helper for the capitalisation is welcome).",
            "checks": [{"kind": "complexity", "params": {"max": 5}}],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Write a Google-style docstring for `pluralize` with Args:, Returns: and "
                    "Raises:.",
            "checks": [{"kind": "docstring", "params": {"names": ["pluralize"],
                                                        "style": "google"}}],
        },
        {
            "id": "with_count",
            "category": "functionality_extension",
            "text": "Add an optional parameter `count=None`. When it is given, return the count "
                    "and the noun separated by a space, using the singular word as given when "
                    "`count` is exactly 1 and the plural otherwise ('3 children', '1 box', "
                    "'0 boxes'). Document it and keep the complexity bound.",
            "checks": [
                tests(
                    "assert pluralize('box', count=3) == '3 boxes'",
                    "assert pluralize('box', count=1) == '1 box'",
                    "assert pluralize('box', count=0) == '0 boxes'",
                    "assert pluralize('box', count=None) == 'boxes'",
                ),
                {"kind": "docstring", "params": {"names": ["pluralize"], "style": "google"}},
                {"kind": "complexity", "params": {"max": 5}},
            ],
        },
    ],
    "references": [
        code(r'''
vowels='aeiou'

def pluralize(word):
    if word.endswith('s'):
        return word+'es'
    elif word.endswith('x'):
        return word+'es'
    elif word.endswith('z'):
        return word+'es'
    elif word.endswith('ch') or word.endswith('sh'):
        return word+'es'
    elif word.endswith('y') and len(word)>1 and word[-2] not in vowels:
        return word[:-1]+'ies'
    else:
        return word+'s'
'''),
        code(r'''
irregular={'man':'men','woman':'women','child':'children','person':'people',
           'mouse':'mice','tooth':'teeth','foot':'feet','goose':'geese',
           'sheep':'sheep','fish':'fish','deer':'deer','series':'series','species':'species'}

def pluralize(word):
    if word in irregular:
        return irregular[word]
    if word.endswith(('s','x','z','ch','sh')):
        return word+'es'
    if word.endswith('y') and len(word)>1 and word[-2] not in 'aeiou':
        return word[:-1]+'ies'
    return word+'s'
'''),
        code(r'''
irregular={'man':'men','woman':'women','child':'children','person':'people',
           'mouse':'mice','tooth':'teeth','foot':'feet','goose':'geese',
           'sheep':'sheep','fish':'fish','deer':'deer','series':'series','species':'species'}

def pluralize(word):
    w=word.lower()
    if w in irregular:
        plural=irregular[w]
    elif w.endswith(('s','x','z','ch','sh')):
        plural=w+'es'
    elif w.endswith('y') and len(w)>1 and w[-2] not in 'aeiou':
        plural=w[:-1]+'ies'
    else:
        plural=w+'s'
    if len(word)>1 and word.isupper():
        return plural.upper()
    if word[0].isupper():
        return plural.capitalize()
    return plural
'''),
        code(r'''
irregular={'man':'men','woman':'women','child':'children','person':'people',
           'mouse':'mice','tooth':'teeth','foot':'feet','goose':'geese',
           'sheep':'sheep','fish':'fish','deer':'deer','series':'series','species':'species'}

def pluralize(word):
    if not isinstance(word,str) or not word.strip():
        raise ValueError('word must be a non-empty string')
    w=word.lower()
    if w in irregular:
        plural=irregular[w]
    elif w.endswith(('s','x','z','ch','sh')):
        plural=w+'es'
    elif w.endswith('y') and len(w)>1 and w[-2] not in 'aeiou':
        plural=w[:-1]+'ies'
    else:
        plural=w+'s'
    if len(word)>1 and word.isupper():
        return plural.upper()
    if word[0].isupper():
        return plural.capitalize()
    return plural
'''),
        code(r'''
IRREGULAR={'man':'men','woman':'women','child':'children','person':'people',
           'mouse':'mice','tooth':'teeth','foot':'feet','goose':'geese',
           'sheep':'sheep','fish':'fish','deer':'deer','series':'series','species':'species'}

def pluralize(word):
    if not isinstance(word,str) or not word.strip():
        raise ValueError('word must be a non-empty string')
    lower=word.lower()
    if lower in IRREGULAR:
        plural=IRREGULAR[lower]
    elif lower.endswith(('s','x','z','ch','sh')):
        plural=lower+'es'
    elif lower.endswith('y') and len(lower)>1 and lower[-2] not in 'aeiou':
        plural=lower[:-1]+'ies'
    else:
        plural=lower+'s'
    if len(word)>1 and word.isupper():
        return plural.upper()
    if word[0].isupper():
        return plural.capitalize()
    return plural
'''),
        code(r'''
IRREGULAR={'man':'men','woman':'women','child':'children','person':'people',
           'mouse':'mice','tooth':'teeth','foot':'feet','goose':'geese',
           'sheep':'sheep','fish':'fish','deer':'deer','series':'series','species':'species'}

def match_case(plural, word):
    if len(word)>1 and word.isupper():
        return plural.upper()
    if word[0].isupper():
        return plural.capitalize()
    return plural

def pluralize(word):
    if not isinstance(word,str) or not word.strip():
        raise ValueError('word must be a non-empty string')
    lower=word.lower()
    if lower in IRREGULAR:
        plural=IRREGULAR[lower]
    elif lower.endswith(('s','x','z','ch','sh')):
        plural=lower+'es'
    elif lower.endswith('y') and len(lower)>1 and lower[-2] not in 'aeiou':
        plural=lower[:-1]+'ies'
    else:
        plural=lower+'s'
    return match_case(plural,word)
'''),
        code(r'''
IRREGULAR={'man':'men','woman':'women','child':'children','person':'people',
           'mouse':'mice','tooth':'teeth','foot':'feet','goose':'geese',
           'sheep':'sheep','fish':'fish','deer':'deer','series':'series','species':'species'}

def match_case(plural, word):
    if len(word)>1 and word.isupper():
        return plural.upper()
    if word[0].isupper():
        return plural.capitalize()
    return plural

def pluralize(word):
    """Returns the English plural of a noun.

    Args:
        word: A noun, in any letter case.

    Returns:
        The plural, with the letter case of word.

    Raises:
        ValueError: If word is not a non-empty string.
    """
    if not isinstance(word,str) or not word.strip():
        raise ValueError('word must be a non-empty string')
    lower=word.lower()
    if lower in IRREGULAR:
        plural=IRREGULAR[lower]
    elif lower.endswith(('s','x','z','ch','sh')):
        plural=lower+'es'
    elif lower.endswith('y') and len(lower)>1 and lower[-2] not in 'aeiou':
        plural=lower[:-1]+'ies'
    else:
        plural=lower+'s'
    return match_case(plural,word)
'''),
        code(r'''
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
'''),
    ],
    "solo": {
        "irregulars": code(r'''
IRREGULAR = {'man': 'men', 'woman': 'women', 'child': 'children', 'person': 'people',
             'mouse': 'mice', 'tooth': 'teeth', 'foot': 'feet', 'goose': 'geese'}
UNCHANGED = {'sheep', 'fish', 'deer', 'series', 'species'}


def pluralize(word):
    if word in UNCHANGED:
        return word
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word.endswith(('s', 'x', 'z', 'ch', 'sh')):
        return word + 'es'
    if word.endswith('y') and len(word) > 1 and word[-2] not in 'aeiou':
        return word[:-1] + 'ies'
    return word + 's'
'''),
        "preserve_case": code(r'''
def pluralize(word):
    w=word.lower()
    if w.endswith(('s','x','z','ch','sh')):
        p=w+'es'
    elif w.endswith('y') and len(w)>1 and w[-2] not in 'aeiou':
        p=w[:-1]+'ies'
    else:
        p=w+'s'
    if word.isupper() and len(word)>1:
        return p.upper()
    return p.capitalize() if word[0].isupper() else p
'''),
        "invalid_word": code(r'''
vowels='aeiou'

def pluralize(word):
    if not isinstance(word,str) or word.strip()=='':
        raise ValueError('word must be a non-empty string')
    if word.endswith('s'):
        return word+'es'
    elif word.endswith('x'):
        return word+'es'
    elif word.endswith('z'):
        return word+'es'
    elif word.endswith('ch') or word.endswith('sh'):
        return word+'es'
    elif word.endswith('y') and len(word)>1 and word[-2] not in vowels:
        return word[:-1]+'ies'
    else:
        return word+'s'
'''),
        "upper_case_tables": code(r'''
VOWELS='aeiou'

def pluralize(word):
    if word.endswith('s'):
        return word+'es'
    elif word.endswith('x'):
        return word+'es'
    elif word.endswith('z'):
        return word+'es'
    elif word.endswith('ch') or word.endswith('sh'):
        return word+'es'
    elif word.endswith('y') and len(word)>1 and word[-2] not in VOWELS:
        return word[:-1]+'ies'
    else:
        return word+'s'
'''),
        "low_complexity": code(r'''
vowels='aeiou'

def pluralize(word):
    if word.endswith(('s','x','z','ch','sh')):
        return word+'es'
    if word.endswith('y') and len(word)>1 and word[-2] not in vowels:
        return word[:-1]+'ies'
    return word+'s'
'''),
        "google_docstring": code(r'''
vowels='aeiou'

def pluralize(word):
    """English plural.

    Args:
        word: A lower-case noun.

    Returns:
        Its plural.
    """
    if word.endswith('s'):
        return word+'es'
    elif word.endswith('x'):
        return word+'es'
    elif word.endswith('z'):
        return word+'es'
    elif word.endswith('ch') or word.endswith('sh'):
        return word+'es'
    elif word.endswith('y') and len(word)>1 and word[-2] not in vowels:
        return word[:-1]+'ies'
    else:
        return word+'s'
'''),
        "with_count": code(r'''
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
    elif word.endswith('y') and len(word) > 1 and word[-2] not in 'aeiou':
        plural = word[:-1] + 'ies'
    else:
        plural = word + 's'
    if count is None:
        return plural
    return f'{count} {word if count == 1 else plural}'
'''),
    },
}
