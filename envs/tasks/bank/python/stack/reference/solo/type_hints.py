from typing import Any

class Stack:
    def __init__(self):
        self.items=[]
    def push(self, item: Any) -> None:
        self.items.append(item)
    def pop(self) -> Any:
        return self.items.pop()
    def peek(self) -> Any:
        return self.items[-1]
    def is_empty(self) -> bool:
        return len(self.items)==0
    def size(self) -> int:
        return len(self.items)
