import re

ROMAN_VALUES = {
    'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000,
}
ROMAN_RE = re.compile('M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})')


def _total(t):
    values = [ROMAN_VALUES[c] for c in t]
    # a value smaller than the next one is subtracted (IV, XC, CM ...)
    pairs = zip(values, values[1:] + [0])
    return sum(-v if v < nxt else v for v, nxt in pairs)


def roman_to_int(s: str) -> int:
    t = s.strip().upper()
    if t == '':
        raise ValueError('empty numeral')
    if not ROMAN_RE.fullmatch(t):
        raise ValueError(f'invalid roman numeral: {s!r}')
    return _total(t)
