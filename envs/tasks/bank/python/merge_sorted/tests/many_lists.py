# %%
assert merge_sorted([1, 4], [2], [0, 3]) == [0, 1, 2, 3, 4]

# %%
assert merge_sorted() == []

# %%
a = [1, 2]
out = merge_sorted(a)
assert out == [1, 2] and out is not a

# %%
assert merge_sorted([1, 3, 5], [2, 4, 6]) == [1, 2, 3, 4, 5, 6]

# %%
try:
    merge_sorted([1], [2], (3,))
except TypeError as e:
    assert str(e) == 'all arguments must be lists', str(e)
else:
    raise AssertionError('a tuple accepted')

# %%
try:
    merge_sorted([1], [2], [4, 3])
except ValueError as e:
    assert str(e) == 'inputs must be sorted', str(e)
else:
    raise AssertionError('unsorted third list accepted')
