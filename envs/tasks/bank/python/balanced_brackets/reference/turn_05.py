import re

CLOSING={')':'(',']':'[','}':'{'}
MAX_DEPTH=1000

def _strip_quoted(text):
    return re.sub(r'"[^"]*"|\'[^\']*\'','',text)

def _step(stack, c):
    if c in '([{':
        stack.append(c)
    elif c in CLOSING:
        return bool(stack) and stack.pop()==CLOSING[c]
    return True

def is_balanced(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    stack=[]
    for c in _strip_quoted(text):
        if not _step(stack, c):
            return False
        if len(stack)>MAX_DEPTH:
            raise ValueError('nesting too deep')
    return not stack
