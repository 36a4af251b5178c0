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
c.put('b', 1000000)
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

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', -3)
c.put('b', 20)
assert c.get('a') == 1 and c.get('b') == 20

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 1000000)
c.put('b', 20)
assert c.get('a') == 1 and c.get('b') == 20

# %%
c = LRUCache(3)
c.put('a', 1)
c.put('b', -2)
c.put('b', 20)
assert c.get('a') == 1 and c.get('b') == 20

# %%
c = LRUCache(2)
c.put('a', 0)
c.put('b', 1)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('aa', 0)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 0)
c.put('b', 3)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 0)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('bé') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a0', 1)
c.put('b ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(4)
c.put('a', 1)
c.put('b ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('aé', 1)
c.put('b ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b  ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('aa', 1)
c.put('b ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', -1)
c.put('b ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b 0', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 2)
c.put('b', 1)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('0', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('', 1)
c.put('b0', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b0 ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a ', 1)
c.put('b0', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put(' b0', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b0', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('ßb') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', -1)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('bé') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('aa', -1)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', -1)
c.put('b', 1000000)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b0', 1000000)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('B', 1000000)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 0)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('ß', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(3)
c.put('a', 1)
c.put('', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('ßa', 1)
c.put('', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('bé') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('', -2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('', 3)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('', -1)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 7)
c.put('b', -2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('A', 7)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 7)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b0') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 7)
c.put('b', 1)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('ßa', 7)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 7)
c.put('b ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 3)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 0)
c.put('b', -2)
c.put('a', 10)
c.put('c', 3)
assert c.get('') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 0)
c.put('B', 3)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b ', 0)
c.put('a', 10)
c.put('c', 3)
assert c.get('') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('aé', 1)
c.put('b ', -1)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', -1)
c.put('b ', -1)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(7)
c.put('a', 1)
c.put(' ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put(' ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('bb') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put(' b', 1)
c.put('a', 10)
c.put('c', 3)
assert c.get('bé') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('A', 2)
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
assert c.get('b b ') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('ßb0', 1000000)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('0', -1)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('', 1)
c.put('b0', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b ') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(3)
c.put('a', 1)
c.put('b0 ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b0', 4)
c.put('a', 10)
c.put('c', 3)
assert c.get('b ') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b0é', 4)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a ', 1)
c.put('', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put(' b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b0', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('ßbßb') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('bé') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('AA', -1)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a ', 1)
c.put('B', 1000000)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('', 1)
c.put('ß', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('', -1)
c.put('a', 10)
c.put('c', 3)
assert c.get('ßb') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('aé', 1)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 0)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get(' b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get(' b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('ßa', 8)
c.put('b', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('ßa', 7)
c.put('B', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)

# %%
c = LRUCache(2)
c.put('a', 7)
c.put(' b ', 2)
c.put('a', 10)
c.put('c', 3)
assert c.get('b') is None and c.get('a') == 10 and (c.get('c') == 3)
