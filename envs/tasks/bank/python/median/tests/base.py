# %%
assert median([3, 1, 2]) == 2

# %% held-out
assert median([4, 1, 3, 2]) == 2.5

# %% held-out
assert median([5]) == 5

# %% held-out
assert median([1, 1, 2, 10]) == 1.5
