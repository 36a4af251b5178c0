import textwrap


def wrap_text(text: str | None, width: int, indent: str = '') -> list[str]:
    """Word-wraps text greedily, paragraph by paragraph.

    Args:
        text: The text; paragraphs are separated by blank lines. None counts as no text.
        width: The longest a line may be (unless a single word is longer).
        indent: Prefix of every non-empty line, counted in the width.

    Returns:
        The lines, with one empty string between paragraphs.

    Raises:
        ValueError: If width is less than 1.
    """
    if width < 1:
        raise ValueError('width must be positive')
    if text is None:
        return []
    paras = [' '.join(p.split()) for p in text.split('\n\n') if p.strip()]
    wrapped = [textwrap.wrap(p, width, initial_indent=indent, subsequent_indent=indent,
                             break_long_words=False, break_on_hyphens=False) for p in paras]
    return [line for i, block in enumerate(wrapped) for line in ([''] if i else []) + block]
