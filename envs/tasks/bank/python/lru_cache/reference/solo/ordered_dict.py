import collections

class LRUCache:
    def __init__(self, capacity):
        self.capacity=capacity
        self.data=collections.OrderedDict()
    def get(self, key):
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]
    def put(self, key, value):
        self.data[key]=value
        self.data.move_to_end(key)
        if len(self.data)>self.capacity:
            self.data.popitem(last=False)
