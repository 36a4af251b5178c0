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
