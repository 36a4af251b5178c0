# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 3)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 3
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 0)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zzzz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 7)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a ', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 1000003)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('ßc', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 2)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', -1)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == -1
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 1000000) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 7)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 7
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 4)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('ßb', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b0', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('ZZ') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('ßb', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 1000000) == 1000000
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b0', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a0', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('A', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put(' a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', -2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == -2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('bb', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(4)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 3
assert c.get('a', 0) == 1
assert c.get('b', 0) == 2
assert c.get('zz') is None
