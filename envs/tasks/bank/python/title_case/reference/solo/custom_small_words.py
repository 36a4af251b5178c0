from collections.abc import Collection

DEFAULT_SMALL = ('a', 'an', 'and', 'at', 'but', 'for', 'in', 'of', 'on', 'or', 'the',
                 'to')


def title_case(text: str, small_words: Collection[str] | None = None) -> str:
    small = {w.lower() for w in (DEFAULT_SMALL if small_words is None else small_words)}
    words = text.split()
    return ' '.join(
        w.lower() if 0 < i < len(words) - 1 and w.lower() in small else w.capitalize()
        for i, w in enumerate(words)
    )
