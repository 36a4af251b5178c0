def _step(stack: list[str], c: str, closing: dict[str, str]) -> bool:
    if c in closing.values():
        stack.append(c)
    elif c in closing:
        return bool(stack) and stack.pop() == closing[c]
    return True


def is_balanced(text: str, pairs: str = '()[]{}') -> bool:
    if len(pairs) % 2:
        raise ValueError('pairs must have an even length')
    closing = dict(zip(pairs[1::2], pairs[0::2]))
    stack = []
    for c in text:
        if not _step(stack, c, closing):
            return False
    return not stack
