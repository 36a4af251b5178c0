from collections import deque

def flatten_list(nested):
    flatList=[]
    stack=deque([iter(nested)])
    while stack:
        for item in stack[-1]:
            if type(item)==list:
                stack.append(iter(item))
                break
            flatList.append(item)
        else:
            stack.pop()
    return flatList
