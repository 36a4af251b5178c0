def wrap_text(text: str | None, width: int, indent: str = '') -> list[str]:
    """Greedy word wrap with an indent.

    Args:
        text: The text to wrap.
        width: Maximum line length, indent included.
        indent: Prefix of every line.

    Returns:
        The wrapped lines.
    """
    lines = []
    cur = ''
    for w in text.split():
        if cur == '':
            cur = indent + w
        elif len(cur) + 1 + len(w) <= width:
            cur += ' ' + w
        else:
            lines.append(cur)
            cur = indent + w
    if cur != '':
        lines.append(cur)
    return lines
