# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', -2)
c.put('b', 20)
assert c.get('a') == 1 and c.get('b') == 20

# %%
c = LRUCache(2)
c.put('a', 0)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 1)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b0', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', -1)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 1000002)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 7)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)
