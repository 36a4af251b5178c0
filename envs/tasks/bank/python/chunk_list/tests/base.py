# %%
assert chunk_list([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]

# %% held-out
assert chunk_list([], 3) == []

# %% held-out
assert chunk_list([1, 2], 5) == [[1, 2]]

# %% held-out
assert chunk_list(list(range(6)), 3) == [[0, 1, 2], [3, 4, 5]]
