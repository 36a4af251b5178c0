# %%
assert moving_average([1, 2, 3, 4], 2) == [1.5, 2.5, 3.5]

# %% held-out
assert moving_average([5], 1) == [5.0]

# %% held-out
assert moving_average([2, 4, 6, 8], 3) == [4.0, 6.0]
