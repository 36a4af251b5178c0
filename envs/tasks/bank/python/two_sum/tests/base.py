# %%
assert two_sum([2, 7, 11, 15], 9) == (0, 1)

# %% held-out
assert two_sum([3, 2, 4], 6) == (1, 2)

# %% held-out
assert two_sum([3, 3], 6) == (0, 1)

# %% held-out
assert two_sum([1, 2], 10) is None

# %% held-out
assert two_sum([5], 10) is None

# %% held-out
assert two_sum([], 0) is None
