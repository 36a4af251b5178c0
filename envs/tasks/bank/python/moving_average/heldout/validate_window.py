# %%
try:
    moving_average([1, 2, 1, 2], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([0, 2], 0)
except ValueError as e:
    assert str(e) == 'window must be a positive integer'
else:
    raise AssertionError('no ValueError for window=0')

# %%
try:
    moving_average([1, 2, 3], 0)
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
    moving_average([-1, 2], 0)
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
