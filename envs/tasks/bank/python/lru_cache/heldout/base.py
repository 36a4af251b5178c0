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
assert c.get('B') is None
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
c.put('b', 4)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == 3

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
c.put(1, 'ßx')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1, 'xé')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1, 'x')
c.put(2, 'y')
assert c.get(-1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1000000, 'x')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(2, 'x')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b0') is None
assert c.get('a') == 1
assert c.get('C') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', -2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('C') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 4)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('C') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b0', 2)
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
c.put('c', 2)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', -1)
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
assert c.get('b') is None
assert c.get('a') == 1
assert c.get(' ') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('ßb') is None
assert c.get('a ') == None
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('ßb') is None
assert c.get('a') == 1
assert c.get('ßc') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 1000000)
assert c.get('ßb') is None
assert c.get('a') == 1
assert c.get('c') == 1000000

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('', 4)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %%
c = LRUCache(7)
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
c.put('', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b ') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('', 2)
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
c.put('C', 2)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('C', 3)
assert c.get('b') is None
assert c.get('a ') == None
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c ', 7)
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
assert c.get('aa') == None
assert c.get('c') == 7

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b ', 2)
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
c.put('cc', 3)
assert c.get('b') is None
assert c.get('A') == None
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c0', 3)
assert c.get('b') is None
assert c.get('A') == None
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 6)
assert c.get('b') is None
assert c.get('A') == None
assert c.get('c') == 6

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('bb') is None
assert c.get('aa') == None
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', -3)
assert c.get('b') is None
assert c.get('aa') == None
assert c.get('c') == -3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put(' b', 2)
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
assert c.get('B') is None
assert c.get('a') == 1
assert c.get('c ') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('ßb', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('B') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %%
c = LRUCache(4)
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
assert c.get('cc') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 0)
assert c.get('bb') is None
assert c.get('a') == 1
assert c.get('c') == 0

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('bb') is None
assert c.get('a') == 1
assert c.get('C') == None

# %%
c = LRUCache(2)
c.put('aé', 1)
c.put('b', 2)
assert c.get('a') == None
c.put('c', 3)
assert c.get('bb') is None
assert c.get('a') == None
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a0') == None
c.put('c', 3)
assert c.get('bb') is None
assert c.get('a') == None
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('bb') is None
assert c.get('') == None
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('', 2)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('bb') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 2)
c.put('b', -1)
assert c.get('a') == 2
c.put('c', 3)
assert c.get('b') is None
assert c.get('a') == 2
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 2)
c.put('b', 2)
assert c.get('a') == 2
c.put('c', 2)
assert c.get('b') is None
assert c.get('a') == 2
assert c.get('c') == 2

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 1)
assert c.get('a') == 1
c.put('', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', -1)
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
assert c.get('bé') is None
assert c.get('aé') == None
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 4)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b') is None
assert c.get('aé') == None
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('bé', 2)
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
c.put('C', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 4)
assert c.get('a') == 1
c.put('c', 1)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == 1

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 4)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('bé') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 4)
assert c.get('a') == 1
c.put('c', 3)
assert c.get('b ') is None
assert c.get('a') == 1
assert c.get('c') == 3

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', -1)
assert c.get('b') is None
assert c.get('aa') == None
assert c.get('c') == -1

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('cé', -1)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c', -1)
assert c.get('b') is None
assert c.get('aé') == None
assert c.get('c') == -1

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c0', 3)
assert c.get('b') is None
assert c.get(' a') == None
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 7)
c.put('b', 2)
assert c.get('a') == 7
c.put('c0', 3)
assert c.get('b') is None
assert c.get('a') == 7
assert c.get('c') == None

# %%
c = LRUCache(2)
c.put('a', 1)
c.put('b', 2)
assert c.get('a') == 1
c.put('c0', 3)
assert c.get('b') is None
assert c.get('a') == 1
assert c.get('c0') == 3

# %%
c = LRUCache(2)
c.put('a', 7)
c.put('b', 2)
assert c.get('a') == 7
c.put('cc', 3)
assert c.get('b') is None
assert c.get('a') == 7
assert c.get('c') == None

# %%
c = LRUCache(1)
c.put(1, 'ßxé')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(-1, 'ßx')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(7, 'ßx')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1, 'SSX')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(-1, ' x')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(-1, 'x')
c.put(2, 'y')
assert c.get(1000000) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1, 'xé ')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1, 'XÉ')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(7, 'xé')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1, 'é')
c.put(2, 'y')
assert c.get(1) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(1000000, 'x')
c.put(2, 'y')
assert c.get(7) is None and c.get(2) == 'y'

# %%
c = LRUCache(1)
c.put(2, 'x')
c.put(2, 'y')
assert c.get(0) is None and c.get(2) == 'y'
