# %%
s = Stack()
s.push(1)
try:
    s.push(None)
except ValueError as e:
    assert str(e) == 'cannot push None'
else:
    raise AssertionError('push(None) accepted')
assert s.size() == 1 and s.peek() == 1

# %% held-out
s = Stack()
s.push(0)
s.push('')
assert s.size() == 2
