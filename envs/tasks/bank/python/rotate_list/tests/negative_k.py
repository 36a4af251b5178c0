# %%
assert rotate_list([1, 2, 3, 4], -1) == [2, 3, 4, 1]

# %% held-out
assert rotate_list([1, 2, 3], -5) == [3, 1, 2]

# %% held-out
assert rotate_list([], -2) == []
