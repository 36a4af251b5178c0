from collections import OrderedDict

class LRUCache:
    def __init__(self, capacity):
        if not isinstance(capacity, int) or capacity<1:
            raise ValueError('capacity must be a positive integer')
        self.capacity=capacity
        self.data=OrderedDict()
    def get(self, key):
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]
    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key]=value
        if len(self.data)>self.capacity:
            self.data.popitem(last=False)
