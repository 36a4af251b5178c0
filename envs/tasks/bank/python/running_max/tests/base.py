# %%
assert running_max([3, 1, 4, 1, 5]) == [3, 3, 4, 4, 5]

# %% held-out
assert running_max([]) == []

# %% held-out
assert running_max([-2, -5, -1]) == [-2, -2, -1]

# %% held-out
assert running_max([2.5, 2, 7]) == [2.5, 2.5, 7]
