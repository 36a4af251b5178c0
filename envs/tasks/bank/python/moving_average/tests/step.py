# %%
assert moving_average([1, 2, 3, 4, 5, 6], 2, step=2) == [1.5, 3.5, 5.5]

# %% held-out
assert moving_average([1, 2, 3, 4, 5], 2, step=3) == [1.5, 4.5]

# %% held-out
assert moving_average([1, 2, 3, 4], 2) == [1.5, 2.5, 3.5]
