# %%
a = [1, 2, 3]
out = rotate_list(a, 1, in_place=True)
assert out is a and a == [3, 1, 2]

# %% held-out
a = [1, 2, 3, 4]
rotate_list(a, -1, in_place=True)
assert a == [2, 3, 4, 1]

# %% held-out
a = [1, 2]
out = rotate_list(a, 1)
assert out == [2, 1] and a == [1, 2]

# %% held-out
a = []
assert rotate_list(a, 7, in_place=True) is a
