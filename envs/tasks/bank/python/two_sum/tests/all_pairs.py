# %%
assert two_sum([4, 3, 2, 1], 5) == [(0, 3), (1, 2)]

# %% held-out
assert two_sum([3, 3, 3], 6) == [(0, 1), (0, 2), (1, 2)]

# %% held-out
assert two_sum([1, 2], 10) == []

# %% held-out
assert two_sum([], 0) == []

# %% held-out
assert two_sum([2, 7, 11, 15], 9) == [(0, 1)]
