CODES = dict(zip(
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
    '.- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- '
    '...- .-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.'
    .split(),
))


def morse_encode(text):
    return ' / '.join(' '.join(CODES[ch] for ch in word) for word in text.upper().split())
