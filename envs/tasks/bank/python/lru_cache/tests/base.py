# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %% held-out
c = LRUCache(1)
c.put(1, 'x')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'
