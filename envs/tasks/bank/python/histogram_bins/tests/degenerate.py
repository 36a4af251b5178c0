# %%
assert histogram_bins([], 2) == [0, 0]

# %% held-out
assert histogram_bins([5, 5, 5], 3) == [3, 0, 0]

# %% held-out
assert histogram_bins([7], 1) == [1]
