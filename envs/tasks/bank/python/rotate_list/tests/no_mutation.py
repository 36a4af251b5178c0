# %%
a = [1, 2, 3]
out = rotate_list(a, 1)
assert a == [1, 2, 3] and out == [3, 1, 2]

# %% held-out
a = [1, 2]
assert rotate_list(a, 0) is not a
