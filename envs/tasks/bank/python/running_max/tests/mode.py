# %%
assert running_max([3, 1, 4, 0], mode='min') == [3, 1, 1, 0]

# %% held-out
assert running_max([None, 2, None, 1], mode='min') == [None, 2, 2, 1]

# %% held-out
assert running_max([3, 1, 4], mode='max') == [3, 3, 4]

# %% held-out
try:
    running_max([1], mode='avg')
except ValueError as e:
    assert str(e) == "mode must be 'max' or 'min'"
else:
    raise AssertionError("mode='avg' accepted")
