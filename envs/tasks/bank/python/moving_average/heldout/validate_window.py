# %%
try:
    moving_average([0, 2], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([1, 2], -1)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([1, 2, 1], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([2, 2], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([2], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([2, 1], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([1], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([1, 2, 0], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 4], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([3, 2, 1], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 3], -1)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([2, 3], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 3, 4], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 3], 1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3], 0.0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 3, 3], 1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3], 15.0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([], 1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3], 2.0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3], 0.001)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3], -1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3, 1, 2, 3], 1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3], 1.0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1], 1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3], 0.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([0, 2], -1)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([1, 2, 3, 4], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([2, 3], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average((), 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([], -1)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([1, 1], -1)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([1], -1)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([1, 2, 3], -1)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([2, -1], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([2, 2, 1], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([3, 1], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([0], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([3, 2, 1], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 2], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([2, 1, 0], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([2, 4], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 4], -4)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 4, 1], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 3, 1], -4)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([-1, 2, 3], -3)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 3], -5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 3, 1, 2], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 2], -1)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([-3, 1, 2], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([3], -2)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([2, 3], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([], -3)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 3, 4], -4)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={-2!r}')

# %%
try:
    moving_average([1, 2, 3], -0.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([3, 2, 1], 0.0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3, 4], 0.0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 3, 3], 0.001)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2], 15.0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([], 1.0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([], 2.0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([4, 3, 2, 1], 1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 1, 3], 0.001)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3], 0.01)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 3, 3], -1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3], -15.0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([3, 2, 1, 2], 1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, -2, 3], 0.001)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 0, 3], -1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 1, 3], -1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3, 1, -2, 3], 1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([3, 3, 2, 2, 1, 1], 1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 1, 2], 1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1], 15.0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([3, 3], 1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 3, 3, 1], 1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')

# %%
try:
    moving_average([1, 2, 3, 1], -1.5)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError(f'no ValueError for window={1.5!r}')
