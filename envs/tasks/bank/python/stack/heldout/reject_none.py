# %%
s = Stack()
s.push(1000000)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push(' ')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(-1)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('ßé')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push('é')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push(' é')
assert s.size() == 2

# %%
s = Stack()
s.push(1000000)
s.push('é')
assert s.size() == 2

# %%
s = Stack()
s.push(7)
s.push('é')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('É')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push(' 0')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('00')
assert s.size() == 2

# %%
s = Stack()
s.push(7)
s.push('0')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push('0')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('0é')
assert s.size() == 2

# %%
s = Stack()
s.push(6)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(7)
s.push('ß')
assert s.size() == 2

# %%
s = Stack()
s.push(8)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(-7)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(1000007)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(500000)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(1000000)
s.push('ß')
assert s.size() == 2

# %%
s = Stack()
s.push(999999)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(-1000000)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('  ')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('ßß')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('Ss')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('SS')
assert s.size() == 2

# %%
s = Stack()
s.push(-2)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('ßé ')
assert s.size() == 2

# %%
s = Stack()
s.push(7)
s.push('éé')
assert s.size() == 2

# %%
s = Stack()
s.push(999999)
s.push('é')
assert s.size() == 2

# %%
s = Stack()
s.push(-1)
s.push('É')
assert s.size() == 2

# %%
s = Stack()
s.push(-2)
s.push('é')
assert s.size() == 2

# %%
s = Stack()
s.push(7)
s.push('é ')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push(' é é')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push(' é ')
assert s.size() == 2

# %%
s = Stack()
s.push(1000000)
s.push('é0')
assert s.size() == 2

# %%
s = Stack()
s.push(2000000)
s.push('é')
assert s.size() == 2

# %%
s = Stack()
s.push(1000007)
s.push('é')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push(' É')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push(' 0')
assert s.size() == 2

# %%
s = Stack()
s.push(1000000)
s.push('00')
assert s.size() == 2

# %%
s = Stack()
s.push(500000)
s.push('0')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push('ß0')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('0000')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push(' 0 ')
assert s.size() == 2

# %%
s = Stack()
s.push(999999)
s.push('0')
assert s.size() == 2

# %%
s = Stack()
s.push(1000007)
s.push('0')
assert s.size() == 2

# %%
s = Stack()
s.push(6)
s.push('0')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push('0é')
assert s.size() == 2

# %%
s = Stack()
s.push(28)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(5)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(3)
s.push('ß')
assert s.size() == 2

# %%
s = Stack()
s.push(8)
s.push(' ')
assert s.size() == 2

# %%
s = Stack()
s.push(-8)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(2000007)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(3)
s.push('é')
assert s.size() == 2

# %%
s = Stack()
s.push(500000)
s.push('ß')
assert s.size() == 2

# %%
s = Stack()
s.push(2000000)
s.push('ß')
assert s.size() == 2

# %%
s = Stack()
s.push(-500000)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(-1)
s.push('ß ')
assert s.size() == 2

# %%
s = Stack()
s.push(-1)
s.push('  ')
assert s.size() == 2

# %%
s = Stack()
s.push(1000001)
s.push(' ')
assert s.size() == 2

# %%
s = Stack()
s.push(7)
s.push('  ')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('ß  ')
assert s.size() == 2

# %%
s = Stack()
s.push(2)
s.push('ß')
assert s.size() == 2

# %%
s = Stack()
s.push(1000001)
s.push('ß')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push('Ss')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('ßßß')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('Ss0')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('ßSs')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('SSs')
assert s.size() == 2

# %%
s = Stack()
s.push(-1)
s.push('ßé')
assert s.size() == 2

# %%
s = Stack()
s.push(-1)
s.push('ß0')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push(' Ss')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('SSS')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push(' SS')
assert s.size() == 2

# %%
s = Stack()
s.push(-1)
s.push('SS')
assert s.size() == 2

# %%
s = Stack()
s.push(-2)
s.push('0')
assert s.size() == 2
