"""Bank task: Morse code."""

from codeloop.envs.tasks.bank_src import code, tests

TASK = {
    "id": "bank/morse_encode",
    "entry_point": "morse_encode",
    "prompt": (
        "Write a Python function `morse_encode(text)` that encodes `text` in International "
        "Morse code. Letters A-Z (in either case) and digits 0-9 are supported. Within a word, "
        "the codes of the characters are separated by single spaces; words (separated by "
        "whitespace in the input) are separated by ' / '."
    ),
    "base_checks": [tests(
        "assert morse_encode('SOS') == '... --- ...'",
        "assert morse_encode('Hi there') == '.... .. / - .... . .-. .'",
        "assert morse_encode('a1') == '.- .----'",
        "assert morse_encode('') == ''",
        "assert morse_encode('  q  z ') == '--.- / --..'",
    )],
    "instructions": [
        {
            "id": "unsupported_char",
            "category": "exception_handling",
            "text": "A character that cannot be encoded must raise "
                    "ValueError(f'cannot encode {ch!r}'), naming the first such character as it "
                    "appears in `text` (not upper-cased).",
            "checks": [tests(
                """
try:
    morse_encode('a#b')
except ValueError as e:
    assert str(e) == "cannot encode '#'"
else:
    raise AssertionError('no ValueError for #')
""",
                """
try:
    morse_encode('café au lait')
except ValueError as e:
    assert str(e) == "cannot encode 'é'"
else:
    raise AssertionError('no ValueError for é')
""",
            )],
        },
        {
            "id": "punctuation",
            "category": "input_output_conditions",
            "text": "Support three punctuation marks as well: '.' is '.-.-.-', ',' is '--..--' "
                    "and '?' is '..--..'.",
            "checks": [tests(
                "assert morse_encode('OK?') == '--- -.- ..--..'",
                "assert morse_encode('Hi, you.') == '.... .. --..-- / -.-- --- ..- .-.-.-'",
            )],
        },
        {
            "id": "module_table",
            "category": "structure",
            "text": "Don't rebuild the table on every call: move it to a module-level dict "
                    "constant named `MORSE_CODE` mapping each upper-case letter, digit and "
                    "punctuation mark to its code. Every module-level name must be UPPER_CASE.",
            "checks": [
                tests(
                    "assert MORSE_CODE['A'] == '.-' and MORSE_CODE['0'] == '-----'",
                    "assert MORSE_CODE['?'] == '..--..' and len(MORSE_CODE) == 39",
                ),
                {"kind": "naming", "params": {"constants": "UPPER_CASE"}},
            ],
        },
        {
            "id": "no_for_statements",
            "category": "forbidden_construct",
            "text": "No `for` statements: build the words with generator expressions or "
                    "comprehensions passed to `str.join`.",
            "checks": [
                {"kind": "forbid", "params": {"constructs": ["for"]}},
                {"kind": "require", "params": {"calls": ["join"]}},
            ],
        },
        {
            "id": "type_hints",
            "category": "annotation_coverage",
            "text": "Annotate `morse_encode(text: str) -> str`.",
            "checks": [{"kind": "type_hints", "params": {"exact": {"morse_encode": {
                "text": "str", "return": "str"}}}}],
        },
        {
            "id": "google_docstring",
            "category": "docstring",
            "text": "Write a Google-style docstring for `morse_encode` (Args:, Returns:, "
                    "Raises:).",
            "checks": [{"kind": "docstring", "params": {"names": ["morse_encode"],
                                                        "style": "google"}}],
        },
        {
            "id": "decoder",
            "category": "functionality_extension",
            "text": "Add the reverse function `morse_decode(code: str) -> str` (annotated "
                    "so): codes separated by single spaces, words by ' / '; return the text in "
                    "upper case with single spaces between words ('' decodes to ''). An "
                    "unknown code raises ValueError(f'unknown code {c!r}'). The no-`for` rule "
                    "applies to it too.",
            "checks": [
                tests(
                    "assert morse_decode('... --- ...') == 'SOS'",
                    "assert morse_decode('.... .. / - .... . .-. .') == 'HI THERE'",
                    "assert morse_decode('') == ''",
                    "assert morse_decode(morse_encode('Hello World 42')) == 'HELLO WORLD 42'",
                    """
try:
    morse_decode('.- .-.-.-.-')
except ValueError as e:
    assert str(e) == "unknown code '.-.-.-.-'"
else:
    raise AssertionError('no ValueError for an unknown code')
""",
                ),
                {"kind": "type_hints", "params": {"names": ["morse_decode"], "exact": {
                    "morse_decode": {"code": "str", "return": "str"}}}},
            ],
        },
    ],
    "references": [
        code(r'''
def morse_encode(text):
    codes={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
           'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
           'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
           'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
           '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.'}
    words=[]
    for word in text.upper().split():
        letters=[]
        for ch in word:
            letters.append(codes[ch])
        words.append(' '.join(letters))
    return ' / '.join(words)
'''),
        code(r'''
def morse_encode(text):
    codes={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
           'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
           'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
           'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
           '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.'}
    words=[]
    for word in text.split():
        letters=[]
        for ch in word:
            if ch.upper() not in codes:
                raise ValueError(f'cannot encode {ch!r}')
            letters.append(codes[ch.upper()])
        words.append(' '.join(letters))
    return ' / '.join(words)
'''),
        code(r'''
def morse_encode(text):
    codes={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
           'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
           'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
           'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
           '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.',
           '.':'.-.-.-',',':'--..--','?':'..--..'}
    words=[]
    for word in text.split():
        letters=[]
        for ch in word:
            if ch.upper() not in codes:
                raise ValueError(f'cannot encode {ch!r}')
            letters.append(codes[ch.upper()])
        words.append(' '.join(letters))
    return ' / '.join(words)
'''),
        code(r'''
MORSE_CODE={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
            'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
            'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
            'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
            '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.',
            '.':'.-.-.-',',':'--..--','?':'..--..'}

def morse_encode(text):
    words=[]
    for word in text.split():
        letters=[]
        for ch in word:
            if ch.upper() not in MORSE_CODE:
                raise ValueError(f'cannot encode {ch!r}')
            letters.append(MORSE_CODE[ch.upper()])
        words.append(' '.join(letters))
    return ' / '.join(words)
'''),
        code(r'''
MORSE_CODE={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
            'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
            'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
            'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
            '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.',
            '.':'.-.-.-',',':'--..--','?':'..--..'}

def morse_encode(text):
    bad=[ch for ch in text if ch.upper() not in MORSE_CODE and not ch.isspace()]
    if bad:
        raise ValueError(f'cannot encode {bad[0]!r}')
    words=text.upper().split()
    return ' / '.join(' '.join(MORSE_CODE[ch] for ch in word) for word in words)
'''),
        code(r'''
MORSE_CODE={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
            'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
            'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
            'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
            '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.',
            '.':'.-.-.-',',':'--..--','?':'..--..'}

def morse_encode(text: str) -> str:
    bad=[ch for ch in text if ch.upper() not in MORSE_CODE and not ch.isspace()]
    if bad:
        raise ValueError(f'cannot encode {bad[0]!r}')
    words=text.upper().split()
    return ' / '.join(' '.join(MORSE_CODE[ch] for ch in word) for word in words)
'''),
        code(r'''
MORSE_CODE={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
            'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
            'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
            'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
            '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.',
            '.':'.-.-.-',',':'--..--','?':'..--..'}

def morse_encode(text: str) -> str:
    """Encodes text in International Morse code.

    Args:
        text: Letters, digits and . , ? separated by whitespace.

    Returns:
        Character codes separated by spaces, words by ' / '.

    Raises:
        ValueError: If a character has no Morse code.
    """
    bad=[ch for ch in text if ch.upper() not in MORSE_CODE and not ch.isspace()]
    if bad:
        raise ValueError(f'cannot encode {bad[0]!r}')
    words=text.upper().split()
    return ' / '.join(' '.join(MORSE_CODE[ch] for ch in word) for word in words)
'''),
        code(r'''
MORSE_CODE = {
    'A': '.-', 'B': '-...', 'C': '-.-.', 'D': '-..', 'E': '.', 'F': '..-.', 'G': '--.',
    'H': '....', 'I': '..', 'J': '.---', 'K': '-.-', 'L': '.-..', 'M': '--', 'N': '-.',
    'O': '---', 'P': '.--.', 'Q': '--.-', 'R': '.-.', 'S': '...', 'T': '-', 'U': '..-',
    'V': '...-', 'W': '.--', 'X': '-..-', 'Y': '-.--', 'Z': '--..', '0': '-----',
    '1': '.----', '2': '..---', '3': '...--', '4': '....-', '5': '.....', '6': '-....',
    '7': '--...', '8': '---..', '9': '----.', '.': '.-.-.-', ',': '--..--', '?': '..--..',
}
FROM_MORSE = {code: char for char, code in MORSE_CODE.items()}


def morse_encode(text: str) -> str:
    """Encodes text in International Morse code.

    Args:
        text: Letters, digits and . , ? separated by whitespace.

    Returns:
        Character codes separated by spaces, words by ' / '.

    Raises:
        ValueError: If a character has no Morse code.
    """
    bad = [ch for ch in text if ch.upper() not in MORSE_CODE and not ch.isspace()]
    if bad:
        raise ValueError(f'cannot encode {bad[0]!r}')
    words = text.upper().split()
    return ' / '.join(' '.join(MORSE_CODE[ch] for ch in word) for word in words)


def morse_decode(code: str) -> str:
    """Decodes Morse code made by morse_encode, in upper case."""
    codes = code.split()
    unknown = [c for c in codes if c != '/' and c not in FROM_MORSE]
    if unknown:
        raise ValueError(f'unknown code {unknown[0]!r}')
    words = code.split(' / ') if code else []
    return ' '.join(''.join(FROM_MORSE[c] for c in word.split()) for word in words)
'''),
    ],
    "solo": {
        "unsupported_char": code(r'''
def morse_encode(text):
    codes={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
           'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
           'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
           'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
           '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.'}
    words=[]
    for word in text.split():
        letters=[]
        for ch in word:
            if ch.upper() not in codes:
                raise ValueError(f'cannot encode {ch!r}')
            letters.append(codes[ch.upper()])
        words.append(' '.join(letters))
    return ' / '.join(words)
'''),
        "punctuation": code(r'''
def morse_encode(text):
    codes={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
           'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
           'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
           'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
           '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.',
           '.':'.-.-.-',',':'--..--','?':'..--..'}
    words=[]
    for word in text.upper().split():
        letters=[]
        for ch in word:
            letters.append(codes[ch])
        words.append(' '.join(letters))
    return ' / '.join(words)
'''),
        "module_table": code(r'''
MORSE_CODE = dict(zip(
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,?',
    '.- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- '
    '...- .-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----. '
    '.-.-.- --..-- ..--..'.split(),
))


def morse_encode(text):
    words = []
    for word in text.upper().split():
        words.append(' '.join(MORSE_CODE[ch] for ch in word))
    return ' / '.join(words)
'''),
        "no_for_statements": code(r'''
CODES = dict(zip(
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
    '.- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- '
    '...- .-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.'
    .split(),
))


def morse_encode(text):
    return ' / '.join(' '.join(CODES[ch] for ch in word) for word in text.upper().split())
'''),
        "type_hints": code(r'''
def morse_encode(text: str) -> str:
    codes={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
           'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
           'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
           'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
           '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.'}
    words=[]
    for word in text.upper().split():
        letters=[]
        for ch in word:
            letters.append(codes[ch])
        words.append(' '.join(letters))
    return ' / '.join(words)
'''),
        "google_docstring": code(r'''
def morse_encode(text):
    """Morse-encodes text.

    Args:
        text: Letters and digits.

    Returns:
        The Morse code.
    """
    codes={'A':'.-','B':'-...','C':'-.-.','D':'-..','E':'.','F':'..-.','G':'--.','H':'....',
           'I':'..','J':'.---','K':'-.-','L':'.-..','M':'--','N':'-.','O':'---','P':'.--.',
           'Q':'--.-','R':'.-.','S':'...','T':'-','U':'..-','V':'...-','W':'.--','X':'-..-',
           'Y':'-.--','Z':'--..','0':'-----','1':'.----','2':'..---','3':'...--','4':'....-',
           '5':'.....','6':'-....','7':'--...','8':'---..','9':'----.'}
    words=[]
    for word in text.upper().split():
        letters=[]
        for ch in word:
            letters.append(codes[ch])
        words.append(' '.join(letters))
    return ' / '.join(words)
'''),
        "decoder": code(r'''
CODES = dict(zip(
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
    '.- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- '
    '...- .-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.'
    .split(),
))
LETTERS = {v: k for k, v in CODES.items()}


def morse_encode(text):
    words = []
    for word in text.upper().split():
        words.append(' '.join(CODES[ch] for ch in word))
    return ' / '.join(words)


def morse_decode(code: str) -> str:
    words = []
    for word in code.split(' / ') if code else []:
        letters = []
        for c in word.split():
            if c not in LETTERS:
                raise ValueError(f'unknown code {c!r}')
            letters.append(LETTERS[c])
        words.append(''.join(letters))
    return ' '.join(words)
'''),
    },
}
