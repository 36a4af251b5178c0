# %%
s = Stack()
s.push('xé')
assert repr(s) == "Stack(['xé'])"

# %%
s = Stack()
s.push('xx')
assert repr(s) == "Stack(['xx'])"

# %%
s = Stack()
s.push(' x')
assert repr(s) == "Stack([' x'])"

# %%
s = Stack()
s.push('x0')
assert repr(s) == "Stack(['x0'])"

# %%
s = Stack()
s.push('')
assert repr(s) == "Stack([''])"

# %%
s = Stack()
s.push('x ')
assert repr(s) == "Stack(['x '])"

# %%
s = Stack()
s.push('ßx')
assert repr(s) == "Stack(['ßx'])"

# %%
s = Stack()
s.push('X')
assert repr(s) == "Stack(['X'])"
