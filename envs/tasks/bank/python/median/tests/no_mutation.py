# %%
data = [3, 1, 2]
assert median(data) == 2
assert data == [3, 1, 2]

# %% held-out
assert median((9, 7, 8, 6)) == 7.5

# %% held-out
assert median(x for x in [5, 3, 4]) == 4
