# %%
import types
g = chunk_list([1, 2, 3], 2)
assert isinstance(g, types.GeneratorType)
assert list(g) == [[1, 2], [3]]

# %% held-out
assert list(chunk_list('abcde', 2)) == [['a', 'b'], ['c', 'd'], ['e']]

# %% held-out
assert list(chunk_list(None, 2)) == []

# %% held-out
import itertools
g = chunk_list(itertools.count(), 2)
assert next(g) == [0, 1] and next(g) == [2, 3]

# %% held-out
try:
    chunk_list([1], 0)
except ValueError as e:
    assert str(e) == 'size must be a positive integer'
else:
    raise AssertionError('size=0 not rejected at call time')
