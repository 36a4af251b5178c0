# %%
try:
    histogram_bins([1, 2, 3], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([3, 2, 1], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([1, 0, 3], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3, 4], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3], -3)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3], -6)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([2, 3], -3)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3, 1], -3)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3, 4], -3)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3, 1, 2, 3], -3)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, 3, 3], -3)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3], -2)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3], 2.5)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3, 1], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3], 0.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3, 1, 2, 3], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3], -2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 4], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([3, 2, 1], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 2], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3], 0.001)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3, 1, 2, 3], '4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2, 3, 1], '4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2, 2], '4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2, 3], '4é')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2, -3], '4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([3, 2, 1], '4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1], '4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2, 3], '44')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([2, 3], '4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2, 3], '4 ')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2, 3], ' 4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2, 4], '4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2, 0], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([2, 3, 4], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3, 1, 2, 0], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([3, -2, 1], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([1, 0, 3, 4], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([-2, 3], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3, 1, 2], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([1, 0, 3], -1)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={0!r} accepted')

# %%
try:
    histogram_bins([], -1)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([-1, 2, 3], -1)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, -1, 3], -3)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([3], -3)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([-1, 2, 3], 0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, 2, 0, 4], -3)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, 3, 3, 1], -3)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, 1, 3], -2)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, 2], -4)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={-3!r} accepted')

# %%
try:
    histogram_bins([1, 2, 0], 0.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([], 1.5)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([], 0.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3, 1, 2], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 1, 2, 2, 3, 3], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3, 0], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3, 3], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, -2, -3], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 3], -0.6667)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([1, 2, 1, 2], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([2, 4], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([3, 2, 1], 0.6667)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([2, 2, 1], 2.0)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([0, 2, 3], 0.001)
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f'bins={2.0!r} accepted')

# %%
try:
    histogram_bins([], ' 4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2, 3, 1, 2, 3], '')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2, 1], '4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([2, 3], '4é')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2], 'ß4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1], '')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2, 0, 4], '4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([3, 2, 1], '44')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([2, 0], '4')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([2, 3], '44')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, -2, 3], '4 ')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([0, 2, 3], '')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")

# %%
try:
    histogram_bins([1, 2], '40')
except ValueError as e:
    assert str(e) == 'bins must be a positive integer', str(e)
else:
    raise AssertionError(f"bins={'4'!r} accepted")
