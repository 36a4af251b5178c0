# %%
a = [1, 2, 3]
out = rotate_list(a, 7)
assert a == [1, 2, 3] and out == [3, 1, 2]

# %%
a = [1, 2]
assert rotate_list(a, 1000000) is not a

# %%
a = [1, 2]
assert rotate_list(a, -1) is not a

# %%
a = [1, 2]
assert rotate_list(a, 1) is not a

# %%
a = [1, 2]
assert rotate_list(a, 7) is not a
