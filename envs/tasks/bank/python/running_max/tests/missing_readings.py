# %%
assert running_max([None, 2, None, 1, 3]) == [None, 2, 2, 2, 3]

# %% held-out
assert running_max([None, None]) == [None, None]

# %% held-out
assert running_max([5, None]) == [5, 5]
