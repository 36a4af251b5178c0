# %%
nan = float('nan')
assert median([1, nan, 3]) == 2.0

# %% held-out
nan = float('nan')
assert median([nan, 4, 1, nan, 2, 3]) == 2.5

# %% held-out
try:
    median([float('nan')])
except ValueError as e:
    assert str(e) == 'median of empty data'
else:
    raise AssertionError('all-NaN input accepted')
