# %%
assert flatten_list([1, [2, [3, [4]]]], depth=1) == [1, 2, [3, [4]]]

# %% held-out
assert flatten_list([1, [2, [3, [4]]]], depth=2) == [1, 2, 3, [4]]

# %% held-out
assert flatten_list([1, (2,)], depth=0) == [1, (2,)]

# %% held-out
assert flatten_list([1, [2, [3, [4]]]], depth=None) == [1, 2, 3, 4]
