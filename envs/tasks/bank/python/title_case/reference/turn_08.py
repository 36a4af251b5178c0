from collections.abc import Collection

SMALL = ['a', 'an', 'and', 'at', 'but', 'for', 'in', 'of', 'on', 'or',
         'the', 'to']


def cap_word(word: str, is_edge: bool, small: set[str]) -> str:
    if not is_edge and word.lower() in small:
        return word.lower()
    return '-'.join(p[:1].upper() + p[1:].lower() for p in word.split('-'))


def title_case(text: str,
               small_words: Collection[str] | None = None) -> str:
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    chosen = SMALL if small_words is None else small_words
    small = {w.lower() for w in chosen}
    words = text.split()
    last = len(words) - 1
    return ' '.join(cap_word(w, i in (0, last), small)
                    for i, w in enumerate(words))
