# %%
assert histogram_bins([1, 2, 2, 3, 4], 3) == [1, 2, 2]

# %% held-out
assert histogram_bins([0, 10], 2) == [1, 1]

# %% held-out
assert histogram_bins([0, 1, 2, 3], 4) == [1, 1, 1, 1]

# %% held-out
assert histogram_bins([0.5, 0.25, 1.0], 1) == [3]
