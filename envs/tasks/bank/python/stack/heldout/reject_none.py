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
s.push(0)
s.push('ß')
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
s.push('ß0')
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
s.push(' ')
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
s.push(3)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(1000000)
s.push(' ')
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
s.push(-1000000)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(-1)
s.push(' ')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push(' ')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('ß ')
assert s.size() == 2

# %%
s = Stack()
s.push(2)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push('ß')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('Ss')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push('ßé')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('ßéé')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('Éé')
assert s.size() == 2

# %%
s = Stack()
s.push(7)
s.push('éé')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push(' é')
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
s.push(0)
s.push(' é ')
assert s.size() == 2

# %%
s = Stack()
s.push(1000000)
s.push('éé')
assert s.size() == 2

# %%
s = Stack()
s.push(1000000)
s.push('ßé')
assert s.size() == 2

# %%
s = Stack()
s.push(-7)
s.push('é')
assert s.size() == 2

# %%
s = Stack()
s.push(7)
s.push('ßé')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push(' É')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('  0')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push(' 0')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push(' 00')
assert s.size() == 2

# %%
s = Stack()
s.push(1000000)
s.push('ß0')
assert s.size() == 2

# %%
s = Stack()
s.push(1000000)
s.push('0 ')
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
s.push(1)
s.push('0 ')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('0 é')
assert s.size() == 2

# %%
s = Stack()
s.push(14)
s.push('0')
assert s.size() == 2

# %%
s = Stack()
s.push(2)
s.push('0')
assert s.size() == 2

# %%
s = Stack()
s.push(1)
s.push('0é')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push(' 0é')
assert s.size() == 2

# %%
s = Stack()
s.push(-1)
s.push('0é')
assert s.size() == 2

# %%
s = Stack()
s.push(5)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(6)
s.push(' ')
assert s.size() == 2

# %%
s = Stack()
s.push(7)
s.push('ß ')
assert s.size() == 2

# %%
s = Stack()
s.push(3)
s.push('ß')
assert s.size() == 2

# %%
s = Stack()
s.push(4)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(-8)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(-6)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(1000000)
s.push('  ')
assert s.size() == 2

# %%
s = Stack()
s.push(499999)
s.push('')
assert s.size() == 2

# %%
s = Stack()
s.push(500000)
s.push('é')
assert s.size() == 2

# %%
s = Stack()
s.push(1000000)
s.push('ß ')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('ß  ')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('  é')
assert s.size() == 2

# %%
s = Stack()
s.push(2)
s.push('é')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('ßß ')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('ßßé')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('Ss ')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('SsSs')
assert s.size() == 2

# %%
s = Stack()
s.push(-1)
s.push('SS')
assert s.size() == 2

# %%
s = Stack()
s.push(-1)
s.push('Ss')
assert s.size() == 2

# %%
s = Stack()
s.push(1000000)
s.push(' ß')
assert s.size() == 2

# %%
s = Stack()
s.push(-2)
s.push('ß')
assert s.size() == 2

# %%
s = Stack()
s.push(-2)
s.push('0')
assert s.size() == 2
