# %%
assert histogram_bins([1, 2, 3, 10], 2, value_range=(0, 4)) == [1, 2]

# %% held-out
assert histogram_bins([0, 4], 2, value_range=(0, 4)) == [1, 1]

# %% held-out
assert histogram_bins([-1, 5], 2, value_range=(0, 4)) == [0, 0]

# %% held-out
assert histogram_bins([1, 2, 2, 3, 4], 3, value_range=None) == [1, 2, 2]

# %% held-out
try:
    histogram_bins([1], 2, value_range=(3, 1))
except ValueError as e:
    assert str(e) == 'value_range must be increasing'
else:
    raise AssertionError('decreasing range accepted')
