# %%
try:
    merge_intervals([[5, 1], [0, 2]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[2, 0], [5, 1]])
except ValueError as e:
    assert str(e) == 'invalid interval: [2, 0]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [5, 1], [0, 2], [5, 1]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [5, 1]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2, 0], [5, 1]])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0], [5, 1]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
assert merge_intervals([]) == []

# %%
try:
    merge_intervals([[], [0, 2]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1], [0, 2], [5, 1]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1], [0, 2], [5, 1], [0, 2]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[2, 0]])
except ValueError as e:
    assert str(e) == 'invalid interval: [2, 0]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[2, 0], [5, 1], [2, 0]])
except ValueError as e:
    assert str(e) == 'invalid interval: [2, 0]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1], [2, 0]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [5, 1], [0, 2, 0]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [5, 1], [0, 2], [0, 2]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [5, 1], [0, 2], []])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [5, 1], []])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1], []])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [5, 1], [], []])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [5, 1], [], [0, 2]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [5, 1], [0, 2]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0], [5, 1], []])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [0, 2], [5, 1]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2, 0], [5, 1], [0, 2], [5, 1]])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [5, 1], [0, 2], [5, 1], []])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [0, 2], [5, 1], [5, 1]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0], [5, 1], [0, 2], [5, 1]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [5, 1], [0, 2], [5, 1]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1], [5, 1]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [1, 5]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2, 0]])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2, 0], [5, 1], [0, 2, 0]])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1], [0, 2, 0]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2, 0, 0], [5, 1]])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0], [5, 1], [0], [5, 1]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0], [1, 5]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0], [5]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0], []])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5], [0, 2], [5], [0, 2]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1, 5, 5], [0, 2]])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1], [2, 0], [5, 1], [0, 2]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[2, 0, 2], [5]])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1], [2, 0, 2]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[2, 0], []])
except ValueError as e:
    assert str(e) == 'invalid interval: [2, 0]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[2, 0], [2, 0], [5, 1], [5, 1]])
except ValueError as e:
    assert str(e) == 'invalid interval: [2, 0]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5], [2, 0]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1], [2, 0], [5, 1], [2, 0]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[2], []])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [5, 1], [0, 2], [0, 2], [5, 1], [0, 2], [0, 2]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [2, 0], [5, 1]])
except ValueError as e:
    assert str(e) == 'invalid interval: [2, 0]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1], [0, 2], [0, 2], [5, 1], [0, 2], [0, 2]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[1, 5], []])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [5, 1], [0, 2], []])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2, 0], [5, 1, 5], []])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [0, 2], [5, 1], [], [0, 2], [5, 1]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [5, 1], [], [0, 2], [5, 1], [], [0, 2]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [5, 1], [0, 2], [5, 1], [0, 2], [5, 1], [0, 2]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2, 0], [5, 1], [0, 2], [5]])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2, 0], [5, 1], [0, 2], [5, 1], [0, 2, 0]])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1], [5, 1], [0, 2], []])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [], [0, 2], [5, 1], []])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2, 0], [0, 2], [5, 1], [5, 1]])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[2, 0], [5, 1], [0, 2], []])
except ValueError as e:
    assert str(e) == 'invalid interval: [2, 0]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2], [1, 5], [0, 2], [5, 1], [0, 2]])
except ValueError as e:
    assert str(e) == 'invalid interval: [5, 1]', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0], [5, 1], [0, 2], [5, 1], [0], [5, 1], [0, 2], [5, 1]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [5, 1], [0, 2], [5, 1], []])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5, 1, 5], [5, 1, 5]])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [5], [], [5]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [], [5, 1], [5, 1]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [], []])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[], [5, 1, 5], [], [5, 1, 5]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 0)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2, 0], [5, 1], [0, 2, 0], []])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0], [5, 1], [0, 2, 0]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[5], [0, 2, 0]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0, 2, 0, 0]])
except ValueError as e:
    assert str(e) == 'too many values to unpack (expected 2)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0], [5], [0]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0], [], [0]])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')

# %%
try:
    merge_intervals([[0], [], []])
except ValueError as e:
    assert str(e) == 'not enough values to unpack (expected 2, got 1)', str(e)
else:
    raise AssertionError('[5, 1] accepted')
