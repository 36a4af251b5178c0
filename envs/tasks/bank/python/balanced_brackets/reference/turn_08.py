import re

MAX_DEPTH = 1000


def _strip_quoted(text: str) -> str:
    return re.sub(r'"[^"]*"|\'[^\']*\'', '', text)


def _closing_map(pairs: str) -> dict[str, str]:
    if len(pairs) % 2:
        raise ValueError('pairs must have an even length')
    return dict(zip(pairs[1::2], pairs[0::2]))


def _step(stack: list[str], c: str, closing: dict[str, str]) -> bool:
    if c in closing.values():
        stack.append(c)
    elif c in closing:
        return bool(stack) and stack.pop() == closing[c]
    return True


def is_balanced(text: str, pairs: str = '()[]{}') -> bool:
    """Checks that the brackets of a text are balanced and nested.

    Args:
        text: Source text; brackets inside quoted strings are ignored.
        pairs: Opening and closing characters, pair by pair, e.g. '()<>'.

    Returns:
        True when every bracket is closed in the right order.

    Raises:
        TypeError: If text is not a str.
        ValueError: If more than 1000 brackets are open at once, or pairs has an
            odd length.
    """
    if not isinstance(text, str):
        raise TypeError('text must be a str')
    closing = _closing_map(pairs)
    stack = []
    for c in _strip_quoted(text):
        if not _step(stack, c, closing):
            return False
        if len(stack) > MAX_DEPTH:
            raise ValueError('nesting too deep')
    return not stack
