from typing import Any

class Stack:
    def __init__(self):
        self.items=[]
    def __repr__(self):
        return f'Stack({self.items!r})'
    def push(self, item: Any) -> None:
        if item is None:
            raise ValueError('cannot push None')
        self.items.append(item)
    def pop(self) -> Any:
        if not self.items:
            raise IndexError('pop from empty stack')
        return self.items.pop()
    def peek(self) -> Any:
        if not self.items:
            raise IndexError('peek from empty stack')
        return self.items[-1]
    def is_empty(self) -> bool:
        return len(self.items)==0
    def size(self) -> int:
        return len(self.items)
