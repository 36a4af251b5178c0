# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None
