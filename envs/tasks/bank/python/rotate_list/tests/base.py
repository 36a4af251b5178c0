# %%
assert rotate_list([1, 2, 3, 4, 5], 2) == [4, 5, 1, 2, 3]

# %% held-out
assert rotate_list([1, 2, 3], 0) == [1, 2, 3]

# %% held-out
assert rotate_list(['a', 'b'], 1) == ['b', 'a']

# %% held-out
assert rotate_list([1, 2, 3], 3) == [1, 2, 3]
