from collections.abc import Hashable
from typing import Any

class LRUCache:
    def __init__(self, capacity):
        self.capacity=capacity
        self.data={}
        self.order=[]  # keys, least recently used first: order[0] is the one to evict
    def __len__(self):
        return len(self.data)
    def get(self, key: Hashable, default: Any = None) -> Any:
        if key not in self.data:
            return default
        self.order.remove(key)
        self.order.append(key)
        return self.data[key]
    def put(self, key, value):
        if key in self.data:
            self.order.remove(key)
        elif len(self.data)>=self.capacity:
            del self.data[self.order.pop(0)]
        self.data[key]=value
        self.order.append(key)
