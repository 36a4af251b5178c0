def is_balanced(text):
    pairs = {')': '(', ']': '[', '}': '{'}
    stack = []
    for c in text:
        if c in '([{':
            stack.append(c)
        elif c in pairs and (not stack or stack.pop() != pairs[c]):
            return False
    return not stack
