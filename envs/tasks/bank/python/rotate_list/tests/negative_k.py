# %%
assert rotate_list([1, 2, 3, 4], -1) == [2, 3, 4, 1]

# %%
assert rotate_list([1, 2, 3], -5) == [3, 1, 2]

# %%
assert rotate_list([], -2) == []
