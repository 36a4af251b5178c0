# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('C') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('ßb') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('C', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 7)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == 7

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c ', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('A') == None
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('aa') == None
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('B') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('bb') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 2)
c.put('b', 2)
assert c.get('a') == 2
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 2
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('aé') == None
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 4)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', -1)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == -1

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c0', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 7)
c.put('b', 2)
assert c.get('a') == 7
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 7
assert c.get('c') == 3

# %%
c = LRUCache(1)
c.put(1, 'X')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1, 'ßx')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(-1, 'x')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(0, 'x')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1, 'xé')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1, '')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1, 'x')
c.put(2, 'y')
assert c.get(-1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1000001, 'x')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(2, 'x')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'
