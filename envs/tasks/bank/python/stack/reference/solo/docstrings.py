class Stack:
    """LIFO stack."""
    def __init__(self):
        """Empty stack."""
        self.items=[]
    def push(self, item):
        """Push an item."""
        self.items.append(item)
    def pop(self):
        """Pop the top item."""
        return self.items.pop()
    def peek(self):
        """The top item."""
        return self.items[-1]
    def is_empty(self):
        """Whether empty."""
        return len(self.items)==0
    def size(self):
        """Item count."""
        return len(self.items)
