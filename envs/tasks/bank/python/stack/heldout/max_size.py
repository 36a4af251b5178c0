# %%
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(6)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(0)
s.push(2)
assert s.is_full()
try:
    s.push(3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(7)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(-3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(2)
s.push(2)
assert s.is_full()
try:
    s.push(3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(2)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(1)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(7)
s.push(2)
assert s.is_full()
try:
    s.push(3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=1)
s.push('')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push(' a')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('a ')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('A')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('aa')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('aé')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('a0')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('ßa')
assert s.is_full()

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
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(0)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(0)
s.push(2)
assert s.is_full()
try:
    s.push(2)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(0)
s.push(2)
assert s.is_full()
try:
    s.push(-1)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(0)
s.push(2)
assert s.is_full()
try:
    s.push(1)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(-1)
s.push(2)
assert s.is_full()
try:
    s.push(3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(8)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(14)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1000000)
s.push(2)
assert s.is_full()
try:
    s.push(6)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(-1000000)
s.push(2)
assert s.is_full()
try:
    s.push(3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1000000)
s.push(2)
assert s.is_full()
try:
    s.push(2)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(-4)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(-1)
s.push(2)
assert s.is_full()
try:
    s.push(-3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(-6)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(2)
s.push(2)
assert s.is_full()
try:
    s.push(4)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(2)
s.push(2)
assert s.is_full()
try:
    s.push(6)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(-2)
s.push(2)
assert s.is_full()
try:
    s.push(3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(2)
s.push(2)
assert s.is_full()
try:
    s.push(-3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(2)
s.push(2)
assert s.is_full()
try:
    s.push(1)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(2)
s.push(2)
assert s.is_full()
try:
    s.push(2)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(4)
s.push(2)
assert s.is_full()
try:
    s.push(3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(2)
s.push(2)
assert s.is_full()
try:
    s.push(7)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(-1)
s.push(2)
assert s.is_full()
try:
    s.push(2)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1)
s.push(2)
assert s.is_full()
try:
    s.push(-2)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1000000)
s.push(2)
assert s.is_full()
try:
    s.push(1)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(-1)
s.push(2)
assert s.is_full()
try:
    s.push(-1)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(7)
s.push(2)
assert s.is_full()
try:
    s.push(-1)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1000000)
s.push(2)
assert s.is_full()
try:
    s.push(-1)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(1000000)
s.push(2)
assert s.is_full()
try:
    s.push(4)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(8)
s.push(2)
assert s.is_full()
try:
    s.push(3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(14)
s.push(2)
assert s.is_full()
try:
    s.push(3)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(7)
s.push(2)
assert s.is_full()
try:
    s.push(7)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(7)
s.push(2)
assert s.is_full()
try:
    s.push(1000000)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(7)
s.push(2)
assert s.is_full()
try:
    s.push(2)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=2)
s.push(7)
s.push(2)
assert s.is_full()
try:
    s.push(4)
except OverflowError as e:
    assert str(e) == 'stack is full'
else:
    raise AssertionError('push beyond max_size accepted')
assert s.pop() == 2 and (not s.is_full())

# %%
s = Stack(max_size=1)
s.push('ß')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('0')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push(' ')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push(' aé')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('  a')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('ß a')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push(' A')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('a  ')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('ßa ')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('a a ')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('aa ')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('A ')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('ßA')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('A0')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('Aé')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('ßaa')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('aa0')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push(' aa')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('aaé')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('AÉ')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('ßaé')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('éa')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('0a')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('a00')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('a0a0')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('ßaßa')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('Ssa')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push(' ßa')
assert s.is_full()

# %%
s = Stack(max_size=1)
s.push('ßßa')
assert s.is_full()
