def is_balanced(text: str, pairs: str = '()[]{}') -> bool:
    if len(pairs) % 2:
        raise ValueError('pairs must have an even length')
    closing = dict(zip(pairs[1::2], pairs[0::2]))
    stack = []
    for c in text:
        if c in pairs[0::2]:
            stack.append(c)
        elif c in closing and (not stack or stack.pop() != closing[c]):
            return False
    return not stack
