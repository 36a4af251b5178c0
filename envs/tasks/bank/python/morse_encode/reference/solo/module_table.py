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
