# %%
assert matrix_transpose([[1, 2, 3], [4, 5, 6]]) == [[1, 4], [2, 5], [3, 6]]

# %% held-out
assert matrix_transpose([[1]]) == [[1]]

# %% held-out
assert matrix_transpose([]) == []

# %% held-out
assert matrix_transpose([[1, 2]]) == [[1], [2]]
