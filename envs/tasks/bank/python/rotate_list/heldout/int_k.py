# %%
try:
    rotate_list([1, 3, 3], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, 2, 3], 0.5)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, 2, 3], 10.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, 2, 3, 1, 2, 3], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([3, 2, 1], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, 1, 3], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, 2, 3], 0.001)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, -2, 3], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, 2, 3, 1], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, 2], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, 2, 3], 1.5)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([3, 2, 1], '2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([1, 2, 3], '')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([2, 2, 3], '2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([1, 2, 3, 1, 2, 3], '2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([-1, 2, 3], '2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([2, 3], '2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([1, 2], '2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([1, 2, 3, 1], None)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={None!r} accepted')

# %%
try:
    rotate_list([-1, 2, 3], None)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={None!r} accepted')

# %%
try:
    rotate_list([1, 2, 3, 4], None)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={None!r} accepted')

# %%
try:
    rotate_list([1, 2, 3, 1, 2, 3], None)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={None!r} accepted')

# %%
try:
    rotate_list([1, 2, 3], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([1, 2, 3], False)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([3, 2, 1], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([1, 2, 3, 1, 2, 3], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([1, 2, 2], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([1], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([-1, 2, 3], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([3, 3], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([], 0.001)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([-1], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, -2, 3], 0.3333)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([2, 3], 0.3333)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([3, -2, 1], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([3, 2, 1], -1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, 2, 3, 1], 0.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, 1, 3], 10.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([-2, 1, 3], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, -2, 3], 0.5)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, 2, 3, 1], 1.5)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([2, 1], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([0, 1, 3], 1.0)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={1.0!r} accepted')

# %%
try:
    rotate_list([1, 2, 3], ' 2é')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([1, 2, 4], '')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([1, 2, 0], '')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([1], '20')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([1, 2, 3, 4], '20')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([-2, 2, 3], '2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([3, 2, 1, 3, 2, 1], '2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([-1, 2], '2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([1, 2, 3], 'SS2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([1, 2, 3], '2ß')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([1], ' 2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([], '2é')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([2], '2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([2, 3], '2é')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([0, 2, 3], 'ß2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([0, 1, 3], '2')
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f"k={'2'!r} accepted")

# %%
try:
    rotate_list([1, 2, -3], None)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={None!r} accepted')

# %%
try:
    rotate_list([2, 3, 3], None)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={None!r} accepted')

# %%
try:
    rotate_list([2, 3, 2, 3], None)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={None!r} accepted')

# %%
try:
    rotate_list([0, 2, 3, 0, 2, 3], None)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={None!r} accepted')

# %%
try:
    rotate_list((), None)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={None!r} accepted')

# %%
try:
    rotate_list([3, 2], None)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={None!r} accepted')

# %%
try:
    rotate_list([1, 1, 2, 2, 3, 3], None)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={None!r} accepted')

# %%
try:
    rotate_list([1, 2, 3, 2, 2, 3], None)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={None!r} accepted')

# %%
try:
    rotate_list([1, -2], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([], False)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([1, 2], False)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([1, 2, 3, 4], False)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([2, 3, 1], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([1, 2, 3, 1, 1, 2, 3, 1], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([3, 2, 1, 3, 2, 1], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([1, 2, 3, 1, 2, 3, 4], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([1, 0, 4], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')

# %%
try:
    rotate_list([-3, 1, 2], True)
except TypeError as e:
    assert str(e) == 'k must be an int', str(e)
else:
    raise AssertionError(f'k={True!r} accepted')
