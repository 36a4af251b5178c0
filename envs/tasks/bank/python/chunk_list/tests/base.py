# %%
assert chunk_list([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]

# %%
assert chunk_list([], 3) == []

# %%
assert chunk_list([1, 2], 5) == [[1, 2]]

# %%
assert chunk_list(list(range(6)), 3) == [[0, 1, 2], [3, 4, 5]]
