# %%
assert merge_sorted([1, 4], [2], [0, 3]) == [0, 1, 2, 3, 4]

# %% held-out
assert merge_sorted() == []

# %% held-out
a = [1, 2]
out = merge_sorted(a)
assert out == [1, 2] and out is not a

# %% held-out
assert merge_sorted([1, 3, 5], [2, 4, 6]) == [1, 2, 3, 4, 5, 6]

# %% held-out
try:
    merge_sorted([1], [2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %% held-out
try:
    merge_sorted([1], [2], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')
