# %%
assert two_sum([4, 3, 2, 1], 5) == (1, 2)

# %% held-out
assert two_sum([1, 1, 1, 5], 2) == (0, 1)

# %% held-out
assert two_sum([5, 0, 5, 0, 5], 5) == (0, 1)

# %% held-out
assert two_sum([6, 1, 2, 5, 4], 6) == (1, 3)
