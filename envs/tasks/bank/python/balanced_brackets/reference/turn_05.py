import re

CLOSING={')':'(',']':'[','}':'{'}
MAX_DEPTH=1000

def _strip_quoted(text):
    return re.sub(r'"[^"]*"|\'[^\']*\'','',text)

def is_balanced(text):
    if not isinstance(text,str):
        raise TypeError('text must be a str')
    stack=[]
    for c in _strip_quoted(text):
        if c in '([{':
            stack.append(c)
            if len(stack)>MAX_DEPTH:
                raise ValueError('nesting too deep')
        elif c in CLOSING and (not stack or stack.pop()!=CLOSING[c]):
            return False
    return not stack
