# %%
assert chunk_list((1, 2, 3), 2) == [[1, 2], [3]]

# %% held-out
assert chunk_list('abcde', 2) == [['a', 'b'], ['c', 'd'], ['e']]

# %% held-out
assert chunk_list((x * x for x in range(4)), 3) == [[0, 1, 4], [9]]
