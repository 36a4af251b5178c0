SMALL = ['a', 'an', 'and', 'at', 'but', 'for', 'in', 'of', 'on', 'or',
         'the', 'to']


def cap_word(word: str, is_edge: bool) -> str:
    if not is_edge and word.lower() in SMALL:
        return word.lower()
    return '-'.join(p[:1].upper() + p[1:].lower() for p in word.split('-'))


def title_case(text: str) -> str:
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    words = text.split()
    last = len(words) - 1
    return ' '.join(cap_word(w, i in (0, last)) for i, w in enumerate(words))
