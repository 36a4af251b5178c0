# %%
try:
    chunk_list([1, 2, 3], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([1, 2], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([0, 2, 3], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 1], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 4], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([1, 2, 3], -2)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([1, 2, 3], -3)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 1, 2, 3], -2)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([-1, 2, 3], -2)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([1, 2], -2)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([2, 2, 3], -2)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([-1, 2, 3], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([2, 2, 3], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 3], 1.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 1], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 3], 0.001)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([2, 3], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([0, 2, 3], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 3, 3], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([3, 2], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([2, 3, 4], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([1, -2], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([2], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([0, 2, 3, 4], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([0, 2], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([1, 1, 3, 1], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 4, 5], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([1, 2, 2, 4], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 2, 2, 3], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 1, 2, 3, 1], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([1, 0, 3], -1)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([], -1)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([-1, 2], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={0!r} accepted')

# %%
try:
    chunk_list([1], -4)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([1, 2, 3], -5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([1, 2, 3], -6)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([2, 2, 3], -3)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list((), -2)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 1, 2], -2)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([0], -2)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([-1, 2, 3], -1)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([-1, 2, 3], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([2, 3, 2], -2)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([1, 3], -2)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([3, 2, 1, 2], -2)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 4], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([2, 2, 3], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={-2!r} accepted')

# %%
try:
    chunk_list([-1, 2, 3], 0.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([-1, 2, -3], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([2, 2, 3], 1.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 1, 2], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 1], 0.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([2, 3], 0.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 3], 20.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([3, 2, 1], 2.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 3], 0.3333)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1], 1.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 1, 2, 3], 0.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 1, 3], 0.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1], -1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 3], -0.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([3, 2, 1], 0.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([3, 2, 1, 2], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1], 2.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 1, 1], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 4], 15.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 3], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([1, 2, 3, 1, 2, 3], 15.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([-1, 2, 3], 0.001)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([3, 2, 1], 0.001)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([3, 2, 1, 3, 2, 1], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([3, 3, 2, 2, 1, 1], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([], 15.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([2, 3], 2.0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')

# %%
try:
    chunk_list([3, 2], 1.5)
except ValueError as e:
    assert str(e) == 'size must be a positive integer', str(e)
else:
    raise AssertionError(f'size={1.5!r} accepted')
