# %%
s = Stack()
s.push(0)
s.push('é')
assert s.size() == 2

# %%
s = Stack()
s.push(0)
s.push('0')
assert s.size() == 2

# %%
s = Stack()
s.push(7)
s.push('')
assert s.size() == 2

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
s.push(0)
s.push('ß')
assert s.size() == 2

# %%
s = Stack()
s.push(-1)
s.push('')
assert s.size() == 2
