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
