# %%
assert moving_average([1, 2], 5) == [1.5]

# %% held-out
assert moving_average([], 3) == []

# %% held-out
assert moving_average([4], 2) == [4.0]
