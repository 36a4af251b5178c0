# %%
s = Stack()
for i in (1, 2, 3):
    s.push(i)
assert repr(s) == 'Stack([1, 2, 3])'

# %% held-out
assert repr(Stack()) == 'Stack([])'

# %% held-out
s = Stack()
s.push('x')
assert repr(s) == "Stack(['x'])"
