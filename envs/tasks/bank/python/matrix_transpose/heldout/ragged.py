# %%
try:
    matrix_transpose([[2, 1], [3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3], [1, 2], [3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[3], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[], [2, 3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[1], [2, 3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[1], [2, 3], [1], [2, 3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[1], [2, 3], [1]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[2, 3], [1]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[], [1, 2], [3, 4]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3, 4, 3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3, 4], [], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[], [3, 4], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[3, 4], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [4, 3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[2, 1, 2], [3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[2, 1], [3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3], [], [1, 2], [3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[3], [1, 2], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[], [3], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3], [1, 2], [3], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3], [1, 2], [3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3], [1, 2], [3], [1, 2], [3], [1, 2], [3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[1, 2, 1], [3], [1, 2, 1], [3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[3], [1, 2, 1]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[1, 2, 1, 1], [3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3], [1]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3], [1, 2], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3], [1, 2, 1]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [1, 2], [3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[3], [1, 2], [3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[], [3, 3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3]]} accepted')

# %%
try:
    matrix_transpose([[], [2, 3], [], [2, 3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[1, 1], [2, 3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[1], [2, 3], [], [1]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[1], [2, 3], [1], [2, 3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[2, 3], [2, 3], [1], [1]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[1], [2, 3], [1], [2, 3], [1], [2, 3], [1], [2, 3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[1], [2, 3], [1], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[1], [2, 3], [1], [1]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[2, 3, 2], [1]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1], [2, 3]]} accepted')

# %%
try:
    matrix_transpose([[], [3], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[], [1, 2], [3, 4], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[], [1, 2], [3, 4], [], [1, 2], [3, 4]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[3, 4, 3], [1, 2], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3, 4, 3], [], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[3, 4, 3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3, 4, 3], [], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3, 4], [], [2, 1]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3, 4], [], [1, 2], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[], [1, 2], [1, 2], [3, 4]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3, 4], [], [1]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[3, 4], [1, 2], [1, 2], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3, 4], [], [], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[], [], [3, 4], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3, 4], [], [], [1, 2], [3, 4], [], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[3, 4], [], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[3, 4], [1, 2], [], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[], [3, 4]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[], [3, 4], [1, 2], [], [3, 4], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [], [], [1, 2], [], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [], [], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[], [], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [], [], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[3, 4], [], [1, 2], [3, 4], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[], [], [1, 2], [1, 2], [3, 4], [3, 4]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [3, 4], [], [1, 2], [3, 4], [], [1, 2], [3, 4], [], [1, 2], [3, 4], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[3, 4], [1, 2], [], [3, 4]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[3, 4], [], [3, 4], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[3, 4], [], [3, 4]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[], [4, 3], [1, 2]])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[4, 3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [4, 3], [], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[1, 2], [4, 3], [], [1, 2], [4, 3], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')

# %%
try:
    matrix_transpose([[4, 3], [1, 2], []])
except ValueError as e:
    assert str(e) == 'all rows must have the same length', str(e)
else:
    raise AssertionError(f'{[[1, 2], [3, 4], []]} accepted')
