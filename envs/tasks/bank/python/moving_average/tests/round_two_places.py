# %%
assert moving_average([1, 1, 2], 3) == [1.33]

# %% held-out
assert moving_average([1, 2, 2, 2], 3) == [1.67, 2.0]

# %% held-out
assert moving_average([1, 1, 2], 4) == [1.33]
