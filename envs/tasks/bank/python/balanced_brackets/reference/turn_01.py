def is_balanced(text):
    stack=[]
    for c in text:
        if c in '([{':
            stack.append(c)
        elif c==')':
            if not stack or stack.pop()!='(':
                return False
        elif c==']':
            if not stack or stack.pop()!='[':
                return False
        elif c=='}':
            if not stack or stack.pop()!='{':
                return False
    return len(stack)==0
