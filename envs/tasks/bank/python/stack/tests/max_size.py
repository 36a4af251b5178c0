# %%
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and not s.is_full()

# %% held-out
s = Stack()
for i in range(1000):
    s.push(i)
assert not s.is_full()

# %% held-out
s = Stack(max_size=1)
s.push('a')
assert s.is_full()
