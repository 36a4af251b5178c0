# %%
assert matrix_transpose([[1, 2, 3], [4, 5, 6]]) == [[1, 4], [2, 5], [3, 6]]

# %%
assert matrix_transpose([[1]]) == [[1]]

# %%
assert matrix_transpose([]) == []

# %%
assert matrix_transpose([[1, 2]]) == [[1], [2]]
