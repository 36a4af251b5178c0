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

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 0)
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
c.put('ßc', 0)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('ßa', 1)
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
c.put('C', 0)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put(' b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 0
assert c.get('zzzz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zzzzz') is None

# %%
c = LRUCache(1)
assert len(c) == 0
c.put('a', 7)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 1
assert c.get('a', 0) == 0
assert c.get('b', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 7)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 1000000) == 1000000
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(3)
assert len(c) == 0
c.put('a', 7)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 3
assert c.get('a', 0) == 7
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a ', 1)
c.put('b', 2)
c.put('cé', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a ', 1)
c.put('b', 4)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 4
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a ', 1)
c.put('b', 2)
c.put('c', 2)
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
assert c.get('a', -1) == -1
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 7)
c.put('b', 2)
c.put('c', 1000000)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', -1)
c.put('c', 1000000)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == -1
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a ', 1)
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
c.put('ßc', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('B', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('ßc', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 1000000) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('ßa', 1)
c.put('b', 2)
c.put('ßc', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1000000)
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
c.put('c', 7)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('', 2)
c.put('c', 2)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('bé', 2)
c.put('c', 2)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 2)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('bb', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', -1)
c.put('C', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == -1
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('bb', -1)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 1)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 1
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b0', -1)
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
assert c.get('a', 7) == 7
assert c.get('b', 1000000) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b0', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 1000000) == 1000000
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('B', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 1000000) == 1000000
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 1000000)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 1000000) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1000000)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 1000000) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 2)
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
c.put('b', 7)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 7
assert c.get(' zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('', 1)
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
c.put('b', 7)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 1) == 7
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', 1)
c.put('c', 4)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 1
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('ßb', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('bé', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('ßb', 2)
c.put('c', 4)
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
assert c.get('bb', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b0', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b0', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b0', 2)
c.put('c', 1000000)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(7)
assert len(c) == 0
c.put('a', 1)
c.put('b0', 2)
c.put('c', 3)
assert len(c) == 3
assert c.get('a', 0) == 1
assert c.get('b', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', -1)
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
assert c.get('b', 0) == 2
assert c.get('Zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 0)
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
c.put('bé', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 1000000) == 1000000
assert c.get('b', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 0)
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
c.put('b', 1000000)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 1000000
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a0', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 7) == 7
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a0', 1)
c.put('b', 2)
c.put('c ', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a0', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('bb', 0) == 0
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
assert c.get('zzz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a0', -1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('A', 0)
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
c.put('b', 1000000)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 1000000
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('A', 1)
c.put(' b', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('A', 1)
c.put('ßb', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == 0
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
assert c.get('ZZ') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put(' a', 0)
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
c.put('b', -2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('b', 0) == -2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('', 1)
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
c.put('b', -2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('B', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('b', -2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 1) == 1
assert c.get('b', 0) == -2
assert c.get('zz') is None

# %%
c = LRUCache(2)
assert len(c) == 0
c.put('a', 1)
c.put('bb', 2)
c.put('c', 3)
assert len(c) == 2
assert c.get('a', 0) == 0
assert c.get('bb', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(1000000)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 3
assert c.get('a', 0) == 1
assert c.get('bb', 0) == 0
assert c.get('zz') is None

# %%
c = LRUCache(4)
assert len(c) == 0
c.put('a', 1)
c.put('b', 2)
c.put('c ', 3)
assert len(c) == 3
assert c.get('a', 0) == 1
assert c.get('b', 0) == 2
assert c.get('zz') is None

# %%
c = LRUCache(4)
assert len(c) == 0
c.put('aa', 1)
c.put('b', 2)
c.put('c', 3)
assert len(c) == 3
assert c.get('a', 0) == 0
assert c.get('b', 0) == 2
assert c.get('zz') is None
