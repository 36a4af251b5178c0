import re


def is_balanced(text):
    stack = []
    pairs = {')': '(', ']': '[', '}': '{'}
    for c in re.sub(r'"[^"]*"|\'[^\']*\'', '', text):
        if c in '([{':
            stack.append(c)
        elif c in pairs and (not stack or stack.pop() != pairs[c]):
            return False
    return not stack
